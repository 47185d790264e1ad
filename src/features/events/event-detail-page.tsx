import { PageHero } from '@/features/layout/page-hero';

export function EventDetailPage() {
  return (
    <PageHero title="Event" eyebrow="Events">
      This page gives the date, time, place and details of a single event.
    </PageHero>
  );
}
