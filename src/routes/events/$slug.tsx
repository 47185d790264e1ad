import { createFileRoute } from '@tanstack/react-router';
import { EventDetailPage } from '@/features/events/event-detail-page';
import { ministry } from '@/content/ministry';

export const Route = createFileRoute('/events/$slug')({
  // The title names the event (or Event Not Found): EventDetailPage sets it.
  head: () => ({ meta: [{ name: 'description', content: `Details of an upcoming ${ministry.name} event.` }] }),
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { slug } = Route.useParams();
  return <EventDetailPage slug={slug} />;
}
