import { createFileRoute } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { PrayerWallWhenNear } from '@/features/prayer/prayer-wall-when-near';
import { ResourcesPage } from '@/features/resources/resources-page';
import { resourcesSearch } from '@/features/resources/resources-search';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/resources/')({
  validateSearch: resourcesSearch,
  head: () => pageMeta('Resources', `Study guides, sermons, devotionals, recommended books and a prayer wall from ${ministry.name}.`),
  component: ResourcesRoute,
});

function ResourcesRoute() {
  return <ResourcesPage prayerWall={<PrayerWallWhenNear />} />;
}
