// Generated content in the fulfilment table: priced from its type on the server (sermon $14.99, lesson $12.99),
// a purchase row set aside beside the payment (with the request, when the member sent it along), made
// redeemable (paid) once the gateway confirms the money moved, exactly once, by the payment code, and unpaid
// again when the money goes back.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contentPurchases } from '../../../db/schema';
import { CONTENT_TYPES, type createContentPaymentInput } from '../../contracts/content';
import type { Purchase } from '../payments/purchase';

export type ContentOrder = z.output<typeof createContentPaymentInput>;

export const contentPurchase: Purchase<ContentOrder> = {
  quote(order, buyer) {
    const product = CONTENT_TYPES[order.type];
    const topic = order.contentParams?.topic;
    return {
      amountCents: product.priceCents,
      description: topic ? `${product.productName}: ${topic}` : product.productName,
      metadata: { type: order.type },
      payer: { name: buyer?.username ?? '', email: null },
    };
  },
  async reserve(db, paymentId, quote, order, buyer) {
    if (!buyer) throw new Error('Generated content is bought by a signed-in member');
    await db.insert(contentPurchases).values({
      paymentId,
      userId: buyer.id,
      type: order.type,
      priceCents: quote.amountCents,
      request: order.contentParams ?? null,
    });
  },
  async deliver(db, payment) {
    await db
      .update(contentPurchases)
      .set({ status: 'paid', updatedAt: sql`now()` })
      .where(and(eq(contentPurchases.paymentId, payment.id), eq(contentPurchases.status, 'pending')));
  },
  // What it bought is the payment's description ('Sermon: Grace'); it can be downloaded again from My Content.
  receipt: async () => ({ kind: 'content_receipt', name: null, period: null }),
  // Refunded in full or disputed, the purchase is unpaid again, as a shop takes a download back: pending,
  // which the generator treats as not paid (no writing, no download, not in the library), and its payment's
  // final status keeps it from being paid again. What was written stays in the row, for the ledger.
  async revoke(db, payment) {
    await db
      .update(contentPurchases)
      .set({ status: 'pending', claimedAt: null, updatedAt: sql`now()` })
      .where(and(eq(contentPurchases.paymentId, payment.id), ne(contentPurchases.status, 'pending')));
  },
};
