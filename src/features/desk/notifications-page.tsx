import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { ActionStatus } from './action-status';
import { DeskLoadError } from './desk-load-error';
import { DeskPageHeader } from './desk-page-header';
import { NotificationsForm } from './notifications-form';

/** /desk/notifications, for every member of staff: what the desk emails them about, at their confirmed address. */
export function NotificationsPage() {
  const trpc = useTRPC();
  const mine = useQuery(trpc.desk.myNotifications.queryOptions());
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();

  let body: React.ReactNode;
  if (mine.data) {
    body = (
      <>
        {mine.data.email ? (
          <Text>
            Emails go to <strong>{mine.data.email}</strong>, the confirmed address on your account.{' '}
            <Anchor component={Link} to="/account" underline="always">
              Change it on your account page
            </Anchor>
            .
          </Text>
        ) : (
          <Alert color="covenant" variant="light" title="No email address on file" role="status">
            Nothing can be sent to you until your account has a confirmed email address.{' '}
            <Anchor component={Link} to="/account" underline="always">
              Add one on your account page
            </Anchor>
            ; the choices below take effect once it is confirmed.
          </Alert>
        )}
        <NotificationsForm saved={mine.data} onSaved={setDone} />
      </>
    );
  } else if (mine.isError) {
    body = <DeskLoadError error={mine.error} what="Your notifications" onRetry={() => void mine.refetch()} retrying={mine.isFetching} />;
  } else {
    body = <LoadingStatus label="Loading your notifications" />;
  }

  return (
    <>
      <DeskPageHeader title="My notifications">What the desk emails you about. Your own choices: nobody else’s change.</DeskPageHeader>
      <Stack component="section" aria-labelledby={headingId} gap="md">
        <Title order={2} size="h4" id={headingId}>
          Email me about
        </Title>
        {body}
        <ActionStatus message={done} />
      </Stack>
    </>
  );
}
