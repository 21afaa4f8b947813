import type { SentenceAmount } from './sentence-amounts.ts';
import type { Mention } from './sentence-mentions.ts';
import { MONTHS_EN, MONTHS_IT } from './sentence-period-words.ts';

/**
 * "A dicembre, gli introiti lordi sono stati di circa 4,2 milioni", "Il mese di dicembre si è chiuso con un incasso di 6 milioni",
 * "For the month of October, takings were $4.1 million": one month's takings, no revenue of a period the reader reports (issue 28,
 * fifty-third pass; a casino reports its takings month by month). Not a month that only opens a span ("da gennaio a marzo") or closes
 * a period ("a fine dicembre", "al 31 dicembre"), nor a month something was done in ("presentato a gennaio i dati"; the English "in
 * March" is most often when a period ended or a result was reported, and is left alone). Only for takings: tried on every measure,
 * a month named before a revenue, a capex or a profit lost right figures in six earlier sets. Pure; used by sentence-not-owned.ts.
 */
export function monthsTakings(sentence: string, a: SentenceAmount, owner: Mention): boolean {
  if (owner.standIn !== 'takings') return false;
  const month = [...sentence.slice(0, a.start).matchAll(ONE_MONTH)].at(-1);
  if (!month || month.index === undefined) return false;
  // (no other period between the month and the amount: "A dicembre il Casinò ha chiuso l'anno con incassi per 50 milioni")
  return !OTHER_PERIOD.test(sentence.slice(month.index + month[0].length, a.start));
}

const MONTHS = [...MONTHS_EN, ...MONTHS_IT].join('|');
const ONE_MONTH = new RegExp(
  String.raw`(?<![\p{L}])(?<!(?:${MONTHS}|\d|[\p{L}]+(?:at|it|ut)[oaie])\s+)(?:a|ad|nel\s+mese\s+di|(?:il|del|nel)\s+mese\s+di|for\s+the\s+month\s+of|mese\s+di)\s+(?:${MONTHS})(?![\p{L}])(?!\s*(?:[-–]|e\s|and\s|to\s|al\s|a\s|fino\s|through\s))`,
  'giu',
);
const OTHER_PERIOD =
  /(?<![\p{L}])(?:trimestr\w*|semestr\w*|quarter\w*|half|year|anno|annual\w*|annu[oi]|esercizio|fiscal|nine\s+months|nove\s+mesi|(?:19|20)\d\d(?!\s*$))(?![\p{L}])/iu;
