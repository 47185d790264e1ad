import { addNoteInput, INBOX_NOTE_MAX, type InboxKind } from '@server/contracts/desk';
import type { InboxReply } from '@server/contracts/desk-notifications';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { LimitedTextarea } from '@/components/limited-textarea';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { textareaAutosize } from '@/lib/textarea-autosize';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';
import { DeskTime } from './desk-time';
import { outboxStatusBadges, outboxStatusLabels } from './outbox-labels';

const noteForm = addNoteInput.pick({ body: true });

interface InboxNotesProps {
  item: { kind: InboxKind; id: number };
}

interface Note {
  id: number;
  author: { username: string } | null;
  body: string;
  createdAt: Date;
}

type ThreadEntry = { type: 'note'; at: Date; note: Note } | { type: 'reply'; at: Date; reply: InboxReply };

/**
 * A message's thread, oldest first: the staff's internal notes (the sender never sees them) and the replies sent
 * to the sender by email, each with where its email stands; then a field to add a note.
 */
export function InboxNotes({ item }: InboxNotesProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const notes = useQuery(trpc.desk.notes.queryOptions(item));
  const replies = useQuery(trpc.desk.replies.queryOptions(item));
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
  if (notes.data && replies.data) {
    const thread: ThreadEntry[] = [
      ...notes.data.notes.map((note): ThreadEntry => ({ type: 'note', at: note.createdAt, note })),
      ...replies.data.replies.map((reply): ThreadEntry => ({ type: 'reply', at: reply.createdAt, reply })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    list =
      thread.length === 0 ? (
        <Text size="sm" c="gray.7">
          No notes or replies yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {thread.map((entry) => (entry.type === 'note' ? <NoteEntry key={`note-${entry.note.id}`} note={entry.note} /> : <ReplyEntry key={`reply-${entry.reply.id}`} reply={entry.reply} />))}
        </Stack>
      );
  } else if (notes.isError || replies.isError) {
    list = (
      <Text size="sm" c="red.9">
        The notes and replies could not be loaded.
      </Text>
    );
  } else {
    list = <LoadingStatus label="Loading the notes and replies" size="sm" py="xs" />;
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        Notes and replies
      </Title>
      {list}
      <form noValidate onSubmit={form.onValid(({ body }) => addNote.mutate({ ...item, body }))}>
        <Stack gap="xs">
          <LimitedTextarea
            label="Add a note"
            description="Only staff see notes."
            autosize={textareaAutosize}
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

function NoteEntry({ note }: { note: Note }) {
  return (
    <Paper component="li" bg="gray.0" radius="sm" p="sm">
      <Text size="xs" c="gray.7">
        Note by {note.author?.username ?? 'former staff'} &middot; <DeskTime date={note.createdAt} />
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.body}
      </Text>
    </Paper>
  );
}

function ReplyEntry({ reply }: { reply: InboxReply }) {
  const status = reply.email?.status;
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group gap="xs" justify="space-between">
        <Text size="xs" c="gray.7">
          Reply by email from {reply.author?.username ?? 'former staff'} to {reply.to} &middot; <DeskTime date={reply.createdAt} />
        </Text>
        {status ? (
          <Badge radius="sm" size="sm" {...outboxStatusBadges[status]}>
            Email: {outboxStatusLabels[status]}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" fw={600}>
        {reply.subject}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {reply.body}
      </Text>
      {status === 'failed' && reply.email?.lastError ? (
        <Text size="xs" c="red.9">
          Not delivered: {reply.email.lastError} The Outbox can send it again.
        </Text>
      ) : null}
    </Paper>
  );
}
