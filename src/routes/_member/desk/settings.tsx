import { createFileRoute } from '@tanstack/react-router';
import { AdminOnlyNotice } from '@/features/desk/admin-only-notice';
import { isDeskAdmin } from '@/features/desk/desk-search';
import { SettingsPage } from '@/features/desk/settings-page';
import { pageMeta } from '@/lib/page-meta';

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
