// Giving for donors: what /donate offers (funds, the fee to cover, today's date), a one-time gift's order, recurring
// gifts (set up with a saved card, then charged by the gateway's subscription or the app's schedule), and what
// /account shows (every gift with its fund and receipt, the recurring gifts and their controls).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { funds, payments, recurringGifts, users } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import {
  START_DATE_INVALID,

  type GivingOptions,
  type GivingOverview,
  type RecurringGiftView,
  type StartRecurringGiftInput,
} from '../../contracts/giving';
import { toCents } from '../../contracts/payments';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { PaymentDeps } from '../payments/payments';
import { dayStart, givingNow, isoDay, nextDueAfter } from './clock';
import { feeScheduleOf, quoteGift } from '../../contracts/giving-fees';
import { fundForGift, visibleFunds } from './funds';
import { recurringDescription, type DonationOrder } from './donation';
import { chargeDueGifts } from './schedule';

export interface GivingDeps extends PaymentDeps {
  config: Pick<Config, 'GIVING_FEE_PERCENT' | 'GIVING_FEE_FIXED_CENTS' | 'siteUrl'>;
  clock: { now(): Date };
}

export const GIFT_NOT_FOUND = 'This recurring gift could not be found.';
export const CARD_NOT_SAVED = 'Your card has not been saved yet. Please check the card details and try again.';
export const GIFT_CANCELLED = 'This recurring gift has been cancelled. You can set up a new one on the Donate page.';

/** How far ahead a recurring gift may start. */
const START_WITHIN_DAYS = 365;

export async function givingOptions(deps: GivingDeps): Promise<GivingOptions> {
  const fee = feeScheduleOf(deps.config);
  return { funds: await visibleFunds(deps.db), fee, today: isoDay(await givingNow(deps)) };
}

/** A one-time gift's order, priced on the server: the fund checked, the fee schedule from config. */
export async function donationOrder(
  deps: GivingDeps,
  input: { amount: number; fundId?: number | undefined; coverFee: boolean; description?: string | undefined },
): Promise<DonationOrder> {
  const fund = await fundForGift(deps.db, input.fundId);
  return {
    netCents: toCents(input.amount),
    fundId: fund.id,
    coverFee: input.coverFee,
    fee: feeScheduleOf(deps.config),
    description: input.description ?? `One-time gift to ${fund.name}`,
  };
}


/**
 * Starts a recurring gift for a signed-in member: the gift is recorded (setting up) and the gateway asked to save
 * a card for it; the browser confirms the card with the returned client secret, then calls confirmRecurringGift.
 * The same attempt (idempotency key) gets the same gift and setup back.
 */
export async function startRecurringGift(deps: GivingDeps, input: StartRecurringGiftInput & { coverFee: boolean }, user: SessionUser) {
  const fund = await fundForGift(deps.db, input.fundId);
  const today = isoDay(await givingNow(deps));
  const latest = isoDay(new Date(dayStart(today).getTime() + START_WITHIN_DAYS * 86_400_000));
  if (input.startDate < today || input.startDate > latest || Number.isNaN(dayStart(input.startDate).getTime())) {
    throw new AppError('BAD_REQUEST', START_DATE_INVALID);
  }
  const quote = quoteGift(toCents(input.amount), input.coverFee, feeScheduleOf(deps.config));
  const key = `recurring:user-${user.id}:${input.idempotencyKey ?? randomUUID()}`;

  await deps.db
    .insert(recurringGifts)
    .values({
      userId: user.id,
      gateway: deps.payments.kind,
      fundId: fund.id,
      amountCents: quote.grossCents,
      feeCents: quote.feeCents,
      interval: input.interval,
      startOn: input.startDate,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: recurringGifts.idempotencyKey });
  const [gift] = await deps.db.select().from(recurringGifts).where(eq(recurringGifts.idempotencyKey, key));
  if (!gift) throw new Error('the recurring gift was neither recorded nor found');
  if (gift.amountCents !== quote.grossCents || gift.interval !== input.interval || gift.startOn !== input.startDate || gift.fundId !== fund.id) {
    throw new AppError('CONFLICT', 'This gift was started with other choices. Please reload the page and try again.');
  }
  if (gift.status !== 'setting_up') throw new AppError('CONFLICT', 'This recurring gift is already set up. You can manage it on your account page.');
  return { giftId: gift.id, ...(await cardStep(deps, gift, user, `setup:${key}`)) };
}

/** Asks the gateway for a card setup for `gift` (the member's customer there reused) and remembers it on the gift. */
async function cardStep(deps: GivingDeps, gift: typeof recurringGifts.$inferSelect, user: SessionUser, idempotencyKey: string) {
  const [member] = await deps.db
    .select({ username: users.username, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, user.id));
  const [earlier] = await deps.db
    .select({ customerId: recurringGifts.customerId })
    .from(recurringGifts)
    .where(and(eq(recurringGifts.userId, user.id), eq(recurringGifts.gateway, deps.payments.kind), isNotNull(recurringGifts.customerId)))
    .limit(1);
  const setup = await deps.payments.createCardSetup({
    idempotencyKey,
    customer: {
      userId: user.id,
      name: member?.username ?? user.username,
      email: member?.confirmedAt ? member.email : null,
      customerId: gift.customerId ?? earlier?.customerId ?? null,
    },
    metadata: { giftId: String(gift.id) },
  });
  await deps.db.update(recurringGifts).set({ setupId: setup.setupId, customerId: setup.customerId }).where(eq(recurringGifts.id, gift.id));
  return { setupId: setup.setupId, clientSecret: setup.clientSecret };
}

async function memberGift(db: Db, giftId: number, user: SessionUser) {
  const [gift] = await db
    .select()
    .from(recurringGifts)
    .where(and(eq(recurringGifts.id, giftId), eq(recurringGifts.userId, user.id)));
  if (!gift) throw new AppError('NOT_FOUND', GIFT_NOT_FOUND);
  return gift;
}

/** The saved card the gateway confirmed for `gift`'s latest setup, or CARD_NOT_SAVED. */
async function savedCard(deps: GivingDeps, gift: typeof recurringGifts.$inferSelect) {
  const setup = gift.setupId ? await deps.payments.retrieveCardSetup(gift.setupId) : null;
  if (!setup || setup.status !== 'succeeded' || !setup.paymentMethodId) throw new AppError('CONFLICT', CARD_NOT_SAVED);
  return setup;
}

/**
 * The card is saved (the gateway says so, not the browser): the gift starts. With Stripe, a Subscription at the
 * gift's amount and interval from its start date; with the demo gateway, the app's schedule, which charges the
 * first gift at once when it starts today. Asking again changes nothing.
 */
export async function confirmRecurringGift(deps: GivingDeps, giftId: number, user: SessionUser): Promise<RecurringGiftView> {
  const gift = await memberGift(deps.db, giftId, user);
  if (gift.status === 'setting_up') {
    const card = await savedCard(deps, gift);
    const [fund] = await deps.db.select({ name: funds.name }).from(funds).where(eq(funds.id, gift.fundId));
    const now = await givingNow(deps);
    const start = dayStart(gift.startOn);
    let started: { subscriptionId: string | null; nextChargeAt: Date | null };
    if (deps.payments.subscriptions) {
      const subscription = await deps.payments.subscriptions.create({
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId ?? '',
        amountCents: gift.amountCents,
        currency: 'usd',
        interval: gift.interval,
        startAt: start.getTime() > now.getTime() ? start : now,
        idempotencyKey: `subscription:gift-${gift.id}`,
        description: recurringDescription(gift.interval, fund?.name ?? 'General'),
        metadata: { giftId: String(gift.id), fund: fund?.name ?? 'General' },
      });
      started = subscription;
    } else {
      started = { subscriptionId: null, nextChargeAt: start };
    }
    await deps.db
      .update(recurringGifts)
      .set({
        status: 'active',
        paymentMethodId: card.paymentMethodId,
        cardLabel: card.cardLabel,
        customerId: card.customerId,
        subscriptionId: started.subscriptionId,
        nextChargeAt: started.nextChargeAt,
      })
      .where(and(eq(recurringGifts.id, gift.id), eq(recurringGifts.status, 'setting_up')));
    if (!deps.payments.subscriptions) await chargeDueGifts(deps, gift.id);
  }
  return giftView(deps.db, user.id, gift.id);
}

/** Pause, resume or cancel a member's recurring gift, at the gateway first when it keeps the schedule. */
export async function changeRecurringGift(deps: GivingDeps, giftId: number, action: 'pause' | 'resume' | 'cancel', user: SessionUser): Promise<RecurringGiftView> {
  const gift = await memberGift(deps.db, giftId, user);
  if (gift.status === 'cancelled') throw new AppError('CONFLICT', GIFT_CANCELLED);
  if (gift.status === 'setting_up') {
    if (action !== 'cancel') throw new AppError('CONFLICT', CARD_NOT_SAVED);
  }
  const subscriptions = deps.payments.subscriptions;
  const id = gift.subscriptionId;
  if (action === 'cancel') {
    if (subscriptions && id) await subscriptions.cancel(id);
    await deps.db.update(recurringGifts).set({ status: 'cancelled', nextChargeAt: null, cancelledAt: sql`now()` }).where(eq(recurringGifts.id, gift.id));
  } else if (action === 'pause') {
    if (gift.status === 'active') {
      if (subscriptions && id) await subscriptions.pause(id);
      await deps.db.update(recurringGifts).set({ status: 'paused', nextChargeAt: null }).where(eq(recurringGifts.id, gift.id));
    }
  } else if (gift.status === 'paused') {
    // Resumed: the next due date from today on; what fell due while paused is not charged.
    const now = await givingNow(deps);
    const next = subscriptions && id ? (await subscriptions.resume(id)).nextChargeAt : nextDueAfter(gift.startOn, gift.interval, new Date(now.getTime() - 86_400_000));
    await deps.db.update(recurringGifts).set({ status: 'active', nextChargeAt: next, failedAttempts: 0, lastFailure: null }).where(eq(recurringGifts.id, gift.id));
    if (!subscriptions) await chargeDueGifts(deps, gift.id);
  }
  return giftView(deps.db, user.id, gift.id);
}

/** A new amount (and fee choice) for the gifts still to come; those already given stay as they were. */
export async function changeRecurringAmount(deps: GivingDeps, input: { giftId: number; amount: number; coverFee: boolean }, user: SessionUser) {
  const gift = await memberGift(deps.db, input.giftId, user);
  if (gift.status === 'cancelled') throw new AppError('CONFLICT', GIFT_CANCELLED);
  const quote = quoteGift(toCents(input.amount), input.coverFee, feeScheduleOf(deps.config));
  if (deps.payments.subscriptions && gift.subscriptionId) await deps.payments.subscriptions.changeAmount(gift.subscriptionId, quote.grossCents, gift.interval);
  await deps.db.update(recurringGifts).set({ amountCents: quote.grossCents, feeCents: quote.feeCents }).where(eq(recurringGifts.id, gift.id));
  return giftView(deps.db, user.id, gift.id);
}

/**
 * Updating the card of a recurring gift. With Stripe: a customer-portal session, where Stripe's own page takes
 * the new card. With the demo gateway: a new card setup for the demo card form (finishCardUpdate then uses it).
 */
export async function startCardUpdate(deps: GivingDeps, giftId: number, user: SessionUser, returnUrl: string) {
  const gift = await memberGift(deps.db, giftId, user);
  if (gift.status === 'cancelled') throw new AppError('CONFLICT', GIFT_CANCELLED);
  if (deps.payments.subscriptions) {
    if (!gift.customerId) throw new AppError('CONFLICT', CARD_NOT_SAVED);
    return { kind: 'portal' as const, url: await deps.payments.subscriptions.portal(gift.customerId, returnUrl) };
  }
  const step = await cardStep(deps, gift, user, `card-update:gift-${gift.id}:${randomUUID()}`);
  return { kind: 'card' as const, ...step };
}

/** The new card is saved: later charges use it, and a charge that failed is tried again with it at once. */
export async function finishCardUpdate(deps: GivingDeps, giftId: number, user: SessionUser): Promise<RecurringGiftView> {
  const gift = await memberGift(deps.db, giftId, user);
  if (gift.status === 'setting_up') return confirmRecurringGift(deps, giftId, user);
  const card = await savedCard(deps, gift);
  await deps.db
    .update(recurringGifts)
    .set({ paymentMethodId: card.paymentMethodId, cardLabel: card.cardLabel, ...(gift.failedAttempts > 0 ? { lastFailureAt: new Date(0) } : {}) })
    .where(eq(recurringGifts.id, gift.id));
  if (!deps.payments.subscriptions) await chargeDueGifts(deps, gift.id);
  return giftView(deps.db, user.id, gift.id);
}

/** One of a member's recurring gifts, as /account shows it. */
async function giftView(db: Db, userId: number, giftId: number): Promise<RecurringGiftView> {
  const [view] = await recurringViews(db, userId, [giftId]);
  if (!view) throw new AppError('NOT_FOUND', GIFT_NOT_FOUND);
  return view;
}

/** A member's recurring gifts (all, or those named), newest first, set-up attempts never finished left out. */
export async function recurringViews(db: Db, userId: number, ids?: number[]): Promise<RecurringGiftView[]> {
  const rows = await db
    .select({ gift: recurringGifts, fund: funds.name })
    .from(recurringGifts)
    .innerJoin(funds, eq(funds.id, recurringGifts.fundId))
    .where(and(eq(recurringGifts.userId, userId), ids ? inArray(recurringGifts.id, ids) : sql`${recurringGifts.status} <> 'setting_up'`))
    .orderBy(desc(recurringGifts.createdAt), desc(recurringGifts.id));
  return rows.map(({ gift, fund }) => ({
    id: gift.id,
    fund,
    amountCents: gift.amountCents,
    feeCents: gift.feeCents,
    currency: gift.currency,
    interval: gift.interval,
    status: gift.status,
    nextChargeAt: gift.status === 'active' ? gift.nextChargeAt : null,
    failing: gift.failedAttempts > 0,
    lastFailure: gift.failedAttempts > 0 || gift.status === 'paused' ? gift.lastFailure : null,
    card: gift.cardLabel,
    gateway: gift.gateway,
  }));
}

/** The gifts that count on a statement: succeeded, not refunded nor disputed. */
export const countedGift = sql`${payments.purpose} = 'donation' and ${payments.status} = 'succeeded'`;

/** A gift's date: when it fell due (a recurring charge), else when it was made. */
export const giftDate = sql<Date>`coalesce(${payments.dueAt}, ${payments.createdAt})`;

/** /account's giving: every gift the member made (newest first), their recurring gifts, and the years with a statement. */
export async function givingOverview(db: Db, userId: number): Promise<GivingOverview> {
  const rows = await db
    .select({
      id: payments.id,
      at: giftDate,
      fund: sql<string>`coalesce(${funds.name}, 'General')`,
      amountCents: payments.amountCents,
      feeCents: payments.feeCents,
      currency: payments.currency,
      status: payments.status,
      recurring: sql<boolean>`${payments.recurringGiftId} is not null`,
      reference: payments.intentId,
    })
    .from(payments)
    .leftJoin(funds, eq(funds.id, payments.fundId))
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'donation'), inArray(payments.status, ['succeeded', 'failed', 'refunded', 'disputed'])))
    .orderBy(desc(giftDate), desc(payments.id))
    .limit(500);
  const years = await db
    .selectDistinct({ year: sql<number>`extract(year from ${giftDate} at time zone 'UTC')::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), countedGift));
  return {
    gifts: rows.map((row) => ({ ...row, at: new Date(row.at) })),
    recurring: await recurringViews(db, userId),
    statementYears: years.map((row) => Number(row.year)).sort((a, b) => b - a),
  };
}

