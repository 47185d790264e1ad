import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { accountMessages, loginInput } from '@server/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';
import { useCompleteSignIn } from './use-complete-sign-in';

interface LoginFormProps {
  redirect: string | undefined;
  onSwitchToRegister: () => void;
}

export function LoginForm({ redirect, onSwitchToRegister }: LoginFormProps) {
  const trpc = useTRPC();
  const form = useSchemaForm(loginInput, { username: '', password: '' });
  const keepInput = useKeepPrerenderedInput(form);
  const completeSignIn = useCompleteSignIn(redirect);
  const login = useMutation(
    trpc.accounts.login.mutationOptions({
      onSuccess: async (user) => {
        notifySuccess(accountMessages.loginSuccessTitle, accountMessages.welcome(user.username));
        await completeSignIn(user);
      },
      onError: (error) => {
        notifyError(accountMessages.loginFailedTitle, serverMessage(error, accountMessages.invalidCredentials));
        form.setFieldValue('password', '');
      },
    }),
  );

  return (
    <form ref={keepInput} noValidate onSubmit={form.onValid((data) => login.mutate(data))} aria-label="Sign in">
      <Stack gap="sm">
        <TextInput label="Username" autoComplete="username" required {...form.getInputProps('username')} />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Anchor component={Link} to="/auth/forgot-password" size="sm" style={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Anchor>
        <Button type="submit" disabled={login.isPending} mt="xs">
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text size="sm" ta="center">
          Don't have an account?{' '}
          <Anchor component="button" type="button" onClick={onSwitchToRegister}>
            Register
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
