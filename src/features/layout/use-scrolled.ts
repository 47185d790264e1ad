import { useSyncExternalStore } from 'react';

/** The spec's threshold: the header shadow strengthens once the page is scrolled more than this. */
export const SCROLLED_THRESHOLD_PX = 20;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the window is scrolled beyond the threshold. */
export function useScrolled(threshold = SCROLLED_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
