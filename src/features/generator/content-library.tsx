import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { CONTENT_TYPES, contentMessages, type ContentItemSummary, type ContentStatus } from '@server/contracts/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { formatLongDate } from '@/lib/long-date';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { DownloadLinks } from './download-links';

// Filled badges in shades that keep the label at WCAG AA contrast (the light variant's tinted text was too
// pale: axe found it in the e2e run). Gold carries dark text, as the chat's Premium badge does.
const statusBadges: Record<ContentStatus, { label: string; color: string; text: string }> = {
  generated: { label: 'Ready', color: 'teal.9', text: 'white' },
  paid: { label: 'Paid, not written yet', color: 'gold.4', text: 'covenant.9' },
  failed: { label: 'Writing failed', color: 'red.9', text: 'white' },
};

/**
 * "My Content": every purchase of the signed-in member, newest first as the server lists them, with its
 * downloads once written and Try Again (no new payment) when the writing failed or never ran. The
 * generator page and /account show it (the account route passes it in).
 */
export function ContentLibrary() {
  const trpc = useTRPC();
  // What the server holds now (content bought a minute ago), whatever an earlier visit cached.
  const library = useQuery(trpc.content.library.queryOptions(undefined, { refetchOnMount: 'always' }));

  if (library.isError) {
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light" title="Your content could not be loaded">
          Please try again in a moment.
        </Alert>
        {/* Not "Try Again": the page may have another, and this one only loads the list. */}
        <Button variant="light" onClick={() => void library.refetch()} disabled={library.isFetching}>
          Load My Content again
        </Button>
      </Stack>
    );
  }
  if (!library.data) return <LoadingStatus label="Loading your content" />;
  if (library.data.items.length === 0) return <Text c="gray.7">{contentMessages.libraryEmpty}</Text>;

  return (
    <Stack component="ul" aria-label={contentMessages.libraryTitle} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {library.data.items.map((item) => (
        <LibraryEntry key={item.id} item={item} />
      ))}
    </Stack>
  );
}

function LibraryEntry({ item }: { item: ContentItemSummary }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.content.retry.mutationOptions({
      onSuccess: ({ content }) => {
        notifySuccess('Content ready', `"${content.title}" is ready to download.`);
        void queryClient.invalidateQueries({ queryKey: trpc.content.library.queryKey() });
      },
      onError: (error) => notifyError(contentMessages.generateErrorTitle, serverMessage(error, contentMessages.generateFailed)),
    }),
  );
  const badge = statusBadges[item.status];
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            <Text size="sm" c="gray.7">
              {`${CONTENT_TYPES[item.type].productName} · ${formatLongDate(item.createdAt)}`}
            </Text>
          </Stack>
          <Badge color={badge.color} c={badge.text}>
            {badge.label}
          </Badge>
        </Group>
        {item.status === 'generated' ? (
          <DownloadLinks id={item.id} title={item.title} size="xs" />
        ) : (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={() => retry.mutate({ id: item.id })}
              disabled={retry.isPending}
              aria-label={`${contentMessages.retry}: ${item.title}`}
            >
              {retry.isPending ? 'Writing...' : contentMessages.retry}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
