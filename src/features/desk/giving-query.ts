import { DESK_EXPORTS, type LedgerFilters } from '@server/contracts/desk-ledger';
import type { TrpcOptions } from '@/lib/trpc';

/** The ledger under its filters, newest first, a server page at a time. */
export function ledgerQueryOptions(trpc: TrpcOptions, filters: LedgerFilters) {
  return trpc.desk.giving.ledger.infiniteQueryOptions(filters, { getNextPageParam: (page) => page.nextCursor });
}

/** The donors whose email holds the search, by email, a server page at a time. */
export function donorsQueryOptions(trpc: TrpcOptions, search: string | undefined) {
  return trpc.desk.giving.donors.infiniteQueryOptions({ search }, { getNextPageParam: (page) => page.nextCursor });
}

/** The ledger's filters with the days in order, or undefined when the first day is after the last (the server would refuse them). */
export function ledgerFiltersInOrder(filters: LedgerFilters): LedgerFilters | undefined {
  return filters.from && filters.to && filters.from > filters.to ? undefined : filters;
}

/** The CSV of the ledger under the same filters (the server streams it; amounts for admins only). */
export function ledgerCsvHref(filters: LedgerFilters): string {
  const { purpose, status, from, to } = filters;
  const chosen = Object.entries({ purpose, status, from, to }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const query = new URLSearchParams(chosen).toString();
  return query ? `${DESK_EXPORTS.ledger}?${query}` : DESK_EXPORTS.ledger;
}
