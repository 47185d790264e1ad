import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { giftDay, giftIntervalWords, type GivingHistoryItem, type RecurringGiftView } from '@server/contracts/giving';
import { INVALID_AMOUNT_MESSAGE, keepAmountCharacters, parseDonationDollars, paymentMessages } from '@server/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CardPayment } from '@/components/payments/card-payment';
import { serverMessage } from '@/lib/errors';
import { formatCentsIn } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';

const statusLabel = { setting_up: 'Setting up', active: 'Active', paused: 'Paused', cancelled: 'Cancelled' } as const;

/**
 * /account's giving: the member's recurring gifts with their controls (a new amount, pause or resume, cancel, a
 * new card), every gift with its date, fund, amount and receipt, and the annual statements to download.
 * `confirmGift` is a recurring gift whose card the gateway's own page confirmed (a bank's check): it is finished here.
 */
export function AccountGiving({ confirmGift }: { confirmGift?: number | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.giving.overview.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.giving.overview.queryKey() });

  const finish = useMutation(trpc.giving.confirmRecurring.mutationOptions({ onSettled: () => void refresh() }));
  const asked = useRef(false);
  useEffect(() => {
    if (confirmGift === undefined || asked.current) return;
    asked.current = true;
    finish.mutate({ giftId: confirmGift });
  }, [confirmGift, finish]);

  if (overview.isError) {
    return (
      <Alert color="red" variant="light" title="Your giving could not be loaded">
        <Button variant="default" c="red.9" onClick={() => void overview.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (!overview.data) return <Text c="dimmed">Loading your giving…</Text>;
  const { gifts, recurring, statementYears } = overview.data;

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={4} size="h5">
          Recurring gifts
        </Title>
        {recurring.length === 0 ? (
          <Text c="dimmed">
            No recurring gifts. <Anchor href="/donate" underline="always">Give every week or month</Anchor>
          </Text>
        ) : (
          recurring.map((gift) => <RecurringGiftCard key={gift.id} gift={gift} onChanged={refresh} />)
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={4} size="h5">
          Giving history
        </Title>
        {gifts.length === 0 ? <Text c="dimmed">No gifts yet.</Text> : <GiftTable gifts={gifts} />}
      </Stack>
      <Stack gap="sm">
        <Title order={4} size="h5">
          Annual giving statements
        </Title>
        {statementYears.length === 0 ? (
          <Text c="dimmed">A statement appears here for each year you give.</Text>
        ) : (
          <Group gap="sm">
            {statementYears.map((year) => (
              <Button key={year} component="a" href={`/api/giving/statements/${year}`} download variant="default">
                Download {year} statement (PDF)
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

function GiftTable({ gifts }: { gifts: GivingHistoryItem[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped aria-label="Your gifts, newest first">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Fund</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Receipt</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gifts.map((gift) => (
            <Table.Tr key={gift.id}>
              <Table.Td>{giftDay(gift.at)}</Table.Td>
              <Table.Td>
                {gift.fund}
                {gift.recurring ? ' (recurring)' : ''}
              </Table.Td>
              <Table.Td>
                {formatCentsIn(gift.amountCents, gift.currency)}
                {gift.feeCents > 0 ? ` (fee ${formatCentsIn(gift.feeCents, gift.currency)} covered)` : ''}
              </Table.Td>
              <Table.Td>{gift.status === 'succeeded' ? 'Given' : gift.status === 'failed' ? 'Declined' : gift.status === 'refunded' ? 'Refunded' : 'Disputed'}</Table.Td>
              <Table.Td>
                {gift.status === 'succeeded' ? (
                  <Anchor href={`/thank-you?payment_intent=${encodeURIComponent(gift.reference)}`} underline="always" aria-label={`Receipt for the gift of ${giftDay(gift.at)}`}>
                    {gift.reference}
                  </Anchor>
                ) : (
                  gift.reference
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RecurringGiftCard({ gift, onChanged }: { gift: RecurringGiftView; onChanged: () => void }) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState<'amount' | 'card' | null>(null);
  const onError = (error: unknown) => notifyError(paymentMessages.errorTitle, serverMessage(error, paymentMessages.unexpected));
  const change = useMutation(trpc.giving.change.mutationOptions({ onSuccess: onChanged, onError }));
  const title = `${formatCentsIn(gift.amountCents, gift.currency)} ${giftIntervalWords[gift.interval]} to ${gift.fund}`;
  const open = gift.status !== 'cancelled';

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Text fw={600}>{title}</Text>
          <Badge color={gift.status === 'active' ? 'teal.9' : 'gray.7'}>{statusLabel[gift.status]}</Badge>
        </Group>
        <Text size="sm">
          {gift.feeCents > 0 ? `Includes ${formatCentsIn(gift.feeCents, gift.currency)} to cover the processing fee. ` : ''}
          {gift.card ? `Paid with ${gift.card}. ` : ''}
          {gift.nextChargeAt ? `Next gift: ${giftDay(gift.nextChargeAt)}.` : ''}
        </Text>
        {gift.lastFailure ? (
          <Alert color="red" variant="default" title="The last charge did not go through" c="red.9">
            {gift.lastFailure} Please update your card.
          </Alert>
        ) : null}
        {open ? (
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setEditing(editing === 'amount' ? null : 'amount')} aria-expanded={editing === 'amount'}>
              Change amount
            </Button>
            {gift.status === 'active' ? (
              <Button variant="default" size="xs" loading={change.isPending && change.variables.action === 'pause'} onClick={() => change.mutate({ giftId: gift.id, action: 'pause' })}>
                Pause
              </Button>
            ) : gift.status === 'paused' ? (
              <Button variant="default" size="xs" loading={change.isPending && change.variables.action === 'resume'} onClick={() => change.mutate({ giftId: gift.id, action: 'resume' })}>
                Resume
              </Button>
            ) : null}
            <Button variant="default" size="xs" onClick={() => setEditing(editing === 'card' ? null : 'card')} aria-expanded={editing === 'card'}>
              Update card
            </Button>
            <Button
              variant="default"
              size="xs"
              c="red.9"
              loading={change.isPending && change.variables.action === 'cancel'}
              onClick={() => {
                if (window.confirm(`Cancel your gift of ${title}? Gifts already given stay as they are.`)) change.mutate({ giftId: gift.id, action: 'cancel' });
              }}
            >
              Cancel gift
            </Button>
          </Group>
        ) : null}
        {editing === 'amount' ? <AmountForm gift={gift} onDone={() => { setEditing(null); onChanged(); }} /> : null}
        {editing === 'card' ? <CardUpdate gift={gift} onDone={() => { setEditing(null); onChanged(); }} /> : null}
      </Stack>
    </Paper>
  );
}

function AmountForm({ gift, onDone }: { gift: RecurringGiftView; onDone: () => void }) {
  const trpc = useTRPC();
  const [typed, setTyped] = useState(((gift.amountCents - gift.feeCents) / 100).toFixed(2));
  const [coverFee, setCoverFee] = useState(gift.feeCents > 0);
  const amount = parseDonationDollars(typed);
  const save = useMutation(
    trpc.giving.changeAmount.mutationOptions({
      onSuccess: () => {
        notifySuccess('Gift changed', 'Your next gifts will be given at the new amount.');
        onDone();
      },
      onError: (error) => notifyError(paymentMessages.errorTitle, serverMessage(error, paymentMessages.unexpected)),
    }),
  );
  return (
    <form
      aria-label="New amount"
      onSubmit={(event) => {
        event.preventDefault();
        if (amount !== null) save.mutate({ giftId: gift.id, amount, coverFee });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput label="New amount" leftSection="$" inputMode="decimal" value={typed} onChange={(event) => setTyped(keepAmountCharacters(event.currentTarget.value))} error={typed !== '' && amount === null ? INVALID_AMOUNT_MESSAGE : undefined} />
        <Checkbox label="Cover the processing fee" checked={coverFee} onChange={(event) => setCoverFee(event.currentTarget.checked)} mb={8} />
        <Button type="submit" loading={save.isPending} disabled={amount === null}>
          Save amount
        </Button>
      </Group>
    </form>
  );
}

/** A new card: Stripe's customer portal (its own page), or the demo card form saving a card for the gift. */
function CardUpdate({ gift, onDone }: { gift: RecurringGiftView; onDone: () => void }) {
  const trpc = useTRPC();
  const start = useMutation(
    trpc.giving.startCardUpdate.mutationOptions({
      onSuccess: (step) => {
        if (step.kind === 'portal') window.location.assign(step.url);
      },
    }),
  );
  const finish = useMutation(
    trpc.giving.finishCardUpdate.mutationOptions({
      onSuccess: () => {
        notifySuccess('Card updated', 'Your gifts will be given from the new card.');
        onDone();
      },
      onError: (error) => notifyError(paymentMessages.failedTitle, serverMessage(error, paymentMessages.unexpected)),
    }),
  );
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate({ giftId: gift.id });
  }, [gift.id, start]);

  if (start.isError) return <Text c="red.9">{serverMessage(start.error, paymentMessages.setupFailed)}</Text>;
  const step = start.data;
  if (step?.kind === 'portal') return <Text>Opening the card page…</Text>;
  return (
    <CardPayment
      mode="setup"
      clientSecret={step?.clientSecret}
      submitLabel="Save the new card"
      returnPath="/account"
      stripeRedirect="if_required"
      onSucceeded={() => finish.mutate({ giftId: gift.id })}
    />
  );
}
