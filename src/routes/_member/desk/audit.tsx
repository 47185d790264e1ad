import { createFileRoute } from '@tanstack/react-router';
import { auditLogQueryOptions } from '@/features/desk/desk-queries';
import { worksTheDesk } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const AuditPage = lazyDeskPage('audit');

export const Route = createFileRoute('/_member/desk/audit')({
  loader: ({ context: { user, queryClient, trpc } }) => {
    if (worksTheDesk(user.role)) void queryClient.prefetchInfiniteQuery(auditLogQueryOptions(trpc));
  },
  head: () => pageMeta('Audit Log · The Desk', 'Every change staff made on the desk.'),
  component: AuditPage,
});
