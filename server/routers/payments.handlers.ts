import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import { paymentEvents, payments } from '../../db/schema';
import { toCents, type createPaymentIntentInput } from '../contracts/payments';
import { AppError } from '../errors';
import type { GatewayEvent, GatewayIntent, PaymentGateway } from '../services/payments/gateway';
import { activateMembership } from './membership.handlers';
import { startPayment } from './start-payment';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Hands over what a payment bought, once the gateway has confirmed it succeeded for the amount we set.
 * Idempotent: webhooks and page loads may both report the same success.
 */
async function deliverPayment(db: Db, payment: PaymentRow, intent: Pick<GatewayIntent, 'status' | 'amountCents'>) {
  if (intent.status !== 'succeeded' || intent.amountCents !== payment.amountCents) return;
  if (payment.purpose === 'membership') await activateMembership(db, payment.id);
}

/** A one-time donation: the amount the donor chose (validated), converted to cents by rounding. */
export async function createDonationIntent(
  db: Db,
  gateway: PaymentGateway,
  input: z.output<typeof createPaymentIntentInput>,
  userId: number | null,
) {
  const { clientSecret, paymentIntentId } = await startPayment(db, gateway, {
    purpose: 'donation',
    amountCents: toCents(input.amount),
    description: input.description ?? 'One-time donation',
    userId,
  });
  return { clientSecret, paymentIntentId };
}

/**
 * Asks the gateway how an intent stands and records it: the server's own confirmation, never the
 * browser's word. Unknown intents are not found.
 */
export async function refreshPayment(db: Db, gateway: PaymentGateway, intentId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway.kind), eq(payments.intentId, intentId)));
  const intent = payment ? await gateway.retrieveIntent(intentId) : null;
  if (!payment || !intent) throw new AppError('NOT_FOUND', 'This payment could not be found.');
  if (intent.status !== payment.status) {
    await db.update(payments).set({ status: intent.status, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  }
  await deliverPayment(db, payment, intent);
  return {
    reference: intent.intentId,
    purpose: payment.purpose,
    status: intent.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
  };
}

/**
 * Records a verified webhook event once (by its id) and moves the payment it names. Deliveries repeat
 * and arrive out of order, so a succeeded payment is never moved back.
 */
export async function recordPaymentEvent(db: Db, gatewayKind: PaymentGateway['kind'], event: GatewayEvent) {
  const fresh = await db
    .insert(paymentEvents)
    .values({ eventId: event.eventId, type: event.type, intentId: event.intent?.intentId ?? null })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (fresh.length === 0) return { received: true, duplicate: true };
  if (event.intent) {
    const { intentId } = event.intent;
    await db
      .update(payments)
      .set({ status: event.intent.status, updatedAt: sql`now()` })
      .where(and(eq(payments.gateway, gatewayKind), eq(payments.intentId, intentId), ne(payments.status, 'succeeded')));
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gatewayKind), eq(payments.intentId, intentId)));
    if (payment) await deliverPayment(db, payment, event.intent);
  }
  return { received: true, duplicate: false };
}
