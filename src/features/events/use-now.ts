import { useState } from 'react';
import { prerenderedTime, useHydrating } from '@/lib/hydration';

/**
 * The moment the page opened. Events that began before it are left out of the lists. Reading the clock in
 * one place lets tests fix it (vi.setSystemTime, or Playwright's page.clock). A prerendered page shows the
 * lists as they were when it was built while it hydrates, so React finds its HTML as it drew it, and the
 * lists of now right after.
 */
export function useNow(): Date {
  const hydrating = useHydrating();
  const [openedAt] = useState(() => new Date());
  return hydrating ? prerenderedTime() : openedAt;
}
