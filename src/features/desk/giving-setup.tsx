import { Button, Checkbox, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { UserRole } from '@server/contracts/accounts';
import { seesAmounts } from '@server/contracts/desk-ledger';
import { giftIntervalWords, type deskFundView } from '@server/contracts/giving';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { ConfirmDialog } from './confirm-dialog';
import { DeskLoadError } from './desk-load-error';
import { DeskTime } from './desk-time';

type DeskFund = z.infer<typeof deskFundView>;
const failed = (error: unknown) => notifyError('Not saved', serverMessage(error, 'Please try again in a moment.'));

/**
 * The desk's funds and recurring gifts: the funds donors choose from (admins add, describe, hide, and rename a fund
 * until it has been given to), the recurring gifts whose charges are failing, the annual statements, and, with the
 * demo gateway, the demo clock.
 */
export function GivingSetup({ role }: { role: UserRole }) {
  const trpc = useTRPC();
  const setup = useQuery(trpc.desk.giving.setup.queryOptions());
  const isAdmin = role === 'admin';
  if (!setup.data) {
    return setup.isError ? (
      <DeskLoadError error={setup.error} what="The funds" onRetry={() => void setup.refetch()} retrying={setup.isFetching} />
    ) : (
      <LoadingStatus label="Loading the funds" />
    );
  }
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="desk-funds-heading">
        <Title order={2} size="h4" id="desk-funds-heading">
          Funds
        </Title>
        <Text size="sm" c="gray.7">
          What donors choose on /donate. A fund that has received gifts keeps its name (its receipts and statements name it); hide it instead.
        </Text>
        {setup.data.funds.map((fund) => (
          <FundRow key={fund.id} fund={fund} editable={isAdmin} />
        ))}
        {isAdmin ? <AddFund /> : null}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="desk-failing-heading">
        <Title order={2} size="h4" id="desk-failing-heading">
          Failing recurring gifts
        </Title>
        {setup.data.failing.length === 0 ? (
          <Text c="dimmed">No recurring gift is failing.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" aria-label="Recurring gifts whose last charge failed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Member</Table.Th>
                  <Table.Th scope="col">Gift</Table.Th>
                  <Table.Th scope="col">Declines</Table.Th>
                  <Table.Th scope="col">Last decline</Table.Th>
                  <Table.Th scope="col">State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {setup.data.failing.map((gift) => (
                  <Table.Tr key={gift.id}>
                    <Table.Th scope="row">{gift.username}</Table.Th>
                    <Table.Td>
                      {seesAmounts(role) && gift.amountCents !== null ? `${formatCents(gift.amountCents)} ` : ''}
                      {giftIntervalWords[gift.interval]} to {gift.fund}
                    </Table.Td>
                    <Table.Td>{gift.failedAttempts}</Table.Td>
                    <Table.Td>
                      {gift.lastFailure}
                      {gift.lastFailureAt ? (
                        <>
                          {' '}
                          (<DeskTime date={gift.lastFailureAt} />)
                        </>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{gift.status === 'paused' ? 'Paused after its retries' : 'Being retried'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {isAdmin ? <Statements /> : null}
      {isAdmin && setup.data.demoClockDays !== null ? <DemoClock days={setup.data.demoClockDays} /> : null}
    </Stack>
  );
}

function useRefreshSetup() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.desk.giving.setup.queryKey() });
}

function FundRow({ fund, editable }: { fund: DeskFund; editable: boolean }) {
  const trpc = useTRPC();
  const refresh = useRefreshSetup();
  const [name, setName] = useState(fund.name);
  const [description, setDescription] = useState(fund.description);
  const [hidden, setHidden] = useState(fund.hidden);
  const save = useMutation(
    trpc.desk.giving.updateFund.mutationOptions({
      onSuccess: () => {
        notifySuccess('Fund saved', `${name} is saved.`);
        void refresh();
      },
      onError: failed,
    }),
  );
  if (!editable) {
    return (
      <Text>
        <strong>{fund.name}</strong>
        {fund.hidden ? ' (hidden)' : ''}: {fund.description}
      </Text>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <form
        aria-label={`Fund ${fund.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: fund.id, name, description, hidden });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={fund.givenTo}
            description={fund.givenTo ? 'Given to: the name stays' : undefined}
          />
          <TextInput label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} style={{ flex: 1 }} />
          <Checkbox label="Hidden from donors" checked={hidden} onChange={(event) => setHidden(event.currentTarget.checked)} mb={8} />
          <Button type="submit" variant="default" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function AddFund() {
  const trpc = useTRPC();
  const refresh = useRefreshSetup();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const add = useMutation(
    trpc.desk.giving.addFund.mutationOptions({
      onSuccess: () => {
        notifySuccess('Fund added', `${name} is open to gifts.`);
        setName('');
        setDescription('');
        void refresh();
      },
      onError: failed,
    }),
  );
  return (
    <form
      aria-label="Add a fund"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ name, description });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput label="New fund" value={name} onChange={(event) => setName(event.currentTarget.value)} required />
        <TextInput label="Its description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} style={{ flex: 1 }} />
        <Button type="submit" loading={add.isPending}>
          Add fund
        </Button>
      </Group>
    </form>
  );
}

/** Saves a PDF the server sent as base64, as a download. */
function saveFile(file: { filename: string; contentType: string; base64: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Statements() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [year, setYear] = useState<number | string>(new Date().getFullYear());
  const [donor, setDonor] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const send = useMutation(
    trpc.desk.giving.sendStatements.mutationOptions({
      onSuccess: (result) => {
        setConfirming(false);
        notifySuccess('Statements queued', `${result.queued} statements are in the outbox; ${result.skipped} donors had no address or had been sent theirs.`);
      },
    }),
  );
  const chosenYear = Number(year);
  return (
    <Stack gap="sm" component="section" aria-labelledby="desk-statements-heading">
      <Title order={2} size="h4" id="desk-statements-heading">
        Annual giving statements
      </Title>
      <Group align="flex-end" gap="sm">
        <NumberInput label="Year" value={year} onChange={setYear} min={2000} max={2100} w={120} />
        <TextInput
          label="Donor"
          description="A member’s username, or the email on a visitor’s gifts"
          value={donor}
          onChange={(event) => setDonor(event.currentTarget.value)}
        />
        <Button
          variant="default"
          loading={downloading}
          disabled={donor.trim() === ''}
          onClick={() => {
            setDownloading(true);
            const who = donor.includes('@') ? { email: donor.trim() } : { username: donor.trim() };
            queryClient
              .fetchQuery(trpc.desk.giving.statement.queryOptions({ year: chosenYear, ...who }, { staleTime: 0 }))
              .then(saveFile, (error: unknown) => notifyError('No statement', serverMessage(error, 'Please try again in a moment.')))
              .finally(() => setDownloading(false));
          }}
        >
          Download statement
        </Button>
      </Group>
      <Button w="fit-content" onClick={() => setConfirming(true)}>
        Send every donor their {Number.isFinite(chosenYear) ? chosenYear : ''} statement
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`Send the ${chosenYear} statements?`}
        confirmLabel="Send statements"
        onConfirm={() => send.mutate({ year: chosenYear })}
        onClose={() => setConfirming(false)}
        pending={send.isPending}
        error={send.isError ? serverMessage(send.error, 'Please try again in a moment.') : null}
      >
        <Text>Every donor who gave in {chosenYear} and has an email address gets their statement through the outbox, once.</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function DemoClock({ days }: { days: number }) {
  const trpc = useTRPC();
  const refresh = useRefreshSetup();
  const [step, setStep] = useState<number | string>(30);
  const move = useMutation(
    trpc.desk.giving.moveDemoClock.mutationOptions({
      onSuccess: (result) => {
        notifySuccess('Demo clock moved', `The demo clock is ${result.days} days ahead; ${result.charged} recurring gifts were charged.`);
        void refresh();
      },
      onError: failed,
    }),
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="desk-demo-clock-heading">
      <Title order={2} size="h4" id="desk-demo-clock-heading">
        Demo clock
      </Title>
      <Text size="sm">
        Demo mode - no real charge. Recurring gifts follow the demo clock, now {days} days ahead of today. Move it on to see gifts fall due.
      </Text>
      <Group align="flex-end" gap="sm">
        <NumberInput label="Days" value={step} onChange={setStep} min={1} max={400} w={120} />
        <Button variant="default" loading={move.isPending} onClick={() => move.mutate({ days: Number(step) })}>
          Move the demo clock on
        </Button>
      </Group>
    </Stack>
  );
}
