import { useEffect, useState } from 'react';
import { useHydrating } from '@/lib/hydration';

/** The teaching detail page's data is local, but it is presented as a short load (spec: 500 ms). */
export const TEACHING_LOAD_MS = 500;

/**
 * False until `delayMs` has passed since `key` last changed. A prerendered page has its text already, so
 * its first load shows it at once (there is nothing to wait for); moving to another teaching still waits.
 */
export function useSimulatedLoad(key: string, delayMs = TEACHING_LOAD_MS): boolean {
  const hydrating = useHydrating();
  const [prerenderedKey] = useState(hydrating ? key : null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setLoadedKey(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return loadedKey === key || prerenderedKey === key;
}
