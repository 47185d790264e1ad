import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { newsletterLinkMessages } from '@server/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { serverMessage } from '@/lib/errors';
import { useHydrating } from '@/lib/hydration';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/newsletter/unsubscribe');

/**
 * The page of a newsletter email's unsubscribe link (decision 027). Opening it changes nothing (mail scanners
 * follow links); its button takes the address off the list, no sign-in needed, and the page then says so.
 */
export function UnsubscribePage() {
  const trpc = useTRPC();
  const { token } = route.useSearch();
  // The prerendered page has no token: until hydration is over it shows the question, not "link missing".
  const hydrating = useHydrating();
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());

  const writeToUs = (
    <Text size="sm" c="dimmed">
      Or write to us at{' '}
      <Anchor href={`mailto:${ministry.email}?subject=Unsubscribe`} underline="always">
        {ministry.email}
      </Anchor>{' '}
      and we will take you off the list.
    </Text>
  );

  let body: React.ReactNode;
  if (unsubscribe.data) {
    body = (
      <>
        <Title order={1}>{newsletterLinkMessages.unsubscribedTitle}</Title>
        <Text role="status">{unsubscribe.data.message}</Text>
      </>
    );
  } else if (!hydrating && !token) {
    body = (
      <>
        <Title order={1}>{newsletterLinkMessages.unsubscribeFailedTitle}</Title>
        <Text role="alert">{newsletterLinkMessages.unsubscribeLinkMissing}</Text>
        {writeToUs}
      </>
    );
  } else {
    body = (
      <>
        <Title order={1}>{newsletterLinkMessages.unsubscribeTitle}</Title>
        <Text>{newsletterLinkMessages.unsubscribePrompt}</Text>
        {unsubscribe.isError ? (
          <Text role="alert" c="red.9">
            {serverMessage(unsubscribe.error, newsletterLinkMessages.unsubscribeFallback)}
          </Text>
        ) : null}
        <Button size="md" disabled={!token} loading={unsubscribe.isPending} onClick={() => token && unsubscribe.mutate({ token })}>
          {newsletterLinkMessages.unsubscribeButton}
        </Button>
        {unsubscribe.isError ? writeToUs : null}
      </>
    );
  }

  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          <IconMailOff size={48} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
          {body}
          <Button component={Link} to="/" variant="light">
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
