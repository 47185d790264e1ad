import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '@/features/events/events-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/events/')({
  head: () => pageMeta('Events', `Upcoming worship services, teachings, community gatherings and outreach events at ${ministry.name}.`),
  component: EventsPage,
});
