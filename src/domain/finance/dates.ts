const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Days since 1970-01-01 of a proleptic-Gregorian calendar date 'YYYY-MM-DD', or null when the
 * text is not such a date (wrong shape, month 13, 30 February, ...).
 *
 * Pure integer arithmetic (the days-from-civil algorithm): no `Date`, so no time zone and no
 * daylight-saving shift can move a date by an hour and change a day count.
 * Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms" (days_from_civil).
 * @example dayNumber('1970-01-02') // 1
 */
export function dayNumber(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const maxDay = month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!;
  if (day > maxDay) return null;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * Year fractions (actual days from the first date) / 365 for XNPV and XIRR, or null when a date is
 * malformed or earlier than the first one. Later dates may come in any order.
 * Source: Excel XNPV/XIRR documentation (d_i − d_1)/365.
 * @example yearFractions(['2008-01-01', '2009-01-01']) // [0, 366/365]
 */
export function yearFractions(dates: readonly string[]): Float64Array | null {
  const out = new Float64Array(dates.length);
  if (dates.length === 0) return out;
  const first = dayNumber(dates[0]!);
  if (first === null) return null;
  for (let i = 0; i < dates.length; i++) {
    const d = dayNumber(dates[i]!);
    if (d === null || d < first) return null;
    out[i] = (d - first) / 365;
  }
  return out;
}
