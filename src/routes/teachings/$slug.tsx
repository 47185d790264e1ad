import { createFileRoute } from '@tanstack/react-router';
import { findTeachingDetail } from '@/content/teachings';
import { TeachingDetailPage } from '@/features/teachings/teaching-detail-page';
import { ministry } from '@/content/ministry';
import { itemMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/teachings/$slug')({
  // The title follows the page's state (loading, the teaching, or not found): TeachingDetailPage sets it.
  // The loader is code-split, so the teachings' text stays out of the bundle every page loads.
  loader: ({ params }) => {
    const teaching = findTeachingDetail(params.slug);
    return teaching ? { title: teaching.title, description: teaching.description } : null;
  },
  head: ({ loaderData }) =>
    loaderData
      ? itemMeta(loaderData.title, loaderData.description)
      : { meta: [{ name: 'description', content: `A teaching from ${ministry.name}, with video, notes and audio.` }] },
  component: TeachingDetailRoute,
});

function TeachingDetailRoute() {
  const { slug } = Route.useParams();
  return <TeachingDetailPage slug={slug} />;
}
