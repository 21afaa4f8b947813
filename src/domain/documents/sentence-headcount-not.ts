/**
 * People named that are not the headcount (issue 28, thirteenth pass): a change ("a reduction in its
 * workforce by approximately 70 employees", "un incremento dell'organico di 235 unità") or a ratio
 * ("9 dipendenti su 10", "9 employees out of 10"). Used by sentence-headcount.ts. Pure.
 */
const CHANGE_BEFORE =
  /\b(?:reduction|reduce[sd]?|increase[sd]?|decrease[sd]?|cut|cutting|lay(?:ing)? off|laid off|incremento|riduzione|aumento|calo|taglio|tagliare|ridurre)\b[^.;]{0,45}?\b(?:by|of|di|per)\s*$/iu;
const RATIO_AFTER = /^\s*(?:su|out of)\s+\d{1,3}(?![\d.,])/iu;

export function notACount(sentence: string, matchStart: number, end: number): boolean {
  return CHANGE_BEFORE.test(sentence.slice(Math.max(0, matchStart - 70), matchStart)) || RATIO_AFTER.test(sentence.slice(end, end + 12));
}
