import { ministry } from '@/content/ministry';
import { PageHero } from '@/features/layout/page-hero';

export function FounderStoryPage() {
  return (
    <PageHero title="Our Founder's Story" eyebrow={ministry.founder.name}>
      This page tells the story of how God called {ministry.founder.name} and how {ministry.name} began.
    </PageHero>
  );
}
