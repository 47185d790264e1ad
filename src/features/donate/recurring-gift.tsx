import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { giftDay, giftIntervalWords, RECURRING_NEEDS_ACCOUNT, type GiftInterval, type RecurringGiftView } from '@server/contracts/giving';
import { paymentMessages } from '@server/contracts/payments';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { CardPayment, PaymentErrorPanel } from '@/components/payments/card-payment';
import { wrappingButton } from '@/components/payments/wrapping-button';
import { useAttemptKeys } from '@/lib/attempt-keys';
import { serverMessage } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';


interface RecurringGiftProps {
  /** What the donor chose above: null while the amount is not a valid gift. */
  choice: { amount: number; fundId: number; coverFee: boolean; interval: GiftInterval; grossCents: number } | null;
  /** The first day a gift may start (the server's date). */
  today: string;
}


/**
 * A recurring gift on /donate: a signed-in member chooses the start date, saves a card (the gateway's setup,
 * confirmed with the card form), and the gift starts; a visitor is asked to sign in first, so the gift can be
 * managed later on /account.
 */
export function RecurringGift({ choice, today }: RecurringGiftProps) {
  const trpc = useTRPC();
  const session = useQuery(trpc.accounts.session.queryOptions());
  const [startDate, setStartDate] = useState(today);
  const attemptKey = useAttemptKeys();
  const start = useMutation(trpc.giving.startRecurring.mutationOptions());
  const confirm = useMutation(
    trpc.giving.confirmRecurring.mutationOptions({
      onError: (error) => notifyError(paymentMessages.failedTitle, serverMessage(error, paymentMessages.unexpected)),
    }),
  );
  const chosen = choice ? JSON.stringify({ ...choice, startDate }) : null;
  // The card step belongs to the choice it was made for: another choice starts over.
  const [setupFor, setSetupFor] = useState<{ chosen: string; giftId: number; clientSecret: string } | null>(null);
  const setup = setupFor && setupFor.chosen === chosen ? setupFor : null;

  if (session.isPending) return null;
  if (!session.data) {
    return (
      <Alert color="covenant" variant="light" title="Sign in to give every week or month">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{RECURRING_NEEDS_ACCOUNT}</Text>
          <ButtonLink to="/auth" search={{ redirect: '/donate' }} variant="filled">
            Sign in or register
          </ButtonLink>
        </Stack>
      </Alert>
    );
  }
  if (confirm.data) return <GiftStarted gift={confirm.data} />;
  if (!choice) return <Text c="dimmed">Choose or enter an amount to continue.</Text>;

  const label = `${formatCents(choice.grossCents)} ${giftIntervalWords[choice.interval]}`;
  return (
    <Stack gap="md">
      <TextInput
        type="date"
        label="Start date"
        description="The first gift is given on this day, then the others follow on the same schedule."
        min={today}
        value={startDate}
        onChange={(event) => setStartDate(event.currentTarget.value || today)}
        error={start.error && !setup ? serverMessage(start.error, paymentMessages.setupFailed) : undefined}
      />
      {setup ? (
        <CardPayment
          mode="setup"
          clientSecret={setup.clientSecret}
          submitLabel={`Save card and give ${label}`}
          returnPath={`/account?confirm_gift=${setup.giftId}`}
          stripeRedirect="if_required"
          onSucceeded={() => confirm.mutate({ giftId: setup.giftId })}
        />
      ) : (
        <>
          {start.isError && start.error.data?.code !== 'BAD_REQUEST' ? <PaymentErrorPanel error={start.error} onRetry={() => start.reset()} /> : null}
          <Button
            size="md"
            {...wrappingButton}
            loading={start.isPending}
            onClick={() => {
              const asked = chosen ?? '';
              start.mutate(
                { amount: choice.amount, interval: choice.interval, startDate, coverFee: choice.coverFee, fundId: choice.fundId, idempotencyKey: attemptKey(asked) },
                { onSuccess: (made) => setSetupFor({ chosen: asked, giftId: made.giftId, clientSecret: made.clientSecret }) },
              );
            }}
          >
            Continue to card details: {label}
          </Button>
        </>
      )}
    </Stack>
  );
}

function GiftStarted({ gift }: { gift: RecurringGiftView }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" role="status">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-9)" aria-hidden="true" />
        <Title order={3}>Thank you! Your gift is set up</Title>
        <Text>
          {formatCents(gift.amountCents)} {giftIntervalWords[gift.interval]} to {gift.fund}, from {gift.card ?? 'your card'}.
          {gift.nextChargeAt ? ` Next gift: ${giftDay(gift.nextChargeAt)}.` : ''}
        </Text>
        <ButtonLink to="/account" variant="light">
          Manage your gifts
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
