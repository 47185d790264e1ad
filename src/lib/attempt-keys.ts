import { useCallback, useRef } from 'react';

/**
 * Idempotency keys for checkout attempts: one random key per attempt, described by what it asks for
 * (an amount, a plan with the payer's details). A double-click or a Try Again of the same attempt sends
 * the same key, so the server hands back the same payment intent instead of making a second one; asking
 * for something else is a new attempt with a new key.
 */
export function useAttemptKeys(): (attempt: string) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((attempt: string) => {
    let key = keys.current.get(attempt);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(attempt, key);
    }
    return key;
  }, []);
}
