import { addNoteInput, INBOX_NOTE_MAX, type InboxKind } from '@server/contracts/desk';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { LimitedTextarea } from '@/components/limited-textarea';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';
import { DeskTime } from './desk-time';

const noteForm = addNoteInput.pick({ body: true });

interface InboxNotesProps {
  item: { kind: InboxKind; id: number };
}

/** The staff's internal notes on a message, oldest first, and a field to add one. The sender never sees them. */
export function InboxNotes({ item }: InboxNotesProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const notes = useQuery(trpc.desk.notes.queryOptions(item));
  const form = useSchemaForm(noteForm, { body: '' });
  const addNote = useMutation(
    trpc.desk.addNote.mutationOptions({
      onSuccess: (note) => {
        queryClient.setQueryData(trpc.desk.notes.queryKey(item), (old) => ({ notes: [...(old?.notes ?? []), note] }));
        form.reset();
      },
      onError: (error) => notifyError('The note was not added', serverMessage(error, 'Please try again in a moment.')),
    }),
  );

  let list: React.ReactNode;
  if (notes.data) {
    list =
      notes.data.notes.length === 0 ? (
        <Text size="sm" c="gray.7">
          No notes yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {notes.data.notes.map((note) => (
            <Paper component="li" key={note.id} bg="gray.0" radius="sm" p="sm">
              <Text size="xs" c="gray.7">
                {note.author?.username ?? 'Former staff'} &middot;{' '}
                <DeskTime date={note.createdAt} />
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      );
  } else if (notes.isError) {
    list = (
      <Text size="sm" c="red.9">
        The notes could not be loaded.
      </Text>
    );
  } else {
    list = <LoadingStatus label="Loading the notes" size="sm" py="xs" />;
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        Internal notes
      </Title>
      {list}
      <form noValidate onSubmit={form.onValid(({ body }) => addNote.mutate({ ...item, body }))}>
        <Stack gap="xs">
          <LimitedTextarea
            label="Add a note"
            description="Only staff see notes."
            autosize
            minRows={2}
            max={INBOX_NOTE_MAX}
            limitMessage={`Please keep the note under ${INBOX_NOTE_MAX} characters`}
            {...form.getInputProps('body')}
          />
          <Button type="submit" variant="light" w="fit-content" loading={addNote.isPending}>
            Add note
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
