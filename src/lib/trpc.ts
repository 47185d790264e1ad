// The browser's tRPC client. Types come from the server's router (type-only import); values never do.
import type { AppRouter } from '@server/routers/_app';
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/client';
import { MAX_BATCH_SIZE } from '@server/contracts/api-limits';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type TrpcClient = ReturnType<typeof createTrpcClient>;
export type TrpcOptions = TRPCOptionsProxy<AppRouter>;

/**
 * The procedures whose answer arrives in pieces (an async-generator mutation): they go through the
 * streaming link, which reads the response line by line. Everything else stays on the plain batch link,
 * whose answers (and error statuses) the rest of the app and its tests rely on.
 */
const STREAMED_PATHS: ReadonlySet<string> = new Set(['chat.send']);

/** Calls `/trpc` on the page's own origin, batched, with the session cookie. */
export function createTrpcClient(url = '/trpc') {
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

/** The options proxy the router gives loaders and beforeLoad: `trpc.accounts.session.queryOptions()`. */
export function createTrpcOptions(client: TrpcClient, queryClient: QueryClient): TrpcOptions {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
