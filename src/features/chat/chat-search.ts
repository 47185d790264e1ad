import { oneOf, shortText, type RawSearch } from '@/lib/search-params';

/**
 * /bible-chat's search: Stripe sends the member back from the Premium payment to
 * /bible-chat?upgrade=return&payment_intent=pi_..., and the page confirms that payment.
 */
export interface BibleChatSearch {
  upgrade?: 'return';
  payment_intent?: string;
}

const upgradeSteps = ['return'] as const;

export function bibleChatSearch(search: RawSearch<BibleChatSearch>): BibleChatSearch {
  return { upgrade: oneOf(upgradeSteps, search.upgrade), payment_intent: shortText(search.payment_intent) };
}

/** Where the card form sends the member once Stripe has confirmed the upgrade. */
export const UPGRADE_RETURN_PATH = '/bible-chat?upgrade=return';
