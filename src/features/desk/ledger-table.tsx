import type { LedgerEntry, LedgerFilters } from '@server/contracts/desk-ledger';
import { Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { formatCentsIn } from '@/lib/money';
import { useTRPC } from '@/lib/trpc';
import { DeskLoadError } from './desk-load-error';
import { ledgerQueryOptions } from './desk-queries';
import { DeskTime } from './desk-time';
import { paymentStatusLabels, purposeLabels } from './giving-labels';
import { LoadMore } from './load-more';

interface LedgerTableProps {
  filters: LedgerFilters;
  /** Admins only (decision 024): for staff the amount column is left out, not shown empty. */
  showAmounts: boolean;
}

/** Every payment under the filters, newest first, a server page at a time. */
export function LedgerTable({ filters, showAmounts }: LedgerTableProps) {
  const trpc = useTRPC();
  const ledger = useInfiniteQuery(ledgerQueryOptions(trpc, filters));

  if (!ledger.data) {
    return ledger.isError ? (
      <DeskLoadError error={ledger.error} what="The ledger" onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} />
    ) : (
      <LoadingStatus label="Loading the ledger" />
    );
  }
  const entries = ledger.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <Text c="dimmed">No payment matches these filters.</Text>;

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={showAmounts ? 820 : 720}>
        <Table verticalSpacing="sm" striped aria-label="Payments, newest first">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Purpose</Table.Th>
              <Table.Th scope="col">Payer</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              {showAmounts ? (
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <LedgerRow key={entry.id} entry={entry} showAmounts={showAmounts} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={ledger} />
    </Stack>
  );
}

function LedgerRow({ entry, showAmounts }: { entry: LedgerEntry; showAmounts: boolean }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <DeskTime date={entry.createdAt} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {purposeLabels[entry.purpose]}
        </Text>
        {entry.description ? (
          <Text size="sm" c="gray.7">
            {entry.description}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {entry.username ? <Text size="sm">{entry.username}</Text> : null}
        {entry.email ? (
          <Text size="sm" c={entry.username ? 'gray.7' : undefined}>
            {entry.email}
          </Text>
        ) : null}
        {!entry.username && !entry.email ? (
          <Text size="sm" c="gray.7">
            Not known
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{paymentStatusLabels[entry.status]}</Text>
        {entry.reversedAt ? (
          <Text size="sm" c="gray.7">
            Money back <DeskTime date={entry.reversedAt} />
          </Text>
        ) : null}
      </Table.Td>
      {showAmounts ? (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {entry.amountCents === null ? '—' : formatCentsIn(entry.amountCents, entry.currency)}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
