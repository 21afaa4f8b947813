import { periodEnd, withYear, yearOf } from './sentence-period-calendar.ts';
import type { PeriodMention } from './sentence-period-mention.ts';
import type { FigurePeriod } from './types.ts';

/**
 * Guidance for a period named without its year (issue 28): "For the first quarter, the company expects revenue of
 * $605 million to $610 million" in a release on the fourth quarter of 2022 is the first quarter of 2023, the next
 * such period after the one reported, not the first quarter of the reported year, which has ended. Pure.
 */
const AHEAD = /\b(?:expects?|anticipates?|guidance|outlook|forecasts?|projects?|sees|prevede|prevedono|si attende|si aspetta|stima)\b/iu;
const NOT_AHEAD = /\b(?:than|as|were|was|had(?: been)?)\s+(?:expected|anticipated|forecast)\b|\banalysts?\b/iu;

function endOf(p: FigurePeriod): number {
  const e = periodEnd(p);
  return e.kind === 'date' ? e.year * 10000 + e.month * 100 + e.day : yearOf(e) * 10000 + 1231;
}

/** Where a period starts (calendar months), as a number that sorts like the day. */
function startOf(p: FigurePeriod): number {
  if (p.kind === 'date') return p.year * 10000 + p.month * 100 + p.day;
  const month = p.kind === 'quarter' ? p.quarter * 3 - 2 : p.kind === 'half' ? p.half * 6 - 5 : 1;
  return yearOf(p) * 10000 + month * 100 + 1;
}

/** The period a yearless quarter or half of a guidance sentence names: a year later when it would have ended before `reported` began. */
export function periodAhead(
  sentence: string,
  mention: PeriodMention | undefined | null,
  period: FigurePeriod | null,
  reported: FigurePeriod | null | undefined,
): FigurePeriod | null {
  if (!period || !reported || reported.kind === 'span' || !mention?.period || mention.back) return period;
  if (yearOf(mention.period) !== 0 || (period.kind !== 'quarter' && period.kind !== 'half')) return period;
  if (!AHEAD.test(sentence) || NOT_AHEAD.test(sentence)) return period;
  return endOf(period) < startOf(reported) ? withYear(period, period.year + 1) : period;
}

/** A day with its year written that falls after the document's date ("re-opening … anticipated from 2 April 2021" in March 2021). */
export function dayToCome(p: PeriodMention, date: string | null | undefined): boolean {
  if (p.period?.kind !== 'date' || p.period.year === 0 || !date || !/^\d{4}-\d\d-\d\d$/u.test(date)) return false;
  const day = `${p.period.year}-${String(p.period.month).padStart(2, '0')}-${String(p.period.day).padStart(2, '0')}`;
  return day > date;
}
