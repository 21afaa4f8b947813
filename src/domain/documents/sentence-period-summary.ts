import type { PeriodMention } from './sentence-period-mention.ts';

/**
 * A sentence that lists its figures first and names their period at its end, after a colon (issue 28, fifty-fifth pass): "Fatturato
 * vicino ai 16,2 milioni, Ebitda a 3,7 milioni, +32% rispetto al primo semestre 2020: questi i dati preconsuntivi relativi al primo
 * semestre 2021", "…: these are the results for 2021". That period opens the sentence. Pure; used by sentence-reader.ts.
 */
const SUMMARY_BEFORE =
  /:\s*(?:(?:sono\s+)?quest[ie]\s+(?:(?:i|gli|le)\s+)?(?:principali\s+)?(?:dati|numeri|risultati|conti|cifre)|(?:these|those)\s+(?:are|were)\s+(?:the\s+)?(?:key\s+)?(?:results|figures|numbers))(?:\s+[\p{L}'’]+){0,5}\s*$/iu;

export function summaryPeriod(sentence: string, own: readonly PeriodMention[]): PeriodMention | undefined {
  return own.find((p) => p.start >= 0 && SUMMARY_BEFORE.test(sentence.slice(Math.max(0, p.start - 90), p.start)));
}
