import type { UserRole } from '@server/contracts/accounts';
import { seesAmounts, type LedgerFilters } from '@server/contracts/desk-ledger';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { ledgerCsvHref } from './desk-exports';
import { DeskPageHeader } from './desk-page-header';
import { ledgerFiltersInOrder } from './desk-queries';
import type { GivingView } from './desk-search';
import { DeskSearchField } from './desk-search-field';
import { DonorList } from './donor-list';
import { GivingFilters } from './giving-filters';
import { GivingSetup } from './giving-setup';
import { AMOUNTS_FOR_ADMINS } from './giving-labels';
import { LedgerTable } from './ledger-table';
import { MonthlyTotals } from './monthly-totals';

const views: { value: GivingView; label: string }[] = [
  { value: 'ledger', label: 'Ledger' },
  { value: 'donors', label: 'Donors' },
  { value: 'funds', label: 'Funds and recurring gifts' },
];

interface GivingPageProps {
  role: UserRole;
  view: GivingView;
  filters: LedgerFilters;
  donorSearch: string | undefined;
  onViewChange: (view: GivingView) => void;
  onFiltersChange: (change: Partial<LedgerFilters>) => void;
  onDonorSearchChange: (search: string | undefined) => void;
}

/** /desk/giving: every payment (gifts, memberships, Premium, content), totals by month for admins, and the donors. */
export function GivingPage({ role, view, filters, donorSearch, onViewChange, onFiltersChange, onDonorSearchChange }: GivingPageProps) {
  const showAmounts = seesAmounts(role);
  const filtersInOrder = ledgerFiltersInOrder(filters);
  return (
    <>
      <DeskPageHeader title="Giving and purchases">
        Donations, memberships, Bible Chat Premium and content purchases, newest first; the donors, grouped by email; and the funds,
        the failing recurring gifts and the annual statements.
      </DeskPageHeader>
      {showAmounts ? null : (
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden="true" />
          <Text size="sm" c="gray.7">
            {AMOUNTS_FOR_ADMINS}
          </Text>
        </Group>
      )}
      <SegmentedControl
        aria-label="Show"
        data={views}
        value={view}
        onChange={(value) => {
          const next = views.find((option) => option.value === value);
          if (next) onViewChange(next.value);
        }}
        w="fit-content"
      />
      {view === 'ledger' ? (
        <>
          <GivingFilters filters={filters} onChange={onFiltersChange} />
          {filtersInOrder ? (
            <>
              {/* A plain download: the server streams the CSV of the same filters. */}
              <Button
                component="a"
                href={ledgerCsvHref(filtersInOrder)}
                download
                variant="light"
                w="fit-content"
                leftSection={<IconDownload size={18} aria-hidden="true" />}
              >
                Export CSV
              </Button>
              {showAmounts ? <MonthlyTotals filters={filtersInOrder} /> : null}
              <LedgerTable filters={filtersInOrder} showAmounts={showAmounts} />
            </>
          ) : null}
        </>
      ) : view === 'funds' ? (
        <GivingSetup role={role} />
      ) : (
        <>
          <DeskSearchField label="Search donors" description="Any part of the email" search={donorSearch} onSearch={onDonorSearchChange} />
          <DonorList search={donorSearch} showAmounts={showAmounts} />
        </>
      )}
    </>
  );
}
