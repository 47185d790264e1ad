import { Alert, Badge, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { prayerMessages } from '@server/contracts/prayer';
import { useQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { prerenderedTime, useHydrating } from '@/lib/hydration';
import { relativeTime } from '@/lib/relative-time';
import { useTRPC } from '@/lib/trpc';

/** The public requests on the wall, newest first, scrolling past 500 px. */
export function PrayerList() {
  const trpc = useTRPC();
  const prayers = useQuery(trpc.prayer.list.queryOptions());
  // While hydrating, the moment the server drew the page, so the times read as in its HTML; the clock after.
  const now = useHydrating() ? prerenderedTime() : new Date();

  if (prayers.isPending) {
    return <LoadingStatus label="Loading prayer requests" size="sm" py="lg" />;
  }
  if (prayers.isError) {
    return (
      <Alert color="red" variant="light">
        The prayer wall could not be loaded just now. Please try again later.
      </Alert>
    );
  }
  const { prayerRequests } = prayers.data;
  if (prayerRequests.length === 0) return <Text c="dimmed">{prayerMessages.empty}</Text>;

  return (
    <ScrollArea.Autosize mah={500} type="auto" offsetScrollbars>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Prayer requests">
        {prayerRequests.map((prayer) => (
          <Paper component="li" key={prayer.id} withBorder radius="md" p="md">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{prayer.name}</Text>
              {prayer.answeredAt ? (
                <Badge color="green" variant="light">
                  Answered
                </Badge>
              ) : null}
            </Group>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{prayer.request}</Text>
            {prayer.praiseNote ? (
              <Text size="sm" c="green.8" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                Praise: {prayer.praiseNote}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed" component="time" dateTime={prayer.createdAt.toISOString()}>
              {relativeTime(prayer.createdAt, now)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
