import type { InboxItem, inboxChangeOutput, inboxOutput } from '@server/contracts/desk';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTRPC } from '@/lib/trpc';

type InboxPage = z.infer<typeof inboxOutput>;
type InboxChange = z.infer<typeof inboxChangeOutput>;

/**
 * Shows a change the server made (a status, an assignee) on the item wherever the inbox lists it. The item
 * stays where it is, even if it no longer fits the filter, so it does not vanish while staff work on it; the
 * lists are marked stale so the next visit of a filter reads it again, and the unread count is read again.
 */
export function useInboxChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (change: InboxChange) => {
    const inboxKey = trpc.desk.inbox.pathKey();
    queryClient.setQueriesData<InfiniteData<InboxPage>>({ queryKey: inboxKey }, (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page) => ({ ...page, items: page.items.map((item) => (isSame(item, change) ? applyChange(item, change) : item)) })),
          }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: inboxKey, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: trpc.desk.unreadCounts.queryKey() });
  };
}

const isSame = (item: InboxItem, change: InboxChange) => item.kind === change.kind && item.id === change.id;
const applyChange = (item: InboxItem, change: InboxChange): InboxItem => ({ ...item, status: change.status, assignee: change.assignee });
