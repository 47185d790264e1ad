import type { deskSubscriber, subscribersOutput } from '@server/contracts/desk';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import type { z } from 'zod';
import { LoadingStatus } from '@/components/loading-status';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { ActionStatus } from './action-status';
import { ConfirmDialog } from './confirm-dialog';
import { DeskLoadError } from './desk-load-error';
import { subscribersQueryOptions } from './desk-queries';
import { DeskTime } from './desk-time';
import { LoadMore } from './load-more';
import { subscriberSourceLabels } from './subscriber-labels';
import { FOCUS_AFTER_REMOVAL, useFocusAfterRemoval } from './use-focus-after-removal';

type DeskSubscriber = z.infer<typeof deskSubscriber>;
type SubscribersPage = z.infer<typeof subscribersOutput>;

interface SubscriberListProps {
  search: string | undefined;
  /** Where focus goes when the last subscriber shown is removed (the search box). */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** The subscribers matching the search, newest first, a server page at a time; each can be removed. */
export function SubscriberList({ search, fallbackFocus }: SubscriberListProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The last answer stays while the next search runs, so the list does not blink with every pause in typing.
  const list = useInfiniteQuery({ ...subscribersQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const subscribers = list.data?.pages.flatMap((page) => page.subscribers);
  const { listRef, focusAfterRemoving } = useFocusAfterRemoval(subscribers, fallbackFocus);
  // Who the dialog asks about, and where they were in the list (focus goes to whoever takes their place).
  const [removing, setRemoving] = useState<{ subscriber: DeskSubscriber; index: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const remove = useMutation(
    trpc.desk.removeSubscriber.mutationOptions({
      onSuccess: (_result, { id }) => {
        const email = removing?.subscriber.email ?? 'The subscriber';
        if (removing) focusAfterRemoving(removing.index);
        queryClient.setQueriesData<InfiniteData<SubscribersPage>>({ queryKey: trpc.desk.subscribers.pathKey() }, (old) =>
          old ? { ...old, pages: old.pages.map((page) => ({ ...page, subscribers: page.subscribers.filter((subscriber) => subscriber.id !== id) })) } : old,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey() });
        setRemoving(null);
        setDone(`${email} was removed from the subscribers.`);
      },
    }),
  );

  const askToRemove = (subscriber: DeskSubscriber, index: number) => {
    remove.reset();
    setRemoving({ subscriber, index });
  };

  let body: React.ReactNode;
  if (!subscribers) {
    body = list.isError ? (
      <DeskLoadError error={list.error} what="The subscribers" onRetry={() => void list.refetch()} retrying={list.isFetching} />
    ) : (
      <LoadingStatus label="Loading the subscribers" />
    );
  } else if (subscribers.length === 0) {
    body = <Text c="dimmed">{search ? `No subscriber matches “${search}”.` : 'Nobody has subscribed yet.'}</Text>;
  } else {
    body = (
      <Stack gap="md">
        <Stack
          component="ul"
          ref={listRef}
          gap="sm"
          aria-label="Subscribers"
          aria-busy={list.isPlaceholderData || undefined}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {subscribers.map((subscriber, index) => (
            <Paper component="li" key={subscriber.id} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} miw={0}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {subscriber.email}
                    </Text>
                    {/* Signed up, but the confirmation link was not followed: not exported (decision 027). */}
                    {subscriber.confirmedAt ? null : (
                      <Badge color="gold.4" c="covenant.9">
                        Unconfirmed
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    {subscriber.firstName} {subscriber.lastName}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {subscriberSourceLabels[subscriber.source]} &middot; agreed <DeskTime date={subscriber.consentedAt} />
                  </Text>
                </Stack>
                <Button variant="default" c="red.9" onClick={() => askToRemove(subscriber, index)} {...{ [FOCUS_AFTER_REMOVAL]: true }}>
                  Remove <VisuallyHidden>{subscriber.email}</VisuallyHidden>
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
        <LoadMore list={list} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <ActionStatus message={done} />
      {body}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this subscriber?"
        confirmLabel="Remove subscriber"
        onConfirm={() => removing && remove.mutate({ id: removing.subscriber.id })}
        onClose={() => setRemoving(null)}
        pending={remove.isPending}
        error={remove.isError ? serverMessage(remove.error, 'The subscriber could not be removed. Please try again.') : null}
      >
        <Text>
          <strong style={{ overflowWrap: 'anywhere' }}>{removing?.subscriber.email}</strong> will no longer get the ministry&rsquo;s emails. The audit log keeps a record
          of who was removed, and by whom.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
