import { yearOf } from './sentence-period-calendar.ts';
import type { PeriodMention } from './sentence-periods.ts';
import type { FigureKey, FigurePeriod } from './types.ts';

/**
 * Guidance stated in a quarter's, half's or nine months' release with no period of its own ("confermato i target … i
 * ricavi sono previsti pari a circa 1.290 milioni, l'Ebitda a 450-460 milioni", "raised its guidance: net debt is
 * expected at about $30 million") is for the full year the part belongs to, not for the part reported (issue 28). Pure.
 */
export const GUIDED =
  /\b(?:guidance|outlook|targets?|forecasts?|expects?|expected|anticipates?|projects?|projected|previst[oiae]|prevede|prevedono|attes[oiae]|obiettiv[oi]|previsioni|stime|stimat[oiae])\b/iu;
const NOT_GUIDED =
  /\b(?:than|as|were|was|had(?: been)?)\s+(?:expected|anticipated|forecast)\b|\banalyst|\bconsensus\b|\b(?:sopra|sotto|oltre|superiori? al?le|inferiori? al?le|in linea con)\s+(?:le\s+)?(?:attese|stime)\b|\b(?:attese|stime) (?:degli analisti|del mercato)|\b(?:delle|alle|le)\s+attese\b|\b(?:migliori|peggiori|meglio|peggio|superiori?|inferiori?|sopra|sotto|oltre)\s+(?:al?le\s+|delle\s+|le\s+)?previsioni\b/iu;

/** A guidance word before the amount, in a sentence that is not about beating or missing one. */
function guidanceBefore(sentence: string, a: { readonly start: number }): boolean {
  return GUIDED.test(sentence.slice(0, a.start)) && !NOT_GUIDED.test(sentence);
}

const PART: ReadonlySet<string> = new Set(['quarter', 'half', 'nine_months']);

export function guidedYear(
  sentence: string,
  a: { readonly start: number },
  period: FigurePeriod,
  periods: readonly PeriodMention[],
): FigurePeriod | null {
  if (!PART.has(period.kind)) return null;
  // "For the first quarter, the company expects revenue of …": guidance for the part the sentence names
  if (periods.some((p) => p.start >= 0 && p.start < a.start && (p.period ? PART.has(p.period.kind) : !!p.relative))) return null;
  if (!guidanceBefore(sentence, a)) return null;
  return { kind: 'year', year: yearOf(period) };
}

/**
 * "Hoa Binh also lowered its revenue target by 31 percent to VND14 trillion" in May 2020, a text whose figures are otherwise last
 * year's: a target, forecast or estimate with no period of its own is for the year of the document's date, not the year before.
 */
export function forecastYear(
  sentence: string,
  a: { readonly start: number },
  period: FigurePeriod,
  date: string | null,
): FigurePeriod | null {
  if (period.kind !== 'year' || !date || !/^\d{4}-\d\d-\d\d$/u.test(date) || period.year !== Number(date.slice(0, 4)) - 1) return null;
  if (!guidanceBefore(sentence, a) || /\b(?:had|was|were)\s+(?:\w+\s+)?(?:expected|targeted|forecast)/iu.test(sentence)) return null;
  return { kind: 'year', year: period.year + 1 };
}

/**
 * "un Ebitda nel range 22-24 milioni e, per il 2026, ricavi a 81-89 milioni", "and, for 2026, revenue of $81 million":
 * a period between "e,"/"and," and a new measure's amount opens the next clause; it is not the amount's before it.
 */
export function newClausePeriod(between: string, after: string): boolean {
  return (
    /(?:\be|\band)\s*,?\s*(?:per\s+(?:il|l['’])\s*|nel(?:l['’])?\s*|for\s+(?:the\s+)?|in\s+)?(?:esercizio\s+|fiscal\s+)?$/iu.test(
      between,
    ) &&
    /^\s*,?\s*(?:[\p{L}-]+\s+){1,3}(?:of|was|were|di|pari a|a|at|to)\s+(?:(?:about|approximately|around|roughly|circa|oltre|quasi)\s+)?(?:[$€£]\s?)?$/iu.test(
      after,
    )
  );
}

/**
 * "Terna nel piano strategico 2020-24 punta a ricavi in crescita a 2,94 miliardi", "under its 2021-2025 plan, targets
 * revenue of $4 billion": a level a plan targets is for the plan's last year; its capex and any cumulative amount
 * stay over the span.
 */
export function planTarget(
  sentence: string,
  mention: PeriodMention | undefined,
  period: FigurePeriod | null,
  key: FigureKey,
  cumulative: RegExp,
): boolean {
  return (
    period?.kind === 'span' &&
    mention?.period?.kind === 'span' &&
    mention.start >= 0 &&
    key !== 'capex' &&
    !cumulative.test(sentence) &&
    (/\b(?:pian[oi]|plan)\b[^.;\d]{0,30}$/iu.test(sentence.slice(Math.max(0, mention.start - 40), mention.start)) ||
      /^\s*(?:(?:strategic|business|industrial)\s+)?plan\b/iu.test(sentence.slice(mention.end))) &&
    /\b(?:punta|target|obiettiv|aim|prevede|expects?|a regime)\w*/iu.test(sentence.slice(mention.end))
  );
}
