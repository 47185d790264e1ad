import { Tabs } from '@mantine/core';
import { useState } from 'react';
import type { EventCategory, MinistryEvent } from '@/content/events';
import { eventCategories } from '@/content/events';
import { EventCard } from './event-card';
import { NoUpcomingEvents } from './no-upcoming-events';
import filtered from '@/components/filtered-list.module.css';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';

const ALL = 'all';
const tabs = [{ id: ALL, label: 'All Events' }, ...eventCategories] as const;

function categoryOf(value: string): EventCategory | undefined {
  return eventCategories.find((category) => category.id === value)?.id;
}

/** #upcoming on /events: the events still to come, filtered by category. */
export function UpcomingEventsSection({ events }: { events: readonly MinistryEvent[] }) {
  const [selected, setSelected] = useState<string>(ALL);

  return (
    <PageSection id="upcoming" labelledBy="upcoming-title" spacing="even">
      <SectionHeading id="upcoming-title" title="Upcoming Events">
        Everyone is welcome. Bring your family and friends, and come just as you are.
      </SectionHeading>
      <Tabs value={selected} onChange={(value) => setSelected(value ?? ALL)} variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List className={filtered.tabList} aria-label="Event categories">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.id} value={tab.id} className={filtered.tab}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => {
          const category = categoryOf(tab.id);
          const shown = category ? events.filter((event) => event.category === category) : events;
          return (
            <Tabs.Panel key={tab.id} value={tab.id} pt="xl">
              {shown.length === 0 ? (
                <NoUpcomingEvents category={category} />
              ) : (
                <div className={filtered.grid}>
                  {shown.map((event) => (
                    <EventCard key={event.id} event={event} />
                  ))}
                </div>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </PageSection>
  );
}
