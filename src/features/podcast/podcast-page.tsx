import { ministry } from '@/content/ministry';
import { PageHero } from '@/features/layout/page-hero';

export function PodcastPage() {
  return (
    <PageHero title="Podcast" eyebrow="Listen and grow">
      This is the home of the {ministry.name} podcast, where episodes of teaching and conversation are shared.
    </PageHero>
  );
}
