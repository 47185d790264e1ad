import type { SignedInUser } from '@server/contracts/accounts';
import { grantableRoles, type staffMember } from '@server/contracts/desk';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import type { z } from 'zod';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { ConfirmDialog } from './confirm-dialog';
import { DeskLoadError } from './desk-load-error';
import { roleChangeText, roleLabels } from './role-labels';
import { FOCUS_AFTER_REMOVAL, useFocusAfterRemoval } from './use-focus-after-removal';

type StaffMember = z.infer<typeof staffMember>;

interface StaffListProps {
  viewer: Pick<SignedInUser, 'username'>;
  onDone: (message: string) => void;
  /** Where focus goes if nobody is left in the list. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** Everyone who works the desk, admins first; an admin takes a role away here (never the last admin's). */
export function StaffList({ viewer, onDone, fallbackFocus }: StaffListProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const staff = useQuery(trpc.desk.staff.queryOptions());
  const { listRef, focusAfterRemoving } = useFocusAfterRemoval(staff.data?.staff, fallbackFocus);
  // Who the dialog asks about, and where they were in the list (focus goes to whoever takes their place).
  const [removing, setRemoving] = useState<{ person: StaffMember; index: number } | null>(null);

  const revoke = useMutation(
    trpc.desk.revokeRole.mutationOptions({
      onSuccess: (change) => {
        if (removing) focusAfterRemoving(removing.index);
        queryClient.setQueryData(trpc.desk.staff.queryKey(), (old) =>
          old ? { staff: old.staff.filter((person) => person.username !== change.username) } : old,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.desk.staff.queryKey(), refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey() });
        // Taking one's own role away changes what this browser may do: the session says so again.
        if (change.username === viewer.username) void queryClient.invalidateQueries({ queryKey: trpc.accounts.session.queryKey() });
        setRemoving(null);
        onDone(roleChangeText(change));
      },
    }),
  );

  if (!staff.data) {
    return staff.isError ? (
      <DeskLoadError error={staff.error} what="The staff" onRetry={() => void staff.refetch()} retrying={staff.isFetching} />
    ) : (
      <LoadingStatus label="Loading the staff" />
    );
  }

  const askToRemove = (person: StaffMember, index: number) => {
    revoke.reset();
    setRemoving({ person, index });
  };
  const removingPerson = removing?.person;
  const removingRole = grantableRoles.find((role) => role === removingPerson?.role);
  const removingSelf = removingPerson?.username === viewer.username;

  return (
    <>
      <Stack component="ul" ref={listRef} gap="sm" aria-label="Staff" p={0} m={0} style={{ listStyle: 'none' }}>
        {staff.data.staff.map((person, index) => (
          <Paper component="li" key={person.id} withBorder radius="md" p="md">
            <Group justify="space-between" gap="sm">
              <Group gap="sm">
                <Text fw={600}>{person.username}</Text>
                <Badge radius="sm" variant="light" color={person.role === 'admin' ? 'covenant' : 'gray'}>
                  {roleLabels[person.role]}
                </Badge>
                {person.username === viewer.username ? (
                  <Text size="sm" c="gray.7">
                    (you)
                  </Text>
                ) : null}
              </Group>
              <Button variant="default" c="red.9" onClick={() => askToRemove(person, index)} {...{ [FOCUS_AFTER_REMOVAL]: true }}>
                Remove <VisuallyHidden>{person.username}</VisuallyHidden>
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={`Remove ${removingPerson?.username ?? ''} from the staff?`}
        confirmLabel="Remove from staff"
        onConfirm={() => removingPerson && removingRole && revoke.mutate({ username: removingPerson.username, role: removingRole })}
        onClose={() => setRemoving(null)}
        pending={revoke.isPending}
        error={revoke.isError ? serverMessage(revoke.error, 'The role was not removed. Please try again.') : null}
      >
        <Text>
          {removingSelf
            ? 'This is you: you will become a member and lose what your role lets you do on the desk.'
            : `${removingPerson?.username ?? ''} will become a member again and can no longer open the desk.`}
        </Text>
      </ConfirmDialog>
    </>
  );
}
