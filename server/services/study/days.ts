// Study days are the member's local calendar days: an activity at 23:30 in Honolulu and one at 00:30 the
// next morning there are two days, whatever UTC says. Days are handled as YYYY-MM-DD strings.
import { AppError } from '../../errors';
import { studyMessages } from '../../contracts/study';

/** The zone's canonical name ("UTC", "America/New_York"), or a 400 naming what was sent. */
export function checkedTimeZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new AppError('BAD_REQUEST', studyMessages.unknownTimeZone(zone));
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `instant` falls on in `zone`, as YYYY-MM-DD. */
export function localDay(instant: Date, zone: string): string {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  return format.format(instant);
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
export const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOfNumber(dayNumber(day) + days);

/**
 * The current streak (consecutive days ending today or yesterday) and the longest run ever, from the
 * member's study days in any order.
 */
export function streaksOf(days: readonly string[], today: string): { currentStreak: number; longestStreak: number } {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longestStreak = 0;
  let run = 0;
  for (let index = 0; index < numbers.length; index++) {
    run = index > 0 && numbers[index] === (numbers[index - 1] ?? 0) + 1 ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
  }
  const present = new Set(numbers);
  const todayNumber = dayNumber(today);
  let cursor = present.has(todayNumber) ? todayNumber : todayNumber - 1;
  let currentStreak = 0;
  while (present.has(cursor)) {
    currentStreak++;
    cursor--;
  }
  return { currentStreak, longestStreak };
}
