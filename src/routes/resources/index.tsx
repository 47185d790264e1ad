import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '@/features/resources/resources-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/resources/')({
  head: () => pageMeta('Resources', `Study guides, sermons, devotionals, recommended books and a prayer wall from ${ministry.name}.`),
  component: ResourcesPage,
});
