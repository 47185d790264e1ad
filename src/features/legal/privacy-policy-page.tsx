import { ministry } from '@/content/ministry';
import { PageHero } from '@/features/layout/page-hero';

export function PrivacyPolicyPage() {
  return (
    <PageHero title="Privacy Policy">
      This page explains what personal information {ministry.name} collects and how it is used and protected.
    </PageHero>
  );
}
