// The Bible chat's tiers (members.md: free, 5 messages a day; premium, unlimited). Plain constants without
// zod, so the account page, the sign-in benefits and (later) the chat read the same numbers as the server.

import type { SubscriptionTier } from './accounts';

/** How many messages a free member may send the Bible chat each day. */
export const FREE_CHAT_MESSAGES_PER_DAY = 5;

/** A tier's daily allowance of chat messages; null means unlimited. */
export function dailyChatMessageLimit(tier: SubscriptionTier): number | null {
  return tier === 'free' ? FREE_CHAT_MESSAGES_PER_DAY : null;
}
