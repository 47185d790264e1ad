import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { prayerMessages, type PublicPrayerRequest } from '@server/contracts/prayer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { prerenderedTime, useHydrating } from '@/lib/hydration';
import { notifyError } from '@/lib/notify';
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
                <Badge color="teal.9" c="white">
                  Answered
                </Badge>
              ) : null}
            </Group>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{prayer.request}</Text>
            {prayer.praiseNote ? (
              <Text size="sm" c="teal.9" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                Praise: {prayer.praiseNote}
              </Text>
            ) : null}
            <Group justify="space-between" gap="xs" mt={4}>
              <Text size="sm" c="dimmed" component="time" dateTime={prayer.createdAt.toISOString()}>
                {relativeTime(prayer.createdAt, now)}
              </Text>
              <PrayedFor prayer={prayer} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/**
 * "I prayed": a visitor says they prayed for the request (counted once a day per visitor by the server), and
 * the wall shows how many times, never who.
 */
function PrayedFor({ prayer }: { prayer: PublicPrayerRequest }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const prayed = useMutation(
    trpc.prayer.prayed.mutationOptions({
      onSuccess: ({ prayedCount }) =>
        queryClient.setQueryData(trpc.prayer.list.queryKey(), (list) =>
          list && { prayerRequests: list.prayerRequests.map((shown) => (shown.id === prayer.id ? { ...shown, prayedCount } : shown)) },
        ),
      onError: (error) => notifyError('Not counted', serverMessage(error, 'Your prayer could not be counted just now. Please try again.')),
    }),
  );
  const count = prayer.prayedCount;
  return (
    <Group gap="xs">
      {count > 0 ? (
        <Text size="sm" c="dimmed">
          Prayed for {count} {count === 1 ? 'time' : 'times'}
        </Text>
      ) : null}
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconHeartHandshake size={14} aria-hidden="true" />}
        disabled={prayed.isSuccess}
        loading={prayed.isPending}
        onClick={() => prayed.mutate({ id: prayer.id })}
        aria-label={prayed.isSuccess ? `You prayed for ${prayer.name}'s request` : `I prayed for ${prayer.name}'s request`}
      >
        {prayed.isSuccess ? 'You prayed' : 'I prayed'}
      </Button>
    </Group>
  );
}
