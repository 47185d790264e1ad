const deskTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 21, 2027, 3:04 PM': when something happened, to the minute (staff answer the oldest first). */
export function formatDeskTime(date: Date): string {
  return deskTime.format(date);
}

/** A moment on the desk, as a <time> a machine can read too. */
export function DeskTime({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatDeskTime(date)}</time>;
}
