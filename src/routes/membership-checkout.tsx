import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_MEMBERSHIP_PLAN, membershipPlanIds, type MembershipPlanId } from '@server/contracts/membership-plans';
import { MembershipCheckoutPage } from '@/features/membership/membership-checkout-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';
import { oneOf, type RawSearch } from '@/lib/search-params';

// The Join buttons on /breakthrough-circle send ?plan=monthly|annual; anything else means Monthly.
export const Route = createFileRoute('/membership-checkout')({
  validateSearch: (search: RawSearch<{ plan?: MembershipPlanId }>): { plan: MembershipPlanId } => ({
    plan: oneOf(membershipPlanIds, search.plan) ?? DEFAULT_MEMBERSHIP_PLAN,
  }),
  head: () => pageMeta('Membership Checkout', `Join Breakthrough Circle, the ${ministry.name} community.`),
  component: MembershipCheckoutPage,
});
