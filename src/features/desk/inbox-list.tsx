import type { SignedInUser } from '@server/contracts/accounts';
import type { InboxStatus } from '@server/contracts/desk';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadingStatus } from '@/components/loading-status';
import { errorCode } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { inboxQueryOptions } from './desk-queries';
import { InboxItemCard } from './inbox-item-card';
import { inboxStatusLabels } from './inbox-labels';
import { STAFF_ONLY_TEXT } from './staff-only-notice';

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
    // The role was taken away since the session was read: the server has the last word.
    if (errorCode(inbox.error) === 'FORBIDDEN') {
      return (
        <Alert color="red" variant="light" title="Staff only">
          {STAFF_ONLY_TEXT} If you were staff until now, an admin may have changed your role.
        </Alert>
      );
    }
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light" title="The inbox could not be loaded">
          Please try again in a moment.
        </Alert>
        <Button variant="light" onClick={() => void inbox.refetch()} disabled={inbox.isFetching}>
          Try Again
        </Button>
      </Stack>
    );
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
      {inbox.hasNextPage ? (
        <Button variant="light" w="fit-content" onClick={() => void inbox.fetchNextPage()} loading={inbox.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
      {inbox.isFetchNextPageError ? (
        <Text c="red.8" role="alert">
          The next page could not be loaded. Please try again.
        </Text>
      ) : null}
    </Stack>
  );
}
