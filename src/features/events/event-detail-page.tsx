import { findEvent } from '@/content/events';
import { EventDetail } from './event-detail';
import { EventNotFound } from './event-not-found';
import { useMinistryEvents } from './use-ministry-events';

/** /events/$slug: every event has a page, past ones too (only the lists leave them out). */
export function EventDetailPage({ slug }: { slug: string }) {
  const { now, events } = useMinistryEvents();
  const event = findEvent(events, slug);
  if (!event) return <EventNotFound />;
  return <EventDetail event={event} isPast={event.date.fullDate.getTime() < now.getTime()} />;
}
