import type { NumberLanguage } from './numbers.ts';
import { CARDINALS_EN, CARDINALS_IT } from './sentence-period-words.ts';

/**
 * Amounts whose number is written in words (issue 28): "un investimento di oltre un milione di euro", "raggiunge i due miliardi
 * di euro di fatturato", "un utile di circa un milione e mezzo di euro", "mezzo miliardo di fatturato", "turning over more than a
 * million pounds", "a one billion-dollar debt financing". The words are rewritten as digits, right-aligned in the same span, so
 * that the money reader (sentence-amounts.ts) reads them with every offset unchanged; `spans` says where, so that an amount found
 * there starts where its words start. Only a million or a billion counts: "tre mila" and "cento" stay words. Italian needs what
 * follows to be money or a pause ("un milione di paia di scarpe" is a count); English needs a currency word after the scale
 * ("a billion users", "a billion dollar brand" as an ambition, stay words). Pure.
 */
const IT_NUMBER: Readonly<Record<string, number>> = {
  un: 1,
  uno: 1,
  il: 1,
  mezzo: 0.5,
  ...CARDINALS_IT,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
  cento: 100,
};
const EN_NUMBER: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  'half a': 0.5,
  ...CARDINALS_EN,
  twenty: 20,
  fifty: 50,
  'a hundred': 100,
};

const IT_WORDS = Object.keys(IT_NUMBER).join('|');
const EN_WORDS = Object.keys(EN_NUMBER)
  .sort((a, b) => b.length - a.length)
  .join('|')
  .replace(/ /gu, '\\s+');
// (what may follow an Italian amount in words: its currency, the measure it is, a pause or a joining word)
// (and "un miliardo 285 milioni di euro": the next part written right after, in digits; "contro il milione dell'anno precedente": its
// period right after)
const IT_AFTER = String.raw`(?=\s+di\s+(?:euro|dollari|sterline|fatturato|ricavi|vendite|investiment[oi]|utile|perdita|raccolta|finanziamento)\b|\s+euro\b|\s*[.,;:)]|\s+(?:e|ed|per|nel|nei|nell['’]|di\s+cui|circa|con|in|a|da|su|sul|rispetto|contro)\b|\s*$|\s+\d{1,3}\s+(?:milioni|mila)(?![\p{L}])|\s+(?:dell['’]\s*(?:anno|esercizio)|del\s+(?:19|20)\d\d|dello\s+scorso)(?![\p{L}]))`;
const IT_PHRASE = new RegExp(
  String.raw`(?<![\p{L}\d])(?<word>${IT_WORDS})\s+(?<scale>milion[ei]|miliard[oi])(?<half>\s+e\s+mezzo)?(?![\p{L}])${IT_AFTER}`,
  'giu',
);
// ("a two-point-five billion dollar loan": a decimal in words)
const DIGITS_EN: Readonly<Record<string, number>> = { one: 1, ...CARDINALS_EN };
const DIGIT_WORDS = Object.keys(DIGITS_EN).join('|');
const EN_PHRASE = new RegExp(
  String.raw`(?<![\p{L}\d$€£-])(?<word>${EN_WORDS})(?:-point-(?<tenth>${DIGIT_WORDS}))?\s+(?<scale>million|billion)(?<half>\s+and\s+a\s+half)?(?=[\s-]+(?:pounds?|dollars?|euros?|sterling|rand|naira)\b|-(?:dollar|euro|pound)\b)`,
  'giu',
);

// ("Investimento di 13 milioni e mezzo di euro": digits, then the scale and a half)
const IT_DIGITS_HALF = /(?<![\p{L}\d.,])(?<num>\d{1,3})\s+(?<scale>milion[ei]|miliard[oi])\s+e\s+mezzo(?![\p{L}])/giu;

export interface NumberWords {
  /** The text with each amount in words rewritten as digits, of the same length. */
  readonly text: string;
  /** Where each rewritten amount's words start and end. */
  readonly spans: readonly { start: number; end: number }[];
}

export function withNumberWords(text: string, lang: NumberLanguage): NumberWords {
  const spans: { start: number; end: number }[] = [];
  let out = text;
  for (const [re, table] of [
    [IT_PHRASE, IT_NUMBER],
    [EN_PHRASE, EN_NUMBER],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const g = m.groups as { word: string; tenth?: string; scale: string; half?: string };
      const word = g.word.toLowerCase().replace(/\s+/gu, ' ');
      const n = table[word];
      if (n === undefined) continue;
      // ("il miliardo", "un milione": one; "il" before a plural is an article, "i due miliardi" is read from "due")
      if (word === 'il' && !/^(?:milione|miliardo)$/iu.test(g.scale)) continue;
      const value = n + (g.tenth ? (DIGITS_EN[g.tenth.toLowerCase()] ?? 0) / 10 : 0) + (g.half ? 0.5 : 0);
      const digits = lang === 'it' ? String(value).replace('.', ',') : String(value);
      const written = `${digits} ${g.scale}`;
      if (written.length > m[0].length) continue;
      out = out.slice(0, m.index) + written.padStart(m[0].length, ' ') + out.slice(m.index + m[0].length);
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  IT_DIGITS_HALF.lastIndex = 0;
  for (let m = IT_DIGITS_HALF.exec(text); m; m = IT_DIGITS_HALF.exec(text)) {
    const g = m.groups as { num: string; scale: string };
    const written = `${g.num}${lang === 'it' ? ',' : '.'}5 ${g.scale}`;
    out = out.slice(0, m.index) + written.padStart(m[0].length, ' ') + out.slice(m.index + m[0].length);
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return { text: out, spans };
}
