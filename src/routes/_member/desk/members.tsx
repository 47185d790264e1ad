import { createFileRoute } from '@tanstack/react-router';
import { deskTextSearch, worksTheDesk } from '@/features/desk/desk-search';
import { MembersPage } from '@/features/desk/members-page';
import { membersQueryOptions } from '@/features/desk/members-query';
import { pageMeta } from '@/lib/page-meta';

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
