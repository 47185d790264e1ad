import { Button, Paper, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { newsletterMessages, newsletterSubscribeInput } from '@server/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSuccessPanel } from '@/components/form-success-panel';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';
import { emptySubscriber, SubscriberFields } from './subscriber-fields';

/** The newsletter sign-up: the form, then a thank-you with 'Subscribe Another Email'. */
export function NewsletterForm({ idPrefix }: { idPrefix: string }) {
  const trpc = useTRPC();
  const form = useSchemaForm(newsletterSubscribeInput, emptySubscriber);
  const keepInput = useKeepPrerenderedInput(form);
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
      <FormSuccessPanel
        icon={IconCircleCheck}
        title="Thank you for subscribing!"
        text="Watch your inbox for teachings, event news and encouragement."
        actionLabel="Subscribe Another Email"
        onAction={() => {
          form.reset();
          subscribe.reset();
          setSubscribed(false);
        }}
      />
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form ref={keepInput} noValidate onSubmit={form.onValid((data) => subscribe.mutate(data))}>
        <Stack gap="md">
          <SubscriberFields form={form} idPrefix={idPrefix} />
          <Button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
