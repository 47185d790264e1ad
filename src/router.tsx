import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/layout/not-found-page';
import { RouteErrorPage } from '@/features/layout/route-error-page';
import type { TrpcOptions } from '@/lib/trpc';
import { routeTree } from './routeTree.gen';

interface CreateAppRouterOptions {
  queryClient: QueryClient;
  trpc: TrpcOptions;
  /** Tests pass a memory history; the browser uses the default (window.history). */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, trpc, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through React Query, which owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
