import type { SignedInUser } from '@server/contracts/accounts';
import type { InboxStatus } from '@server/contracts/desk';
import { Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { DeskLoadError } from './desk-load-error';
import { inboxQueryOptions } from './desk-queries';
import { InboxItemCard } from './inbox-item-card';
import { inboxStatusLabels } from './inbox-labels';
import { LoadMore } from './load-more';

const emptyInbox: Record<InboxStatus, string> = {
  new: 'No new messages: everything has been looked at.',
  open: 'No open messages.',
  done: 'Nothing has been marked done yet.',
};

interface InboxListProps {
  status: InboxStatus;
  viewer: Pick<SignedInUser, 'id' | 'role'>;
}

/** The inbox under one filter, a server page at a time, with "Load more" while the server has more. */
export function InboxList({ status, viewer }: InboxListProps) {
  const trpc = useTRPC();
  const inbox = useInfiniteQuery(inboxQueryOptions(trpc, status));

  if (inbox.isError && !inbox.data) {
    // A 403 means the role was taken away since the session was read: the server has the last word.
    return <DeskLoadError error={inbox.error} what="The inbox" onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} />;
  }
  if (!inbox.data) return <LoadingStatus label="Loading the inbox" />;

  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Text c="dimmed">{emptyInbox[status]}</Text>;

  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" aria-label={`${inboxStatusLabels[status]} messages`} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <InboxItemCard key={`${item.kind}-${item.id}`} item={item} viewer={viewer} />
        ))}
      </Stack>
      <LoadMore list={inbox} />
    </Stack>
  );
}
