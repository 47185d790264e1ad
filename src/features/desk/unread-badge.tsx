import { UNREAD_COUNT_CAP } from '@server/contracts/desk';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

const count = new Intl.NumberFormat('en-US');

/** How many messages nobody has looked at yet; the server counts up to its cap, so the cap reads "1000+". */
export function UnreadBadge() {
  const trpc = useTRPC();
  const unread = useQuery(trpc.desk.unreadCounts.queryOptions());
  if (!unread.data) return null;
  const { inbox } = unread.data;
  const shown = inbox >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP}+` : count.format(inbox);
  return (
    <Badge size="lg" radius="xl" color={inbox > 0 ? 'covenant' : 'gray.7'} c="white" aria-live="polite">
      {shown} new
    </Badge>
  );
}
