import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { accountMessages } from '@server/contracts/account-messages';
import { SessionCheck } from '@/features/layout/session-check';
import { notifyInfo } from '@/lib/notify';

/**
 * The members' area. Every child route needs a signed-in user: the session is checked before the page
 * loads (a spinner shows meanwhile) and a visitor is sent to /auth, which brings them back afterwards.
 * The child routes' loaders get the query cache and the tRPC options proxy from here.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ context, location, preload }) => {
    const { queryClient, trpc } = await context.loadData();
    // A failed check counts as signed out (the spec: "if the check fails, it redirects to /auth").
    const user = await queryClient.ensureQueryData(trpc.accounts.session.queryOptions()).catch(() => null);
    if (!user) {
      // Hovering a link preloads the route; only a real visit tells the visitor why they moved.
      if (!preload) notifyInfo(accountMessages.authRequiredTitle, accountMessages.authRequiredText);
      throw redirect({ to: '/auth', search: { redirect: location.href } });
    }
    return { user, queryClient, trpc };
  },
  pendingMs: 0,
  pendingComponent: SessionCheck,
  component: Outlet,
});
