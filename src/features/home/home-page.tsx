import { ministry } from '@/content/ministry';
import { PageHero } from '@/features/layout/page-hero';

export function HomePage() {
  return (
    <PageHero title={ministry.name} eyebrow="Welcome">
      {ministry.mission}
    </PageHero>
  );
}
