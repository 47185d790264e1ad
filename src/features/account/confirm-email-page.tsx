import { Button } from '@mantine/core';
import { accountEmailMessages } from '@server/contracts/email';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ConfirmByLinkPage } from '@/components/email-link-page';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/account_/confirm-email');

/**
 * Where a confirmation email's link leads: it confirms the address as soon as it opens (no sign-in needed, the
 * link's token is the proof) and says so, or says why the link no longer works and where to get a new one.
 */
export function ConfirmEmailPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { token } = route.useSearch();
  const confirm = useMutation(
    trpc.accounts.confirmEmail.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.accounts.email.queryKey() }),
    }),
  );
  return (
    <ConfirmByLinkPage
      token={token}
      confirm={confirm.mutate}
      call={confirm}
      confirmed={confirm.data?.message}
      words={{
        confirmedTitle: accountEmailMessages.confirmedTitle,
        failedTitle: 'We could not confirm your email address',
        linkMissing: accountEmailMessages.linkMissing,
        fallback: accountEmailMessages.sendFailedFallback,
        confirming: 'Confirming your email address',
        newLink: 'Your account page shows the address waiting for confirmation, and sends a new link.',
      }}
      back={
        <Button component={Link} to="/account" variant="light">
          Go to your account
        </Button>
      }
    />
  );
}
