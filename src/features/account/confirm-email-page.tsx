import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { accountEmailMessages } from '@server/contracts/email';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { useHydrating } from '@/lib/hydration';
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
  // The prerendered page (no token) and its hydration say "Confirming": the link's token is read after.
  const hydrating = useHydrating();
  const { mutate, data, error, isError } = useMutation(
    trpc.accounts.confirmEmail.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.accounts.email.queryKey() }),
    }),
  );
  // A link works once: asked once per page, even when React runs the effect twice.
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
        <Title order={1}>{accountEmailMessages.confirmedTitle}</Title>
        <Text>{data.message}</Text>
      </>
    );
  } else if (!hydrating && (!token || isError)) {
    body = (
      <>
        <Title order={1}>We could not confirm your email address</Title>
        <Text role="alert">{token ? serverMessage(error, accountEmailMessages.sendFailedFallback) : accountEmailMessages.linkMissing}</Text>
        <Text size="sm" c="dimmed">
          Your account page shows the address waiting for confirmation, and sends a new link.
        </Text>
      </>
    );
  } else {
    body = <LoadingStatus label="Confirming your email address" showLabel />;
  }

  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          <IconMailCheck size={48} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
          {body}
          <Button component={Link} to="/account" variant="light">
            Go to your account
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
