import { useMemo } from 'react';
import type { MinistryEvent } from '@/content/events';
import { ministryEvents, upcomingEvents } from '@/content/events';
import { useNow } from './use-now';

/** This year's events, and those still to come. */
export function useMinistryEvents(): { now: Date; events: MinistryEvent[]; upcoming: MinistryEvent[] } {
  const now = useNow();
  return useMemo(() => {
    const events = ministryEvents(now.getFullYear());
    return { now, events, upcoming: upcomingEvents(events, now) };
  }, [now]);
}
