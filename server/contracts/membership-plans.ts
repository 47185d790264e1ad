// Breakthrough Circle's plans and prices (DESIGN.md: the marketing reading, Monthly $14.99 and Annual
// $119.99). Plain constants without zod, so the browser's route table can read the plan ids cheaply;
// membership.ts holds the checkout's schemas.

export const membershipPlanIds = ['monthly', 'annual'] as const;
export type MembershipPlanId = (typeof membershipPlanIds)[number];

export interface MembershipPlanPrice {
  id: MembershipPlanId;
  name: string;
  priceCents: number;
  interval: 'month' | 'year';
}

export const MEMBERSHIP_PLANS: Record<MembershipPlanId, MembershipPlanPrice> = {
  monthly: { id: 'monthly', name: 'Monthly', priceCents: 1499, interval: 'month' },
  annual: { id: 'annual', name: 'Annual', priceCents: 11999, interval: 'year' },
};

export const DEFAULT_MEMBERSHIP_PLAN: MembershipPlanId = 'monthly';
