import type { TrpcOptions } from '@/lib/trpc';

/** Members whose username holds the search, alphabetically, a server page at a time. */
export function membersQueryOptions(trpc: TrpcOptions, search: string | undefined) {
  return trpc.desk.members.search.infiniteQueryOptions({ search }, { getNextPageParam: (page) => page.nextCursor });
}
