import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/** What may stand before "last year," opening a sentence: nothing, or a lead-in ("It is worth noting that last year, …"). */
const LAST_YEAR_OPENS =
  /^[\s•·▪–-]*(?:(?:it is worth (?:noting|mentioning)|it should be noted|notably|meanwhile|in addition|moreover|besides)(?:\s+that)?,?\s*)?$/iu;

/**
 * "last year", "lo scorso anno" as sentence-period-patterns.ts finds it; "Last year, the company's net profits … enlarged to EGP 7.25
 * billion" heading a sentence is the whole year (`unit` 'year'), in a text on a quarter too.
 */
export function lastYearMention(m: RegExpExecArray): Omit<PeriodMention, 'start' | 'end'> {
  return LAST_YEAR_OPENS.test(m.input.slice(0, m.index)) && /^\s*,/u.test(m.input.slice(m.index + m[0].length))
    ? { relative: 'last_year', unit: 'year' }
    : { relative: 'last_year' };
}

/**
 * "L'anno scorso la holding ha fatto segnare profitti netti pari a 557 milioni (dai 22,9 milioni del 2016)" in an undated text on
 * 2017's accounts: written after that year closed, its "last year" heading a statement is the year reported (not one compared
 * with: "over the $49.4 million reported last year" stays the year before).
 */
export function lastYearWritten(sentence: string, mention: PeriodMention, a: { start: number }, ctx: PeriodContext): FigurePeriod | null {
  if (mention.relative !== 'last_year' || ctx.date || ctx.current?.kind !== 'year' || mention.end > a.start) return null;
  const between = sentence.slice(Math.max(0, mention.start - 30), a.start);
  return COMPARED_WORDS.test(between) ? null : ctx.current;
}
const COMPARED_WORDS =
  /\b(?:rispetto|contro|confront|compared|versus|vs\.?|against|from|over|dai|dagli|dal|dalle|dallo|up|down)\b|\bin\s+(?:aumento|calo|crescita)/iu;
