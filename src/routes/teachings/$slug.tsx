import { createFileRoute } from '@tanstack/react-router';
import { TeachingDetailPage } from '@/features/teachings/teaching-detail-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/teachings/$slug')({
  head: () => pageMeta('Teaching', `A teaching from ${ministry.name}, with video, notes and audio.`),
  component: TeachingDetailPage,
});
