import { createFileRoute } from '@tanstack/react-router';
import { outboxQueryOptions } from '@/features/desk/desk-queries';
import { deskOutboxSearch, worksTheDesk } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const OutboxPage = lazyDeskPage('outbox');

export const Route = createFileRoute('/_member/desk/outbox')({
  validateSearch: deskOutboxSearch,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ context: { user, queryClient, trpc }, deps }) => {
    if (worksTheDesk(user.role)) void queryClient.prefetchInfiniteQuery(outboxQueryOptions(trpc, deps.status));
  },
  head: () => pageMeta('Outbox · The Desk', 'Every email the site wrote and where it stands, for the ministry’s staff.'),
  component: OutboxRoute,
});

function OutboxRoute() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OutboxPage status={status} onStatusChange={(next) => void navigate({ search: next ? { status: next } : {}, replace: true })} />;
}
