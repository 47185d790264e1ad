import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's query defaults: no retries, no refetch on window focus, data never goes stale.
 * A fresh client per app (and per test) so no cache leaks between them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
