import { shortText, type RawSearch } from '@/lib/search-params';

export interface PaymentReturnSearch {
  /** The gateway's reference: Stripe returns with ?payment_intent=pi_..., the demo form sends the same. */
  payment_intent?: string;
}

/** The search of the pages a payment returns to (/thank-you, /welcome-to-breakthrough). */
export function paymentReturnSearch(search: RawSearch<PaymentReturnSearch>): PaymentReturnSearch {
  return { payment_intent: shortText(search.payment_intent) };
}
