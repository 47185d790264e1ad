import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** Whether a member is signed in (false while the session is still being read). */
export function useSignedIn(): boolean {
  const trpc = useTRPC();
  const { data: session } = useQuery(trpc.accounts.session.queryOptions());
  return Boolean(session);
}
