import { useEffect, useState } from 'react';

/** The teaching detail page's data is local, but it is presented as a short load (spec: 500 ms). */
export const TEACHING_LOAD_MS = 500;

/** False until `delayMs` has passed since `key` last changed. */
export function useSimulatedLoad(key: string, delayMs = TEACHING_LOAD_MS): boolean {
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setLoadedKey(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return loadedKey === key;
}
