// The fulfilment table: one entry per purpose of payment, saying what it costs and what it delivers.
// The payment code (payments.ts) never names a purpose; selling something new is one entry here and
// the service that delivers it.
import type { z } from 'zod';
import type { membershipCheckoutInput } from '../../contracts/membership';
import { toCents, type createPaymentIntentInput, type PaymentPurpose } from '../../contracts/payments';
import type { upgradeInput } from '../../contracts/chat';
import { chatPremiumPurchase } from '../chat/premium';
import { contentPurchase, type ContentOrder } from '../content/purchase';
import { membershipPurchase } from '../membership/membership';
import type { Purchase } from './purchase';

/** What the payer asks for, per purpose, as its contract validated it. */
export interface Orders extends Record<PaymentPurpose, unknown> {
  donation: z.output<typeof createPaymentIntentInput>;
  membership: z.output<typeof membershipCheckoutInput>;
  chat_premium: z.output<typeof upgradeInput>;
  generated_content: ContentOrder;
}

const donation: Purchase<Orders['donation']> = {
  // The only purpose whose amount the payer chooses: the contract has validated it.
  quote: (order) => ({ amountCents: toCents(order.amount), description: order.description ?? 'One-time donation' }),
  // The donor may settle on another amount while filling in the card: the same intent, re-priced.
  changeable: true,
  // A gift buys nothing; the payment record and its receipt email say it was given.
  deliver: async () => {},
  receipt: async () => ({ kind: 'donation_receipt', name: null, period: null }),
  // Nothing to take back: the payment, marked refunded or disputed, is the record.
  revoke: async () => {},
};

export const fulfilment: { [P in PaymentPurpose]: Purchase<Orders[P]> } = {
  donation,
  membership: membershipPurchase,
  chat_premium: chatPremiumPurchase,
  generated_content: contentPurchase,
};
