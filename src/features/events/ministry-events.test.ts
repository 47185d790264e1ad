import { describe, expect, it } from 'vitest';
import { ministryEvents, upcomingEvents } from '@/content/events';

describe('ministryEvents', () => {
  it('falls on May 15, 22, 29 and June 5, 12, 19 of the given year', () => {
    const events = ministryEvents(2026);
    expect(events.map(({ date }) => `${date.month} ${date.day}`)).toEqual([
      'May 15',
      'May 22',
      'May 29',
      'June 5',
      'June 12',
      'June 19',
    ]);
    expect(events.every(({ date }) => date.fullDate.getFullYear() === 2026)).toBe(true);
    expect(events.every((event) => event.comingSoon)).toBe(true);
    expect(events.map((event) => event.link)).toEqual(events.map((event) => `/events/${event.id}`));
  });

  it('names the weekday for that year', () => {
    const [first] = ministryEvents(2026);
    expect(first?.date.dayOfWeek).toBe('Friday');
    expect(first?.date.time).toBe('7:00 PM');
    const [nextYear] = ministryEvents(2027);
    expect(nextYear?.date.dayOfWeek).toBe('Saturday');
  });
});

describe('upcomingEvents', () => {
  const events = ministryEvents(2026);

  it('drops events that began before now', () => {
    const upcoming = upcomingEvents(events, new Date(2026, 4, 20, 12));
    expect(upcoming.map(({ date }) => `${date.month} ${date.day}`)).toEqual([
      'May 22',
      'May 29',
      'June 5',
      'June 12',
      'June 19',
    ]);
  });

  it('keeps an event until its start time', () => {
    expect(upcomingEvents(events, new Date(2026, 4, 15, 18, 59))[0]?.date.day).toBe('15');
    expect(upcomingEvents(events, new Date(2026, 4, 15, 19, 1))[0]?.date.day).toBe('22');
  });

  it('is empty once the last event has passed', () => {
    expect(upcomingEvents(events, new Date(2026, 10, 20))).toEqual([]);
  });
});
