import type { QueryClient } from '@tanstack/react-query';
import type { TrpcOptions } from './trpc';

/** What every route's beforeLoad and loader receive: the query cache and the tRPC options proxy. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcOptions;
}
