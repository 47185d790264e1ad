import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { ministry } from '@/content/ministry';
import { serverMessage } from '@/lib/errors';
import { useHydrating } from '@/lib/hydration';

// The pages a link in one of the ministry's emails opens, no sign-in needed (the link's token is the proof):
// one that does what the link is for as it opens (confirming an address), and one that asks first (stopping
// emails: mail scanners follow links, so opening it changes nothing). The prerendered page has no token, so
// until hydration is over neither says the link is missing. Kept out of the build's shared components group
// (vite.config.ts): it reads server errors (@trpc/client), which a visitor's first page must not load.

/** What the page's server call has come to, as useMutation reports it. */
interface LinkCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface ConfirmByLinkPageProps {
  token: string | undefined;
  /** Sends the token; asked once per page, even when React runs the effect twice. */
  confirm: (input: { token: string }) => void;
  call: LinkCall;
  /** What the server said once it confirmed; undefined until then. */
  confirmed: string | undefined;
  words: { confirmedTitle: string; failedTitle: string; linkMissing: string; fallback: string; confirming: string; newLink: string };
  back: ReactNode;
}

/** A page that confirms by its link as it opens, and says so, or why the link no longer works and how to get a new one. */
export function ConfirmByLinkPage({ token, confirm, call, confirmed, words, back }: ConfirmByLinkPageProps) {
  const hydrating = useHydrating();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ token });
  }, [token, confirm]);

  let body: ReactNode;
  if (confirmed !== undefined) {
    body = (
      <>
        <Title order={1}>{words.confirmedTitle}</Title>
        <Text>{confirmed}</Text>
      </>
    );
  } else if (!hydrating && (!token || call.isError)) {
    body = (
      <>
        <Title order={1}>{words.failedTitle}</Title>
        <Text role="alert">{token ? serverMessage(call.error, words.fallback) : words.linkMissing}</Text>
        <Text size="sm" c="dimmed">
          {words.newLink}
        </Text>
      </>
    );
  } else {
    body = <LoadingStatus label={words.confirming} showLabel />;
  }
  return <EmailLinkCard icon={<IconMailCheck size={48} color="var(--mantine-color-covenant-6)" aria-hidden="true" />} body={body} back={back} />;
}

interface StopByLinkPageProps {
  token: string | undefined;
  stop: (input: { token: string }) => void;
  call: LinkCall;
  /** What the page says once stopped; undefined until then. */
  stopped: string | undefined;
  words: { title: string; prompt: string; button: string; fallback: string; stoppedTitle: string; failedTitle: string; linkMissing: string };
  /** Writing to the ministry instead: the email's subject, and what the ministry will then do. */
  writeToUs: { subject: string; then: string };
  back: ReactNode;
}

/** A page whose button stops some emails (opening it changes nothing), and says so or why it could not. */
export function StopByLinkPage({ token, stop, call, stopped, words, writeToUs, back }: StopByLinkPageProps) {
  const hydrating = useHydrating();
  const writeInstead = (
    <Text size="sm" c="dimmed">
      Or write to us at{' '}
      <Anchor href={`mailto:${ministry.email}?subject=${encodeURIComponent(writeToUs.subject)}`} underline="always">
        {ministry.email}
      </Anchor>{' '}
      {writeToUs.then}
    </Text>
  );

  let body: ReactNode;
  if (stopped !== undefined) {
    body = (
      <>
        <Title order={1}>{words.stoppedTitle}</Title>
        <Text role="status">{stopped}</Text>
      </>
    );
  } else if (!hydrating && !token) {
    body = (
      <>
        <Title order={1}>{words.failedTitle}</Title>
        <Text role="alert">{words.linkMissing}</Text>
        {writeInstead}
      </>
    );
  } else {
    body = (
      <>
        <Title order={1}>{words.title}</Title>
        <Text>{words.prompt}</Text>
        {call.isError ? (
          <Text role="alert" c="red.9">
            {serverMessage(call.error, words.fallback)}
          </Text>
        ) : null}
        <Button size="md" disabled={!token} loading={call.isPending} onClick={() => token && stop({ token })}>
          {words.button}
        </Button>
        {call.isError ? writeInstead : null}
      </>
    );
  }
  return <EmailLinkCard icon={<IconMailOff size={48} color="var(--mantine-color-covenant-6)" aria-hidden="true" />} body={body} back={back} />;
}

function EmailLinkCard({ icon, body, back }: { icon: ReactNode; body: ReactNode; back: ReactNode }) {
  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          {icon}
          {body}
          {back}
        </Stack>
      </Paper>
    </Container>
  );
}

