/**
 * The words that place an amount's period in its sentence (sentence-period-for.ts): a change's inversion, a comparison's amount, a
 * restatement, a cumulative total, amounts listed or chained together. Pure.
 */
/** "In aumento rispetto al 2020 gli investimenti tecnici, pari a 67 milioni": a sentence opening on a change against a period, its
 * subject after; the period is what the change is measured against, not the subject's comparison. */
export const INVERTED_CHANGE =
  /^\s*(?:[-•·]\s*)?in\s+(?:aumento|calo|crescita|diminuzione|flessione|miglioramento|peggioramento|rialzo|ribasso|riduzione)\s+rispetto\s+(?:a|al|allo|all['’]|ai|agli)\s*$/iu;
/** "(ricavi operativi in aumento del 12,2% a 102,3 milioni)" after "rispetto al pari periodo 2017": a bracket whose measure moved to its
 * amount states the period reported, not the comparison's ("Rispetto al dato 2022 (PFN negativa per 11,2 milioni)" is the comparison's). */
export const MOVED_TO =
  /\b(?:in\s+(?:aumento|crescita|calo|diminuzione|flessione|rialzo|ribasso)|up|down)\b[^()]{0,40}\b(?:a|to)\s*(?:[$€£]\s*)?$/iu;
/** An amount a comparison introduces: "compared to $163 million", "rispetto ai 2,5 milioni", "contro i 3 milioni". */
export const COMPARED_AMOUNT_BEFORE =
  /(?:compared (?:to|with)|versus|\bvs\.?|rispetto (?:a|ai|agli|al)|\bcontro(?: i| gli)?|a fronte di(?: un| una)?(?: precedente| precedenti)?(?: deficit| perdita| utile| valore)?(?: di| per)?|, from|, dai?|, dal)\s*(?:[$€£]\s*)?$/iu;
/** A bracket that restates the amount before it on another basis, for the same period. */
export const RESTATED =
  /comparazione|comparabil|parità di perimetro|like[- ]for[- ]like|pro[- ]forma|restated|rideterminat|riesposto|on a comparable basis/iu;
// ("una crescita media annua (Cagr) nell'arco di piano": a growth rate's span, not the amount's)
export const CUMULATIVE = /cumulat|cumulative|complessiv|in total|overall|(?<!(?:cagr|media annua|medio annuo)[^.;]{0,30})nell'arco/iu;

/** "$8.8 million and $9.9 million, respectively": amounts listed together share the period written before the list. */
export function listedWith(sentence: string, x: { end: number }, a: { start: number; end: number }): boolean {
  return (
    /^\s*(?:,|,?\s*and|e)\s*$/iu.test(sentence.slice(x.end, a.start)) &&
    /^\s*,?\s*(?:respectively|rispettivamente)\b/iu.test(sentence.slice(a.end, a.end + 20))
  );
}

/** "nel 2014 … ricavi per 50,5 milioni, con un margine operativo lordo di 4,5 milioni e un utile netto di 1,3 milioni": measures chained
 * on an amount by "con un … e un …" share its period. */
const CHAINED =
  /^\s*(?:di\s+euro\s+)?,?\s*(?:con|e|ed)\s+(?:un|una|uno)\s+[^,;()\d]{2,50}?\s(?:di|pari a|per)\s*(?:circa\s+)?(?:[$€£]\s*)?$/iu;
export function chainedOn(
  sentence: string,
  x: { end: number },
  amounts: readonly { start: number; end: number }[],
  a?: { start: number; end: number },
): boolean {
  // (the figure read may be no money amount, a headcount: the next after `x` is then it when nearer)
  const found = amounts.find((y) => y.start >= x.end);
  const next = a && a.start >= x.end && (!found || a.start < found.start) ? a : found;
  return next !== undefined && (CHAINED.test(sentence.slice(x.end, next.start)) || LISTED_MEASURES.test(sentence.slice(x.end, next.start)));
}

/** "chiude il 2018 con 784 milioni di ricavi (+4,8%), 9,9 milioni di utile e 15.874 dipendenti": amounts each with its measure after it, listed. */
const LISTED_MEASURES = /^\s*(?:di\s+)?(?:euro\s+)?(?:di|d['’])\s*[\p{L}'’ ]{2,40}?(?:\s*\([^()]*\))?\s*(?:,|e|ed)\s*$/iu;
