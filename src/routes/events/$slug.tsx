import { createFileRoute } from '@tanstack/react-router';
import { findEvent, ministryEvents } from '@/content/events';
import { EventDetailPage } from '@/features/events/event-detail-page';
import { ministry } from '@/content/ministry';
import { itemMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/events/$slug')({
  // The title names the event (or Event Not Found): EventDetailPage sets it. The loader is code-split, so
  // the events' text stays out of the bundle every page loads.
  loader: ({ params }) => {
    const event = findEvent(ministryEvents(new Date().getFullYear()), params.slug);
    return event ? { title: event.title, description: event.description } : null;
  },
  head: ({ loaderData }) =>
    loaderData
      ? itemMeta(loaderData.title, loaderData.description)
      : { meta: [{ name: 'description', content: `Details of an upcoming ${ministry.name} event.` }] },
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { slug } = Route.useParams();
  return <EventDetailPage slug={slug} />;
}
