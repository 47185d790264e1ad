import { useEffect, useRef } from 'react';
import { useStudyErrorHandler } from '@/lib/study';

/**
 * The spec's toast for a failed fetch ("Failed to fetch streak", ...): once per error, not on every render
 * and not twice under StrictMode; a later failure (after a refetch) is a new error and says so again.
 */
export function useFetchErrorToast(error: unknown, fallback: string) {
  const handleStudyError = useStudyErrorHandler();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    handleStudyError(error, fallback);
  }, [error, fallback, handleStudyError]);
}
