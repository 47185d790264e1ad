const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2025-05-15' -> 'May 2025' (read as a calendar date, whatever the visitor's time zone). */
export function formatReleaseMonth(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate}T00:00:00Z`));
}
