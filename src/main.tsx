import './styles/fonts.css';
import 'virtual:mantine-styles';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserDataLayer } from '@/lib/data-layer';
import { nextBrowserTask, setPrerenderedAt } from '@/lib/hydration';
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

// The title, description and Open Graph tags in the HTML are for clients that run no script (the app shell
// has index.html's, a prerendered page its own); from here on the app draws them into the head
// (InDocumentHead), so the HTML's would come first and stay.
for (const tag of document.head.querySelectorAll('title, meta[name="description"], meta[property^="og:"]')) tag.remove();

const prerendered = rootElement.dataset.renderedAt;
if (prerendered) {
  // The page's HTML came prerendered (scripts/prerender.ts). The route's code and data load first, so the
  // first render draws what the HTML has; the router then renders as it did on the server (no Suspense
  // boundary of its own around the matches, which `ssr` tells it).
  // Not a top-level await: the route's chunks import the app chunk, which holds this module, and would
  // wait for it to finish evaluating while it waited for them.
  setPrerenderedAt(new Date(prerendered));
  // Hydration starts in a task of its own, so the one that evaluated the scripts and loaded the routes
  // ends first (decision 017: the header, the footer and each section then hydrate in turns).
  void router
    .load()
    .then(nextBrowserTask)
    .then(() => {
      router.ssr = { manifest: undefined };
      hydrateRoot(rootElement, app);
    });
} else {
  createRoot(rootElement).render(app);
}
