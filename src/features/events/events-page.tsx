import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { EventsHero } from './events-hero';
import { FeaturedEventBanner } from './featured-event-banner';
import { HostEventSection } from './host-event-section';
import { UpcomingEventsSection } from './upcoming-events-section';
import { useMinistryEvents } from './use-ministry-events';
import { WeeklyCalendarSection } from './weekly-calendar-section';

/** /events: the next event, all upcoming events by category, the weekly calendar and hosting. */
export function EventsPage() {
  const { upcoming } = useMinistryEvents();
  const [nextEvent] = upcoming;

  return (
    <>
      <EventsHero />
      {nextEvent ? <FeaturedEventBanner event={nextEvent} /> : null}
      <UpcomingEventsSection events={upcoming} />
      <WeeklyCalendarSection />
      <HostEventSection />
      <NewsletterSection
        id="newsletter"
        title="Hear About New Events First"
        description="Get event announcements, weekly encouragement and new teachings in your inbox."
      />
    </>
  );
}
