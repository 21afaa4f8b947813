import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

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
