import type { DeskPrayer, deskPrayersOutput } from '@server/contracts/desk';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTRPC } from '@/lib/trpc';

type PrayersPage = z.infer<typeof deskPrayersOutput>;

/**
 * Shows the request as the server changed it wherever the desk lists it. It stays where it is even if it no
 * longer fits the filter, so it does not vanish under the staff member's hand; the lists, the public wall and
 * the audit log are read again on their next visit.
 */
export function usePrayerChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (changed: DeskPrayer) => {
    const prayersKey = trpc.desk.prayers.pathKey();
    queryClient.setQueriesData<InfiniteData<PrayersPage>>({ queryKey: prayersKey }, (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, prayers: page.prayers.map((prayer) => (prayer.id === changed.id ? changed : prayer)) })) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: prayersKey, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: trpc.prayer.list.pathKey(), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey(), refetchType: 'none' });
  };
}
