import type { TrpcOptions } from '@/lib/trpc';

/** The audit log, newest first, a server page at a time: the route prefetches it, the page reads it. */
export function auditLogQueryOptions(trpc: TrpcOptions) {
  return trpc.desk.auditLog.infiniteQueryOptions({}, { getNextPageParam: (page) => page.nextCursor });
}
