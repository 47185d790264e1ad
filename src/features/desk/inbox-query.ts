import type { InboxStatus } from '@server/contracts/desk';
import type { TrpcOptions } from '@/lib/trpc';

/** The inbox filtered by status, a server page at a time: the route prefetches it, the list reads it. */
export function inboxQueryOptions(trpc: TrpcOptions, status: InboxStatus) {
  return trpc.desk.inbox.infiniteQueryOptions({ status }, { getNextPageParam: (page) => page.nextCursor });
}
