import { createFileRoute } from '@tanstack/react-router';
import { MembershipCheckoutPage } from '@/features/membership/membership-checkout-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/membership-checkout')({
  head: () => pageMeta('Membership Checkout', `Complete your Breakthrough Circle membership with ${ministry.name}.`),
  component: MembershipCheckoutPage,
});
