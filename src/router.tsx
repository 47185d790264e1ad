import type { RouterHistory } from '@tanstack/react-router';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/layout/not-found-page';
import { RouteErrorPage } from '@/features/layout/route-error-page';
import { clearFailureToasts } from '@/lib/notify';
import type { RouterContext } from '@/lib/router-context';
import { routeTree } from './routeTree.gen';

interface CreateAppRouterOptions {
  loadData: RouterContext['loadData'];
  /** Tests pass a memory history; the browser uses the default (window.history). */
  history?: RouterHistory;
  /** Off when prerendering: the server has no scroll to restore (and would write an inline script). */
  scrollRestoration?: boolean;
  /**
   * How long a pending page (the members' session check) stays up once shown, so it does not flash: the
   * router's 500 ms for people. Component tests pass 0; no one watches jsdom, and every test of a members'
   * page waited the half second.
   */
  pendingMinMs?: number;
}

export function createAppRouter({ loadData, history, scrollRestoration = true, pendingMinMs }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: { loadData },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through React Query, which owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration,
    ...(pendingMinMs === undefined ? {} : { defaultPendingMinMs: pendingMinMs }),
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
  // A failure toast belongs to the page it happened on: moving to another page closes it (before the new
  // page loads, so what that page reports itself stays). A change of search or hash alone keeps it.
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) clearFailureToasts();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
