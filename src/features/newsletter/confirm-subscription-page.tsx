import { Button } from '@mantine/core';
import { newsletterLinkMessages } from '@server/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ConfirmByLinkPage } from '@/components/email-link-page';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/newsletter/confirm');

/**
 * Where a newsletter confirmation email's link leads (decision 027): it confirms the sign-up as it opens (no
 * sign-in: the link's token is the proof) and says so, or says why the link no longer works and how to get a new one.
 */
export function ConfirmSubscriptionPage() {
  const trpc = useTRPC();
  const { token } = route.useSearch();
  const confirm = useMutation(trpc.newsletter.confirm.mutationOptions());
  return (
    <ConfirmByLinkPage
      token={token}
      confirm={confirm.mutate}
      call={confirm}
      confirmed={confirm.data?.message}
      words={{
        confirmedTitle: newsletterLinkMessages.confirmedTitle,
        failedTitle: newsletterLinkMessages.confirmFailedTitle,
        linkMissing: newsletterLinkMessages.confirmLinkMissing,
        fallback: newsletterLinkMessages.confirmFallback,
        confirming: newsletterLinkMessages.confirmingLabel,
        newLink: 'Signing up again in the newsletter form on our home page sends a new link.',
      }}
      back={
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      }
    />
  );
}
