import { Button, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MAX_MESSAGE,
  contactMessages,
  contactSubjects,
  contactSubmitInput,
} from '@server/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSuccessPanel } from '@/components/form-success-panel';
import { HoneypotField } from '@/components/honeypot-field';
import { LimitedTextarea } from '@/components/limited-textarea';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { textareaAutosize } from '@/lib/textarea-autosize';
import { useTRPC } from '@/lib/trpc';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';

const emptyMessage = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form on /contact: editing, sending, then a sent panel with 'Send Another Message'. */
export function ContactForm() {
  const trpc = useTRPC();
  const form = useSchemaForm(contactSubmitInput, emptyMessage);
  const keepInput = useKeepPrerenderedInput(form);
  const [sent, setSent] = useState(false);
  const send = useMutation(
    trpc.contact.submit.mutationOptions({
      onSuccess: () => {
        notifySuccess(contactMessages.successTitle, contactMessages.successText);
        setSent(true);
      },
      onError: (error) => notifyError(contactMessages.errorTitle, serverMessage(error, contactMessages.errorFallback)),
    }),
  );

  if (sent) {
    return (
      <FormSuccessPanel
        icon={IconMailCheck}
        title="Message sent"
        text="We've received your message and will get back to you soon."
        actionLabel="Send Another Message"
        onAction={() => {
          form.reset();
          send.reset();
          setSent(false);
        }}
      />
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form ref={keepInput} noValidate onSubmit={form.onValid((data) => send.mutate(data))} aria-label="Contact form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <Select
              label="Subject"
              placeholder="Choose a subject"
              required
              data={[...contactSubjects]}
              allowDeselect={false}
              {...form.getInputProps('subject')}
              onChange={(value) => form.setFieldValue('subject', value ?? '')}
            />
          </SimpleGrid>
          <LimitedTextarea
            label="Message"
            required
            autosize={textareaAutosize}
            minRows={5}
            max={CONTACT_MESSAGE_MAX}
            limitMessage={CONTACT_MESSAGE_MAX_MESSAGE}
            {...form.getInputProps('message')}
          />
          <HoneypotField form={form} />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
