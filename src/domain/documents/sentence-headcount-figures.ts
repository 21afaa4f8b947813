import type { NumberLanguage } from './numbers.ts';
import type { SentenceAmount } from './sentence-amounts.ts';
import { periodFor } from './sentence-figure.ts';
import type { SentenceFigure } from './sentence-figure.ts';
import { headcountInSentence } from './sentence-headcount.ts';
import { withYear, yearOf } from './sentence-period-calendar.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

const REPORTED_MEASURE =
  /\b(?:organico|headcount|workforce|datore di lavoro|employer|number of (?:employees|staff)|numbers? employed|numero (?:di |dei |medio (?:di |dei )?)?dipendenti|forza lavoro|personale|staff numbers?|employee numbers?|an average of|average (?:number of )?(?:staff|employees|headcount))\b/iu;

const AVERAGE =
  /\baverage\s+(?:number\s+of\s+)?(?:employees|staff|headcount|workforce|FTEs?)\b|\b(?:organico|numero)\s+medio\b|\bdipendenti\s+medi\b|\bmedia\s+(?:dei|di)\s+dipendenti\b/iu;

/**
 * The headcounts a sentence states, as figures (issue 28): each count with the period its own words give (a plan's
 * target has none), else the document's, at lower confidence. `offset` is the sentence's start in the page. Pure;
 * used by sentence-reader.ts.
 */
export function headcountFigures(
  sentence: string,
  offset: number,
  lang: NumberLanguage,
  amounts: readonly SentenceAmount[],
  periods: readonly PeriodMention[],
  context: PeriodContext,
): SentenceFigure[] {
  const hits = headcountInSentence(sentence, lang);
  return hits.map((h) => {
    const own = h.periodsFrom === undefined ? periods : periods.filter((p) => p.start < 0 || p.start >= (h.periodsFrom as number));
    let found: { period: FigurePeriod | null; fromContext: boolean } = h.plan
      ? { period: null, fromContext: false }
      : periodFor(sentence, h, amounts, own, context, 'headcount');
    // "Numbers employed … increased from 881 to 961 last year": one period for the change is the later count's; the earlier is a year before
    const later = h.earlier ? hits.find((x) => x.start > h.start) : undefined;
    if (later && found.period && found.period.kind !== 'span') {
      const theirs = periodFor(sentence, later, amounts, own, context, 'headcount');
      if (JSON.stringify(theirs.period) === JSON.stringify(found.period))
        found = { ...found, period: withYear(found.period, yearOf(found.period) - 1) };
    }
    // "the average number of employees … 142 in FY19" in a year to March: an average over the year is the year's, not its last day's
    // (a calendar year's is written as its year-end, the same period)
    const p = found.period;
    if (p?.kind === 'date' && !(p.month === 12 && p.day === 31) && AVERAGE.test(sentence.slice(Math.max(0, h.quoteStart - 40), h.end)))
      found = { ...found, period: { kind: 'year', year: p.year } };
    // a count its sentence gives no period is the company's people as the text writes it, with no period of its own, unless the
    // sentence reports the measure by its name ("L'organico medio è stato di 6.148 dipendenti", "headcount was 36,700")
    const asOfDocument = found.fromContext && REPORTED_MEASURE.test(sentence);
    return {
      key: 'headcount',
      value: h.value,
      currency: null,
      period: found.fromContext && !asOfDocument ? null : found.period,
      marks: h.approximate ? { approximate: true } : {},
      confidence: found.fromContext ? 0.85 : 1,
      ...(found.fromContext ? { reason: asOfDocument ? 'period_from_document' : 'no_period' } : {}),
      quote: sentence.slice(h.quoteStart, h.end),
      start: offset + h.quoteStart,
    };
  });
}
