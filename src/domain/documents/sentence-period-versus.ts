import type { PeriodMention } from './sentence-periods.ts';

/**
 * "(all percentage changes compare 2Q 2016 to 2Q 2015 unless noted)", "(le variazioni confrontano il 1° semestre
 * 2016 con il 1° semestre 2015)": the second period of "compare X to Y" is the one compared with, never the heading
 * of the lines below (issue 28). Pure.
 */
const COMPARE_TO = /\bcompar(?:e|es|ed|ing)\s+(?:[^.;()]{1,40}?)\s+(?:to|with|against)\s+(?:the\s+)?$/iu;
const CONFRONTA_CON =
  /\b(?:confront|raffront|paragon)\w*\s+(?:[^.;()]{1,40}?)\s+(?:con|col|coi|rispetto a\w*)\s+(?:il\s+|lo\s+|la\s+|i\s+|gli\s+|le\s+|l['’]\s*)?$/iu;

export function comparedInPair(sentence: string, p: PeriodMention): boolean {
  const before = sentence.slice(Math.max(0, p.start - 70), p.start);
  return COMPARE_TO.test(before) || CONFRONTA_CON.test(before);
}

/**
 * "vede un incremento (+21,5%) rispetto al risultato dell'1Q 2022, arrivando a 18,4 milioni", "compared with the
 * result of the first quarter of 2022": the period of a result compared with, which opens no topic for the sentences
 * after it.
 */
const RESULT_COMPARED =
  /(?:rispetto|in confronto|a confronto)\s+(?:a|al|allo|alla|ai|agli|alle)\s+(?:risultat[oi]|dat[oi]|valor[ei]|livell[oi])\s+(?:del|dei|della|dello|dell['’])\s*$|(?:compared (?:to|with)|versus)\s+the\s+(?:results?|figures?|levels?)\s+(?:of|for)\s+(?:the\s+)?$/iu;

export function resultCompared(sentence: string, p: PeriodMention): boolean {
  return RESULT_COMPARED.test(sentence.slice(Math.max(0, p.start - 50), p.start));
}
