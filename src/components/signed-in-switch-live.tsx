import type { SessionUser } from '@server/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { writeSessionHint } from '@/lib/session-hint';
import { useTRPC } from '@/lib/trpc';

interface SignedInSwitchLiveProps {
  visitor: ReactNode;
  member: (user: SessionUser) => ReactNode;
}

/** SignedInSwitch once it asks: the session query, shared with every other reader of it. */
export default function SignedInSwitchLive({ visitor, member }: SignedInSwitchLiveProps) {
  const trpc = useTRPC();
  const { data: user } = useQuery(trpc.accounts.session.queryOptions());
  // Remember for the next page whether to ask (a failed check leaves the hint as it was).
  useEffect(() => {
    if (user !== undefined) writeSessionHint(user !== null);
  }, [user]);
  return user ? member(user) : visitor;
}
