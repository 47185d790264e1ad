import { createFileRoute } from '@tanstack/react-router';
import { subscribersQueryOptions } from '@/features/desk/desk-queries';
import { deskTextSearch, worksTheDesk } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const SubscribersPage = lazyDeskPage('subscribers');

export const Route = createFileRoute('/_member/desk/subscribers')({
  validateSearch: deskTextSearch,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context: { user, queryClient, trpc }, deps }) => {
    if (worksTheDesk(user.role)) void queryClient.prefetchInfiniteQuery(subscribersQueryOptions(trpc, deps.search));
  },
  head: () => pageMeta('Subscribers · The Desk', 'The newsletter’s subscribers, for the ministry’s staff.'),
  component: SubscribersRoute,
});

function SubscribersRoute() {
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SubscribersPage search={search} onSearchChange={(next) => void navigate({ search: next ? { search: next } : {}, replace: true })} />;
}
