// Payments for every purpose: start an intent at the price the fulfilment table sets, learn how it stands
// from the gateway (never from the browser), deliver what it bought exactly once, whichever of the return
// page and the webhook reports the success first, and take it back when a refund or a dispute says the
// money went back.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../db';
import { paymentEvents, payments } from '../../../db/schema';
import { ACCOUNT_REVERSALS_SHOWN, type PaymentReversalView } from '../../contracts/account-overview';
import {
  PAYMENT_CLOSED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  paymentReversals,
  type PaymentPurpose,
  type PaymentReversal,
  type PaymentStatus,
  type PaymentStatusView,
} from '../../contracts/payments';
import { AppError } from '../../errors';
import type { RateLimits } from '../../rate-limit';
import { fulfilment, type Orders } from './fulfilment';
import type { GatewayEvent, GatewayIntent, PaymentGateway } from './gateway';
import type { Buyer, PaymentRow } from './purchase';
import { enqueueReceipt, loadReceiptTemplates } from './receipts';
import { applyInvoiceEvent, applySubscriptionEvent, type GiftEventDeps } from '../giving/subscription-events';

export interface PaymentDeps {
  db: Db;
  payments: PaymentGateway;
  logger: Logger;
}

export interface StartedPayment {
  paymentId: number;
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
}


/**
 * Asks the gateway for an intent at the server's price for `order` and records it in `payments`. The
 * same checkout attempt (the browser's idempotency key) gets the same intent back, never a second one.
 */
export async function startPayment<P extends PaymentPurpose>(
  deps: PaymentDeps,
  purpose: P,
  order: Orders[P] & { idempotencyKey?: string | undefined },
  buyer: Buyer,
): Promise<StartedPayment> {
  const purchase = fulfilment[purpose];
  const quote = purchase.quote(order, buyer);
  // Scoped to the payer, so one payer's key can never reach another's intent.
  const key = `${purpose}:${buyer ? `user-${buyer.id}` : 'visitor'}:${order.idempotencyKey ?? randomUUID()}`;

  const earlier = await paymentByKey(deps.db, key);
  if (earlier) return resumePayment(deps, earlier, quote.amountCents);

  const intent = await deps.payments.createIntent({
    amountCents: quote.amountCents,
    currency: 'usd',
    purpose,
    description: quote.description,
    idempotencyKey: key,
    metadata: { ...quote.metadata, purpose },
  });
  const paymentId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        gateway: deps.payments.kind,
        intentId: intent.intentId,
        purpose,
        amountCents: quote.amountCents,
        currency: intent.currency,
        description: quote.description,
        userId: buyer?.id ?? null,
        email: quote.payer?.email ?? null,
        idempotencyKey: key,
        fundId: quote.gift?.fundId ?? null,
        feeCents: quote.gift?.feeCents ?? 0,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (row) await purchase.reserve?.(tx, row.id, quote, order, buyer);
    return row?.id ?? null;
  });
  if (paymentId === null) {
    // The same attempt arrived twice at once: the other request recorded it.
    const recorded = await paymentByKey(deps.db, key);
    if (!recorded) throw new Error('a payment with this key was neither recorded nor found');
    return resumePayment(deps, recorded, quote.amountCents);
  }
  return { paymentId, clientSecret: intent.clientSecret, paymentIntentId: intent.intentId, amountCents: quote.amountCents };
}

async function paymentByKey(db: Db, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row;
}

/** An attempt seen before: its intent again, provided it asks for the same amount. */
async function resumePayment(deps: PaymentDeps, payment: PaymentRow, amountCents: number): Promise<StartedPayment> {
  if (payment.amountCents !== amountCents) {
    throw new AppError('CONFLICT', 'This checkout attempt was started for a different amount. Please reload the page and try again.');
  }
  const intent = await deps.payments.retrieveIntent(payment.intentId);
  if (!intent) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
  return { paymentId: payment.id, clientSecret: intent.clientSecret, paymentIntentId: intent.intentId, amountCents };
}

export interface PaymentChange<Order> {
  paymentIntentId: string;
  /** Only the payer's browser holds it (as Stripe's own client-side calls require). */
  clientSecret: string;
  order: Order;
}

/**
 * A new order for an open payment whose purpose allows it (a donor settling on another amount): the same
 * intent, re-priced by the fulfilment table and updated at the gateway, so the card form the payer is
 * filling in stays mounted with what was typed. Only the payer who started it, holding its client secret,
 * may change it, and only while it waits for a card.
 */
export async function changePayment<P extends PaymentPurpose>(
  deps: PaymentDeps,
  purpose: P,
  change: PaymentChange<Orders[P]>,
  buyer: Buyer,
): Promise<StartedPayment> {
  const purchase = fulfilment[purpose];
  if (!purchase.changeable) throw new Error(`a ${purpose} payment cannot be changed once started`);
  const { amountCents, gift } = purchase.quote(change.order, buyer);
  const { payment, intent } = await openPaymentOf(deps, purpose, change, buyer);

  // The gateway first: were the card confirmed in between, the payment would show a mismatch (nothing
  // delivered) until this row catches up, never a delivery for an amount the gateway did not charge.
  if (intent.amountCents !== amountCents) await deps.payments.updateIntentAmount(intent.intentId, amountCents);
  if (payment.amountCents !== amountCents || payment.fundId !== (gift?.fundId ?? null) || payment.feeCents !== (gift?.feeCents ?? 0)) {
    await deps.db
      .update(payments)
      .set({ amountCents, fundId: gift?.fundId ?? null, feeCents: gift?.feeCents ?? 0, updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), isNull(payments.deliveredAt)));
  }
  return { paymentId: payment.id, clientSecret: intent.clientSecret, paymentIntentId: intent.intentId, amountCents };
}

/**
 * The payment `held` names, still waiting for a card, provided the caller started it and holds its client secret;
 * someone else's payment reads exactly like one that does not exist.
 */
async function openPaymentOf(deps: PaymentDeps, purpose: PaymentPurpose, held: { paymentIntentId: string; clientSecret: string }, buyer: Buyer) {
  const payment = await paymentOfIntent(deps, held.paymentIntentId);
  const intent = payment ? await deps.payments.retrieveIntent(payment.intentId) : null;
  if (
    !payment ||
    !intent ||
    payment.purpose !== purpose ||
    payment.userId !== (buyer?.id ?? null) ||
    !sameSecret(intent.clientSecret, held.clientSecret)
  ) {
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
  }
  if (intent.status !== 'requires_payment_method' || payment.deliveredAt !== null) throw new AppError('CONFLICT', PAYMENT_CLOSED_MESSAGE);
  return { payment, intent };
}

/**
 * Where the receipt of an open payment goes (the optional address on /donate), or null for the payer's
 * confirmed address on file: saved before the card is charged, by the payer who started it.
 */
export async function setReceiptEmail(
  deps: PaymentDeps,
  purpose: PaymentPurpose,
  change: { paymentIntentId: string; clientSecret: string; email: string | null },
  buyer: Buyer,
): Promise<{ email: string | null }> {
  const { payment } = await openPaymentOf(deps, purpose, change, buyer);
  const [saved] = await deps.db
    .update(payments)
    .set({ email: change.email, updatedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), isNull(payments.deliveredAt)))
    .returning({ email: payments.email });
  if (!saved) throw new AppError('CONFLICT', PAYMENT_CLOSED_MESSAGE);
  return saved;
}

function sameSecret(known: string, given: string): boolean {
  const a = Buffer.from(known);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Statuses the gateway does not move a payment on from: past them the store's word is final (a refund or a
 * dispute comes by webhook). Not 'failed': a declined card leaves the intent open for another card, at
 * Stripe as in the demo.
 */
const SETTLED_STATUSES = ['succeeded', 'canceled', ...paymentReversals] as const satisfies readonly PaymentStatus[];

/** Settled, and delivered when it succeeded: a success whose delivery failed is asked about again, and delivered. */
function isSettled(payment: PaymentRow): boolean {
  return (SETTLED_STATUSES as readonly PaymentStatus[]).includes(payment.status) && (payment.status !== 'succeeded' || payment.deliveredAt !== null);
}

/**
 * How a payment stands. A settled payment is answered from the store, without asking the gateway. An open
 * one is asked about at the gateway (the server's own confirmation, never the browser's word) once
 * `beforeGatewayCall` lets it through (a caller's rate limit), and what the gateway says is recorded and,
 * for a success, delivered. Unknown intents are not found.
 */
export async function refreshPayment(
  deps: PaymentDeps,
  intentId: string,
  beforeGatewayCall: () => Promise<void> = async () => {},
): Promise<PaymentStatusView> {
  const payment = await paymentOfIntent(deps, intentId);
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
  if (isSettled(payment)) return statusView(payment, payment.status);
  await beforeGatewayCall();
  const intent = await deps.payments.retrieveIntent(intentId);
  if (!intent) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
  if (intent.status !== payment.status) {
    await deps.db
      .update(payments)
      .set({ status: intent.status, updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), notInArray(payments.status, [...SETTLED_STATUSES])));
  }
  await deliverOnce(deps, payment, intent);
  return statusView(payment, intent.status);
}

/**
 * How a payment stands, asked by anyone (the public /thank-you and /welcome-to-breakthrough pages): a check
 * that reaches the gateway spends one unit of the asking address's paymentStatus budget (`clientIp` is its
 * clientAddressKey), shared by both pages; a settled payment costs nothing.
 */
export function publicPaymentStatus(deps: PaymentDeps & { limits: RateLimits; clientIp: string }, intentId: string) {
  return refreshPayment(deps, intentId, () => deps.limits.consume('paymentStatus', deps.clientIp));
}

async function paymentOfIntent(deps: PaymentDeps, intentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, deps.payments.kind), eq(payments.intentId, intentId)));
  return payment;
}

/**
 * The payment of a recurring gift a payment intent paid: keyed by its invoice (invoice.paid), which the gateway
 * tells from the intent a refund or a dispute names. Undefined when the intent paid no invoice of ours.
 */
async function recurringGiftPaymentOf(deps: PaymentDeps, intentId: string): Promise<PaymentRow | undefined> {
  const invoiceId = await deps.payments.subscriptions?.invoiceOfIntent(intentId);
  return invoiceId ? paymentOfIntent(deps, invoiceId) : undefined;
}

function statusView(payment: PaymentRow, status: PaymentStatus): PaymentStatusView {
  return { reference: payment.intentId, purpose: payment.purpose, status, amountCents: payment.amountCents, currency: payment.currency };
}

/** A member's payments whose money went back (refunded in full or disputed), newest first, for /account. */
export async function reversedPayments(db: Db, userId: number): Promise<PaymentReversalView[]> {
  const rows = await db
    .select({ purpose: payments.purpose, description: payments.description, status: payments.status, reversedAt: payments.reversedAt })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...paymentReversals])))
    .orderBy(desc(payments.reversedAt), desc(payments.id))
    .limit(ACCOUNT_REVERSALS_SHOWN);
  return rows.flatMap(({ purpose, description, status, reversedAt }) =>
    isReversal(status) && reversedAt
      ? // Every checkout names what it sells (Quote.description); a row made otherwise reads as its purpose.
        [{ purpose, description: description ?? purpose, reason: status, on: reversedAt }]
      : [],
  );
}

function isReversal(status: PaymentStatus): status is PaymentReversal {
  return (paymentReversals as readonly PaymentStatus[]).includes(status);
}

/** The demo card form's Pay: only a gateway that takes test cards (the demo) offers it. */
export async function payWithTestCard(deps: PaymentDeps, clientSecret: string, cardNumber: string) {
  if (!deps.payments.confirmWithTestCard) throw new AppError('NOT_FOUND', 'Demo payments are not available.');
  const intent = await deps.payments.confirmWithTestCard(clientSecret, cardNumber);
  // A card saved for a recurring gift is no payment: the gift's own confirmation follows (services/giving).
  if (await paymentOfIntent(deps, intent.intentId)) await refreshPayment(deps, intent.intentId);
  return { status: intent.status, paymentIntentId: intent.intentId };
}

/**
 * Records a verified webhook event once (by its id) and moves the payment it names. Deliveries repeat
 * and arrive out of order, so a settled payment is never moved back.
 *
 * The event is recorded in the transaction that applies it: if applying throws (a lock timeout, a
 * restart), nothing is recorded, the webhook answers 500 and Stripe's retry applies it again. Two
 * deliveries at the same moment: the second waits on the first one's row, then finds it recorded.
 */
export async function recordPaymentEvent(deps: GiftEventDeps, event: GatewayEvent) {
  return deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({
        eventId: event.eventId,
        type: event.type,
        intentId: event.intent?.intentId ?? event.reversal?.intentId ?? event.invoice?.invoiceId ?? event.subscription?.subscriptionId ?? null,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return { received: true, duplicate: true };
    const outcome = await applyPaymentEvent({ ...deps, db: tx }, event);
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, event.eventId));
    return { received: true, duplicate: false };
  });
}

type EventOutcome = NonNullable<(typeof paymentEvents.$inferSelect)['outcome']>;

async function applyPaymentEvent(deps: GiftEventDeps, event: GatewayEvent): Promise<EventOutcome> {
  if (event.reversal) return reversePayment(deps, event.reversal);
  if (event.invoice) return applyInvoiceEvent(deps, event.invoice);
  if (event.subscription) return applySubscriptionEvent(deps, event.subscription);
  if (!event.intent) return 'not_acted_on';
  const payment = await paymentOfIntent(deps, event.intent.intentId);
  if (!payment) return 'unknown_intent';
  // An amount we did not set is not our payment's success: nothing moves, nothing is delivered.
  if (!amountMatches(deps, payment, event.intent)) return 'amount_mismatch';
  await deps.db
    .update(payments)
    .set({ status: event.intent.status, updatedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), notInArray(payments.status, [...SETTLED_STATUSES])));
  await deliverOnce(deps, payment, event.intent);
  return 'applied';
}

/**
 * Money went back on a payment. A refund in full or a dispute (a chargeback, whatever its amount: the card
 * holder contests the payment) marks the payment refunded or disputed and takes back what it bought, once;
 * a refund of part of it (a goodwill gesture) leaves the purchase standing, as a shop would.
 */
async function reversePayment(deps: PaymentDeps, reversal: NonNullable<GatewayEvent['reversal']>): Promise<EventOutcome> {
  const payment = (await paymentOfIntent(deps, reversal.intentId)) ?? (await recurringGiftPaymentOf(deps, reversal.intentId));
  if (!payment) return 'unknown_intent';
  if (reversal.reason === 'refunded' && reversal.amountCents < payment.amountCents) {
    deps.logger.info({ paymentId: payment.id, refundedCents: reversal.amountCents, amountCents: payment.amountCents }, 'partial refund: the purchase stands');
    return 'partial_refund';
  }
  const [reversed] = await deps.db
    .update(payments)
    .set({ status: reversal.reason, reversedAt: reversal.at, updatedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), notInArray(payments.status, [...paymentReversals])))
    .returning();
  // Already refunded or disputed: it was taken back then.
  if (!reversed) return 'not_acted_on';
  await fulfilment[reversed.purpose].revoke(deps.db, reversed);
  return 'applied';
}

function amountMatches(deps: PaymentDeps, payment: PaymentRow, intent: Pick<GatewayIntent, 'amountCents'>): boolean {
  if (intent.amountCents === payment.amountCents) return true;
  deps.logger.warn(
    { paymentId: payment.id, expectedCents: payment.amountCents, reportedCents: intent.amountCents },
    'payment amount mismatch: nothing delivered',
  );
  return false;
}

/**
 * Hands over what a payment bought, once the gateway has confirmed it succeeded for the amount we set, and
 * writes its receipt to the outbox. Exactly once: the row is claimed (delivered_at) in the same transaction as
 * the delivery and the receipt, and only while it stands as succeeded (a refund or a dispute that came first is
 * not undone by the success).
 */
export async function deliverOnce(deps: PaymentDeps, payment: PaymentRow, intent: Pick<GatewayIntent, 'status' | 'amountCents'>) {
  if (intent.status !== 'succeeded' || payment.deliveredAt !== null || !amountMatches(deps, payment, intent)) return;
  await loadReceiptTemplates();
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ deliveredAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded'), isNull(payments.deliveredAt)))
      .returning();
    if (!claimed) return;
    const purchase = fulfilment[claimed.purpose];
    await purchase.deliver(tx, claimed);
    await enqueueReceipt(tx, claimed, await purchase.receipt(tx, claimed));
  });
}
