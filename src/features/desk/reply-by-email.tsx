import type { InboxItem } from '@server/contracts/desk';
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, replyInput, replyMessages, replySubject } from '@server/contracts/desk-notifications';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ministry } from '@/content/ministry';
import { LimitedTextarea } from '@/components/limited-textarea';
import { serverMessage } from '@/lib/errors';
import { textareaAutosize } from '@/lib/textarea-autosize';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ActionStatus } from './action-status';
import { useInboxChange } from './use-inbox-change';

const replyForm = replyInput.pick({ subject: true, body: true });

/**
 * A reply to the sender by email: "Reply by email" opens a form with the subject prefilled ("Re: ...") and the
 * message. It is sent from the ministry through the outbox, and an answer comes back to the ministry's address;
 * once sent it shows in the thread below, and the form closes. A refusal is said in the form, with what was
 * typed kept; Cancel closes it and keeps the draft for later.
 */
export function ReplyByEmail({ item }: { item: InboxItem }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const showChange = useInboxChange();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const subjectField = useRef<HTMLInputElement>(null);
  // Where focus goes once the form has opened or closed.
  const [focusTo, setFocusTo] = useState<'opener' | 'form' | null>(null);
  const ref = { kind: item.kind, id: item.id };
  const form = useSchemaForm(replyForm, { subject: replySubject(item.subject), body: '' });

  const reply = useMutation(
    trpc.desk.reply.mutationOptions({
      onSuccess: ({ reply: sent, item: change }) => {
        queryClient.setQueryData(trpc.desk.replies.queryKey(ref), (old) => ({ replies: [...(old?.replies ?? []), sent] }));
        showChange(change);
        void queryClient.invalidateQueries({ queryKey: trpc.desk.outbox.list.pathKey(), refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey(), refetchType: 'none' });
        form.setValues({ subject: replySubject(item.subject), body: '' });
        form.resetDirty();
        setDone(`Reply sent to ${sent.to}. It is in the thread below; the Outbox shows when it leaves.`);
        setFocusTo('opener');
        setOpen(false);
      },
    }),
  );

  // Focus follows the form: into it as it opens, back to the button as it closes.
  useEffect(() => {
    if (focusTo === 'form') subjectField.current?.focus();
    if (focusTo === 'opener') opener.current?.focus();
  }, [focusTo, open]);

  if (!open) {
    return (
      <Stack gap={4} align="flex-start">
        <Button
          ref={opener}
          variant="light"
          leftSection={<IconMail size={16} aria-hidden="true" />}
          onClick={() => {
            setDone(null);
            reply.reset();
            setFocusTo('form');
            setOpen(true);
          }}
        >
          Reply by email
        </Button>
        <ActionStatus message={done} />
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        Reply to {item.name}
      </Title>
      <Text size="sm" c="gray.7">
        To {item.email}, from {ministry.name}. An answer to it comes back to {ministry.email}.
      </Text>
      <form noValidate onSubmit={form.onValid((values) => reply.mutate({ ...ref, ...values }))}>
        <Stack gap="xs">
          <TextInput ref={subjectField} label="Subject" required maxLength={REPLY_SUBJECT_MAX} {...form.getInputProps('subject')} />
          <LimitedTextarea
            label="Message"
            required
            autosize={textareaAutosize}
            minRows={5}
            max={REPLY_BODY_MAX}
            limitMessage={replyMessages.bodyTooLong}
            {...form.getInputProps('body')}
          />
          {reply.isError ? (
            <Text c="red.9" size="sm" role="alert">
              The reply was not sent: {serverMessage(reply.error, 'Please try again in a moment.')}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button type="submit" leftSection={<IconMail size={16} aria-hidden="true" />} loading={reply.isPending}>
              Send reply
            </Button>
            <Button
              variant="default"
              disabled={reply.isPending}
              onClick={() => {
                setFocusTo('opener');
                setOpen(false);
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
