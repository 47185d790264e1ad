import type { OutboxEntry } from '@server/contracts/desk-outbox';
import type { OutboxStatus } from '@server/contracts/email';
import { Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { DeskLoadError } from './desk-load-error';
import { outboxQueryOptions } from './desk-queries';
import { LoadMore } from './load-more';
import { OutboxMessageDialog } from './outbox-message-dialog';
import { outboxEmptyText, outboxFilterLabels } from './outbox-labels';
import { OutboxRow } from './outbox-row';

interface OutboxListProps {
  /** One status's messages, or all of them. */
  status: OutboxStatus | undefined;
  onDone: (text: string) => void;
}

/** The outbox's messages under the filter, newest first, a server page at a time; each can be read whole. */
export function OutboxList({ status, onDone }: OutboxListProps) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(outboxQueryOptions(trpc, status));
  // The message the dialog shows stays while it closes; `reading` says whether it is open.
  const [shown, setShown] = useState<OutboxEntry | null>(null);
  const [reading, setReading] = useState(false);
  const filter = status ?? 'all';

  if (!list.data) {
    return list.isError ? (
      <DeskLoadError error={list.error} what="The outbox" onRetry={() => void list.refetch()} retrying={list.isFetching} />
    ) : (
      <LoadingStatus label="Loading the outbox" />
    );
  }
  const messages = list.data.pages.flatMap((page) => page.messages);
  if (messages.length === 0) return <Text c="dimmed">{outboxEmptyText[filter]}</Text>;

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={880}>
        <Table verticalSpacing="sm" striped aria-label={`Outbox: ${outboxFilterLabels[filter]}, newest first`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Message</Table.Th>
              <Table.Th scope="col">To</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Written</Table.Th>
              <Table.Th scope="col">Sent</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => (
              <OutboxRow
                key={message.id}
                message={message}
                onDone={onDone}
                onRead={(opened) => {
                  setShown(opened);
                  setReading(true);
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={list} />
      <OutboxMessageDialog message={shown} opened={reading} onClose={() => setReading(false)} />
    </Stack>
  );
}
