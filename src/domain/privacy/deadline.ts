/**
 * GDPR art. 12(3): a data-subject request is answered "without undue delay and in any event within
 * one month of receipt". Counted as the European Data Protection Board and Regulation 1182/71 do: the
 * same day of the next month; when that month is shorter, its last day (31 January → 28/29 February).
 * Computed on the UTC calendar.
 */
export function statutoryDeadline(receivedAt: Date): Date {
  const y = receivedAt.getUTCFullYear();
  const m = receivedAt.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(receivedAt.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day, 23, 59, 59, 999));
}

/** Whole days left until the deadline (negative once overdue), from `now`. */
export function daysLeft(deadline: Date, now: Date): number {
  return Math.floor((deadline.getTime() - now.getTime()) / 86_400_000);
}

/** How long a finished export stays downloadable. */
export const EXPORT_TTL_DAYS = 7;
