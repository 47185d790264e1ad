import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { accountMessages } from '@server/contracts/account-messages';
import { SessionCheck } from '@/features/layout/session-check';
import { notifyInfo } from '@/lib/notify';

/**
 * The members' area. Every child route needs a signed-in user: the session is checked before the page
 * loads (a spinner shows meanwhile) and a visitor is sent to /auth, which brings them back afterwards.
 */
export const Route = createFileRoute('/_member')({
  beforeLoad: async ({ context, location, preload }) => {
    // A failed check counts as signed out (the spec: "if the check fails, it redirects to /auth").
    const user = await context.queryClient
      .ensureQueryData(context.trpc.accounts.session.queryOptions())
      .catch(() => null);
    if (!user) {
      // Hovering a link preloads the route; only a real visit tells the visitor why they moved.
      if (!preload) notifyInfo(accountMessages.authRequiredTitle, accountMessages.authRequiredText);
      throw redirect({ to: '/auth', search: { redirect: location.href } });
    }
    return { user };
  },
  pendingMs: 0,
  pendingComponent: SessionCheck,
  component: Outlet,
});
