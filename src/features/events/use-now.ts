import { useState } from 'react';

/**
 * The moment the page opened. Events that began before it are left out of the lists. Reading the clock in
 * one place lets tests fix it (vi.setSystemTime, or Playwright's page.clock).
 */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
