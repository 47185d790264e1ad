import { PRAISE_NOTE_MAX, prayerAnsweredInput } from '@server/contracts/desk';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { LimitedTextarea } from '@/components/limited-textarea';
import { serverMessage } from '@/lib/errors';
import { textareaAutosize } from '@/lib/textarea-autosize';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';
import { usePrayerChange } from './use-prayer-change';

// The form always sends a note; clearing the answer is its own button on the card.
const praiseForm = z.object({ praiseNote: prayerAnsweredInput.shape.praiseNote.unwrap() });

interface PraiseNoteFormProps {
  prayerId: number;
  /** The note to change, if the request is answered already. */
  praiseNote: string | null;
  /** Whether the wall shows the request (and so the praise). */
  onWall: boolean;
  /** The requester asked to hear when it is answered, and has not been told yet: this note is emailed to them. */
  emailsRequester: boolean;
  onSaved: (praiseNote: string) => void;
  onCancel: () => void;
}

/** Marks a request answered with the praise the wall shows beside it; a failure keeps what was written. */
export function PraiseNoteForm({ prayerId, praiseNote, onWall, emailsRequester, onSaved, onCancel }: PraiseNoteFormProps) {
  const trpc = useTRPC();
  const showChange = usePrayerChange();
  const form = useSchemaForm(praiseForm, { praiseNote: praiseNote ?? '' });
  const answer = useMutation(trpc.desk.setPrayerAnswered.mutationOptions());

  return (
    <form
      noValidate
      onSubmit={form.onValid((values) =>
        answer.mutate(
          { id: prayerId, praiseNote: values.praiseNote },
          {
            onSuccess: (changed) => {
              showChange(changed);
              onSaved(values.praiseNote);
            },
          },
        ),
      )}
    >
      <Stack gap="xs">
        <LimitedTextarea
          label="Praise note"
          description={`${onWall ? 'The wall shows it beside the request.' : 'Kept with the request (the wall does not show this one).'}${
            emailsRequester ? ' The requester asked to hear when it is answered: they are emailed this note.' : ''
          }`}
          autosize={textareaAutosize}
          minRows={2}
          max={PRAISE_NOTE_MAX}
          limitMessage={`Please keep the praise under ${PRAISE_NOTE_MAX} characters`}
          // Opened by a press of Mark answered: the writing starts here.
          autoFocus
          {...form.getInputProps('praiseNote')}
        />
        {answer.isError ? (
          <Text c="red.9" size="sm" role="alert">
            {serverMessage(answer.error, 'The request was not marked answered. Please try again.')}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={answer.isPending}>
            Save answered
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
