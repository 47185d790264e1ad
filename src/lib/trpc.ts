// The browser's tRPC client and the hooks components reach the server through. Types come from the
// server's router (type-only import); values never do. This module brings React Query, tRPC and superjson
// with it, so it loads with the first page or block that shows server data, never with the entry (decision
// 016): as it is evaluated it hands the browser app its data layer (src/lib/data-layer.ts).
import type { AppRouter } from '@server/routers/_app';
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/client';
import { MAX_BATCH_SIZE } from '@server/contracts/api-limits';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useContext } from 'react';
import superjson from 'superjson';
import { browserDataLayer, type DataLayer, DataLayerContext } from './data-layer';
import { adoptPageData } from './page-data';
import { createQueryClient } from './query-client';

export type TrpcClient = ReturnType<typeof createTrpcClient>;
export type TrpcOptions = TRPCOptionsProxy<AppRouter>;

/**
 * The procedures whose answer arrives in pieces (an async-generator mutation): they go through the
 * streaming link, which reads the response line by line. Everything else stays on the plain batch link,
 * whose answers (and error statuses) the rest of the app and its tests rely on.
 */
const STREAMED_PATHS: ReadonlySet<string> = new Set(['chat.send']);

/** Calls `/trpc` on the page's own origin, batched, with the session cookie. */
function createTrpcClient(url = '/trpc') {
  const withCookie: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => STREAMED_PATHS.has(op.path),
        true: httpBatchStreamLink({ url, maxItems: MAX_BATCH_SIZE, transformer: superjson, fetch: withCookie }),
        false: httpBatchLink({
          url,
          // The server refuses larger batches (server/contracts/api-limits.ts); more calls go in several.
          maxItems: MAX_BATCH_SIZE,
          transformer: superjson,
          fetch: withCookie,
        }),
      }),
    ],
  });
}

/** The options proxy loaders, beforeLoad and components build queries with: `trpc.accounts.session.queryOptions()`. */
function createTrpcOptions(client: TrpcClient, queryClient: QueryClient): TrpcOptions {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

/** A fresh query cache and tRPC client: one for the browser app, one per test and per prerendered page. */
export function createDataLayer(url?: string): DataLayer {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient(url);
  return { queryClient, trpcClient, trpc: createTrpcOptions(trpcClient, queryClient) };
}

function useDataLayer(): DataLayer {
  const layer = useContext(DataLayerContext).get();
  if (!layer) throw new Error('No data layer: render inside AppProviders (src/app-providers.tsx).');
  return layer;
}

/** The tRPC options proxy, for useQuery and useMutation: `useQuery(trpc.bible.chapter.queryOptions(input))`. */
export function useTRPC(): TrpcOptions {
  return useDataLayer().trpc;
}

/** The tRPC client itself, for calls outside React Query (a streamed answer, a sequence of calls). */
export function useTRPCClient(): TrpcClient {
  return useDataLayer().trpcClient;
}

browserDataLayer.provideFactory(() => {
  const layer = createDataLayer();
  adoptPageData(layer.queryClient);
  return layer;
});
