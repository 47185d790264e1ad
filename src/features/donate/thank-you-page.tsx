import { PageHero } from '@/features/layout/page-hero';

export function ThankYouPage() {
  return (
    <PageHero title="Thank You" eyebrow="Your gift">
      This page confirms your donation once your payment has gone through.
    </PageHero>
  );
}
