import { DESK_EXPORTS } from '@server/contracts/desk-ledger';
import type { TrpcOptions } from '@/lib/trpc';

/** The subscribers matching a search, a server page at a time: the route prefetches it, the list reads it. */
export function subscribersQueryOptions(trpc: TrpcOptions, search: string | undefined) {
  return trpc.desk.subscribers.infiniteQueryOptions({ search }, { getNextPageParam: (page) => page.nextCursor });
}

/** The CSV of the subscribers the list shows (the server streams it; the browser saves it). */
export function subscribersCsvHref(search: string | undefined): string {
  return `${DESK_EXPORTS.subscribers}?${new URLSearchParams({ search: search ?? '' }).toString()}`;
}
