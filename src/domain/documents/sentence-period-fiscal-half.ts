import type { PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/**
 * A half named by the month it ends in, without its year, in a text that names the fiscal year after
 * that month's (issue 28; README of the evaluation sets: fiscal halves carry their fiscal year's number):
 * "half year results for the six months ending December 31" beside "the remainder of FY22", dated February
 * 2022 — the half ended in December 2021, inside fiscal 2022, so the year closes six months after it: the
 * first half of fiscal 2022 (`2022H1`), not the calendar's second. Pure; used by sentence-period-document.ts.
 */
const FISCAL_NAME = /^(?:FY|fiscal|esercizio fiscale)/iu;

export function fiscalHalfOfDate(
  text: string,
  mentions: readonly PeriodMention[],
  m: PeriodMention,
  date: string | null,
): FigurePeriod | null {
  const p = m.period;
  if (p?.kind !== 'half' || p.year !== 0 || !m.endsIn || m.endsIn <= 6 || !date || !/^\d{4}-\d\d-\d\d$/u.test(date)) return null;
  const dateYear = Number(date.slice(0, 4));
  const endMonth = String(m.endsIn).padStart(2, '0');
  // the last time that month ended on or before the date
  const ended = `${dateYear}-${endMonth}-28` <= date ? dateYear : dateYear - 1;
  const fiscal = mentions.some(
    (f) => f.period?.kind === 'year' && f.period.year === ended + 1 && FISCAL_NAME.test(text.slice(f.start, f.end).trimStart()),
  );
  return fiscal ? { kind: 'half', year: ended + 1, half: 1 } : null;
}

/** The day that half ended: "December 31" of the calendar year before the fiscal one's (the half ends in July to December). */
export function fiscalHalfEnd(half: FigurePeriod, m: PeriodMention): Extract<FigurePeriod, { kind: 'date' }> | null {
  if (half.kind !== 'half' || !m.endsIn) return null;
  const day = new Date(Date.UTC(half.year - 1, m.endsIn, 0)).getUTCDate();
  return { kind: 'date', year: half.year - 1, month: m.endsIn, day };
}
