import { createFileRoute } from '@tanstack/react-router';
import { EventDetailPage } from '@/features/events/event-detail-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/events/$slug')({
  head: () => pageMeta('Event', `Details of an upcoming ${ministry.name} event.`),
  component: EventDetailPage,
});
