import type { InboxStatus } from '@server/contracts/desk';
import type { OutboxStatus } from '@server/contracts/email';
import type { LedgerFilters } from '@server/contracts/desk-ledger';
import type { TrpcOptions } from '@/lib/trpc';
import type { DeskPrayerFilter } from './desk-search';

// The desk's lists, each read a server page at a time: a route prefetches its page's list on the way in, and
// the page reads the very same query. One module, so the desk's routes and its pages share one small chunk.

const nextPage = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

/** The inbox filtered by status, newest first. */
export function inboxQueryOptions(trpc: TrpcOptions, status: InboxStatus) {
  return trpc.desk.inbox.infiniteQueryOptions({ status }, nextPage);
}

/** The prayer requests under one filter, newest first. */
export function deskPrayersQueryOptions(trpc: TrpcOptions, show: DeskPrayerFilter) {
  return trpc.desk.prayers.infiniteQueryOptions({ show }, nextPage);
}

/** The subscribers matching a search, newest first. */
export function subscribersQueryOptions(trpc: TrpcOptions, search: string | undefined) {
  return trpc.desk.subscribers.infiniteQueryOptions({ search }, nextPage);
}

/** The ledger under its filters, newest first. */
export function ledgerQueryOptions(trpc: TrpcOptions, filters: LedgerFilters) {
  return trpc.desk.giving.ledger.infiniteQueryOptions(filters, nextPage);
}

/** The donors whose email holds the search, by email. */
export function donorsQueryOptions(trpc: TrpcOptions, search: string | undefined) {
  return trpc.desk.giving.donors.infiniteQueryOptions({ search }, nextPage);
}

/** Members whose username holds the search, alphabetically. */
export function membersQueryOptions(trpc: TrpcOptions, search: string | undefined) {
  return trpc.desk.members.search.infiniteQueryOptions({ search }, nextPage);
}

/** The outbox, all of it or one status's messages, newest first. */
export function outboxQueryOptions(trpc: TrpcOptions, status: OutboxStatus | undefined) {
  return trpc.desk.outbox.list.infiniteQueryOptions({ status }, nextPage);
}

/** The audit log, newest first. */
export function auditLogQueryOptions(trpc: TrpcOptions) {
  return trpc.desk.auditLog.infiniteQueryOptions({}, nextPage);
}

/** The ledger's filters with the days in order, or undefined when the first day is after the last (the server would refuse them). */
export function ledgerFiltersInOrder(filters: LedgerFilters): LedgerFilters | undefined {
  return filters.from && filters.to && filters.from > filters.to ? undefined : filters;
}
