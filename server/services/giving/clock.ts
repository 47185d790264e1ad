// The giving clock and a recurring gift's due dates. With Stripe the gateway keeps the schedule; with the demo
// gateway the app does, against its clock moved on by however far an admin has moved the demo clock (Desk,
// Giving), so a demonstration can see months of gifts come due in a minute.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { demoClock } from '../../../db/schema';
import type { GiftInterval } from '../../contracts/giving';
import type { PaymentGatewayKind } from '../../contracts/payments';

const DAY_MS = 86_400_000;

export interface GivingClockDeps {
  db: Db;
  payments: { kind: PaymentGatewayKind };
  clock: { now(): Date };
}

/** Now, for the giving schedule: the app's clock, plus the demo clock's offset with the demo gateway. */
export async function givingNow(deps: GivingClockDeps): Promise<Date> {
  const now = deps.clock.now();
  if (deps.payments.kind !== 'demo') return now;
  return new Date(now.getTime() + (await demoClockOffsetSeconds(deps.db)) * 1000);
}

/** How far the demo clock has been moved on, in seconds. */
export async function demoClockOffsetSeconds(db: Db): Promise<number> {
  const [row] = await db.select({ offsetSeconds: demoClock.offsetSeconds }).from(demoClock).where(eq(demoClock.id, 1));
  return row?.offsetSeconds ?? 0;
}

/** Moves the demo clock on by `days` (from however far it was already). */
export async function moveDemoClock(db: Db, days: number): Promise<number> {
  const seconds = Math.round(days * 86_400);
  const [row] = await db
    .insert(demoClock)
    .values({ id: 1, offsetSeconds: seconds })
    .onConflictDoUpdate({ target: demoClock.id, set: { offsetSeconds: sql`${demoClock.offsetSeconds} + ${seconds}`, updatedAt: sql`now()` } })
    .returning({ offsetSeconds: demoClock.offsetSeconds });
  return Math.round((row?.offsetSeconds ?? 0) / 86_400);
}

/** 'YYYY-MM-DD' of a moment, in UTC (the schedule's days). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Midnight UTC of a 'YYYY-MM-DD' day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The n-th due date (n = 0 is the start) of a gift starting on `startOn`: weeks add 7 or 14 days; months keep
 * the start's day of the month, or the month's last day when it is shorter (a gift from January 31 is due on
 * February 28 or 29, then March 31).
 */
export function nthDue(startOn: string, interval: GiftInterval, n: number): Date {
  const start = dayStart(startOn);
  if (interval !== 'month') return new Date(start.getTime() + n * (interval === 'week' ? 7 : 14) * DAY_MS);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
}

/** The first due date strictly after `after`. */
export function nextDueAfter(startOn: string, interval: GiftInterval, after: Date): Date {
  const start = dayStart(startOn);
  // A month counted as 31 days never starts the count past the answer.
  const spanDays = interval === 'week' ? 7 : interval === 'two_weeks' ? 14 : 31;
  let n = Math.max(0, Math.floor((after.getTime() - start.getTime()) / (spanDays * DAY_MS)) - 1);
  while (nthDue(startOn, interval, n).getTime() <= after.getTime()) n += 1;
  return nthDue(startOn, interval, n);
}
