import { PageHero } from '@/features/layout/page-hero';

export function BreakthroughCirclePage() {
  return (
    <PageHero title="Breakthrough Circle" eyebrow="Our community">
      Breakthrough Circle is our online community for believers worldwide; this page explains its free and premium resources and how to join.
    </PageHero>
  );
}
