import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLockCheck } from '@tabler/icons-react';
import { PASSWORD_MIN } from '@server/contracts/accounts';
import { passwordMessages, resetPasswordForm } from '@server/contracts/passwords';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { errorCode, serverMessage } from '@/lib/errors';
import { useHydrating } from '@/lib/hydration';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';

const route = getRouteApi('/auth_/reset-password');

/** What the server says of a link that no longer works: the page then says so in place of the form. */
const linkRefusals = new Set<string>([passwordMessages.linkMissing, passwordMessages.linkUnknown, passwordMessages.linkUsed, passwordMessages.linkReplaced, passwordMessages.linkExpired]);

/**
 * Where a reset email's link leads (decision 026): it asks the server whether the link still works as it
 * opens, then for the new password twice. Once it is changed the page says so and offers Sign In: the link
 * signs nobody in. A link that no longer works is said why, with a way to ask for a new one.
 */
export function ResetPasswordPage() {
  const trpc = useTRPC();
  const { token } = route.useSearch();
  // The prerendered page (no token) and its hydration say "Checking": the link's token is read after.
  const hydrating = useHydrating();
  const form = useSchemaForm(resetPasswordForm, { password: '', confirmPassword: '' });
  const check = useMutation(trpc.accounts.passwordResetLink.mutationOptions());
  const queryClient = useQueryClient();
  const reset = useMutation(
    trpc.accounts.resetPassword.mutationOptions({
      // Every session of the member ended, this browser's too if it had one: the header asks again who is signed in.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.accounts.session.queryKey() }),
      // What was typed stays: a rule the server refused is said on the field, anything but the link in a toast.
      onError: (error) => {
        const message = serverMessage(error, passwordMessages.resetFailedFallback);
        if (linkRefusals.has(message)) return;
        // The token's own refusals are the link's; any other bad input is the new password's.
        if (errorCode(error) === 'BAD_REQUEST') form.setFieldError('password', message);
        else notifyError(passwordMessages.resetFailedTitle, message);
      },
    }),
  );
  const asked = useRef(false);
  const { mutate: checkLink } = check;
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    checkLink({ token });
  }, [token, checkLink]);

  const refusal = !hydrating && !token ? passwordMessages.linkMissing : linkRefusalOf(check.error) ?? linkRefusalOf(reset.error);

  let body: React.ReactNode;
  if (reset.data) {
    body = (
      <>
        <Title order={1}>{passwordMessages.passwordResetTitle}</Title>
        <Text role="status">{reset.data.message}</Text>
        <Button component={Link} to="/auth" style={{ alignSelf: 'flex-start' }}>
          Sign In
        </Button>
      </>
    );
  } else if (refusal) {
    body = (
      <>
        <Title order={1}>This link no longer works</Title>
        <Alert color="orange" variant="light" role="alert">
          {refusal}
        </Alert>
        <Button component={Link} to="/auth/forgot-password" variant="light" style={{ alignSelf: 'flex-start' }}>
          Ask for a New Link
        </Button>
      </>
    );
  } else if (check.data && token) {
    body = (
      <>
        <Title order={1}>Choose a new password</Title>
        <form
          noValidate
          aria-label="Choose a new password"
          onSubmit={form.onValid(({ password }) => reset.mutate({ token, password }))}
        >
          <Stack gap="sm">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              description={`At least ${PASSWORD_MIN} characters`}
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
            <Text size="sm" c="dimmed">
              Every device signed in to your account will be signed out. You then sign in with the new password.
            </Text>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set New Password'}
            </Button>
          </Stack>
        </form>
      </>
    );
  } else if (check.isError) {
    body = (
      <>
        <Title order={1}>Choose a new password</Title>
        <Alert color="red" variant="light" role="alert">
          {serverMessage(check.error, passwordMessages.resetFailedFallback)}
        </Alert>
        <Button variant="light" onClick={() => token && checkLink({ token })} style={{ alignSelf: 'flex-start' }}>
          Try Again
        </Button>
      </>
    );
  } else {
    body = <LoadingStatus label="Checking your link" showLabel />;
  }

  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <IconLockCheck size={40} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
          {body}
          {reset.data ? null : (
            <Anchor component={Link} to="/auth" size="sm">
              Back to Sign In
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The server's reason when `error` is a refusal of the link itself. */
function linkRefusalOf(error: unknown): string | undefined {
  if (!error) return undefined;
  const message = serverMessage(error, '');
  return linkRefusals.has(message) ? message : undefined;
}
