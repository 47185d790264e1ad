// The hub's reading calendar: the member's study days of the last 12 weeks, laid out in weeks from Sunday
// to Saturday. Days are the member's local calendar days as the server sends them (YYYY-MM-DD), so the
// arithmetic is on plain dates (UTC midnights), never on the browser's clock or zone.

/** The server lists the study days of the last 12 weeks, today included. */
export const CALENDAR_DAYS = 12 * 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  studied: boolean;
  isToday: boolean;
}

export interface CalendarWeek {
  /** The Sunday that opens the week (YYYY-MM-DD), which may fall before the calendar starts. */
  start: string;
  /** Sunday to Saturday; null for a day outside the 12 weeks (before the first day or after today). */
  days: (CalendarDay | null)[];
}

function parseDay(day: string): number | undefined {
  const match = ISO_DAY.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(date));
  return toDay(time) === day ? time : undefined;
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The weeks holding the `length` days that end on `today`, with the days studied marked. An empty list
 * when `today` is not a date (a signed-out answer has '').
 */
export function calendarWeeks(today: string, studiedDays: readonly string[], length = CALENDAR_DAYS): CalendarWeek[] {
  const end = parseDay(today);
  if (end === undefined || length < 1) return [];
  const first = end - (length - 1) * DAY_MS;
  const firstSunday = first - new Date(first).getUTCDay() * DAY_MS;
  const studied = new Set(studiedDays);
  const weeks: CalendarWeek[] = [];
  for (let weekStart = firstSunday; weekStart <= end; weekStart += 7 * DAY_MS) {
    const days = Array.from({ length: 7 }, (_, index): CalendarDay | null => {
      const time = weekStart + index * DAY_MS;
      if (time < first || time > end) return null;
      const date = toDay(time);
      return { date, studied: studied.has(date), isToday: time === end };
    });
    weeks.push({ start: toDay(weekStart), days });
  }
  return weeks;
}

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Sunday, March 2, 2025", for screen readers and tooltips. */
export function formatLongDay(day: string): string {
  const time = parseDay(day);
  return time === undefined ? day : longDay.format(time);
}

/** "Mar 2", for the calendar's range. */
export function formatShortDay(day: string): string {
  const time = parseDay(day);
  return time === undefined ? day : shortDay.format(time);
}
