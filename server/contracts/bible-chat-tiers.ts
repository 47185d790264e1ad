// The Bible chat's tiers and premium prices (members.md: free, 5 messages a day; premium, $5.99 a month or
// $59.99 a year). Plain constants without zod, so the account page, the sign-in benefits and the chat read
// the same numbers as the server, cheaply.

import type { SubscriptionTier } from './accounts';

/** How many messages a free member may send the Bible chat each day. */
export const FREE_CHAT_MESSAGES_PER_DAY = 5;

/** A tier's daily allowance of chat messages; null means unlimited. */
export function dailyChatMessageLimit(tier: SubscriptionTier): number | null {
  return tier === 'free' ? FREE_CHAT_MESSAGES_PER_DAY : null;
}

export const chatPremiumPlanIds = ['monthly', 'yearly'] as const;
export type ChatPremiumPlanId = (typeof chatPremiumPlanIds)[number];

export interface ChatPremiumPlan {
  id: ChatPremiumPlanId;
  /** The plan tab's label. */
  name: string;
  priceCents: number;
  interval: 'month' | 'year';
  /** What the yearly plan saves against twelve months (members.md: Save 17%, $11.89 saved). */
  saving: { percentLabel: string; amountLabel: string } | null;
}

export const CHAT_PREMIUM_PLANS: Record<ChatPremiumPlanId, ChatPremiumPlan> = {
  monthly: { id: 'monthly', name: 'Monthly', priceCents: 599, interval: 'month', saving: null },
  yearly: { id: 'yearly', name: 'Yearly', priceCents: 5999, interval: 'year', saving: { percentLabel: 'Save 17%', amountLabel: '$11.89 saved' } },
};

export const DEFAULT_CHAT_PREMIUM_PLAN: ChatPremiumPlanId = 'monthly';
