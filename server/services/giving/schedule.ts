// The demo gateway's recurring gifts, charged by the app: each gift due on the giving clock is claimed by one
// instance (FOR UPDATE SKIP LOCKED), its charge recorded as a payment for that due date (unique per gift and due
// date) in the same transaction that moves the gift to its next date, and only then charged, with a key naming
// the gift and the date, so a retry or a second instance never charges twice. A gift behind after downtime is
// charged once for each date it missed. A declined charge is tried again after 1, 3 and 5 days, as Stripe's
// retries do; after the last the gift is paused and the donor told. Every outcome is told by the outbox.
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { funds, payments, recurringGifts, users } from '../../../db/schema';
import { composeEmail } from '../../emails/compose';
import { enqueueEmail } from '../email/outbox';
import { refreshPayment, type PaymentDeps } from '../payments/payments';
import { givingNow, nextDueAfter, type GivingClockDeps } from './clock';
import { recurringDescription } from './donation';

type GiftRow = typeof recurringGifts.$inferSelect;

/** Days after a declined charge that it is tried again; after the last, the gift is paused. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;
/** How many charges one pass makes at most (the next pass goes on). */
const CHARGES_PER_PASS = 200;

const GIFT_STOPPED = 'We stopped this gift after its charge was declined four times. Update your card, then resume it.';

export type ScheduleDeps = PaymentDeps & GivingClockDeps & { config: { siteUrl: string } };

/** Gifts looked at a time. */
const DUE_BATCH = 25;
/** A recorded charge still not charged after this (its instance stopped between the two) is charged again. */
const STRANDED_AFTER_MS = 2 * 60_000;

/**
 * Charges what is due (demo gateway only; Stripe charges its subscriptions itself), or only gift `only`'s (a member's
 * request that just started it or gave it a new card: their gift, not everyone's). Resolves to the charges made.
 */
export async function chargeDueGifts(deps: ScheduleDeps, only?: number): Promise<number> {
  const { payments: gateway } = deps;
  if (!gateway.chargeSavedCard) return 0;
  const now = await givingNow(deps);
  let charged = 0;
  while (charged < CHARGES_PER_PASS) {
    const due = await deps.db
      .select()
      .from(recurringGifts)
      .where(
        and(
          eq(recurringGifts.status, 'active'),
          eq(recurringGifts.gateway, gateway.kind),
          lte(recurringGifts.nextChargeAt, now),
          isNotNull(recurringGifts.paymentMethodId),
          only === undefined ? undefined : eq(recurringGifts.id, only),
        ),
      )
      .orderBy(asc(recurringGifts.nextChargeAt), asc(recurringGifts.id))
      .limit(DUE_BATCH);
    let movedOn = false;
    for (const gift of due) {
      const claimed = await claimDueCharge(deps, gift, now);
      // Another instance holds it, or it changed since it was read: whoever has it charges it.
      if (claimed === 'taken') continue;
      movedOn = true;
      if (claimed === 'recorded') continue;
      await charge(deps, claimed.gift, claimed.paymentId, claimed.intentId, now);
      charged += 1;
    }
    if (!movedOn) break;
  }
  charged += await chargeStranded(deps, now, only);
  charged += await retryDeclined(deps, now, only);
  return charged;
}

/**
 * One due charge of `due` (as read): the gift's intent for that date is made at the gateway (not charged; the same
 * key gives back the same intent), then, holding the gift's row, the payment is recorded and the gift moved to its
 * next date. 'taken': another instance holds the gift or moved it first; 'recorded': this date's payment was
 * already there (the gift is moved on without a charge).
 */
async function claimDueCharge(deps: ScheduleDeps, due: GiftRow, now: Date) {
  const { db, logger, payments: gateway } = deps;
  if (!due.nextChargeAt || due.nextChargeAt.getTime() > now.getTime()) return 'taken' as const;
  const dueAt = due.nextChargeAt;
  const [fund] = await db.select({ name: funds.name }).from(funds).where(eq(funds.id, due.fundId));
  const description = recurringDescription(due.interval, fund?.name ?? 'General');
  const intent = await gateway.createIntent({
    amountCents: due.amountCents,
    currency: 'usd',
    purpose: 'donation',
    description,
    idempotencyKey: chargeKey(due.id, dueAt),
    metadata: { giftId: String(due.id), due: dueAt.toISOString() },
  });
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(recurringGifts)
      .where(and(eq(recurringGifts.id, due.id), eq(recurringGifts.status, 'active'), eq(recurringGifts.nextChargeAt, dueAt)))
      .for('update', { skipLocked: true });
    if (!gift) return 'taken' as const;
    const [payment] = await tx
      .insert(payments)
      .values({
        gateway: gateway.kind,
        intentId: intent.intentId,
        purpose: 'donation',
        amountCents: gift.amountCents,
        currency: gift.currency,
        description,
        userId: gift.userId,
        idempotencyKey: chargeKey(gift.id, dueAt),
        fundId: gift.fundId,
        feeCents: gift.feeCents,
        recurringGiftId: gift.id,
        dueAt,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    await tx
      .update(recurringGifts)
      .set({ nextChargeAt: nextDueAfter(gift.startOn, gift.interval, dueAt) })
      .where(eq(recurringGifts.id, gift.id));
    if (!payment) {
      logger.warn({ giftId: gift.id }, 'a recurring gift was already recorded for this due date: moved on without a charge');
      return 'recorded' as const;
    }
    return { gift, paymentId: payment.id, intentId: intent.intentId };
  });
}

/**
 * Charges recorded but never charged: an instance that stopped between recording a due gift and charging it (a
 * deploy, a crash) left it waiting. The same key charges the same intent, so a charge that did go through is not
 * made again.
 */
async function chargeStranded(deps: ScheduleDeps, now: Date, only: number | undefined): Promise<number> {
  const stranded = await deps.db
    .select({ gift: recurringGifts, paymentId: payments.id, intentId: payments.intentId })
    .from(payments)
    .innerJoin(recurringGifts, eq(recurringGifts.id, payments.recurringGiftId))
    .where(
      and(
        eq(payments.gateway, deps.payments.kind),
        eq(payments.status, 'requires_payment_method'),
        lte(payments.createdAt, new Date(Date.now() - STRANDED_AFTER_MS)),
        inArray(recurringGifts.status, ['active', 'paused']),
        only === undefined ? undefined : eq(recurringGifts.id, only),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(CHARGES_PER_PASS);
  for (const { gift, paymentId, intentId } of stranded) await charge(deps, gift, paymentId, intentId, now);
  return stranded.length;
}

const chargeKey = (giftId: number, dueAt: Date) => `gift:${giftId}:${dueAt.toISOString()}`;

/** Charges a recorded gift's saved card and settles the payment (receipt) or records the decline. */
async function charge(deps: ScheduleDeps, gift: GiftRow, paymentId: number, intentId: string, now: Date) {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || !deps.payments.chargeSavedCard || !gift.paymentMethodId) return;
  const result = await deps.payments.chargeSavedCard({
    paymentMethodId: gift.paymentMethodId,
    amountCents: payment.amountCents,
    currency: 'usd',
    idempotencyKey: payment.idempotencyKey ?? chargeKey(gift.id, payment.dueAt ?? now),
    metadata: { giftId: String(gift.id) },
  });
  if (result.status === 'succeeded') {
    // The gateway's word, read back: the payment is marked succeeded and its receipt written, once.
    await refreshPayment(deps, intentId);
    await deps.db.update(recurringGifts).set({ failedAttempts: 0, lastFailure: null, lastFailureAt: null }).where(eq(recurringGifts.id, gift.id));
    return;
  }
  await deps.db
    .update(payments)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['requires_payment_method', 'failed'])));
  await recordDecline(deps, gift.id, `${payment.id}`, result.failureMessage ?? 'Your card was declined.', now, 'app');
}

/** Declined charges whose next try has come: charged again, with the gift's card as it is now. */
async function retryDeclined(deps: ScheduleDeps, now: Date, only: number | undefined): Promise<number> {
  const failing = await deps.db
    .select({ gift: recurringGifts, paymentId: payments.id, intentId: payments.intentId })
    .from(payments)
    .innerJoin(recurringGifts, eq(recurringGifts.id, payments.recurringGiftId))
    .where(
      and(
        eq(payments.status, 'failed'),
        eq(recurringGifts.status, 'active'),
        eq(recurringGifts.gateway, deps.payments.kind),
        sql`${recurringGifts.failedAttempts} > 0`,
        only === undefined ? undefined : eq(recurringGifts.id, only),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(CHARGES_PER_PASS);
  let retried = 0;
  for (const { gift, paymentId, intentId } of failing) {
    const wait = RETRY_AFTER_DAYS[gift.failedAttempts - 1];
    if (wait === undefined || !gift.lastFailureAt || gift.lastFailureAt.getTime() + wait * 86_400_000 > now.getTime()) continue;
    // One instance retries it: the one that moves its failure time first.
    const [mine] = await deps.db
      .update(recurringGifts)
      .set({ lastFailureAt: now })
      .where(and(eq(recurringGifts.id, gift.id), eq(recurringGifts.lastFailureAt, gift.lastFailureAt)))
      .returning({ id: recurringGifts.id });
    if (!mine) continue;
    await charge(deps, gift, paymentId, intentId, now);
    retried += 1;
  }
  return retried;
}

/**
 * A recurring gift's charge was declined (by the app's schedule, or at Stripe per an invoice event): the gift
 * counts it, and the donor is told once per decline by email (to their confirmed address) that the gift did not
 * go through and how to update the card. After the last retry (no next attempt) the gift is paused.
 */
export async function recordDecline(
  deps: { db: Db; config: { siteUrl: string } },
  giftId: number,
  chargeRef: string,
  message: string,
  at: Date,
  retries: 'app' | { nextAttemptAt: Date | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [gift] = await tx
      .update(recurringGifts)
      .set({ failedAttempts: sql`${recurringGifts.failedAttempts} + 1`, lastFailure: message, lastFailureAt: at })
      .where(eq(recurringGifts.id, giftId))
      .returning();
    if (!gift) return;
    const stopped = retries === 'app' ? gift.failedAttempts > RETRY_AFTER_DAYS.length : retries.nextAttemptAt === null;
    if (stopped && gift.status === 'active') {
      await tx.update(recurringGifts).set({ status: retries === 'app' ? 'paused' : gift.status, nextChargeAt: retries === 'app' ? null : gift.nextChargeAt, lastFailure: GIFT_STOPPED }).where(eq(recurringGifts.id, gift.id));
    }
    const [member] = await tx.select({ username: users.username, email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, gift.userId));
    if (!member?.email || !member.confirmedAt) return;
    const [fund] = await tx.select({ name: funds.name }).from(funds).where(eq(funds.id, gift.fundId));
    const email = await composeEmail('gift_declined', {
      name: member.username,
      amountCents: gift.amountCents,
      currency: gift.currency,
      fund: fund?.name ?? 'General',
      reason: message,
      stopped,
      accountLink: `${deps.config.siteUrl}/account`,
      nextAttemptAt: stopped ? null : retries === 'app' ? new Date(at.getTime() + (RETRY_AFTER_DAYS[gift.failedAttempts - 1] ?? 1) * 86_400_000) : retries.nextAttemptAt,
    });
    await enqueueEmail(tx, { ...email, to: member.email, dedupeKey: `gift-declined:${gift.id}:${chargeRef}:${gift.failedAttempts}` });
  });
}
