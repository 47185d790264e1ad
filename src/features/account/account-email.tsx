import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { accountEmailInput, accountEmailMessages, type AccountEmail as AccountEmailState } from '@server/contracts/email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { errorCode, serverMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';

const linkTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** What the server refuses about the address itself is said on the field; the rest (too many links) as a toast. */
const FIELD_CODES = new Set(['BAD_REQUEST', 'CONFLICT']);

/**
 * The member's email address on /account: the confirmed one, one waiting for its link (with "Send again"),
 * and a form to add or change it. The address is the member's once they follow the link we send to it.
 */
export function AccountEmail() {
  const trpc = useTRPC();
  const emailOnFile = useQuery(trpc.accounts.email.queryOptions());

  let body: React.ReactNode;
  if (emailOnFile.data) {
    body = (
      <>
        <EmailOnFile state={emailOnFile.data} />
        <EmailAddressForm hasAddress={emailOnFile.data.email !== null || emailOnFile.data.pending !== null} />
      </>
    );
  } else if (emailOnFile.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text c="red.8">Your email address could not be loaded.</Text>
        <Button variant="light" size="xs" onClick={() => void emailOnFile.refetch()} disabled={emailOnFile.isFetching}>
          Try Again
        </Button>
      </Stack>
    );
  } else {
    body = <LoadingStatus label="Loading your email address" py="sm" size="sm" />;
  }

  return (
    <Stack component="section" aria-labelledby="account-email-heading" gap="xs" w="100%">
      <Title order={4} size="h5" id="account-email-heading">
        Email address
      </Title>
      {body}
    </Stack>
  );
}

function EmailOnFile({ state }: { state: AccountEmailState }) {
  const { email, pending } = state;
  return (
    <Stack gap="xs" align="flex-start">
      {email ? (
        <Group gap="xs">
          <Text>
            Email: <strong>{email}</strong>
          </Text>
          <Badge color="teal" variant="light">
            Confirmed
          </Badge>
        </Group>
      ) : pending ? null : (
        <Text c="dimmed" size="sm">
          No email address on file. Add one so we can reach you about your account.
        </Text>
      )}
      {pending ? <PendingAddress pending={pending} replacing={email !== null} /> : null}
    </Stack>
  );
}

function PendingAddress({ pending, replacing }: { pending: NonNullable<AccountEmailState['pending']>; replacing: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sendAgain = useMutation(
    trpc.accounts.resendEmailConfirmation.mutationOptions({
      onSuccess: (state) => {
        queryClient.setQueryData(trpc.accounts.email.queryKey(), state);
        notifySuccess(accountEmailMessages.linkSentTitle, accountEmailMessages.linkSent(pending.email));
      },
      onError: (error) => notifyError(accountEmailMessages.sendFailedTitle, serverMessage(error, accountEmailMessages.sendFailedFallback)),
    }),
  );
  const { expired } = pending;
  return (
    <Alert color={expired ? 'orange' : 'covenant'} variant="light" title={replacing ? 'New address not confirmed yet' : 'Not confirmed yet'} w="100%">
      <Stack gap="xs" align="flex-start">
        <Group gap="xs">
          <Text size="sm" fw={700}>
            {pending.email}
          </Text>
          <Badge color="orange" variant="light" size="sm">
            Unconfirmed
          </Badge>
        </Group>
        <Text size="sm">
          {expired
            ? 'The link we sent has expired. Send a new one to confirm this address.'
            : `Open the link we sent to it. The link works until ${linkTime.format(pending.expiresAt)}.`}
          {replacing ? ' Until then your account keeps its confirmed address.' : ''}
        </Text>
        <Button size="xs" variant="light" loading={sendAgain.isPending} onClick={() => sendAgain.mutate()}>
          Send again
        </Button>
      </Stack>
    </Alert>
  );
}

function EmailAddressForm({ hasAddress }: { hasAddress: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm(accountEmailInput, { email: '' });
  const setEmail = useMutation(
    trpc.accounts.setEmail.mutationOptions({
      onSuccess: (state, { email }) => {
        queryClient.setQueryData(trpc.accounts.email.queryKey(), state);
        form.reset();
        notifySuccess(accountEmailMessages.linkSentTitle, accountEmailMessages.linkSent(email));
      },
      // What was typed stays: a refusal of the address is said on its field, anything else in a toast.
      onError: (error) => {
        const message = serverMessage(error, accountEmailMessages.sendFailedFallback);
        if (FIELD_CODES.has(errorCode(error) ?? '')) form.setFieldError('email', message);
        else notifyError(accountEmailMessages.sendFailedTitle, message);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={form.onValid((values) => setEmail.mutate(values))}
      aria-label={hasAddress ? 'Change your email address' : 'Add an email address'}
    >
      <Stack gap="xs" align="flex-start">
        <TextInput
          type="email"
          label={hasAddress ? 'New email address' : 'Email address'}
          description="We send a link to confirm it."
          autoComplete="email"
          spellCheck={false}
          w="100%"
          {...form.getInputProps('email')}
        />
        <Button type="submit" variant="light" loading={setEmail.isPending}>
          {hasAddress ? 'Change email' : 'Add email'}
        </Button>
      </Stack>
    </form>
  );
}
