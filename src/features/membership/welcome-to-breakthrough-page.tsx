import { PageHero } from '@/features/layout/page-hero';

export function WelcomeToBreakthroughPage() {
  return (
    <PageHero title="Welcome to Breakthrough Circle" eyebrow="Membership confirmed">
      This page welcomes new members once their Breakthrough Circle membership payment has gone through.
    </PageHero>
  );
}
