import { createFileRoute } from '@tanstack/react-router';
import { findLeaderResource } from '@/content/leader-resource-guides';
import { ministry } from '@/content/ministry';
import { LeaderResourcePage } from '@/features/leader-resources/leader-resource-page';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/resources/$slug')({
  // The lookup runs in the loader, which is code-split, so the twelve resources' text stays out of the
  // bundle every page loads; head reads its result.
  loader: ({ params }) => {
    const resource = findLeaderResource(params.slug);
    return resource ? { title: resource.title, description: resource.description } : null;
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageMeta(loaderData.title, loaderData.description)
      : pageMeta('Resource Not Found', `A ministry resource from ${ministry.name}.`),
  component: LeaderResourcePage,
});
