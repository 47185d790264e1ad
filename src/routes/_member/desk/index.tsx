import { createFileRoute } from '@tanstack/react-router';
import { inboxQueryOptions } from '@/features/desk/desk-queries';
import { deskSearch, worksTheDesk } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const InboxPage = lazyDeskPage('inbox');

export const Route = createFileRoute('/_member/desk/')({
  validateSearch: deskSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'new' }),
  // Starts the inbox on the way in, for staff only (a member would get a 403); the page reads the same query
  // and shows its loading and failures itself.
  loader: ({ context: { user, queryClient, trpc }, deps }) => {
    if (worksTheDesk(user.role)) void queryClient.prefetchInfiniteQuery(inboxQueryOptions(trpc, deps.status));
  },
  head: () => pageMeta('The Desk', 'The ministry’s desk: contact messages and resource requests for staff.'),
  component: InboxRoute,
});

function InboxRoute() {
  const { user } = Route.useRouteContext();
  const { status = 'new' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InboxPage viewer={user} status={status} onStatusChange={(next) => void navigate({ search: { status: next }, replace: true })} />;
}
