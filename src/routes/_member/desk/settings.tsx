import { createFileRoute } from '@tanstack/react-router';
import { isDeskAdmin } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const SettingsPage = lazyDeskPage('settings');
const AdminOnlyNotice = lazyDeskPage('adminOnly');

export const Route = createFileRoute('/_member/desk/settings')({
  loader: ({ context: { user, queryClient, trpc } }) => {
    if (isDeskAdmin(user.role)) void queryClient.prefetchQuery(trpc.desk.prayerSettings.queryOptions());
  },
  head: () => pageMeta('Settings · The Desk', 'The desk’s settings, for admins.'),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { user } = Route.useRouteContext();
  if (!isDeskAdmin(user.role)) return <AdminOnlyNotice title="Settings" />;
  return <SettingsPage />;
}
