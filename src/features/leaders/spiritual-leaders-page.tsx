import { PageHero } from '@/features/layout/page-hero';

export function SpiritualLeadersPage() {
  return (
    <PageHero title="For Ministry Leaders" eyebrow="Resources for those who lead">
      This page offers pastors and ministry leaders resources for preaching, teaching and shepherding, and a way to request custom material.
    </PageHero>
  );
}
