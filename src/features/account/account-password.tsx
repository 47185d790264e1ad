import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN } from '@server/contracts/accounts';
import { changePasswordForm, passwordMessages } from '@server/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCode, serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';

const initialValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The member's password on /account (decision 026): changed with the current one, after which every other
 * device is signed out and this one stays signed in. The form opens on request, to keep the card short.
 */
export function AccountPassword() {
  const [changing, setChanging] = useState(false);
  return (
    <Stack component="section" aria-labelledby="account-password-heading" gap="xs" w="100%">
      <Title order={4} size="h5" id="account-password-heading">
        Password
      </Title>
      {changing ? (
        <ChangePasswordForm onDone={() => setChanging(false)} />
      ) : (
        <Button variant="light" onClick={() => setChanging(true)} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      )}
    </Stack>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const form = useSchemaForm(changePasswordForm, initialValues);
  const change = useMutation(
    trpc.accounts.changePassword.mutationOptions({
      onSuccess: ({ message }) => {
        notifySuccess(passwordMessages.passwordChangedTitle, message);
        onDone();
      },
      // What was typed stays: a wrong current password, or a new one the server refused, is said on its field.
      onError: (error) => {
        const message = serverMessage(error, passwordMessages.resetFailedFallback);
        if (message === passwordMessages.currentPasswordWrong) form.setFieldError('currentPassword', message);
        else if (errorCode(error) === 'BAD_REQUEST') form.setFieldError('password', message);
        else notifyError(passwordMessages.resetFailedTitle, message);
      },
    }),
  );

  return (
    <form
      noValidate
      aria-label="Change your password"
      onSubmit={form.onValid(({ currentPassword, password }) => change.mutate({ currentPassword, password }))}
    >
      <Stack gap="xs">
        <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN} characters`}
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Text size="sm" c="dimmed">
          Every other device signed in to your account will be signed out.
        </Text>
        <Group gap="xs">
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
