// The desk's unread count, read on every staff page (the header's Desk link and the desk's own navigation).
// The header may not import the desk's feature, so the query and its wording live here, for both.
import type { UNREAD_COUNT_CAP } from '@server/contracts/desk';
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type TrpcOptions } from './trpc';

// The contract module brings zod, which the header keeps out of its chunk; the type holds this to its value.
const unreadCountCap: typeof UNREAD_COUNT_CAP = 1000;
const count = new Intl.NumberFormat('en-US');

/**
 * desk.unreadCounts, read again after 30 seconds when the window regains focus: cheap enough for every staff
 * page (the server stops counting at the cap), fresh enough to notice a new message on coming back.
 */
export function deskUnreadCountOptions(trpc: TrpcOptions) {
  return trpc.desk.unreadCounts.queryOptions(undefined, { staleTime: 30_000, refetchOnWindowFocus: true });
}

/**
 * The number of inbox items nobody has looked at, for staff (`worksTheDesk`); undefined while it loads, on a
 * failure, and always for members and visitors, who are never asked (the server would refuse them).
 */
export function useDeskUnreadCount(worksTheDesk: boolean): number | undefined {
  const trpc = useTRPC();
  const unread = useQuery({ ...deskUnreadCountOptions(trpc), enabled: worksTheDesk });
  return worksTheDesk ? unread.data?.inbox : undefined;
}

/** 3 -> '3', 1200 -> '1,200', the cap -> '1000+' (the server counts no further). */
export function formatUnreadCount(unread: number): string {
  return unread >= unreadCountCap ? `${unreadCountCap}+` : count.format(unread);
}
