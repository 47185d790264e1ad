import { accountMessages } from '@server/contracts/account-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeSessionHint } from '@/lib/session-hint';
import { useTRPC } from '@/lib/trpc';

/** Signing out: the session ends on the server, every member's cached data goes, and a members' page is left. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation(
    trpc.accounts.logout.mutationOptions({
      onSuccess: async () => {
        // The session query is kept, not cleared with the rest: whoever reads it (the header) is told at once.
        const sessionKey = trpc.accounts.session.queryKey();
        queryClient.setQueryData(sessionKey, null);
        const session = queryClient.getQueryCache().find({ queryKey: sessionKey, exact: true });
        queryClient.removeQueries({ predicate: (query) => query !== session });
        queryClient.getMutationCache().clear();
        writeSessionHint(false);
        notifySuccess(accountMessages.loggedOutTitle, accountMessages.loggedOutText);
        const onMembersPage = router.state.matches.some((match) => match.routeId.startsWith('/_member'));
        if (onMembersPage) await router.navigate({ to: '/' });
      },
      onError: (error) => notifyError(accountMessages.logoutFailedTitle, serverMessage(error, accountMessages.logoutFailedFallback)),
    }),
  );
}
