import type { deskPrayerFilters, InboxStatus } from '@server/contracts/desk';
import type { UserRole } from '@server/contracts/accounts';
import type { OutboxStatus } from '@server/contracts/email';
import type { PaymentPurpose, PaymentStatus } from '@server/contracts/payments';
import { oneOf, type RawSearch } from '@/lib/search-params';

// Read by the routes' options, which stay in the entry bundle: the contracts module (and zod with it) is off
// limits there, so the lists are repeated as values, and `everyOf` keeps them from drifting apart.

/**
 * Every value of `All`, repeated as a list: the compiler refuses the list when the contract gains a value it
 * lacks (its error names the missing one), so a filter the page offers is never dropped from the address.
 */
function everyOf<All extends string>() {
  return <const Listed extends readonly All[]>(list: Listed & ([Exclude<All, Listed[number]>] extends [never] ? unknown : { missing: Exclude<All, Listed[number]> })) =>
    list;
}

export type DeskPrayerFilter = (typeof deskPrayerFilters)[number];

const inboxStatuses = everyOf<InboxStatus>()(['new', 'open', 'done']);
const deskRoles = ['staff', 'admin'] as const satisfies readonly UserRole[];
const prayerFilters = everyOf<DeskPrayerFilter>()(['all', 'on_wall', 'awaiting_approval', 'expired', 'private', 'hidden']);
const paymentPurposes = everyOf<PaymentPurpose>()(['donation', 'membership', 'chat_premium', 'generated_content']);
const paymentStatuses = everyOf<PaymentStatus>()(['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled', 'refunded', 'disputed']);
const outboxStatuses = everyOf<OutboxStatus>()(['queued', 'sending', 'sent', 'failed', 'kept']);
const givingViews = ['ledger', 'donors', 'funds'] as const;
export type GivingView = (typeof givingViews)[number];

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

/** Which messages the outbox lists: one status's, or all of them. */
export type DeskOutboxFilter = OutboxStatus | 'all';

/** The outbox's filter in the URL (/desk/outbox?status=failed); without one, every message. */
export interface DeskOutboxSearch {
  status?: OutboxStatus;
}

export function deskOutboxSearch(search: RawSearch<DeskOutboxSearch>): DeskOutboxSearch {
  return { status: oneOf(outboxStatuses, search.status) };
}

/**
 * The giving page's address: the ledger's filters (/desk/giving?purpose=donation&from=2027-01-01), or the
 * donors (?view=donors&donor=lydia), or the funds and recurring gifts (?view=funds).
 */
export interface GivingSearch {
  view?: GivingView;
  purpose?: PaymentPurpose;
  status?: PaymentStatus;
  /** Whole days in UTC, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  /** Part of a donor's email. */
  donor?: string;
}

export function givingSearch(search: RawSearch<GivingSearch>): GivingSearch {
  return {
    view: oneOf(givingViews, search.view),
    purpose: oneOf(paymentPurposes, search.purpose),
    status: oneOf(paymentStatuses, search.status),
    from: calendarDay(search.from),
    to: calendarDay(search.to),
    donor: searchText(search.donor),
  };
}

/** A YYYY-MM-DD day, as a date field gives it; the server checks it is a real one. */
function calendarDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
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
