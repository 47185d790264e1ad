import { z } from './zod';
import { subscriptionTiers } from './accounts';
import { membershipOutput } from './membership';

/**
 * What /account shows a signed-in member: who they are, the Breakthrough Circle membership they hold now
 * (null when none is active), and their Bible chat tier with its daily allowance (null: unlimited).
 */
export const accountOverviewOutput = z.object({
  username: z.string(),
  membership: membershipOutput.nullable(),
  bibleChat: z.object({
    tier: z.enum(subscriptionTiers),
    dailyMessageLimit: z.number().int().positive().nullable(),
  }),
});
export type AccountOverview = z.infer<typeof accountOverviewOutput>;
