import { createFileRoute } from '@tanstack/react-router';
import { FounderStoryPage } from '@/features/founder/founder-story-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/james-story')({
  head: () => pageMeta("Our Founder's Story", `The story of ${ministry.founder.name}, founder of ${ministry.name}.`),
  component: FounderStoryPage,
});
