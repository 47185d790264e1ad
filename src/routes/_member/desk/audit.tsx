import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '@/features/desk/audit-page';
import { auditLogQueryOptions } from '@/features/desk/audit-log-query';
import { worksTheDesk } from '@/features/desk/desk-search';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/desk/audit')({
  loader: ({ context: { user, queryClient, trpc } }) => {
    if (worksTheDesk(user.role)) void queryClient.prefetchInfiniteQuery(auditLogQueryOptions(trpc));
  },
  head: () => pageMeta('Audit Log · The Desk', 'Every change staff made on the desk.'),
  component: AuditPage,
});
