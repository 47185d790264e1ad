// What Stripe tells of a recurring gift: an invoice paid is a gift (a payment row for that period, delivered
// with its receipt once, however often the event is delivered); an invoice whose charge failed is a decline the
// donor hears of (Stripe retries it on its own schedule); a subscription changed at Stripe (the customer portal,
// the dashboard) moves the gift to cancelled, paused or active.
import { eq, sql } from 'drizzle-orm';
import { funds, payments, recurringGifts } from '../../../db/schema';
import type { GatewayEvent } from '../payments/gateway';
import { deliverOnce, type PaymentDeps } from '../payments/payments';
import { nextDueAfter } from './clock';
import { recurringDescription } from './donation';
import { recordDecline } from './schedule';

export type GiftEventDeps = PaymentDeps & { config: { siteUrl: string } };
type Outcome = 'applied' | 'unknown_intent' | 'not_acted_on';

export async function applyInvoiceEvent(deps: GiftEventDeps, invoice: NonNullable<GatewayEvent['invoice']>): Promise<Outcome> {
  const [gift] = await deps.db.select().from(recurringGifts).where(eq(recurringGifts.subscriptionId, invoice.subscriptionId));
  if (!gift) return 'unknown_intent';
  if (invoice.outcome === 'failed') {
    await recordDecline(deps, gift.id, invoice.invoiceId, invoice.failureMessage ?? 'Your card was declined.', new Date(), { nextAttemptAt: invoice.nextAttemptAt });
    return 'applied';
  }
  const [fund] = await deps.db.select({ name: funds.name }).from(funds).where(eq(funds.id, gift.fundId));
  // The fee part stays as the gift set it, unless Stripe charged another amount (a change made there).
  const feeCents = invoice.amountCents === gift.amountCents ? gift.feeCents : 0;
  await deps.db
    .insert(payments)
    .values({
      gateway: deps.payments.kind,
      intentId: invoice.invoiceId,
      purpose: 'donation',
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      status: 'succeeded',
      description: recurringDescription(gift.interval, fund?.name ?? 'General'),
      userId: gift.userId,
      idempotencyKey: `invoice:${invoice.invoiceId}`,
      fundId: gift.fundId,
      feeCents,
      recurringGiftId: gift.id,
      dueAt: invoice.periodStart,
    })
    .onConflictDoNothing();
  const [payment] = await deps.db.select().from(payments).where(eq(payments.idempotencyKey, `invoice:${invoice.invoiceId}`));
  if (!payment) return 'not_acted_on';
  await deliverOnce(deps, payment, { status: 'succeeded', amountCents: invoice.amountCents });
  await deps.db
    .update(recurringGifts)
    .set({ failedAttempts: 0, lastFailure: null, lastFailureAt: null, nextChargeAt: nextDueAfter(gift.startOn, gift.interval, invoice.periodStart) })
    .where(eq(recurringGifts.id, gift.id));
  return 'applied';
}

export async function applySubscriptionEvent(deps: GiftEventDeps, change: NonNullable<GatewayEvent['subscription']>): Promise<Outcome> {
  const [gift] = await deps.db.select().from(recurringGifts).where(eq(recurringGifts.subscriptionId, change.subscriptionId));
  if (!gift) return 'unknown_intent';
  if (gift.status === 'cancelled') return 'not_acted_on';
  await deps.db
    .update(recurringGifts)
    .set(
      change.state === 'cancelled'
        ? { status: 'cancelled', nextChargeAt: null, cancelledAt: sql`now()` }
        : { status: change.state, nextChargeAt: change.state === 'active' ? change.nextChargeAt : null },
    )
    .where(eq(recurringGifts.id, gift.id));
  return 'applied';
}
