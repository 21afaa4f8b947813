/** Calendar-day arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time zone shifts a day. */
const DAY = 86_400_000;

export const toDay = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
export const fromDay = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number): string => fromDay(toDay(iso) + n);
export const daysBetween = (from: string, to: string): number => toDay(to) - toDay(from);
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
