/** "Today" for the catalogue: the calendar date in Italy (the sources' dates are Italian calendar days). */
export function catalogueToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
