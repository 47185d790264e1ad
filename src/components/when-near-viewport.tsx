import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

interface WhenNearViewportProps {
  /** Holds the block's place (about its height, so nothing jumps) until it is near and its code is in. */
  placeholder: ReactNode;
  /** The block, usually a lazy component: rendered, and so loaded, only once the slot nears the viewport. */
  children: ReactNode;
}

/** A heavy block below the fold (a form with its schema library) that loads as the visitor scrolls towards it. */
export function WhenNearViewport({ placeholder, children }: WhenNearViewportProps) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return <div ref={slot}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
