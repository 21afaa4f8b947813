import { listsInOrder } from './sentence-in-order.ts';
import { COMPARED_BARE_BEFORE, COMPARED_BARE_BETWEEN, LISTED_DATED } from './sentence-amount-words.ts';

/** A number found in a sentence before it is read as money (sentence-amounts.ts). */
export interface Raw {
  start: number;
  end: number;
  base: number;
  scale: number | null;
  currency: string | null;
  negative: boolean;
  explicitSign: boolean;
  numText: string;
}

/**
 * "26,2 contro i 19,8 milioni", "460 milioni … rispetto ai 388 dell'anno precedente", "from Rs 2303.35 crore … to Rs 2973.91": the
 * amount of its size whose scale and currency an unscaled number takes (`from` when it is the one before, compared with), and the
 * words right before the number. Pure; used by sentence-amounts.ts, as `gluedMillions` below.
 */
const CHANGE_BETWEEN =
  /^\s*(?:di\s+euro\s+)?,?\s*(?:in\s+(?:calo|aumento|crescita|flessione|rialzo|ribasso|diminuzione)\s+di|(?:up|down)(?:\s+by)?|an?\s+(?:increase|decrease|decline|rise)\s+of)\s*(?:[$€£]\s*)?$/iu;
export function bareScale(text: string, raws: readonly Raw[], i: number): { by: Raw; from: boolean; lead: string } | null {
  const r = raws[i] as Raw;
  const next = raws[i + 1];
  const earlier = [...raws.slice(0, i)].reverse().filter((x) => x.scale !== null);
  const like = (x: Raw | undefined) =>
    x && x.scale !== null && (r.currency === null || x.currency === r.currency) && r.base / x.base > 0.2 && r.base / x.base < 5;
  // ("ricavi pari a 89,2 milioni, in calo di 5,4 milioni rispetto ai 94,6": past the change, the level it is compared with)
  const [last, before] = earlier;
  const prev = last && before && !like(last) && like(before) && CHANGE_BETWEEN.test(text.slice(before.end, last.start)) ? before : last;
  const lead = text.slice(Math.max(0, r.start - 30), r.start);
  // "to Rs 2973.91" after "from Rs 2303.35 crore", "da 5 milioni a 12,1": the end of a change
  const changeTo =
    prev !== undefined &&
    ((/\bto\s*(?:[$€£¥₹]|Rs\.?)?\s*$/iu.test(lead) &&
      /\bfrom\s*(?:[$€£¥₹]|Rs\.?)?\s*$/iu.test(text.slice(Math.max(0, prev.start - 12), prev.start))) ||
      // ("passato dai 55,9 milioni dell'anno precedente ai 70,5 di quello appena conclusosi": its period between)
      // ("passata dal record storico di 246 milioni del 2020-21 ai 140 del 2021-22": a season's years, and words before "di")
      (/^\s*(?:di\s+euro\s+)?(?:(?:del|dell['’]|nel|nell['’])\s*(?:(?:19|20)\d\d(?:[-/]\d{2,4})?|[^\d,;.()]{0,30}?)\s)?(?:(?:a|ai|agli)\s+\d[\d.,]*\s+(?:del|nel)\s+(?:19|20)\d\d(?:[-/]\d{2,4})?\s+)?(?:a|ai|agli)\s*(?:€\s*)?$/iu.test(
        text.slice(prev.end, r.start),
      ) &&
        /\b(?:da|dai|dal)(?:\s+[^\d,;.()]{1,25}?\s+di)?\s*(?:€\s*)?$/iu.test(text.slice(Math.max(0, prev.start - 40), prev.start))));
  // "i ricavi calano a 5,42 miliardi dai 5,68": the level reached, then where it came from, its scale once
  const levelFrom =
    prev !== undefined &&
    /^\s*(?:di\s+euro\s+)?,?\s*(?:dai|dagli|from)\s*(?:[$€£]\s*)?$/iu.test(text.slice(prev.end, r.start)) &&
    /\b(?:a|ai|agli|to)\s*(?:[$€£]\s*)?$/iu.test(text.slice(Math.max(0, prev.start - 6), prev.start));
  // "rispetto a 200,7 milioni al 31 dicembre 2023 e 186,9 al 31 marzo 2023": the next of a list of dated amounts
  const listedDated = LISTED_DATED.test(text.slice(Math.max(0, r.start - 50), r.start));
  const from =
    like(prev) && r.start - (prev as Raw).end <= 90 && (COMPARED_BARE_BEFORE.test(lead) || changeTo || listedDated || levelFrom)
      ? prev
      : undefined;
  // "I ricavi calano a 303,4 da 343,1 milioni", "fell to 30.1 from 33 million": the level reached, then where it came from
  const toFrom =
    /\b(?:a|ai|agli|to)\s*(?:[$€£]\s?)?$/iu.test(lead) &&
    /^\s*(?:da|dai|dagli|from)\s*(?:[$€£]\s?)?$/iu.test(text.slice(r.end, next?.start));
  // "passando dai 14,2 del 2012 ai 17,2 milioni di Euro del 2013", "from 14.2 in 2012 to 17.2 million": a change's first amount with its year
  const scaled = raws.slice(i + 1).find((x) => x.scale !== null);
  const fromYearTo =
    like(scaled) &&
    /\b(?:da|dai|dal|dagli|from)\s*(?:[$€£]\s?)?$/iu.test(lead) &&
    /^\s*(?:del|nel|in|for)\s+(?:il\s+)?(?:19|20)\d\d\s+(?:ai|a|agli|alle|to)\s*(?:[$€£]\s?)?$/iu.test(text.slice(r.end, scaled?.start));
  // "da 4,8 a oltre 5 miliardi": a change whose end is qualified (with none, "da 33 a 40 milioni" is read as a range or a change before)
  // ("passato dai 59,9 ai 70,5 milioni": with the articles, two values, not a range)
  const fromToAbout =
    (/\b(?:da|dai|dal|dagli)\s*(?:€\s?)?$/iu.test(lead) &&
      /^\s*a\s+(?:oltre|circa|quasi)\s+(?:€\s?)?$/iu.test(text.slice(r.end, next?.start))) ||
    (/\b(?:dai|dagli)\s*(?:€\s?)?$/iu.test(lead) && /^\s*(?:ai|agli)\s*(?:€\s?)?$/iu.test(text.slice(r.end, next?.start)));
  const to = fromYearTo
    ? scaled
    : like(next) && (toFrom || fromToAbout || COMPARED_BARE_BETWEEN.test(text.slice(r.end, (next as Raw).start)))
      ? next
      : undefined;
  // "ricavi pari a 189,1 milioni, con un margine operativo lordo di 90,7 e un utile netto di 37,1 milioni": a bare decimal
  // listed between two amounts of one scale, each measure named, takes their scale
  const between =
    like(prev) &&
    like(next) &&
    (prev as Raw).scale === (next as Raw).scale &&
    /[.,]\d/u.test(r.numText) &&
    r.start - (prev as Raw).end <= 80 &&
    /\b(?:di|of|pari a|a|at)\s*$/iu.test(lead) &&
    // (not "CN's profit of $1-billion, diluted per-share earnings of $1.32 and revenue of $3.22-billion": a value per share)
    !/\b(?:per[-\s]share|a\s+share|EPS|per\s+azione)\b[^.;$€£\d]{0,30}$/iu.test(text.slice(Math.max(0, r.start - 50), r.start)) &&
    /^\s*(?:,|e|ed|and)\s+[^\d.;:()]{3,50}\b(?:di|of|pari a|a|at)\s*(?:[$€£]\s*)?$/iu.test(text.slice(r.end, (next as Raw).start))
      ? next
      : undefined;
  // "stima rispettivamente per il 2023 e il 2026 ricavi a 220 e 250 milioni": two amounts listed for two periods, the scale once
  const listedFor =
    like(next) && /^\s*(?:e|ed|and)\s*$/iu.test(text.slice(r.end, (next as Raw).start)) && listsInOrder(text) ? next : undefined;
  const by = from ?? to ?? between ?? listedFor;
  return by ? { by, from: by === from, lead } : null;
}

/**
 * "up 28% to 31.5m (H1 2014: 24.6m)": a decimal with its "m" glued is millions even with no currency (a PDF that lost its "£"
 * prints it so), unless a length follows ("a 4.5m-high wall", "4.2m long", "12.5m²").
 */
export function gluedMillions(text: string, start: number, written: string, numText: string): boolean {
  const end = start + written.length;
  return (
    /\d[.,]\d{1,2}m\)?$/u.test(written) &&
    /^\d[\d,]*\.\d{1,2}$/u.test(numText) &&
    !/^(?:[-²³23]|\s*(?:high|tall|long|wide|deep|of\s+(?:water|snow|rain)|in\s+(?:height|length|diameter)))/iu.test(
      text.slice(end, end + 16),
    )
  );
}
