import type { EventDate } from '@/content/events';
import classes from './event-date-badge.module.css';

/** The calendar-leaf date on an event: MAY over 15. The full date is given in text beside it. */
export function EventDateBadge({ date }: { date: EventDate }) {
  return (
    <div className={classes.badge} aria-hidden="true">
      <span className={classes.month}>{date.month.slice(0, 3)}</span>
      <span className={classes.day}>{date.day}</span>
    </div>
  );
}
