import { createFileRoute } from '@tanstack/react-router';
import { worksTheDesk } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const NotificationsPage = lazyDeskPage('notifications');

export const Route = createFileRoute('/_member/desk/notifications')({
  loader: ({ context: { user, queryClient, trpc } }) => {
    if (worksTheDesk(user.role)) void queryClient.prefetchQuery(trpc.desk.myNotifications.queryOptions());
  },
  head: () => pageMeta('My Notifications · The Desk', 'What the desk emails you about.'),
  component: NotificationsPage,
});
