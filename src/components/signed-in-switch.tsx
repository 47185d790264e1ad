import type { SessionUser } from '@server/contracts/accounts';
import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useContext, useSyncExternalStore } from 'react';
import { DataLayerContext } from '@/lib/data-layer';
import { readSessionHint, subscribeSessionHint } from '@/lib/session-hint';

// The part that asks the server, with React Query and tRPC: loaded only when the session is worth asking for.
// If its code cannot load (offline, or a deploy replaced it), the visitor's version stays, as on a failed
// session check, rather than the page giving way to the error page.
const SignedInSwitchLive = lazy(() =>
  import('./signed-in-switch-live').catch(() => ({ default: ({ visitor }: { visitor: ReactNode }) => visitor })),
);

interface SignedInSwitchProps {
  /** What a visitor sees, and everyone while the answer is not in yet (the prerendered page has it too). */
  visitor: ReactNode;
  /** What a signed-in member sees instead. */
  member: (user: SessionUser) => ReactNode;
}

/**
 * Draws `visitor` or `member(user)` by who is signed in. The server is asked only when someone has signed in
 * on this browser before (src/lib/session-hint.ts) or when the page has loaded the data libraries anyway: a
 * first visit shows the visitor's version without them (decision 016). Hydration draws the visitor's version,
 * as the prerendered HTML does, and the member's follows.
 */
export function SignedInSwitch({ visitor, member }: SignedInSwitchProps) {
  const dataLayer = useContext(DataLayerContext);
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribeHint = subscribeSessionHint(listener);
      const unsubscribeLayer = dataLayer.subscribe(listener);
      return () => {
        unsubscribeHint();
        unsubscribeLayer();
      };
    },
    [dataLayer],
  );
  const asks = useSyncExternalStore(
    subscribe,
    () => dataLayer.get() !== undefined || readSessionHint(),
    () => false,
  );
  return <Suspense fallback={visitor}>{asks ? <SignedInSwitchLive visitor={visitor} member={member} /> : visitor}</Suspense>;
}
