import type { LedgerFilters } from '@server/contracts/desk-ledger';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { formatCents } from '@/lib/money';
import { useTRPC } from '@/lib/trpc';
import { DeskLoadError } from './desk-load-error';
import { formatMonth } from './giving-labels';

const count = new Intl.NumberFormat('en-US');

/** Admins only: the money of each calendar month (UTC) under the ledger's filters. */
export function MonthlyTotals({ filters }: { filters: LedgerFilters }) {
  const trpc = useTRPC();
  const headingId = useId();
  const totals = useQuery(trpc.desk.giving.monthlyTotals.queryOptions(filters));

  let body: React.ReactNode;
  if (totals.data) {
    body =
      totals.data.months.length === 0 ? (
        <Text c="dimmed">No month has a payment under these filters.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col" ta="right">
                  Payments
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.data.months.map((month) => (
                <Table.Tr key={month.month}>
                  <Table.Th scope="row" fw={500}>
                    {formatMonth(month.month)}
                  </Table.Th>
                  <Table.Td ta="right">{count.format(month.count)}</Table.Td>
                  <Table.Td ta="right">{formatCents(month.amountCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
  } else if (totals.isError) {
    body = <DeskLoadError error={totals.error} what="The totals" onRetry={() => void totals.refetch()} retrying={totals.isFetching} />;
  } else {
    body = <LoadingStatus label="Loading the totals by month" />;
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        Totals by month
      </Title>
      <Text size="sm" c="gray.7">
        {filters.status ? 'Payments with the chosen status.' : 'Succeeded payments: money received and kept.'} Months in UTC.
      </Text>
      {body}
    </Stack>
  );
}
