import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { accountMessages, PASSWORD_MIN, registerForm } from '@server/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';
import { useCompleteSignIn } from './use-complete-sign-in';

interface RegisterFormProps {
  redirect: string | undefined;
  onSwitchToLogin: () => void;
}

export function RegisterForm({ redirect, onSwitchToLogin }: RegisterFormProps) {
  const trpc = useTRPC();
  const form = useSchemaForm(registerForm, { username: '', password: '', confirmPassword: '' });
  const keepInput = useKeepPrerenderedInput(form);
  const completeSignIn = useCompleteSignIn(redirect);
  const register = useMutation(
    trpc.accounts.register.mutationOptions({
      onSuccess: async (user) => {
        notifySuccess(accountMessages.registerSuccessTitle, accountMessages.welcome(user.username));
        await completeSignIn(user);
      },
      onError: (error) =>
        notifyError(accountMessages.registerFailedTitle, serverMessage(error, accountMessages.registerFailedFallback)),
    }),
  );

  return (
    <form ref={keepInput}
      noValidate
      aria-label="Create an account"
      onSubmit={form.onValid(
        ({ username, password }) => register.mutate({ username, password }),
        (errors) => {
          if (errors.confirmPassword === accountMessages.passwordsDontMatch) {
            notifyError(accountMessages.registerFailedTitle, accountMessages.passwordsDontMatch);
          }
        },
      )}
    >
      <Stack gap="sm">
        <TextInput
          label="Username"
          autoComplete="username"
          description="3-32 letters, digits, dots, dashes or underscores"
          required
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN} characters`}
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Button type="submit" disabled={register.isPending} mt="xs">
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component="button" type="button" onClick={onSwitchToLogin}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
