import type { SignedInUser } from '@server/contracts/accounts';
import type { InboxItem } from '@server/contracts/desk';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useInboxChange } from './use-inbox-change';

const NOBODY = '';

interface InboxAssigneeProps {
  item: InboxItem;
  viewer: Pick<SignedInUser, 'id' | 'role'>;
}

/**
 * Who has the message. Only admins may list the staff (desk.staff), so an admin picks anyone from it, and
 * other staff take a message themselves or let it go.
 */
export function InboxAssignee({ item, viewer }: InboxAssigneeProps) {
  const trpc = useTRPC();
  const showChange = useInboxChange();
  const assign = useMutation(
    trpc.desk.assign.mutationOptions({
      onSuccess: showChange,
      onError: (error) => notifyError('The message was not assigned', serverMessage(error, 'Please try again in a moment.')),
    }),
  );
  const isAdmin = viewer.role === 'admin';
  const staff = useQuery(trpc.desk.staff.queryOptions(undefined, { enabled: isAdmin }));
  const assignTo = (assigneeId: number | null) => assign.mutate({ kind: item.kind, id: item.id, assigneeId });

  if (isAdmin) {
    const people = staff.data?.staff ?? [];
    // The current assignee stays in the list while the staff list loads (or if they have left the staff).
    const options = [
      { value: NOBODY, label: 'Nobody' },
      ...(item.assignee && !people.some((person) => person.id === item.assignee?.id) ? [item.assignee] : []),
      ...people,
    ].map((person) => ('username' in person ? { value: String(person.id), label: person.username } : person));
    return (
      <NativeSelect
        label="Assigned to"
        data={options}
        value={item.assignee ? String(item.assignee.id) : NOBODY}
        disabled={assign.isPending || staff.isPending}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          assignTo(chosen === NOBODY ? null : Number(chosen));
        }}
      />
    );
  }

  const mine = item.assignee?.id === viewer.id;
  return (
    <Group gap="xs">
      {mine ? null : (
        <Button variant="light" onClick={() => assignTo(viewer.id)} disabled={assign.isPending}>
          Assign to me
        </Button>
      )}
      {item.assignee ? (
        <Button variant="subtle" onClick={() => assignTo(null)} disabled={assign.isPending}>
          Unassign
        </Button>
      ) : null}
    </Group>
  );
}
