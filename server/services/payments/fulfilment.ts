// The fulfilment table: one entry per purpose of payment, saying what it costs and what it delivers.
// The payment code (payments.ts) never names a purpose; selling something new is one entry here and
// the service that delivers it.
import type { z } from 'zod';
import type { membershipCheckoutInput } from '../../contracts/membership';
import type { PaymentPurpose } from '../../contracts/payments';
import type { upgradeInput } from '../../contracts/chat';
import { chatPremiumPurchase } from '../chat/premium';
import { contentPurchase, type ContentOrder } from '../content/purchase';
import { donationPurchase, type DonationOrder } from '../giving/donation';
import { membershipPurchase } from '../membership/membership';
import type { Purchase } from './purchase';

/** What the payer asks for, per purpose, as its contract validated it. */
export interface Orders extends Record<PaymentPurpose, unknown> {
  donation: DonationOrder;
  membership: z.output<typeof membershipCheckoutInput>;
  chat_premium: z.output<typeof upgradeInput>;
  generated_content: ContentOrder;
}

export const fulfilment: { [P in PaymentPurpose]: Purchase<Orders[P]> } = {
  donation: donationPurchase,
  membership: membershipPurchase,
  chat_premium: chatPremiumPurchase,
  generated_content: contentPurchase,
};
