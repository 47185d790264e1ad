import { DESK_EXPORTS, type LedgerFilters } from '@server/contracts/desk-ledger';

// The desk's CSV downloads: plain links the server answers with a stream, signed in by the session cookie.

/** The subscribers the list shows, as CSV. */
export function subscribersCsvHref(search: string | undefined): string {
  return `${DESK_EXPORTS.subscribers}?${new URLSearchParams({ search: search ?? '' }).toString()}`;
}

/** The ledger under the same filters, as CSV (with amounts for admins only). */
export function ledgerCsvHref(filters: LedgerFilters): string {
  const { purpose, status, from, to } = filters;
  const chosen = Object.entries({ purpose, status, from, to }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  const query = new URLSearchParams(chosen).toString();
  return query ? `${DESK_EXPORTS.ledger}?${query}` : DESK_EXPORTS.ledger;
}
