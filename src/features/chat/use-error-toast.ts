import { useEffect, useRef } from 'react';
import { notifyError } from '@/lib/notify';

/** A failure toast once for each new error (not on every render, nor twice under StrictMode). */
export function useErrorToast(error: unknown, title: string, message: string) {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    notifyError(title, message);
  }, [error, title, message]);
}
