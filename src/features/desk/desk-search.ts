import type { InboxStatus } from '@server/contracts/desk';
import type { UserRole } from '@server/contracts/accounts';
import { oneOf, type RawSearch } from '@/lib/search-params';

// Read by the route's options, which stay in the entry bundle: the contracts module (and zod with it) is off
// limits there, so the lists are repeated as values, and `satisfies` keeps them from drifting apart.
const inboxStatuses = ['new', 'open', 'done'] as const satisfies readonly InboxStatus[];
const deskRoles = ['staff', 'admin'] as const satisfies readonly UserRole[];

/** The inbox's filter in the URL (/desk?status=open); without one, the new messages show. */
export interface DeskSearch {
  status?: InboxStatus;
}

export function deskSearch(search: RawSearch<DeskSearch>): DeskSearch {
  return { status: oneOf(inboxStatuses, search.status) };
}

/** Whether the desk is open to this role; the server checks it again on every desk call. */
export function worksTheDesk(role: UserRole): boolean {
  return (deskRoles as readonly UserRole[]).includes(role);
}
