import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { newsletterLinkMessages } from '@server/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { useHydrating } from '@/lib/hydration';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/newsletter/confirm');

/**
 * Where a newsletter confirmation email's link leads (decision 027): it confirms the sign-up as it opens (no
 * sign-in: the link's token is the proof) and says so, or says why the link no longer works and how to get a new one.
 */
export function ConfirmSubscriptionPage() {
  const trpc = useTRPC();
  const { token } = route.useSearch();
  // The prerendered page (no token) and its hydration say "Confirming": the link's token is read after.
  const hydrating = useHydrating();
  const { mutate, data, error, isError } = useMutation(trpc.newsletter.confirm.mutationOptions());
  // Asked once per page, even when React runs the effect twice.
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    mutate({ token });
  }, [token, mutate]);

  let body: React.ReactNode;
  if (data) {
    body = (
      <>
        <Title order={1}>{newsletterLinkMessages.confirmedTitle}</Title>
        <Text>{data.message}</Text>
      </>
    );
  } else if (!hydrating && (!token || isError)) {
    body = (
      <>
        <Title order={1}>{newsletterLinkMessages.confirmFailedTitle}</Title>
        <Text role="alert">{token ? serverMessage(error, newsletterLinkMessages.confirmFallback) : newsletterLinkMessages.confirmLinkMissing}</Text>
        <Text size="sm" c="dimmed">
          Signing up again in the newsletter form on our home page sends a new link.
        </Text>
      </>
    );
  } else {
    body = <LoadingStatus label={newsletterLinkMessages.confirmingLabel} showLabel />;
  }

  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          <IconMailCheck size={48} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
          {body}
          <Button component={Link} to="/" variant="light">
            Go to the home page
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
