import { z } from 'zod';

// Accounts: what the browser and the server agree a signed-in user looks like.
export const subscriptionTiers = ['free', 'premium'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  subscriptionTier: z.enum(subscriptionTiers),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const NOT_SIGNED_IN_MESSAGE = 'You need to sign in first.';
