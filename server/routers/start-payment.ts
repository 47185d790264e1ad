import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { payments } from '../../db/schema';
import type { PaymentGateway, PaymentPurpose } from '../services/payments/gateway';

export interface PaymentToStart {
  purpose: PaymentPurpose;
  /** Decided on the server (a donation's is the donor's validated choice). */
  amountCents: number;
  description: string;
  userId: number | null;
  email?: string | null;
  /** Beside the purpose, which is always sent: e.g. the membership plan. */
  metadata?: Record<string, string>;
}

/**
 * Asks the gateway for an intent and records it in `payments`, where its status is later confirmed with
 * the gateway. Every purchase and gift starts here.
 */
export async function startPayment(db: Db, gateway: PaymentGateway, payment: PaymentToStart) {
  const intent = await gateway.createIntent({
    amountCents: payment.amountCents,
    currency: 'usd',
    purpose: payment.purpose,
    description: payment.description,
    idempotencyKey: randomUUID(),
    metadata: { ...payment.metadata, purpose: payment.purpose },
  });
  const [row] = await db
    .insert(payments)
    .values({
      gateway: gateway.kind,
      intentId: intent.intentId,
      purpose: payment.purpose,
      amountCents: payment.amountCents,
      currency: intent.currency,
      description: payment.description,
      userId: payment.userId,
      email: payment.email ?? null,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('the payment was not recorded');
  return { paymentId: row.id, clientSecret: intent.clientSecret, paymentIntentId: intent.intentId };
}
