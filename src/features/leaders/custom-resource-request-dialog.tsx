import { Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CUSTOM_REQUEST_DESCRIPTION_MAX,
  CUSTOM_REQUEST_DESCRIPTION_MAX_MESSAGE,
  customResourceRequestInput,
  customResourceRequestMessages,
  customResourceTypes,
} from '@server/contracts/leaders';
import { useMutation } from '@tanstack/react-query';
import { HoneypotField } from '@/components/honeypot-field';
import { LimitedTextarea } from '@/components/limited-textarea';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { textareaAutosize } from '@/lib/textarea-autosize';
import { useTRPC } from '@/lib/trpc';
import { useOpenedAfterMount } from '@/lib/use-opened-after-mount';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';

const emptyRequest = { name: '', email: '', ministry: '', resourceType: '', description: '', website: '' };

/** 'Request Custom Ministry Resources': on success a toast, and the dialog closes and starts afresh. */
export function CustomResourceRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const shown = useOpenedAfterMount(opened);
  const form = useSchemaForm(customResourceRequestInput, emptyRequest);
  const keepInput = useKeepPrerenderedInput(form);
  const send = useMutation(
    trpc.contact.requestResource.mutationOptions({
      onSuccess: () => {
        notifySuccess(customResourceRequestMessages.successTitle, customResourceRequestMessages.successText);
        form.reset();
        onClose();
      },
      onError: (error) =>
        notifyError(customResourceRequestMessages.errorTitle, serverMessage(error, customResourceRequestMessages.errorFallback)),
    }),
  );

  return (
    <Modal opened={shown} onClose={onClose} title="Request Custom Ministry Resources" centered size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form ref={keepInput} noValidate onSubmit={form.onValid((data) => send.mutate(data))}>
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            Tell us what your congregation needs and our team will get in touch to shape it with you.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          </SimpleGrid>
          <TextInput label="Ministry or church" autoComplete="organization" required {...form.getInputProps('ministry')} />
          <Select
            label="Resource type"
            placeholder="Choose a resource type"
            required
            data={[...customResourceTypes]}
            allowDeselect={false}
            {...form.getInputProps('resourceType')}
            onChange={(value) => form.setFieldValue('resourceType', value ?? '')}
          />
          <LimitedTextarea
            label="Description"
            required
            autosize={textareaAutosize}
            minRows={4}
            max={CUSTOM_REQUEST_DESCRIPTION_MAX}
            limitMessage={CUSTOM_REQUEST_DESCRIPTION_MAX_MESSAGE}
            {...form.getInputProps('description')}
          />
          <HoneypotField form={form} />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Submitting...' : 'Submit Request'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
