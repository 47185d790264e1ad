import './styles/fonts.css';
import 'virtual:mantine-styles';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserDataLayer } from '@/lib/data-layer';
import { setPrerenderedAt } from '@/lib/hydration';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

// React Query, tRPC and superjson load with the first page or block that reads the server (decision 016).
browserDataLayer.start();
const router = createAppRouter({ loadData: browserDataLayer.load });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const prerendered = rootElement.dataset.renderedAt;
if (prerendered) {
  // The page's HTML came prerendered (scripts/prerender.ts). The route's code and data load first, so the
  // first render draws what the HTML has; the router then renders as it did on the server (no Suspense
  // boundary of its own around the matches, which `ssr` tells it).
  // Not a top-level await: the route's chunks import the app chunk, which holds this module, and would
  // wait for it to finish evaluating while it waited for them.
  setPrerenderedAt(new Date(prerendered));
  void router.load().then(() => {
    router.ssr = { manifest: undefined };
    // In a transition, React hydrates even the page's frame in slices it can interrupt, yielding to the
    // browser between them, as it does the sections (each a Suspense boundary): no long task on a phone.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  });
} else {
  // The app shell (the members' area, or a page asked for with a query string): index.html's title and
  // description are for clients that run no script; from here on each route sets both through <HeadContent />.
  for (const staticTag of document.head.querySelectorAll('title, meta[name="description"]')) staticTag.remove();
  createRoot(rootElement).render(app);
}
