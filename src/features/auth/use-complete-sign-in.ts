import type { SignedInUser } from '@server/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { writeSessionHint } from '@/lib/session-hint';
import { useTRPC } from '@/lib/trpc';

/** Where a member goes after signing in when they were not sent to /auth from somewhere. */
export const AFTER_SIGN_IN_PATH = '/bible-chat';

/**
 * After a successful sign-in or registration: the session everyone reads now holds the member, and the
 * member goes back to the page they were sent away from, else to Bible Chat.
 */
export function useCompleteSignIn(redirect: string | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: SignedInUser) => {
    queryClient.setQueryData(trpc.accounts.session.queryKey(), user);
    // The next page loaded on this browser asks who is signed in (decision 016).
    writeSessionHint(true);
    await navigate({ href: redirect ?? AFTER_SIGN_IN_PATH, replace: true });
  };
}
