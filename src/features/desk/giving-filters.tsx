import { ledgerMessages, type LedgerFilters } from '@server/contracts/desk-ledger';
import { paymentPurposes, paymentStatuses } from '@server/contracts/payments';
import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { paymentStatusLabels, purposeLabels } from './giving-labels';

const ANY = '';
const purposeOptions = [{ value: ANY, label: 'All purposes' }, ...paymentPurposes.map((purpose) => ({ value: purpose, label: purposeLabels[purpose] }))];
const statusOptions = [{ value: ANY, label: 'All statuses' }, ...paymentStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] }))];

interface GivingFiltersProps {
  filters: LedgerFilters;
  /** A changed filter (undefined: any); the page keeps the filters in the URL. */
  onChange: (change: Partial<LedgerFilters>) => void;
}

/** The ledger's filters: what a payment was for, how it stands, and the days it was made (UTC, both included). */
export function GivingFilters({ filters, onChange }: GivingFiltersProps) {
  const outOfOrder = Boolean(filters.from && filters.to && filters.from > filters.to);
  const anyChosen = Object.values(filters).some((value) => value !== undefined);
  const purposeField = useRef<HTMLSelectElement>(null);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NativeSelect
          ref={purposeField}
          label="Purpose"
          data={purposeOptions}
          value={filters.purpose ?? ANY}
          onChange={(event) => onChange({ purpose: paymentPurposes.find((purpose) => purpose === event.currentTarget.value) })}
        />
        <NativeSelect
          label="Status"
          data={statusOptions}
          value={filters.status ?? ANY}
          onChange={(event) => onChange({ status: paymentStatuses.find((status) => status === event.currentTarget.value) })}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to ?? ''}
          error={outOfOrder ? ledgerMessages.daysOutOfOrder : undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      {anyChosen ? (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => {
            onChange({ purpose: undefined, status: undefined, from: undefined, to: undefined });
            // This button goes with the filters: the keyboard starts again at the first one.
            purposeField.current?.focus();
          }}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
