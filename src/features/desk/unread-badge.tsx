import { Badge } from '@mantine/core';
import { formatUnreadCount, useDeskUnreadCount } from '@/lib/desk-unread-count';

/** How many messages nobody has looked at yet, by the inbox's heading; the server's cap reads "1000+". */
export function UnreadBadge() {
  const unread = useDeskUnreadCount(true);
  if (unread === undefined) return null;
  return (
    <Badge size="lg" radius="xl" color={unread > 0 ? 'covenant' : 'gray.7'} c="white" aria-live="polite">
      {formatUnreadCount(unread)} new
    </Badge>
  );
}
