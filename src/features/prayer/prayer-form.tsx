import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import {
  PRAYER_REFETCH_DELAY_MS,
  PRAYER_REQUEST_MAX,
  PRAYER_REQUEST_MAX_MESSAGE,
  prayerMessages,
  prayerNoticeMessages,
  prayerSubmitInput,
} from '@server/contracts/prayer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormSuccessPanel } from '@/components/form-success-panel';
import { HoneypotField } from '@/components/honeypot-field';
import { LimitedTextarea } from '@/components/limited-textarea';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { textareaAutosize } from '@/lib/textarea-autosize';
import { useTRPC } from '@/lib/trpc';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';

const emptyPrayer = { name: '', email: '', request: '', isPrivate: false, notifyWhenAnswered: false, notifyWhenPrayed: false, website: '' };

/** Sharing a prayer need: the form, then a confirmation with 'Submit Another Request'. */
export function PrayerForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm(prayerSubmitInput, emptyPrayer);
  const keepInput = useKeepPrerenderedInput(form);
  const [submitted, setSubmitted] = useState(false);
  const noticeHintId = useId();

  const submit = useMutation(
    trpc.prayer.submit.mutationOptions({
      onSuccess: (_result, input) => {
        notifySuccess(prayerMessages.successTitle, prayerMessages.successText);
        setSubmitted(true);
        // A public request joins the wall: look again a moment later (the spec's 1 s).
        if (!input.isPrivate) {
          setTimeout(() => void queryClient.invalidateQueries(trpc.prayer.list.queryFilter()), PRAYER_REFETCH_DELAY_MS);
        }
      },
      onError: (error) => notifyError(prayerMessages.errorTitle, serverMessage(error, prayerMessages.errorFallback)),
    }),
  );

  if (submitted) {
    return (
      <FormSuccessPanel
        icon={IconHeartHandshake}
        title="Thank you for sharing"
        text="Your prayer request has been received. Our team will be praying for you."
        actionLabel="Submit Another Request"
        onAction={() => {
          form.reset();
          submit.reset();
          setSubmitted(false);
        }}
      />
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form ref={keepInput} noValidate onSubmit={form.onValid((data) => submit.mutate(data))} aria-labelledby="prayer-form-title">
        <Stack gap="sm">
          <Title order={3} id="prayer-form-title">
            Share a prayer request
          </Title>
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            description="Never shown on the wall."
            {...form.getInputProps('email')}
          />
          <LimitedTextarea
            label="Prayer request"
            required
            autosize={textareaAutosize}
            minRows={4}
            max={PRAYER_REQUEST_MAX}
            limitMessage={PRAYER_REQUEST_MAX_MESSAGE}
            {...form.getInputProps('request')}
          />
          <Checkbox
            label="Keep this request private (only our prayer team will see it)"
            {...form.getInputProps('isPrivate', { type: 'checkbox' })}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              form.setFieldValue('isPrivate', checked);
              // A private request is never on the wall, so nobody presses "I prayed" for it.
              if (checked) form.setFieldValue('notifyWhenPrayed', false);
            }}
          />
          <Stack gap={6}>
            <Checkbox
              label={prayerNoticeMessages.notifyWhenAnswered}
              aria-describedby={noticeHintId}
              {...form.getInputProps('notifyWhenAnswered', { type: 'checkbox' })}
              onChange={(event) => {
                const { checked } = event.currentTarget;
                form.setFieldValue('notifyWhenAnswered', checked);
                if (!checked) form.setFieldValue('notifyWhenPrayed', false);
              }}
            />
            {form.values.notifyWhenAnswered && !form.values.isPrivate ? (
              <Checkbox ml="xl" label={prayerNoticeMessages.notifyWhenPrayed} {...form.getInputProps('notifyWhenPrayed', { type: 'checkbox' })} />
            ) : null}
            <Text id={noticeHintId} size="sm" c="gray.7">
              We email the address above; every email has a link to stop them.
            </Text>
          </Stack>
          <HoneypotField form={form} />
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Prayer Request'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
