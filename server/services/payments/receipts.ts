// A payment's receipt by email: written to the outbox in the transaction that hands over what the payment bought
// (deliverOnce), so it is sent exactly once, whichever of the webhook and the return page confirms the payment
// first, and never for a payment whose delivery rolled back. Its dedupe key names the payment besides.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { users } from '../../../db/schema';
import { composeEmail } from '../../emails/compose';
import { enqueueEmail } from '../email/outbox';
import type { PaymentRow, ReceiptFacts } from './purchase';

/**
 * Loads the receipt's template and the renderer (once per process, about 300 ms the first time) before the
 * delivery's transaction starts, so the payment's row is never held locked while they load.
 */
export async function loadReceiptTemplates(): Promise<void> {
  await Promise.all([import('../../emails/receipt'), import('@react-email/render')]);
}

/** Names a payment's receipt in the outbox: one per payment. */
export const receiptKey = (paymentId: number) => `receipt:${paymentId}`;

/**
 * Writes the receipt of a payment just delivered, to the address given at checkout for it (a donation's receipt
 * address, a membership's email) or else the payer's confirmed address on file. No address: no receipt.
 * Resolves to the outbox message's id, or null when nothing was written.
 */
export async function enqueueReceipt(tx: Db, payment: PaymentRow, facts: ReceiptFacts): Promise<number | null> {
  const [member] =
    payment.userId === null
      ? []
      : await tx
          .select({ username: users.username, email: users.email, confirmedAt: users.emailConfirmedAt, timeZone: users.timeZone })
          .from(users)
          .where(eq(users.id, payment.userId));
  const onFile = member?.confirmedAt ? member.email : null;
  const to = payment.email ?? onFile;
  if (!to) return null;
  const message = await composeEmail(facts.kind, {
    name: facts.name ?? member?.username ?? null,
    amountCents: payment.amountCents,
    currency: payment.currency,
    paidAt: payment.deliveredAt ?? payment.updatedAt,
    timeZone: member?.timeZone ?? 'UTC',
    // Every checkout names what it sells (Quote.description); a row made otherwise reads as its purpose.
    item: payment.description ?? payment.purpose,
    period: facts.period,
    reference: payment.intentId,
    gift: facts.gift,
  });
  return enqueueEmail(tx, { ...message, to, dedupeKey: receiptKey(payment.id) });
}
