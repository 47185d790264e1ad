import { createFileRoute } from '@tanstack/react-router';
import { findLeaderResource } from '@/content/leader-resources';
import { ministry } from '@/content/ministry';
import { LeaderResourcePage } from '@/features/leader-resources/leader-resource-page';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/resources/$slug')({
  head: ({ params }) => {
    const resource = findLeaderResource(params.slug);
    return resource
      ? pageMeta(resource.title, resource.description)
      : pageMeta('Resource Not Found', `A ministry resource from ${ministry.name}.`);
  },
  component: LeaderResourcePage,
});
