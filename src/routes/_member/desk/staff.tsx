import { createFileRoute } from '@tanstack/react-router';
import { isDeskAdmin } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const StaffPage = lazyDeskPage('staff');
const AdminOnlyNotice = lazyDeskPage('adminOnly');

export const Route = createFileRoute('/_member/desk/staff')({
  // Admins only: staff would get a 403 for the list.
  loader: ({ context: { user, queryClient, trpc } }) => {
    if (isDeskAdmin(user.role)) void queryClient.prefetchQuery(trpc.desk.staff.queryOptions());
  },
  head: () => pageMeta('Staff · The Desk', 'Who works the ministry’s desk.'),
  component: StaffRoute,
});

function StaffRoute() {
  const { user } = Route.useRouteContext();
  if (!isDeskAdmin(user.role)) return <AdminOnlyNotice title="Staff" />;
  return <StaffPage viewer={user} />;
}
