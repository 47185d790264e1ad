const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-03-03' -> 'March 3, 2026'. The ISO date is a calendar day, so it is read and shown in UTC. */
export function formatTeachingDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
