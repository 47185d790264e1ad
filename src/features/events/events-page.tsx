import { PageHero } from '@/features/layout/page-hero';

export function EventsPage() {
  return (
    <PageHero title="Events" eyebrow="Gather with us">
      This page lists our upcoming services, teachings and community events, along with our weekly schedule.
    </PageHero>
  );
}
