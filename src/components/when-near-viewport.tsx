import { Suspense, use, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';

interface WhenNearViewportProps {
  /** Holds the block's place (about its height, so nothing jumps) in a page drawn in the browser alone. */
  placeholder: ReactNode;
  /** The block, usually a lazy component whose code should wait until the visitor scrolls towards it. */
  children: ReactNode;
}

/** How near the viewport a block's code starts to load. */
const MARGIN = '600px';

/** Opens once, when the block nears the viewport: its code may load from then on. */
function createGate() {
  let isOpen = false;
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  const listeners = new Set<() => void>();
  return {
    opened,
    isOpen: () => isOpen,
    open() {
      if (isOpen) return;
      isOpen = true;
      resolve();
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
type Gate = ReturnType<typeof createGate>;

/**
 * The block once its gate is open. Before that: on the server, the block itself (it is in the HTML);
 * while hydrating, a suspension, so React keeps the block's HTML as it is (no code has to load for it);
 * in a page drawn in the browser alone, the placeholder.
 */
function Gated({ gate, placeholder, children }: { gate: Gate; placeholder: ReactNode; children: ReactNode }) {
  const hydrating = useHydrating();
  const open = useSyncExternalStore(gate.subscribe, gate.isOpen, gate.isOpen);
  if (typeof document === 'undefined') return children;
  if (hydrating) {
    // Every render while hydrating asks, so a retry after the gate opened finds the same hook calls.
    use(gate.opened);
    return children;
  }
  return open ? children : placeholder;
}

/**
 * A heavy block below the fold (a form with its schema library). Its markup is in the prerendered HTML, so
 * it is there without scripts, for find-in-page and for a screen reader listing the page's forms; only its
 * code waits until the block comes near the viewport. React then hydrates it (its own Suspense boundary),
 * and a form keeps what was typed into it meanwhile (useKeepPrerenderedInput).
 */
export function WhenNearViewport({ placeholder, children }: WhenNearViewportProps) {
  const [gate] = useState(createGate);
  // The slot is outside the boundary, so it is hydrated (and observed) with the page around it. The
  // component never renders again: a new element for a boundary that is still the HTML's would make React
  // give up that HTML and draw the placeholder.
  const observe = useCallback(
    (slot: HTMLDivElement | null) => {
      if (!slot) return;
      if (typeof IntersectionObserver === 'undefined') {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          // Near the viewport, or above it already: a visitor who scrolled past before the slot was
          // hydrated may come back to it.
          if (!entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) return;
          gate.open();
          observer.disconnect();
        },
        { rootMargin: MARGIN },
      );
      observer.observe(slot);
      return () => observer.disconnect();
    },
    [gate],
  );
  return (
    // Marked for the e2e suite, which waits for the page's other sections to hydrate before it acts.
    <div ref={observe} data-near-viewport-slot="">
      <Suspense fallback={placeholder}>
        <Gated gate={gate} placeholder={placeholder}>
          {children}
        </Gated>
      </Suspense>
    </div>
  );
}
