import type { Db } from '../../../db';
import type { AccountOverview } from '../../contracts/account-overview';
import type { SessionUser } from '../../contracts/accounts';
import { dailyChatMessageLimit } from '../../contracts/bible-chat-tiers';
import { currentMembership } from '../membership/membership';
import { reversedPayments } from '../payments/payments';

/** A signed-in member's account at a glance: name, current membership, Bible chat tier, refunds and disputes. */
export async function accountOverview(db: Db, user: SessionUser): Promise<AccountOverview> {
  return {
    username: user.username,
    membership: await currentMembership(db, user.id),
    bibleChat: { tier: user.subscriptionTier, dailyMessageLimit: dailyChatMessageLimit(user.subscriptionTier) },
    reversals: await reversedPayments(db, user.id),
  };
}
