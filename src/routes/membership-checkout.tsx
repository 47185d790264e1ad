import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_MEMBERSHIP_PLAN, membershipPlanId } from '@server/contracts/membership';
import { z } from 'zod';
import { MembershipCheckoutPage } from '@/features/membership/membership-checkout-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

// The Join buttons on /breakthrough-circle send ?plan=monthly|annual; anything else means Monthly.
const checkoutSearch = z.object({ plan: membershipPlanId.catch(DEFAULT_MEMBERSHIP_PLAN).default(DEFAULT_MEMBERSHIP_PLAN) });

export const Route = createFileRoute('/membership-checkout')({
  validateSearch: checkoutSearch,
  head: () => pageMeta('Membership Checkout', `Join Breakthrough Circle, the ${ministry.name} community.`),
  component: MembershipCheckoutPage,
});
