import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { prayerNoticeMessages } from '@server/contracts/prayer';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { serverMessage } from '@/lib/errors';
import { useHydrating } from '@/lib/hydration';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/prayer-notices');

/**
 * The page of the link in a prayer requester's email (answered, someone prayed). Opening it changes nothing (mail
 * scanners follow links); its button turns that request's emails off, no sign-in needed, and the page says so.
 */
export function PrayerNoticesPage() {
  const trpc = useTRPC();
  const { token } = route.useSearch();
  // The prerendered page has no token: until hydration is over it shows the question, not "link missing".
  const hydrating = useHydrating();
  const stop = useMutation(trpc.prayer.stopNotices.mutationOptions());

  const writeToUs = (
    <Text size="sm" c="dimmed">
      Or write to us at{' '}
      <Anchor href={`mailto:${ministry.email}?subject=Prayer%20request%20emails`} underline="always">
        {ministry.email}
      </Anchor>{' '}
      and we will stop them.
    </Text>
  );

  let body: React.ReactNode;
  if (stop.data) {
    body = (
      <>
        <Title order={1}>{prayerNoticeMessages.stoppedTitle}</Title>
        <Text role="status">{prayerNoticeMessages.stopped}</Text>
      </>
    );
  } else if (!hydrating && !token) {
    body = (
      <>
        <Title order={1}>{prayerNoticeMessages.stopFailedTitle}</Title>
        <Text role="alert">{prayerNoticeMessages.linkMissing}</Text>
        {writeToUs}
      </>
    );
  } else {
    body = (
      <>
        <Title order={1}>{prayerNoticeMessages.title}</Title>
        <Text>{prayerNoticeMessages.prompt}</Text>
        {stop.isError ? (
          <Text role="alert" c="red.9">
            {serverMessage(stop.error, prayerNoticeMessages.stopFallback)}
          </Text>
        ) : null}
        <Button size="md" disabled={!token} loading={stop.isPending} onClick={() => token && stop.mutate({ token })}>
          {prayerNoticeMessages.stopButton}
        </Button>
        {stop.isError ? writeToUs : null}
      </>
    );
  }

  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          <IconMailOff size={48} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
          {body}
          <Button component={Link} to="/resources" hash="prayer-wall" variant="light">
            Go to the prayer wall
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
