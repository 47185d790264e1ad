import { createFileRoute } from '@tanstack/react-router';
import { TeachingsPage } from '@/features/teachings/teachings-page';
import { teachingsSearch } from '@/features/teachings/teachings-search';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/teachings/')({
  validateSearch: teachingsSearch,
  head: () =>
    pageMeta('Teachings', `Teachings on the Holy Spirit, for new believers and for Bible study, from ${ministry.name}.`),
  component: TeachingsRoute,
});

function TeachingsRoute() {
  const { category } = Route.useSearch();
  return <TeachingsPage category={category} />;
}
