import { notACount } from './sentence-headcount-not.ts';
import type { HeadcountHit } from './sentence-headcount-hit.ts';

/**
 * People counted in thousands or in "unità" (issue 28): "2 mila addetti", "circa tremila dipendenti",
 * and "12.450 unità" in a sentence about employees ("dipendenti", "addetti", "personale", "organico",
 * "forza lavoro"). Not a bound ("oltre 21 mila persone", "più di 50mila addetti") nor a change ("un
 * incremento di 115 unità"), and a round number ("una ventina di dipendenti"). Pure; used by sentence-headcount.ts.
 */
const WORDS: Readonly<Record<string, number>> = { due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10 };
const QUAL = String.raw`(circa|quasi|about|nearly|almost)?\s*`;
/** "oltre 21 mila persone", "più di 50mila addetti": a bound; "un incremento di 115 unità", "cresciuto di altre 184 unità": a change. */
const NOT_BEFORE =
  /(?:oltre|più di|over|more than|fino a|up to|incremento|aumento|calo|riduzione|crescita|diminuzione|saldo|(?:cresciut|aumentat|diminuit|calat|salit|sces|incrementat|ridott)[oaie])\s+(?:di\s+)?(?:altr[ei]\s+)?$/iu;
const THOUSANDS = new RegExp(
  String.raw`(?<![\p{L}\d.,])${QUAL}(?:(\d{1,3}(?:,\d)?)\s?mila|(due|tre|quattro|cinque|sei|sette|otto|nove|dieci)mila)\s+(?:dipendenti|addetti|persone|lavoratori|collaboratori|unità)(?![\p{L}])`,
  'giu',
);
const UNITS = new RegExp(String.raw`(?<![\p{L}\d.,])${QUAL}(\d{1,3}(?:\.\d{3})+|\d{2,})\s+unità(?![\p{L}])`, 'giu');
// ("una ventina di dipendenti", "un centinaio di addetti": a round number, approximate)
const ROUND: Readonly<Record<string, number>> = {
  decina: 10,
  ventina: 20,
  trentina: 30,
  quarantina: 40,
  cinquantina: 50,
  sessantina: 60,
  settantina: 70,
  ottantina: 80,
  novantina: 90,
  centinaio: 100,
};
const ROUND_PEOPLE = new RegExp(
  String.raw`(?<![\p{L}])(?:una|un)\s+(${Object.keys(ROUND).join('|')})\s+di\s+(?:dipendenti|addetti|lavoratori|collaboratori|persone)(?![\p{L}])`,
  'giu',
);
const PEOPLE = /dipendent|addett|personale|organico|forza lavoro|occupat|lavorator/iu;

export function headcountWords(sentence: string): HeadcountHit[] {
  const hits: HeadcountHit[] = [];
  for (const m of sentence.matchAll(THOUSANDS)) {
    const lead = sentence.slice(Math.max(0, m.index - 20), m.index);
    // ("per oltre 8 mila dipendenti": a bound the count is stated with, kept as approximate; not "più di 50mila addetti", a ranking's
    // threshold, nor "fino a", nor a change)
    const bound = /(?<![\p{L}])oltre\s+$/iu.test(lead) && PEOPLE.test(m[0]);
    if (!bound && NOT_BEFORE.test(lead)) continue;
    // ("i traghetti hanno perso 800mila unità": units are people only in a sentence about people, as below)
    if (/unità$/u.test(m[0]) && !PEOPLE.test(sentence)) continue;
    const n = m[2] ? Number(m[2].replace(',', '.')) : (WORDS[(m[3] as string).toLowerCase()] as number);
    const at = m.index + m[0].length - m[0].trimStart().length + (m[1] ? m[0].indexOf(m[2] ?? m[3] ?? '') : 0);
    // ("una capienza di 16 mila persone", "assunto 2 mila addetti": a place's size or a flow, as for the other counts)
    if (notACount(sentence, m.index, m.index, m.index + m[0].length)) continue;
    hits.push({ start: at, end: m.index + m[0].length, quoteStart: m.index, value: Math.round(n * 1000), approximate: !!m[1] || bound });
  }
  for (const m of sentence.matchAll(ROUND_PEOPLE)) {
    if (NOT_BEFORE.test(sentence.slice(Math.max(0, m.index - 20), m.index))) continue;
    if (notACount(sentence, m.index, m.index, m.index + m[0].length)) continue;
    hits.push({
      start: m.index,
      end: m.index + m[0].length,
      quoteStart: m.index,
      value: ROUND[(m[1] as string).toLowerCase()] as number,
      approximate: true,
    });
  }
  if (PEOPLE.test(sentence))
    for (const m of sentence.matchAll(UNITS)) {
      const n = Number((m[2] as string).replace(/\./gu, ''));
      const at = m.index + m[0].indexOf(m[2] as string);
      if (NOT_BEFORE.test(sentence.slice(Math.max(0, m.index - 20), m.index))) continue;
      // "un incremento dell'organico di 235 unità": a change named through the label
      if (notACount(sentence, m.index, at, m.index + m[0].length)) continue;
      if (/^(?:19|20)\d\d$/u.test(m[2] as string) || hits.some((h) => h.quoteStart <= m.index && m.index < h.end)) continue;
      hits.push({ start: at, end: m.index + m[0].length, quoteStart: m.index, value: n, approximate: !!m[1] });
    }
  return hits;
}
