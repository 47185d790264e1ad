import type { TrpcOptions } from '@/lib/trpc';
import type { DeskPrayerFilter } from './desk-search';

/** The prayer requests under one filter, a server page at a time: the route prefetches it, the list reads it. */
export function deskPrayersQueryOptions(trpc: TrpcOptions, show: DeskPrayerFilter) {
  return trpc.desk.prayers.infiniteQueryOptions({ show }, { getNextPageParam: (page) => page.nextCursor });
}
