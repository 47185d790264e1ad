// The ministry's regular week (the calendar on /events).

export interface ServiceTime {
  name: string;
  /** '10:00 AM' */
  time: string;
}

export interface WeeklyScheduleDay {
  day: 'Sunday' | 'Wednesday' | 'Friday';
  services: readonly ServiceTime[];
}

export const weeklySchedule: readonly WeeklyScheduleDay[] = [
  {
    day: 'Sunday',
    services: [
      { name: 'Morning Service', time: '10:00 AM' },
      { name: 'Youth Group', time: '5:00 PM' },
      { name: 'Evening Service', time: '6:30 PM' },
    ],
  },
  {
    day: 'Wednesday',
    services: [
      { name: 'Bible Study', time: '7:00 PM' },
      { name: "Children's Ministry", time: '7:00 PM' },
    ],
  },
  {
    day: 'Friday',
    services: [
      { name: 'Prayer Meeting', time: '6:30 PM' },
      { name: 'Young Adults', time: '7:30 PM' },
    ],
  },
];
