import { createFileRoute } from '@tanstack/react-router';
import { deskPrayersQueryOptions } from '@/features/desk/desk-queries';
import { deskPrayersSearch, worksTheDesk } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const PrayersPage = lazyDeskPage('prayers');

export const Route = createFileRoute('/_member/desk/prayers')({
  validateSearch: deskPrayersSearch,
  loaderDeps: ({ search }) => ({ show: search.show ?? 'all' }),
  loader: ({ context: { user, queryClient, trpc }, deps }) => {
    if (!worksTheDesk(user.role)) return;
    void queryClient.prefetchInfiniteQuery(deskPrayersQueryOptions(trpc, deps.show));
    void queryClient.prefetchQuery(trpc.desk.prayerSettings.queryOptions());
  },
  head: () => pageMeta('Prayer Requests · The Desk', 'Every prayer request and the wall’s moderation, for the ministry’s staff.'),
  component: PrayersRoute,
});

function PrayersRoute() {
  const { user } = Route.useRouteContext();
  const { show = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PrayersPage role={user.role} show={show} onShowChange={(next) => void navigate({ search: next === 'all' ? {} : { show: next }, replace: true })} />;
}
