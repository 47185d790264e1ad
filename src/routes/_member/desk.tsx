import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DeskLayout } from '@/features/desk/desk-layout';
import { worksTheDesk } from '@/features/desk/desk-search';
import { loadDeskPages } from '@/features/desk/lazy-desk-page';
import { StaffOnlyNotice } from '@/features/desk/staff-only-notice';
import { deskUnreadCountOptions } from '@/lib/desk-unread-count';
import { pageMeta } from '@/lib/page-meta';

/**
 * The staff's desk: its navigation around each of its pages (the inbox at /desk, prayer, subscribers, ...).
 * A member who is not staff gets the staff-only notice on every one of them, and no desk query is asked.
 */
export const Route = createFileRoute('/_member/desk')({
  // The pages' code and the navigation's unread count start on the way in, for staff only (a member would get
  // a 403, and has no use for the code).
  loader: ({ context: { user, queryClient, trpc } }) => {
    if (!worksTheDesk(user.role)) return;
    void loadDeskPages();
    void queryClient.prefetchQuery(deskUnreadCountOptions(trpc));
  },
  head: () => pageMeta('The Desk', 'The ministry’s desk: what visitors send, for staff.'),
  component: DeskLayoutRoute,
});

function DeskLayoutRoute() {
  const { user } = Route.useRouteContext();
  if (!worksTheDesk(user.role)) return <StaffOnlyNotice />;
  return (
    <DeskLayout role={user.role}>
      <Outlet />
    </DeskLayout>
  );
}
