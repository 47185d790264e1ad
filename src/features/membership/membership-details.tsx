import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import type { SessionUser } from '@server/contracts/accounts';
import { membershipContactForm, membershipMessages, type MembershipPlanId } from '@server/contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/anchor-link';
import { LoadingStatus } from '@/components/loading-status';
import { formatLongDate } from '@/lib/long-date';
import { useTRPC } from '@/lib/trpc';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';
import classes from './membership-checkout.module.css';

export interface JoiningDetails {
  name?: string;
  email?: string;
}

interface MembershipDetailsProps {
  planId: MembershipPlanId;
  user: SessionUser | null;
  /**
   * The server has not said yet who is signed in: a visitor's form is shown meanwhile (it is what most
   * people need, and what the prerendered page has), with the check's status above it.
   */
  checkingSession: boolean;
  /** The payment has been prepared for these details: they are shown, not edited. */
  locked: boolean;
  pending: boolean;
  onContinue: (details: JoiningDetails) => void;
  onEdit: () => void;
}

/**
 * Who is joining: a signed-in member joins as their account (and hears until when they are already a
 * member); a visitor gives a name and an email address, or signs in.
 */
export function MembershipDetails({ planId, user, checkingSession, locked, pending, onContinue, onEdit }: MembershipDetailsProps) {
  const trpc = useTRPC();
  const current = useQuery(trpc.membership.mine.queryOptions(undefined, { enabled: user !== null }));
  const contact = useSchemaForm(membershipContactForm, { name: '', email: '' });
  const keepInput = useKeepPrerenderedInput(contact);
  const continueLabel = pending ? 'Preparing payment...' : 'Continue to payment';

  return (
    <>
      <Title order={2} className={classes.stepLabel}>
        Your details
      </Title>
      {checkingSession ? <LoadingStatus label="Checking whether you are signed in" size="sm" py="xs" mih={0} /> : null}
      {user ? (
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconUserCheck size={20} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
            <Text>
              You are joining as <strong>{user.username}</strong>.
            </Text>
          </Group>
          {current.data?.periodEnd ? (
            <Alert color="covenant" variant="light">
              {membershipMessages.alreadyMember(formatLongDate(current.data.periodEnd))}
            </Alert>
          ) : null}
          {locked ? null : (
            <Button size="md" onClick={() => onContinue({})} disabled={pending}>
              {continueLabel}
            </Button>
          )}
        </Stack>
      ) : (
        <form ref={keepInput} noValidate aria-label="Your details" onSubmit={contact.onValid((details) => onContinue(details))}>
          <Stack gap="sm">
            <TextInput label="Name" autoComplete="name" required readOnly={locked} {...contact.getInputProps('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              readOnly={locked}
              description="Your receipt and the community invitation go here."
              {...contact.getInputProps('email')}
            />
            {locked ? (
              <Button variant="subtle" onClick={onEdit} style={{ alignSelf: 'flex-start' }}>
                Edit details
              </Button>
            ) : (
              <Button type="submit" size="md" disabled={pending}>
                {continueLabel}
              </Button>
            )}
            <Text size="sm" c="dimmed">
              Already have an account?{' '}
              <AnchorLink underline="always" to="/auth" search={{ redirect: `/membership-checkout?plan=${planId}` }}>
                Sign in
              </AnchorLink>{' '}
              to join as your account.
            </Text>
          </Stack>
        </form>
      )}
    </>
  );
}
