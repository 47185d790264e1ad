import { z } from './zod';
import { USERNAME_MAX, userRoles, type UserRole } from './accounts';
import { chatPremiumPlanIds } from './bible-chat-tiers';
import { contentStatuses, contentTypes } from './content';
import { membershipStatuses } from './membership';
import { membershipPlanIds } from './membership-plans';
import { paymentPurposes, paymentStatuses } from './payments';

// The desk's "Giving and purchases" (the ledger of every payment, totals by month, donors) and "Members"
// (accounts by username, with what they hold and bought). Pure: the desk's pages import this file too.

/**
 * Only admins see amounts (decision 024): for staff every amount is null and the monthly totals are refused.
 * The desk's pages ask this too, to leave the amount columns out rather than show them empty.
 */
export function seesAmounts(role: UserRole): boolean {
  return role === 'admin';
}

export const ledgerMessages = {
  badDay: 'Please give each date as YYYY-MM-DD, for example 2026-11-30.',
  daysOutOfOrder: 'The first day must be on or before the last day.',
} as const;

/** A page's position, as the previous page handed it out; opaque to the browser (a donor's email may be long). */
const cursor = z.string().max(600).optional();

/** A calendar day, YYYY-MM-DD; the year 0000 is refused here rather than by the database. */
const day = z.iso
  .date(ledgerMessages.badDay)
  .refine((value) => value >= '0001-01-01', ledgerMessages.badDay)
  .optional();

/**
 * The ledger's filters. `from` and `to` are whole days in UTC, both included; either may be left open. A
 * payment is dated by when it was made (created_at), whatever became of it later.
 */
const ledgerFilterFields = {
  purpose: z.enum(paymentPurposes).optional(),
  status: z.enum(paymentStatuses).optional(),
  from: day,
  to: day,
};
const daysInOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => !from || !to || from <= to;
const daysOutOfOrder = { message: ledgerMessages.daysOutOfOrder, path: ['to'] };

export const ledgerFilters = z.object(ledgerFilterFields).refine(daysInOrder, daysOutOfOrder);
export type LedgerFilters = z.infer<typeof ledgerFilters>;

/** Newest first, DESK_PAGE_SIZE a page. */
export const ledgerInput = z.object({ ...ledgerFilterFields, cursor }).refine(daysInOrder, daysOutOfOrder);

/** One payment: a gift, a membership, a Premium period or a content purchase, and how it stands. */
export const ledgerEntry = z.object({
  id: z.number().int(),
  purpose: z.enum(paymentPurposes),
  status: z.enum(paymentStatuses),
  /** What the checkout said it was for: "Breakthrough Circle Monthly membership". */
  description: z.string().nullable(),
  /** The email the payer gave, if any (members paying signed in are known by their account). */
  email: z.string().nullable(),
  /** The payer's account, if they paid signed in (and it still exists). */
  username: z.string().nullable(),
  /** Null unless the reader is an admin. */
  amountCents: z.number().int().nullable(),
  currency: z.string(),
  createdAt: z.date(),
  /** When the money went back (refunded or disputed). */
  reversedAt: z.date().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerOutput = z.object({ entries: z.array(ledgerEntry), nextCursor: z.string().nullable() });

/**
 * Totals by calendar month (UTC), admins only, with the ledger's filters. Without a status only `succeeded`
 * payments count: the money received and kept (a refunded or disputed payment went back). Months without a
 * payment are left out.
 */
export const monthlyTotalsInput = ledgerFilters;
export const monthlyTotal = z.object({
  /** YYYY-MM */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  count: z.number().int(),
  amountCents: z.number().int(),
});
export const monthlyTotalsOutput = z.object({ months: z.array(monthlyTotal) });

/**
 * Donors: succeeded gifts grouped by email without regard to case, ordered by email, DESK_PAGE_SIZE a page;
 * with `search`, the emails holding it (as typed). Gifts made without an email are not among them.
 */
export const donorsInput = z.object({ search: z.string().trim().max(254).optional(), cursor });
export const donor = z.object({
  /** Lower-cased: the same address typed in two ways is one donor. */
  email: z.string(),
  gifts: z.number().int(),
  /** Null unless the reader is an admin. */
  totalCents: z.number().int().nullable(),
  firstGiftAt: z.date(),
  lastGiftAt: z.date(),
});
export type Donor = z.infer<typeof donor>;
export const donorsOutput = z.object({ donors: z.array(donor), nextCursor: z.string().nullable() });

/** How many of a member's content purchases the desk lists, newest first. */
export const MEMBER_PURCHASES_SHOWN = 20;

/** A content purchase's states, as content_purchases.status holds them: unpaid, being written, then contentStatuses. */
export const contentPurchaseStatuses = ['pending', 'generating', ...contentStatuses] as const;

/** Members by username, in alphabetical order (without regard to case), DESK_PAGE_SIZE a page; with `search`, those whose username holds it. */
export const membersSearchInput = z.object({ search: z.string().trim().max(USERNAME_MAX).optional(), cursor });

/**
 * A membership or Premium period: the one standing now or last. That is the active one ending last; else a
 * revoked one (its payment went back); else a checkout that was never paid (pending).
 */
const heldPeriod = <Plans extends readonly [string, ...string[]]>(plans: Plans) =>
  z.object({ plan: z.enum(plans), status: z.enum(membershipStatuses), periodEnd: z.date().nullable() });

/** A member as the desk sees them: never a password hash or anything of their sessions. */
export const deskMember = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(userRoles),
  createdAt: z.date(),
  membership: heldPeriod(membershipPlanIds).nullable(),
  premium: heldPeriod(chatPremiumPlanIds).nullable(),
  /** Content purchases, newest first, at most MEMBER_PURCHASES_SHOWN. */
  purchases: z.array(z.object({ id: z.number().int(), type: z.enum(contentTypes), status: z.enum(contentPurchaseStatuses), createdAt: z.date() })),
});
export type DeskMember = z.infer<typeof deskMember>;
export const membersSearchOutput = z.object({ members: z.array(deskMember), nextCursor: z.string().nullable() });

/**
 * The desk's CSV downloads, for staff, signed in by the session cookie. The subscribers take `search` as the
 * desk's list does; the ledger takes the ledger's filters (ledgerFilters), with its amount column for admins only.
 */
export const DESK_EXPORTS = { subscribers: '/api/desk/subscribers.csv', ledger: '/api/desk/ledger.csv' } as const;
