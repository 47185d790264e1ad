import { createFileRoute } from '@tanstack/react-router';
import { TeachingDetailPage } from '@/features/teachings/teaching-detail-page';
import { ministry } from '@/content/ministry';

export const Route = createFileRoute('/teachings/$slug')({
  // The title follows the page's state (loading, the teaching, or not found): TeachingDetailPage sets it.
  head: () => ({
    meta: [{ name: 'description', content: `A teaching from ${ministry.name}, with video, notes and audio.` }],
  }),
  component: TeachingDetailRoute,
});

function TeachingDetailRoute() {
  const { slug } = Route.useParams();
  return <TeachingDetailPage slug={slug} />;
}
