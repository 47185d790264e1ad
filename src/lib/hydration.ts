// Whether the app is drawing over HTML the build prerendered (scripts/prerender.ts): on the server while
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

// Hydration in turns. Preact, which draws the built app (decision 017), hydrates a page in one task where
// React cut the work into slices: on /events and /resources that task blocked a throttled phone for about
// 300 ms (Lighthouse's total blocking time). A part of the page that waits for its turn (`HydrateInTurn`,
// src/components/hydrate-in-turn.tsx) keeps its HTML as it is while the rest hydrates, and is hydrated in
// a task of its own afterwards, one part per task, in page order. Hydrating (useHydrating) stays true for
// it, so it draws what its HTML has, like the rest.

const waiting: (() => void)[] = [];
let releasing = false;
/** While a part's turn is open: its render (in the microtasks after its promise settles) goes through. */
let turnOpen = false;
const drainedListeners: (() => void)[] = [];
/**
 * Resolves in a task of its own, soon: a message, not a timer, so it comes at once and a test's paused clock
 * does not hold it back. The turns are released one per such task; main.tsx hydrates in one, apart from
 * the task that loaded the page's routes.
 */
export function nextBrowserTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

function releaseNext() {
  const release = waiting.shift();
  turnOpen = release !== undefined;
  if (!release) {
    releasing = false;
    for (const listener of drainedListeners.splice(0)) listener();
    return;
  }
  release();
  void nextBrowserTask().then(releaseNext);
}

/**
 * Whether a part that hydrates in turns may render now; if not, the promise of its turn, which it throws
 * (Suspense keeps its HTML meanwhile).
 */
export function hydrationTurn(): Promise<void> | undefined {
  if (turnOpen) return undefined;
  const turn = new Promise<void>((resolve) => waiting.push(resolve));
  if (!releasing) {
    releasing = true;
    void nextBrowserTask().then(releaseNext);
  }
  return turn;
}

/** Resolves once every part waiting for its turn has been hydrated (at once when none waits). */
export function whenHydrated(): Promise<void> {
  if (!releasing) return Promise.resolve();
  return new Promise((resolve) => drainedListeners.push(resolve));
}
