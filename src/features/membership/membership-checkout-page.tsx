import { PageHero } from '@/features/layout/page-hero';

export function MembershipCheckoutPage() {
  return (
    <PageHero title="Membership Checkout" eyebrow="Breakthrough Circle">
      This is where you complete payment for a Breakthrough Circle membership.
    </PageHero>
  );
}
