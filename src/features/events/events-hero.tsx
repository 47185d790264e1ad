import { IconCalendarEvent, IconCalendarWeek } from '@tabler/icons-react';
import sanctuary from '@/assets/events/sanctuary.svg';
import { ministry } from '@/content/ministry';
import { HeroBanner } from '@/components/hero-banner';

/** The opening band of /events, with links down to the upcoming events and the weekly calendar. */
export function EventsHero() {
  return (
    <HeroBanner
      eyebrow="Gather With Us"
      headline="Events"
      subtitle={`Worship nights, teaching evenings, community meals and outreach at the ${ministry.location.venue}. There is always a seat for you.`}
      art={{ src: sanctuary, alt: '', width: 640, height: 400 }}
      primary={{ label: "This Week's Events", hash: 'upcoming', icon: <IconCalendarEvent size={18} aria-hidden="true" /> }}
      secondary={{ label: 'Calendar View', hash: 'calendar', icon: <IconCalendarWeek size={18} aria-hidden="true" /> }}
    />
  );
}
