import type { SignedInUser } from '@server/contracts/accounts';
import { inboxStatuses, type InboxItem } from '@server/contracts/desk';
import { Divider, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { InboxAssignee } from './inbox-assignee';
import { inboxStatusLabels } from './inbox-labels';
import { InboxNotes } from './inbox-notes';
import { ReplyByEmail } from './reply-by-email';
import { useInboxChange } from './use-inbox-change';

const statusOptions = inboxStatuses.map((status) => ({ value: status, label: inboxStatusLabels[status] }));

interface InboxItemDetailsProps {
  id: string;
  item: InboxItem;
  viewer: Pick<SignedInUser, 'id' | 'role'>;
}

/** An opened message: its full text, its status and assignee to change, the reply, and the staff's notes. */
export function InboxItemDetails({ id, item, viewer }: InboxItemDetailsProps) {
  const trpc = useTRPC();
  const showChange = useInboxChange();
  const setStatus = useMutation(
    trpc.desk.setStatus.mutationOptions({
      onSuccess: showChange,
      onError: (error) => notifyError('The status was not changed', serverMessage(error, 'Please try again in a moment.')),
    }),
  );
  const ref = { kind: item.kind, id: item.id };

  return (
    <Stack id={id} gap="md" mt="md">
      <Divider />
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.body}</Text>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Status"
          data={statusOptions}
          value={item.status}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const status = inboxStatuses.find((value) => value === event.currentTarget.value);
            if (status && status !== item.status) setStatus.mutate({ ...ref, status });
          }}
        />
        <InboxAssignee item={item} viewer={viewer} />
      </Group>
      <ReplyByEmail item={item} />
      <InboxNotes item={ref} />
    </Stack>
  );
}
