import { createFileRoute } from '@tanstack/react-router';
import { membersQueryOptions } from '@/features/desk/desk-queries';
import { deskTextSearch, worksTheDesk } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const MembersPage = lazyDeskPage('members');

export const Route = createFileRoute('/_member/desk/members')({
  validateSearch: deskTextSearch,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context: { user, queryClient, trpc }, deps }) => {
    if (worksTheDesk(user.role)) void queryClient.prefetchInfiniteQuery(membersQueryOptions(trpc, deps.search));
  },
  head: () => pageMeta('Members · The Desk', 'The ministry’s members, for its staff.'),
  component: MembersRoute,
});

function MembersRoute() {
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MembersPage search={search} onSearchChange={(next) => void navigate({ search: next ? { search: next } : {}, replace: true })} />;
}
