import type { PeriodMention } from './sentence-periods.ts';

/**
 * Whose period is it (issue 28): a period or an amount that belongs to a comparison, not to the amount
 * being read. Used by sentence-period-for.ts. Pure.
 */
/** An amount a comparison introduces, its period written after it: "from the $15.8 million net loss reported in 2013". */
const COMPARED_FROM =
  /(?:(?:compared (?:to|with)|versus|\bvs\.?)(?:\s+(?:an?|the)\s+(?:[\p{L}-]+\s+){0,2}?(?:of\s+)?)?|rispetto (?:a|ai|agli|al)|\bcontro(?: i| gli)?|\bfrom(?: the)?|\bdai|\bdal)\s*(?:[$€£]\s*)?$/iu;

/**
 * "… from the $15.8 million net loss reported in 2013, on total revenues of $2.8 million": a period written
 * right after a comparison's amount is that amount's; it is not the period of a later amount of another clause.
 */
export function comparisonsOwn(
  sentence: string,
  p: PeriodMention,
  a: { start: number },
  amounts: readonly { start: number; end: number }[],
): boolean {
  if (p.start < 0) return false;
  const prev = [...amounts].reverse().find((x) => x.end <= p.start);
  if (!prev || p.start - prev.end > 40 || /[,;(]/u.test(sentence.slice(prev.end, p.start))) return false;
  if (!COMPARED_FROM.test(sentence.slice(Math.max(0, prev.start - 30), prev.start))) return false;
  // "… from $1.88bn in the corresponding period last year to $1.70bn": the amount the change goes to is not that period's either
  const between = sentence.slice(p.end, a.start);
  return /,/u.test(between) || /^\s*(?:to|a)\s*(?:[$€£]\s*)?$/iu.test(between);
}

const COMPARED_NUMBER =
  /(?:\bcontro|rispetto\s+a\w*|compared\s+(?:to|with)|versus|\bvs\.?|\bfrom)\s+(?:(?:il|i|gli|lo|la|the|an?)\s+)?[-+–]?\d+(?:[.,]\d+)?\s?(?:%|per\s?cento|per\s?cent|percent)?\s*(?:(?:dello|della|del|nello|nel|in|of|for|the)\s+)*$/iu;

/**
 * "Profit rose to $222 million from $186 million, or 34 cents, a year ago, even as revenue fell to $3.19 billion":
 * a period looking back, written after an amount, closes that amount's comparison; a later clause's amount is not of it.
 */
export function trailingComparison(
  sentence: string,
  p: PeriodMention,
  a: { start: number },
  amounts: readonly { start: number; end: number }[],
): boolean {
  if (p.start < 0 || (p.relative !== 'prior_year' && p.relative !== 'last_year')) return false;
  // ("L'Ebit è del 30,3 contro il 33,3 dello scorso anno e il risultato netto è di 19,5 milioni": a rate or bare number compared is one too)
  if (!amounts.some((x) => x.end <= p.start) && !COMPARED_NUMBER.test(sentence.slice(Math.max(0, p.start - 60), p.start))) return false;
  return /[,;]|\b(?:and|while|whereas|even as|but|e|mentre|ma)\b/iu.test(sentence.slice(p.end, a.start));
}

/**
 * Comparison words right before an amount, a few words between: "compared to $", "rispetto ai precedenti", "a fronte di un
 * precedente utile di" (not "a fronte del precedente 132,6 milioni" of a restatement: the same period as first approved).
 */
const COMPARED_BARE =
  /(?:compared (?:to|with)|versus|\bvs\.?|rispetto (?:a|ai|agli|al)|\bcontro(?: i| gli)?|\binvece (?:di|dei|degli|del|delle))\s+(?:[\p{L}-]+\s+){0,2}(?:[$€£]\s*)?$|a fronte di (?:un|una) precedente\s+(?:[\p{L}-]+\s+){1,2}(?:di|per|pari a)\s+(?:[$€£]\s*)?$/iu;

/** The amount is a comparison's and the period found (if any) is written before the comparison: the sentence's own. */
export function comparedBare(sentence: string, a: { start: number; end: number }, mention: PeriodMention | undefined): boolean {
  const lead = sentence.slice(Math.max(0, a.start - 50), a.start);
  const m = COMPARED_BARE.exec(lead);
  if (!m) return false;
  // "invece di quelli previsti (1,97-2,03 miliardi)": a guidance given before, for the same period
  if (/\b(?:previst|stimat|indicat|attes|guidance|forecast|expected|outlook)/iu.test(m[0])) return false;
  // "rispetto ai 19,7 milioni precedentemente approvato": the same period as first reported, not a year before
  if (
    /^[^.;()]{0,25}?\b(?:precedentemente|previously|originally|as (?:first )?reported|restated|rideterminat|riespost)/iu.test(
      sentence.slice(a.end),
    )
  )
    return false;
  const at = Math.max(0, a.start - 50) + m.index;
  return !mention || (mention.start >= 0 ? mention.end <= at : true);
}
