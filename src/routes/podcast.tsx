import { createFileRoute } from '@tanstack/react-router';
import { PodcastPage } from '@/features/podcast/podcast-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/podcast')({
  head: () => pageMeta('Podcast', `Listen to the ${ministry.name} podcast: Spirit-filled teaching and conversation for everyday faith.`),
  component: PodcastPage,
});
