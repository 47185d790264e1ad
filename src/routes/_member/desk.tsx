import { createFileRoute } from '@tanstack/react-router';
import { DeskPage } from '@/features/desk/desk-page';
import { deskSearch, worksTheDesk } from '@/features/desk/desk-search';
import { inboxQueryOptions } from '@/features/desk/inbox-query';
import { StaffOnlyNotice } from '@/features/desk/staff-only-notice';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/desk')({
  validateSearch: deskSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'new' }),
  // Starts the inbox and its unread count on the way in, for staff only (a member would get 403s); the
  // page reads the same queries and shows their loading and failures itself.
  loader: ({ context: { user, queryClient, trpc }, deps }) => {
    if (!worksTheDesk(user.role)) return;
    void queryClient.prefetchInfiniteQuery(inboxQueryOptions(trpc, deps.status));
    void queryClient.prefetchQuery(trpc.desk.unreadCounts.queryOptions());
  },
  head: () => pageMeta('The Desk', 'The ministry’s desk: contact messages and resource requests for staff.'),
  component: DeskRoute,
});

function DeskRoute() {
  const { user } = Route.useRouteContext();
  const { status = 'new' } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!worksTheDesk(user.role)) return <StaffOnlyNotice />;
  return <DeskPage viewer={user} status={status} onStatusChange={(next) => void navigate({ search: { status: next }, replace: true })} />;
}
