import type { UserRole } from '@server/contracts/accounts';
import { deskPrayerFilters } from '@server/contracts/desk';
import { Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { ActionStatus } from './action-status';
import { DeskPageHeader } from './desk-page-header';
import { isDeskAdmin, type DeskPrayerFilter } from './desk-search';
import { prayerFilterLabels } from './prayer-labels';
import { PrayerList } from './prayer-list';

const filterOptions = deskPrayerFilters.map((filter) => ({ value: filter, label: prayerFilterLabels[filter] }));

interface PrayersPageProps {
  role: UserRole;
  /** The filter in the URL (/desk/prayers?show=hidden). */
  show: DeskPrayerFilter;
  onShowChange: (show: DeskPrayerFilter) => void;
}

/** /desk/prayers: every prayer request, private ones too, and what staff do with the wall. */
export function PrayersPage({ role, show, onShowChange }: PrayersPageProps) {
  const trpc = useTRPC();
  const settings = useQuery(trpc.desk.prayerSettings.queryOptions());
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <DeskPageHeader title="Prayer requests">
        Every request, private ones too, with the email the wall never shows. Hide one from the wall, approve or bring one back, and mark
        answered prayers with a praise note the wall shows.
      </DeskPageHeader>
      {settings.data ? (
        <Text size="sm" c="gray.7">
          Requests stay on the wall {settings.data.expiryDays} {settings.data.expiryDays === 1 ? 'day' : 'days'}.{' '}
          {settings.data.approvalRequired ? 'New public requests wait for approval.' : 'New public requests show at once.'}{' '}
          {isDeskAdmin(role) ? (
            <Anchor component={Link} to="/desk/settings" size="sm" underline="always">
              Change the settings
            </Anchor>
          ) : null}
        </Text>
      ) : null}
      <Group align="flex-end">
        <NativeSelect
          label="Show"
          data={filterOptions}
          value={show}
          onChange={(event) => {
            const next = deskPrayerFilters.find((filter) => filter === event.currentTarget.value);
            if (next) onShowChange(next);
          }}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <ActionStatus message={done} />
      <PrayerList show={show} expiryDays={settings.data?.expiryDays} onDone={setDone} />
    </>
  );
}
