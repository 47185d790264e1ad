import { Button, Group, Text, Title } from '@mantine/core';
import { IconConfetti, IconExternalLink } from '@tabler/icons-react';
import { membershipMessages, type MembershipView } from '@server/contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ministry } from '@/content/ministry';
import { NewTabHint } from '@/components/new-tab-hint';
import { LoadingStatus } from '@/components/loading-status';
import { PaymentResultCard } from '@/components/payments/payment-result-card';
import { celebrateFor } from '@/lib/celebrate';
import { notifySuccess } from '@/lib/notify';
import { formatLongDate } from '@/lib/long-date';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/welcome-to-breakthrough');

/** How long the welcome confetti lasts (the spec's 5-second display). */
export const WELCOME_CONFETTI_SECONDS = 5;
/** While a payment is still being confirmed, ask again this often, a limited number of times. */
const PENDING_POLL_MS = 2000;
const PENDING_POLLS = 15;

/**
 * /welcome-to-breakthrough: where checkout returns. The membership is shown, with confetti and a toast,
 * only once the server has confirmed its payment with the gateway.
 */
export function WelcomeToBreakthroughPage() {
  const trpc = useTRPC();
  const { payment_intent: paymentIntentId } = route.useSearch();
  const membership = useQuery(
    trpc.membership.byPayment.queryOptions(
      { paymentIntentId: paymentIntentId ?? '' },
      {
        enabled: Boolean(paymentIntentId),
        retry: false,
        refetchInterval: (query) =>
          query.state.data?.status === 'pending' && query.state.dataUpdateCount < PENDING_POLLS ? PENDING_POLL_MS : false,
      },
    ),
  );
  const active = membership.data?.status === 'active' ? membership.data : null;
  useWelcome(active, paymentIntentId);

  let body: React.ReactNode;
  if (paymentIntentId && membership.isPending) {
    body = <LoadingStatus label="Confirming your membership" />;
  } else if (active) {
    body = <ActiveMembership membership={active} />;
  } else if (membership.data?.status === 'pending') {
    body = (
      <>
        <Title order={1}>We are confirming your payment</Title>
        <Text role="status">
          Your membership starts as soon as your payment is confirmed. This page will update on its own.
        </Text>
      </>
    );
  } else if (membership.data?.status === 'revoked') {
    body = (
      <>
        <Title order={1}>This membership has ended</Title>
        <Text>Its payment was refunded or disputed, so the membership is no longer active. Your account page says when.</Text>
        <Group justify="center">
          <Button component={Link} to="/account" variant="light">
            Go to my account
          </Button>
          <Button component={Link} to="/breakthrough-circle" hash="membership" variant="subtle">
            See membership options
          </Button>
        </Group>
      </>
    );
  } else {
    body = (
      <>
        <Title order={1}>We could not confirm a membership</Title>
        <Text>Nothing was charged that we can see. If you meant to join, please try again.</Text>
        <Button component={Link} to="/breakthrough-circle" hash="membership" variant="light">
          See membership options
        </Button>
      </>
    );
  }

  return <PaymentResultCard>{body}</PaymentResultCard>;
}

/** Confetti for five seconds and the success toast, once per confirmed membership. */
function useWelcome(active: MembershipView | null, paymentIntentId: string | undefined) {
  const welcomed = useRef<string | null>(null);
  useEffect(() => {
    if (!active || !paymentIntentId) return;
    if (welcomed.current !== paymentIntentId) {
      welcomed.current = paymentIntentId;
      notifySuccess(membershipMessages.welcomeTitle, membershipMessages.welcomeText);
    }
    return celebrateFor(WELCOME_CONFETTI_SECONDS);
  }, [active, paymentIntentId]);
}

function ActiveMembership({ membership }: { membership: MembershipView }) {
  const community = ministry.links.community;
  return (
    <>
      <IconConfetti size={48} color="var(--mantine-color-gold-6)" aria-hidden="true" />
      <Title order={1} size="h2">
        Welcome to Breakthrough Circle, {membership.name}!
      </Title>
      <Text size="lg">
        Your {membership.planName} membership is active
        {membership.periodEnd ? ` until ${formatLongDate(membership.periodEnd)}` : ''}.
      </Text>
      <Text c="dimmed">
        Join the community platform to meet other members, take part in live calls and open member-only resources.
      </Text>
      <Group justify="center">
        <Button
          component="a"
          href={community.href}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden="true" />}
        >
          Enter the community
          <NewTabHint withIcon={false} />
        </Button>
        <Button component={Link} to="/breakthrough-circle" variant="light">
          Browse resources
        </Button>
      </Group>
    </>
  );
}
