import { Suspense, type ReactNode } from 'react';
import { hydrationTurn, useHydrating } from '@/lib/hydration';

function WaitForTurn({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && typeof document !== 'undefined') {
    const turn = hydrationTurn();
    if (turn) throw turn;
  }
  return children;
}

/**
 * A part of a prerendered page (a section, the footer) that the browser hydrates in a task of its own after
 * the rest, so no one task hydrates the whole page (src/lib/hydration.ts). Its one root element stays as
 * the HTML has it until then. Drawn anew (a page the app navigates to) or on the server, it renders at once.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
