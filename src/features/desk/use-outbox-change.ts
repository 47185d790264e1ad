import type { OutboxEntry, outboxListOutput } from '@server/contracts/desk-outbox';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTRPC } from '@/lib/trpc';

type OutboxPage = z.infer<typeof outboxListOutput>;

/**
 * Shows a message as the server changed it wherever the outbox lists it. It stays where it is even if it no
 * longer fits the filter (a failed one sent again is queued), so it does not vanish under the staff member's
 * hand; the lists and the audit log are read again on their next visit.
 */
export function useOutboxChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (changed: OutboxEntry) => {
    const outboxKey = trpc.desk.outbox.list.pathKey();
    queryClient.setQueriesData<InfiniteData<OutboxPage>>({ queryKey: outboxKey }, (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, messages: page.messages.map((message) => (message.id === changed.id ? changed : message)) })) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: outboxKey, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey(), refetchType: 'none' });
  };
}
