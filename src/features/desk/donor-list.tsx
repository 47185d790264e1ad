import { Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { formatCents } from '@/lib/money';
import { useTRPC } from '@/lib/trpc';
import { DeskLoadError } from './desk-load-error';
import { donorsQueryOptions } from './desk-queries';
import { DeskTime } from './desk-time';
import { LoadMore } from './load-more';

const count = new Intl.NumberFormat('en-US');

interface DonorListProps {
  search: string | undefined;
  /** Admins only (decision 024): for staff the total column is left out, not shown empty. */
  showAmounts: boolean;
}

/** Everyone who gave, grouped by email, a server page at a time. */
export function DonorList({ search, showAmounts }: DonorListProps) {
  const trpc = useTRPC();
  const donors = useInfiniteQuery({ ...donorsQueryOptions(trpc, search), placeholderData: keepPreviousData });

  if (!donors.data) {
    return donors.isError ? (
      <DeskLoadError error={donors.error} what="The donors" onRetry={() => void donors.refetch()} retrying={donors.isFetching} />
    ) : (
      <LoadingStatus label="Loading the donors" />
    );
  }
  const rows = donors.data.pages.flatMap((page) => page.donors);
  if (rows.length === 0) return <Text c="dimmed">{search ? `No donor’s email holds “${search}”.` : 'No gift with an email has been made yet.'}</Text>;

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={showAmounts ? 720 : 620}>
        <Table verticalSpacing="sm" striped aria-label="Donors, by email" aria-busy={donors.isPlaceholderData || undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col" ta="right">
                Gifts
              </Table.Th>
              {showAmounts ? (
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
              ) : null}
              <Table.Th scope="col">First gift</Table.Th>
              <Table.Th scope="col">Last gift</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((donor) => (
              <Table.Tr key={donor.email}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {donor.email}
                </Table.Th>
                <Table.Td ta="right">{count.format(donor.gifts)}</Table.Td>
                {showAmounts ? <Table.Td ta="right">{donor.totalCents === null ? '—' : formatCents(donor.totalCents)}</Table.Td> : null}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DeskTime date={donor.firstGiftAt} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DeskTime date={donor.lastGiftAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={donors} />
    </Stack>
  );
}
