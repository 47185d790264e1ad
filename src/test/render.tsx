import type { SignedInUser } from '@server/contracts/accounts';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '@/app-providers';
import { createDataLayer } from '@/lib/trpc';
import { createAppRouter } from '@/router';
import { freshServerAnswers, server } from './msw-server';
import { trpcQueries } from './trpc-msw';

interface RenderAppOptions {
  /**
   * Who the server says is signed in (the other answers a fresh server's). Left out, the handlers already
   * installed answer (the default one says null: a visitor), so a test can `server.use(...)` its own
   * session handler before rendering.
   */
  session?: SignedInUser | null;
}

/** A fresh cache and client per render. Node's fetch needs an absolute URL; the page's origin is jsdom's. */
const createTestDataLayer = () => createDataLayer(new URL('/trpc', window.location.origin).href);

/** Renders the whole app (real router, providers, msw-backed tRPC) at `url`, as a browser would open it. */
export function renderApp(url = '/', { session }: RenderAppOptions = {}) {
  if (session !== undefined) server.use(trpcQueries({ ...freshServerAnswers, 'accounts.session': () => session }));

  const dataLayer = createTestDataLayer();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ loadData: () => Promise.resolve(dataLayer), history, pendingMinMs: 0 });
  const user = setupUser();

  const view = render(
    <AppProviders dataLayer={dataLayer} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient: dataLayer.queryClient };
}

/**
 * user-event without a timer per key, and with the pointer-events check once per call (a click is still
 * refused on an element that takes no pointer events) instead of once per event of it: each check reads
 * the computed style of the element and all its ancestors, which in jsdom matched every rule of its default
 * stylesheet again (the client tests took 15% less CPU).
 */
function setupUser() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.EachApiCall });
  return Object.assign(user, {
    /**
     * Clicks the field and pastes the text at the caret, as someone pasting it would: one input event, so
     * the form renders once instead of once per key (typing took a sixth of the client tests' CPU). For
     * text whose keys nothing watches; `type` stays where they matter: Enter, a card number's mask, a
     * debounce.
     */
    async pasteInto(field: Element, text: string) {
      await user.click(field);
      await user.paste(text);
    },
  });
}

/** Renders one component inside the app's providers (no router), with msw answering /trpc. */
export function renderWithProviders(ui: React.ReactElement) {
  const dataLayer = createTestDataLayer();
  const user = setupUser();
  const view = render(
    <AppProviders dataLayer={dataLayer} env="test">
      {ui}
    </AppProviders>,
  );
  return { ...view, user, queryClient: dataLayer.queryClient };
}
