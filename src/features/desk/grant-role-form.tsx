import { grantableRoles, roleChangeInput } from '@server/contracts/desk';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorCode, serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';
import { roleChangeText, roleLabels } from './role-labels';

const roleOptions = grantableRoles.map((role) => ({ value: role, label: roleLabels[role] }));

interface GrantRoleFormProps {
  /** Says what was done, in the page's live region. */
  onDone: (message: string) => void;
}

/**
 * An admin makes someone staff or admin by their username. What the server refuses (an unknown user, the last
 * admin made staff) is said in the form, and what was typed stays for another try.
 */
export function GrantRoleForm({ onDone }: GrantRoleFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useSchemaForm(roleChangeInput, { username: '', role: 'staff' });
  const grant = useMutation(
    trpc.desk.grantRole.mutationOptions({
      onSuccess: (change) => {
        form.reset();
        onDone(roleChangeText(change));
        void queryClient.invalidateQueries({ queryKey: trpc.desk.staff.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey() });
        // Ready for the next one.
        form.getInputNode('username')?.focus();
      },
      onError: (error) => {
        // An unknown user is the username's fault: said on the field, which keeps what was typed.
        if (errorCode(error) === 'NOT_FOUND') form.setFieldError('username', serverMessage(error, 'There is no such user.'));
      },
    }),
  );
  const formError = grant.isError && errorCode(grant.error) !== 'NOT_FOUND' ? serverMessage(grant.error, 'The role was not granted. Please try again.') : null;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        Grant a role
      </Title>
      <form
        noValidate
        onSubmit={form.onValid((values) => {
          grant.reset();
          grant.mutate(values);
        })}
      >
        <Stack gap="xs">
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Username"
              description="Their account’s username"
              autoComplete="off"
              spellCheck={false}
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('username')}
            />
            <NativeSelect label="Role" description="Admins can also grant roles" data={roleOptions} w={{ base: '100%', xs: 200 }} {...form.getInputProps('role')} />
          </Group>
          {formError ? (
            <Text c="red.9" size="sm" role="alert">
              {formError}
            </Text>
          ) : null}
          <Button type="submit" w="fit-content" loading={grant.isPending}>
            Grant role
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
