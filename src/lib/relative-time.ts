// "Just now", "3 hours ago", "2 days ago": the spec's relative times (under an hour, under a day, days).
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

export function relativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
