import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';

const year = new Date().getFullYear();

/** Opens /events with the clock at `now` (only Date is faked; timers run as usual). */
async function openEventsAt(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const view = renderApp('/events');
  await screen.findByRole('heading', { level: 1, name: 'Events' });
  return view;
}

function upcomingSection() {
  const section = document.getElementById('upcoming');
  if (!section) throw new Error('#upcoming is missing');
  return section;
}

function shownEventTitles() {
  return within(within(upcomingSection()).getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/events', () => {
  it('features the next event and lists only the events still to come', async () => {
    await openEventsAt(new Date(year, 4, 20, 12));
    expect(screen.getByRole('link', { name: "This Week's Events" })).toHaveAttribute('href', '#upcoming');
    expect(screen.getByRole('link', { name: 'Calendar View' })).toHaveAttribute('href', '#calendar');

    const featured = screen.getByRole('region', { name: 'Holy Spirit Intensive: Walking in the Spirit' });
    expect(within(featured).getByText('Next Event')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: /Event Details/ })).toHaveAttribute(
      'href',
      '/events/holy-spirit-intensive',
    );

    expect(within(upcomingSection()).getByRole('tab', { name: 'All Events' })).toHaveAttribute('aria-selected', 'true');
    expect(shownEventTitles()).toEqual([
      'Holy Spirit Intensive: Walking in the Spirit',
      'Community Picnic on the Lawn',
      'Blessing Bags Neighborhood Outreach',
      'First Steps in Faith: New Believers Class',
      'Summer Worship Under the Stars',
    ]);
    expect(screen.queryByText('Night of Worship and Healing Prayer')).not.toBeInTheDocument();
  });

  it('filters by category', async () => {
    const { user } = await openEventsAt(new Date(year, 4, 20, 12));
    const section = within(upcomingSection());
    expect(section.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Events',
      'Worship',
      'Teaching',
      'Community',
      'Outreach',
    ]);
    await user.click(section.getByRole('tab', { name: 'Worship' }));
    expect(shownEventTitles()).toEqual(['Summer Worship Under the Stars']);
    await user.click(section.getByRole('tab', { name: 'Teaching' }));
    expect(shownEventTitles()).toEqual([
      'Holy Spirit Intensive: Walking in the Spirit',
      'First Steps in Faith: New Believers Class',
    ]);
    await user.click(section.getByRole('tab', { name: 'Outreach' }));
    expect(shownEventTitles()).toEqual(['Blessing Bags Neighborhood Outreach']);
  });

  it('says when a category has nothing coming up, and offers the newsletter', async () => {
    const { user } = await openEventsAt(new Date(year, 5, 13, 9));
    const section = within(upcomingSection());
    await user.click(section.getByRole('tab', { name: 'Community' }));
    expect(section.getByText('No upcoming community events at this time.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Subscribe for Updates' })).toHaveAttribute('href', '#newsletter');
    await user.click(section.getByRole('tab', { name: 'Worship' }));
    expect(shownEventTitles()).toEqual(['Summer Worship Under the Stars']);
    expect(document.getElementById('newsletter')).toBeInTheDocument();
  });

  it('has no featured event and an empty list once every event has passed', async () => {
    await openEventsAt(new Date(year, 10, 20, 9));
    expect(screen.queryByText('Next Event')).not.toBeInTheDocument();
    const section = within(upcomingSection());
    expect(section.getByText('No upcoming events at this time.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Subscribe for Updates' })).toHaveAttribute('href', '#newsletter');
  });

  it('shows the weekly calendar and the spaces for hosting an event', async () => {
    await openEventsAt(new Date(year, 4, 20, 12));
    const calendar = document.getElementById('calendar');
    if (!calendar) throw new Error('#calendar is missing');
    const services = (day: string) =>
      within(within(calendar).getByRole('list', { name: `${day} services` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(services('Sunday')).toEqual(['Morning Service10:00 AM', 'Youth Group5:00 PM', 'Evening Service6:30 PM']);
    expect(services('Wednesday')).toEqual(['Bible Study7:00 PM', "Children's Ministry7:00 PM"]);
    expect(services('Friday')).toEqual(['Prayer Meeting6:30 PM', 'Young Adults7:30 PM']);

    const host = screen.getByRole('region', { name: 'Host an Event' });
    expect(within(host).getByRole('heading', { name: 'Main Sanctuary' })).toBeInTheDocument();
    expect(within(host).getByText('Up to 300 people')).toBeInTheDocument();
    expect(within(host).getByRole('heading', { name: 'Community Hall' })).toBeInTheDocument();
    expect(within(host).getByText('Up to 150 people')).toBeInTheDocument();
    expect(within(host).getByRole('link', { name: 'Request Information' })).toHaveAttribute(
      'href',
      '/contact#event-booking',
    );
  });
});
