import { Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { DeskLoadError } from './desk-load-error';
import { deskPrayersQueryOptions } from './desk-queries';
import type { DeskPrayerFilter } from './desk-search';
import { LoadMore } from './load-more';
import { PrayerCard } from './prayer-card';
import { prayerEmptyText, prayerFilterLabels } from './prayer-labels';

interface PrayerListProps {
  show: DeskPrayerFilter;
  expiryDays: number | undefined;
  onDone: (message: string) => void;
}

/** The prayer requests under one filter, newest first, a server page at a time. */
export function PrayerList({ show, expiryDays, onDone }: PrayerListProps) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(deskPrayersQueryOptions(trpc, show));

  if (!list.data) {
    return list.isError ? (
      <DeskLoadError error={list.error} what="The prayer requests" onRetry={() => void list.refetch()} retrying={list.isFetching} />
    ) : (
      <LoadingStatus label="Loading the prayer requests" />
    );
  }
  const prayers = list.data.pages.flatMap((page) => page.prayers);
  if (prayers.length === 0) return <Text c="dimmed">{prayerEmptyText[show]}</Text>;

  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" aria-label={`Prayer requests: ${prayerFilterLabels[show]}`} p={0} m={0} style={{ listStyle: 'none' }}>
        {prayers.map((prayer) => (
          <PrayerCard key={prayer.id} prayer={prayer} expiryDays={expiryDays} onDone={onDone} />
        ))}
      </Stack>
      <LoadMore list={list} />
    </Stack>
  );
}
