/** Calendar months in UTC, written 'YYYY-MM' (the KPI buckets, ADR 0028). */
export type Month = string;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest range the KPI screen asks for, in months. */
export const MAX_RANGE_MONTHS = 36;
export const DEFAULT_RANGE_MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, '0');
const index = (m: Month) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const fromIndex = (i: number): Month => `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;

/** The UTC month of an instant: monthOf(new Date('2026-03-31T23:30:00Z')) === '2026-03'. */
export function monthOf(d: Date): Month {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** Months from `from` to `to`, both included: monthsBetween('2025-11', '2026-02') → 2025-11, 2025-12, 2026-01, 2026-02. */
export function monthsBetween(from: Month, to: Month): Month[] {
  const out: Month[] = [];
  for (let i = index(from); i <= index(to); i++) out.push(fromIndex(i));
  return out;
}

/** Number of months from `from` to `to`, both included (0 when `to` is before `from`). */
export function rangeLength(from: Month, to: Month): number {
  return Math.max(0, index(to) - index(from) + 1);
}

/** The default range: the `length` months ending with the month of `now`. */
export function defaultRange(now: Date, length = DEFAULT_RANGE_MONTHS): { from: Month; to: Month } {
  const to = monthOf(now);
  return { from: fromIndex(index(to) - length + 1), to };
}

/** The instants the range covers: [first instant of `from`, first instant after `to`). */
export function rangeBounds(from: Month, to: Month): { start: Date; end: Date } {
  const start = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, 1));
  const next = index(to) + 1;
  return { start, end: new Date(Date.UTC(Math.floor(next / 12), next % 12, 1)) };
}

/** True when the instant falls within the range's bounds. */
export function inRange(d: Date, bounds: { start: Date; end: Date }): boolean {
  return d.getTime() >= bounds.start.getTime() && d.getTime() < bounds.end.getTime();
}
