import { createFileRoute } from '@tanstack/react-router';
import { ResourceDetailPage } from '@/features/resources/resource-detail-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/resources/$slug')({
  head: () => pageMeta('Resource', `A ministry resource from ${ministry.name}.`),
  component: ResourceDetailPage,
});
