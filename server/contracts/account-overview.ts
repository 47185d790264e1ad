import { z } from './zod';
import { subscriptionTiers } from './accounts';
import { membershipOutput } from './membership';
import { paymentPurposes, paymentReversals, type PaymentReversal } from './payments';

/** How many of a member's refunded or disputed payments /account lists, newest first. */
export const ACCOUNT_REVERSALS_SHOWN = 10;

/**
 * A payment of the member's whose money went back, refunded in full or disputed, and so whose purchase
 * ended: /account says why beside the membership, the Premium tier or under "Refunds and disputes".
 */
export const paymentReversalView = z.object({
  purpose: z.enum(paymentPurposes),
  /** What was bought, as the checkout described it: "Breakthrough Circle Monthly membership". */
  description: z.string(),
  reason: z.enum(paymentReversals),
  /** When the money went back, as the payment gateway dates it. */
  on: z.date(),
});
export type PaymentReversalView = z.infer<typeof paymentReversalView>;

/** What /account says of an ended purchase, given the date as the page writes dates. */
export const reversalNotes: Record<PaymentReversal, (date: string) => string> = {
  refunded: (date) => `Refunded on ${date}`,
  disputed: (date) => `Payment disputed on ${date}`,
};

/**
 * What /account shows a signed-in member: who they are, the Breakthrough Circle membership they hold now
 * (null when none is active), their Bible chat tier with its daily allowance (null: unlimited), and the
 * payments whose money went back (newest first, at most ACCOUNT_REVERSALS_SHOWN).
 */
export const accountOverviewOutput = z.object({
  username: z.string(),
  membership: membershipOutput.nullable(),
  bibleChat: z.object({
    tier: z.enum(subscriptionTiers),
    dailyMessageLimit: z.number().int().positive().nullable(),
  }),
  reversals: z.array(paymentReversalView),
});
export type AccountOverview = z.infer<typeof accountOverviewOutput>;
