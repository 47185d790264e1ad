import { Button } from '@mantine/core';
import { newsletterLinkMessages } from '@server/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { StopByLinkPage } from '@/components/email-link-page';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/newsletter/unsubscribe');

/**
 * The page of a newsletter email's unsubscribe link (decision 027). Opening it changes nothing (mail scanners
 * follow links); its button takes the address off the list, no sign-in needed, and the page then says so.
 */
export function UnsubscribePage() {
  const trpc = useTRPC();
  const { token } = route.useSearch();
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  return (
    <StopByLinkPage
      token={token}
      stop={unsubscribe.mutate}
      call={unsubscribe}
      stopped={unsubscribe.data?.message}
      words={{
        title: newsletterLinkMessages.unsubscribeTitle,
        prompt: newsletterLinkMessages.unsubscribePrompt,
        button: newsletterLinkMessages.unsubscribeButton,
        fallback: newsletterLinkMessages.unsubscribeFallback,
        stoppedTitle: newsletterLinkMessages.unsubscribedTitle,
        failedTitle: newsletterLinkMessages.unsubscribeFailedTitle,
        linkMissing: newsletterLinkMessages.unsubscribeLinkMissing,
      }}
      writeToUs={{ subject: 'Unsubscribe', then: 'and we will take you off the list.' }}
      back={
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      }
    />
  );
}
