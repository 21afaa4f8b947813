import type { SentenceAmount } from './sentence-amounts.ts';

/**
 * The sign a comparison's amount takes from the figure it is compared with (issue 28): "risultato netto negativo per 39
 * milioni, in miglioramento rispetto ai 62 milioni", "negative at EUR 39 million, an improvement on EUR 62 million". A
 * result below zero that improved on another was further below zero: the earlier amount, written unsigned, is a loss
 * too. (Without a word of improvement the earlier one may have been a profit, and keeps its sign.) Pure; used by
 * sentence-reader.ts.
 */
const IMPROVED_ON =
  /^[^;.]{0,40}?\b(?:in miglioramento|migliorat[oa]|an improvement|improv(?:ed|ing)|narrow(?:ed|ing))\b[^;.\d]{0,40}?(?:rispetto (?:a|al|ai|agli|alla|alle|all')|compared (?:to|with)|from|on|over|versus|vs\.?|contro(?: i| gli)?|dai?|dal(?:l')?)\s*(?:i\s+|gli\s+|the\s+)?(?:[$€£]\s?|(?:EUR|USD|GBP)\s)?$/iu;

export function improvedFromLoss(text: string, amounts: readonly SentenceAmount[]): SentenceAmount[] {
  return amounts.map((b, i) => {
    const a = amounts[i - 1];
    if (!a || !a.negative || a.delta || b.negative || b.delta || b.high !== undefined || b.value <= 0) return b;
    if (/[+\-−–]\s*$/u.test(text.slice(Math.max(0, b.start - 2), b.start)) || !IMPROVED_ON.test(text.slice(a.end, b.start))) return b;
    return { ...b, value: -b.value, negative: true };
  });
}
