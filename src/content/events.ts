// The ministry's upcoming events (/events and /events/$slug). Their dates fall on fixed days of the current
// year, so the list is built for a year rather than written out with one.
import openBook from '@/assets/teachings/open-book.svg';
import communityGathering from '@/assets/events/community-gathering.svg';
import outreachHomes from '@/assets/events/outreach-homes.svg';
import worshipNight from '@/assets/events/worship-night.svg';
import { ministry } from './ministry';

export const eventCategories = [
  { id: 'worship', label: 'Worship' },
  { id: 'teaching', label: 'Teaching' },
  { id: 'community', label: 'Community' },
  { id: 'outreach', label: 'Outreach' },
] as const;

export type EventCategory = (typeof eventCategories)[number]['id'];

export interface EventDate {
  /** 'May' */
  month: string;
  /** '15' */
  day: string;
  /** 'Friday' */
  dayOfWeek: string;
  /** '7:00 PM' */
  time: string;
  /** When the event begins, in the visitor's time zone. */
  fullDate: Date;
}

/** Named MinistryEvent so it never shadows the DOM's Event. */
export interface MinistryEvent {
  id: string;
  title: string;
  description: string;
  /** More about the event, one paragraph per entry, for its own page. */
  details: readonly string[];
  date: EventDate;
  location: string;
  category: EventCategory;
  image: string;
  imageAlt: string;
  link: string;
  comingSoon: boolean;
}

interface EventPlan extends Omit<MinistryEvent, 'date' | 'link'> {
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const venue = ministry.location.venue;

const eventPlans: readonly EventPlan[] = [
  {
    id: 'night-of-worship-and-healing',
    title: 'Night of Worship and Healing Prayer',
    description:
      'An unhurried evening of worship, Scripture and prayer for healing. Come as you are; our prayer team will be ready to pray with you.',
    details: [
      'We will open with an hour of worship led by our worship team, followed by a short word from the Scriptures on the compassion of Jesus.',
      'Afterwards, trained prayer ministers will be available at the front of the sanctuary for anyone who would like prayer for healing of body, mind or heart.',
    ],
    month: 5,
    day: 15,
    hour: 19,
    minute: 0,
    location: `${venue}, Main Sanctuary`,
    category: 'worship',
    image: worshipNight,
    imageAlt: 'Silhouettes of people worshipping with raised hands beneath golden light and stars',
    comingSoon: true,
  },
  {
    id: 'holy-spirit-intensive',
    title: 'Holy Spirit Intensive: Walking in the Spirit',
    description:
      'A focused evening of teaching from our Holy Spirit Series, with time for questions and for prayer to be filled with the Spirit.',
    details: [
      `${ministry.founder.name} will teach on Galatians 5 and what it looks like to keep in step with the Spirit in everyday life.`,
      'Bring a Bible and a notebook. Printed notes will be provided, and there will be time for questions and ministry at the end.',
    ],
    month: 5,
    day: 22,
    hour: 19,
    minute: 0,
    location: `${venue}, Main Sanctuary`,
    category: 'teaching',
    image: openBook,
    imageAlt: 'An open Bible glowing with golden light',
    comingSoon: true,
  },
  {
    id: 'community-picnic',
    title: 'Community Picnic on the Lawn',
    description:
      'Bring a blanket and a friend. Food, games for the children and good conversation as our church family shares a meal together.',
    details: [
      'Burgers, veggie options and lemonade are provided. If you would like to, bring a side dish or dessert to share.',
      'There will be lawn games and a craft table for children, and a welcome tent for anyone visiting for the first time.',
    ],
    month: 5,
    day: 29,
    hour: 12,
    minute: 0,
    location: `${venue}, Fellowship Lawn`,
    category: 'community',
    image: communityGathering,
    imageAlt: 'Friends gathered around a picnic table under a shady tree on a sunny hillside',
    comingSoon: true,
  },
  {
    id: 'blessing-bags-outreach',
    title: 'Blessing Bags Neighborhood Outreach',
    description:
      'Pack and deliver bags of groceries and handwritten notes of encouragement to neighbors in need across our city.',
    details: [
      'We will meet in the Community Hall to pack bags together, pray, and then head out in small teams to deliver them.',
      'Teams are welcome to bring their children. If you can drive, please let us know so we can plan routes.',
    ],
    month: 6,
    day: 5,
    hour: 9,
    minute: 0,
    location: `${venue}, Community Hall`,
    category: 'outreach',
    image: outreachHomes,
    imageAlt: 'A golden heart shining over a row of homes',
    comingSoon: true,
  },
  {
    id: 'first-steps-in-faith',
    title: 'First Steps in Faith: New Believers Class',
    description:
      'New to following Jesus, or coming back after a long time away? A warm, welcoming evening on the basics of the Christian life.',
    details: [
      'We will talk about prayer, reading the Bible, baptism and finding your place in a church family, with plenty of time for your questions.',
      'Every guest receives a free New Believers study guide to take home.',
    ],
    month: 6,
    day: 12,
    hour: 18,
    minute: 30,
    location: `${venue}, Community Hall`,
    category: 'teaching',
    image: openBook,
    imageAlt: 'An open Bible glowing with golden light',
    comingSoon: true,
  },
  {
    id: 'summer-worship-under-the-stars',
    title: 'Summer Worship Under the Stars',
    description:
      'An open-air night of worship to welcome the summer. Bring a lawn chair and join us as we lift up the name of Jesus together.',
    details: [
      'Worship begins as the sun goes down, with a short time of testimony and prayer for our city.',
      'In case of rain we will move inside to the Main Sanctuary.',
    ],
    month: 6,
    day: 19,
    hour: 19,
    minute: 30,
    location: `${venue}, Fellowship Lawn`,
    category: 'worship',
    image: worshipNight,
    imageAlt: 'Silhouettes of people worshipping with raised hands beneath golden light and stars',
    comingSoon: true,
  },
];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' });
const weekdayName = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function eventDate({ month, day, hour, minute }: Pick<EventPlan, 'month' | 'day' | 'hour' | 'minute'>, year: number): EventDate {
  const fullDate = new Date(year, month - 1, day, hour, minute);
  return {
    month: monthName.format(fullDate),
    day: String(day),
    dayOfWeek: weekdayName.format(fullDate),
    time: timeOfDay.format(fullDate),
    fullDate,
  };
}

/** This year's events (May 15, 22, 29 and June 5, 12, 19), in date order. */
export function ministryEvents(year: number): MinistryEvent[] {
  return eventPlans.map(({ month, day, hour, minute, ...event }) => ({
    ...event,
    date: eventDate({ month, day, hour, minute }, year),
    link: `/events/${event.id}`,
  }));
}

/** The events that have not begun yet at `now`, soonest first. */
export function upcomingEvents(events: readonly MinistryEvent[], now: Date): MinistryEvent[] {
  return events
    .filter((event) => event.date.fullDate.getTime() >= now.getTime())
    .sort((a, b) => a.date.fullDate.getTime() - b.date.fullDate.getTime());
}

export function findEvent(events: readonly MinistryEvent[], slug: string): MinistryEvent | undefined {
  return events.find((event) => event.id === slug);
}

export function eventCategoryLabel(id: EventCategory): string {
  return eventCategories.find((category) => category.id === id)?.label ?? id;
}
