const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 2027-11-21 -> 'November 21, 2027' (in the visitor's time zone). */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
