import { z } from './zod';
import { emailAddress, requiredText } from './common';
import { membershipPlanIds } from './membership-plans';
import { idempotencyKey } from './payments';

// Breakthrough Circle membership: the checkout form and its messages. The server prices a checkout from
// its plan (membership-plans.ts); the browser only names the plan.

export * from './membership-plans';

export const membershipPlanId = z.enum(membershipPlanIds, 'Please choose the Monthly or Annual plan');

/** Who is joining, for a visitor who is not signed in (a signed-in member joins as their account). */
export const membershipContactForm = z.object({
  name: requiredText('Name is required', 100),
  email: emailAddress('Valid email is required'),
});
export type MembershipContactForm = z.input<typeof membershipContactForm>;

export const membershipCheckoutInput = z.object({
  plan: membershipPlanId,
  name: membershipContactForm.shape.name.optional(),
  email: membershipContactForm.shape.email.optional(),
  idempotencyKey,
});
export type MembershipCheckoutInput = z.input<typeof membershipCheckoutInput>;

/** revoked: ended early, its payment refunded in full or disputed. */
export const membershipStatuses = ['pending', 'active', 'revoked'] as const;

/** A membership as its member sees it. `periodEnd` is set once the payment is confirmed. */
export const membershipOutput = z.object({
  plan: membershipPlanId,
  planName: z.string(),
  name: z.string(),
  status: z.enum(membershipStatuses),
  periodEnd: z.date().nullable(),
});
export type MembershipView = z.infer<typeof membershipOutput>;

/** A started membership checkout: the intent, and the price the server set from the plan. */
export const membershipIntentOutput = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amountCents: z.number().int() });

export const membershipMessages = {
  welcomeTitle: 'Welcome to Breakthrough Circle!',
  welcomeText: 'Your membership is active. We are so glad you are here.',
  alreadyMember: (until: string) => `Your membership is active until ${until}. Joining again adds a new period after that date.`,
} as const;
