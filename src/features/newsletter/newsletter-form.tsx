import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { newsletterMessages, newsletterSubscribeInput } from '@server/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';
import { emptySubscriber, SubscriberFields } from './subscriber-fields';

/** The newsletter sign-up: the form, then a thank-you with 'Subscribe Another Email'. */
export function NewsletterForm({ idPrefix }: { idPrefix: string }) {
  const trpc = useTRPC();
  const form = useSchemaForm(newsletterSubscribeInput, emptySubscriber);
  const [subscribed, setSubscribed] = useState(false);
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions({
      onSuccess: () => {
        notifySuccess(newsletterMessages.successTitle, newsletterMessages.successText);
        setSubscribed(true);
      },
      onError: (error) => notifyError(newsletterMessages.errorTitle, serverMessage(error, newsletterMessages.errorFallback)),
    }),
  );

  if (subscribed) {
    return (
      <Paper withBorder radius="md" p="xl" role="status">
        <Stack align="center" gap="sm" ta="center">
          <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          <Title order={3}>Thank you for subscribing!</Title>
          <Text c="dimmed">Watch your inbox for teachings, event news and encouragement.</Text>
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              subscribe.reset();
              setSubscribed(false);
            }}
          >
            Subscribe Another Email
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate onSubmit={form.onValid((data) => subscribe.mutate(data))}>
        <Stack gap="md">
          <SubscriberFields form={form} idPrefix={idPrefix} />
          <Button type="submit" loading={false} disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
