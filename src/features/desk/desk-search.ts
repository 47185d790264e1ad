import type { deskPrayerFilters, InboxStatus } from '@server/contracts/desk';
import type { UserRole } from '@server/contracts/accounts';
import { oneOf, type RawSearch } from '@/lib/search-params';

// Read by the routes' options, which stay in the entry bundle: the contracts module (and zod with it) is off
// limits there, so the lists are repeated as values, and `satisfies` keeps them from drifting apart.
const inboxStatuses = ['new', 'open', 'done'] as const satisfies readonly InboxStatus[];
const deskRoles = ['staff', 'admin'] as const satisfies readonly UserRole[];
const prayerFilters = ['all', 'on_wall', 'awaiting_approval', 'expired', 'private', 'hidden'] as const satisfies readonly DeskPrayerFilter[];

export type DeskPrayerFilter = (typeof deskPrayerFilters)[number];

/** The longest search the desk's lists take (the contracts' limit). */
const SEARCH_MAX = 200;

/** The inbox's filter in the URL (/desk?status=open); without one, the new messages show. */
export interface DeskSearch {
  status?: InboxStatus;
}

export function deskSearch(search: RawSearch<DeskSearch>): DeskSearch {
  return { status: oneOf(inboxStatuses, search.status) };
}

/** Which prayer requests the prayer page lists (/desk/prayers?show=awaiting_approval); without one, all of them. */
export interface DeskPrayersSearch {
  show?: DeskPrayerFilter;
}

export function deskPrayersSearch(search: RawSearch<DeskPrayersSearch>): DeskPrayersSearch {
  return { show: oneOf(prayerFilters, search.show) };
}

/** What a desk list is searched by, in the URL (/desk/subscribers?search=lydia); empty means everyone. */
export interface DeskTextSearch {
  search?: string;
}

export function deskTextSearch(search: RawSearch<DeskTextSearch>): DeskTextSearch {
  return { search: searchText(search.search) };
}

/** A search as typed, trimmed; undefined when empty or longer than the server takes. */
function searchText(value: unknown): string | undefined {
  // The router reads ?search=1989 as a number and ?search=true as a boolean.
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= SEARCH_MAX ? trimmed : undefined;
}

/** Whether the desk is open to this role; the server checks it again on every desk call. */
export function worksTheDesk(role: UserRole): boolean {
  return (deskRoles as readonly UserRole[]).includes(role);
}

/** Whether this role may grant roles and change the desk's settings; the server checks it again too. */
export function isDeskAdmin(role: UserRole): boolean {
  return role === 'admin';
}
