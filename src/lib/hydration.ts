// Whether React is drawing over HTML the build prerendered (scripts/prerender.ts): on the server while
// prerendering, and in the browser during hydration. Parts of a page that would look different at that
// moment (a simulated load, the clock) draw what the HTML has, so hydration matches, and move on after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the component renders on the server or hydrates its HTML; false afterwards, and always in an
 * app drawn in the browser alone. (React reads the server snapshot exactly then.)
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/** When the HTML being hydrated was prerendered; main.tsx reads it from #root's data-rendered-at. */
let prerenderedAt: Date | undefined;

export function setPrerenderedAt(date: Date) {
  prerenderedAt = date;
}

/** The moment the prerendered HTML shows: the build's, or now when rendering on the server. */
export function prerenderedTime(): Date {
  return prerenderedAt ?? new Date();
}
