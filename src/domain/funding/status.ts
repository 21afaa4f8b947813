/**
 * A call's status on a given day (ISO dates, compared as text: YYYY-MM-DD sorts as it reads).
 * closed: the source says so, or the closing date has passed; upcoming: it opens after today;
 * closing: open and closing within CLOSING_DAYS days (closing today or in exactly 7 days is
 * "closing"); open otherwise, including "until funds run out" and calls with no closing date.
 */
export const CALL_STATUS_VALUES = ['open', 'closing', 'upcoming', 'closed'] as const;
export type CallStatusValue = (typeof CALL_STATUS_VALUES)[number];
export const CLOSING_DAYS = 7;

export interface StatusInput {
  opensAt: string | null;
  closesAt: string | null;
  closedBySource?: boolean;
}

/** today + n days, as an ISO date (UTC calendar arithmetic). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function callStatus(call: StatusInput, today: string): CallStatusValue {
  if (call.closedBySource) return 'closed';
  if (call.closesAt !== null && call.closesAt < today) return 'closed';
  if (call.opensAt !== null && call.opensAt > today) return 'upcoming';
  if (call.closesAt !== null && call.closesAt <= addDays(today, CLOSING_DAYS)) return 'closing';
  return 'open';
}
