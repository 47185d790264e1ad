import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { forgotPasswordInput, passwordMessages } from '@server/contracts/passwords';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';

/**
 * /auth/forgot-password: asks for the username or the email address and sends a reset link to the confirmed
 * address on file. The answer is the same whether or not an account matched (decision 026), so it is shown
 * as given, in place of the form; what was typed stays for another try.
 */
export function ForgotPasswordPage() {
  const trpc = useTRPC();
  const form = useSchemaForm(forgotPasswordInput, { account: '' });
  const keepInput = useKeepPrerenderedInput(form);
  const forgot = useMutation(
    trpc.accounts.forgotPassword.mutationOptions({
      onError: (error) => notifyError(passwordMessages.requestFailedTitle, serverMessage(error, passwordMessages.requestFailedFallback)),
    }),
  );

  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <IconKey size={40} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
          <Title order={1}>Forgot your password?</Title>
          {forgot.isSuccess ? (
            <>
              <Alert color="covenant" variant="light" title={passwordMessages.linkSentTitle} role="status">
                {forgot.data.message}
              </Alert>
              <Text size="sm">Open the link in the email to choose a new password, then sign in with it.</Text>
              <Button variant="light" onClick={() => forgot.reset()} style={{ alignSelf: 'flex-start' }}>
                Ask again
              </Button>
            </>
          ) : (
            <form ref={keepInput} noValidate aria-label="Ask for a password reset link" onSubmit={form.onValid((values) => forgot.mutate(values))}>
              <Stack gap="sm">
                <Text>Enter your username or the email address on your account, and we will send a link to choose a new password.</Text>
                <TextInput
                  label="Username or email address"
                  autoComplete="username"
                  spellCheck={false}
                  required
                  {...form.getInputProps('account')}
                />
                <Button type="submit" disabled={forgot.isPending}>
                  {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" c="dimmed">
            The link goes to the email address confirmed on your account page. If your account has none, please write to us at{' '}
            <Anchor href={`mailto:${ministry.email}`} underline="always">{ministry.email}</Anchor>.
          </Text>
          <Anchor component={Link} to="/auth" size="sm">
            Back to Sign In
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
