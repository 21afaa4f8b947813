import type { Mention } from './sentence-mention.ts';

/**
 * The amount of a place in a ranking (issue 28): "Fca Italy in quarta posizione con 21,9 mld", "Al secondo c'è Duferco Italia Holding,
 * con poco meno di 2,8 miliardi", "Si conferma sesta la meccanica Leonardo (14,1 mld)", "Seguono il Banco di Sardegna Spa con 368
 * mln, Isa con 301 mln e Abbanoa con 287 mln". The sentence names no measure for it: in a text that ranks companies it is the
 * measure the ranking goes by, the last one named before it. Pure.
 */

// a place: "posto", "posizione", "gradino", an ordinal ("quarta", "sesto"), "seguono", "followed by"
const PLACE = String.raw`(?<![\p{L}])(?:posto|posizione|piazza|gradino|podio|rango|in\s+testa|in\s+vetta|al\s+vertice|(?:second|terz|quart|quint|sest|settim|ottav|non|decim)[oa]|segue|seguono|seguit[oa]|precede|place|position|ranked|followed\s+by)(?![\p{L}])`;
// what leads to a place's amount: "con", "con poco meno di", "with", an opening bracket
const LEAD = String.raw`(?:(?<![\p{L}])(?:con|with)(?:\s+(?:poco\s+)?(?:meno|più)\s+di|\s+(?:oltre|circa|quasi))?\s*|\(\s*)(?:[$€£]\s*)?$`;
// a company's amount in brackets after its name, in a text that ranks companies: "il gigante … Glencore (75,2 miliardi) è riuscita a
// conservare la seconda posizione"
const NAMED = /(?<![\p{L}])\p{Lu}[\p{L}&.'’-]*\s*\(\s*(?:[$€£]\s*)?$/u;
const SLOT = new RegExp(String.raw`${PLACE}[^.;:]{0,70}?${LEAD}`, 'iu');
// the next of a list of places: ", Isa industria servizi alimentari con 301 mln", "e quindi la compagnia (Cin) con 235 mln"
const NEXT = new RegExp(String.raw`^\s*(?:,|e|ed|and|poi|quindi|e\s+quindi)?\s*[^.;:\d]{2,70}?${LEAD}`, 'iu');

/**
 * The ranking's measure for the amount at `a` when it fills a place (`previous` the end of the sentence's last amount so read,
 * or -1), else null.
 */
export function rankedOwner(sentence: string, a: { start: number }, previous: number, measure: Mention | null): Mention | null {
  if (!measure) return null;
  const before = sentence.slice(Math.max(0, a.start - 110), a.start);
  // (the bracket may open the amount as read: "Novartis (32)")
  const bracket = sentence[a.start] === '(' ? '(' : '';
  const placed =
    previous >= 0
      ? NEXT.test(sentence.slice(previous, a.start) + bracket)
      : (SLOT.test(before + bracket) && !/\d/u.test(before.slice(-40))) || NAMED.test(before + bracket);
  return placed ? { ...measure, start: -1, end: -1 } : null;
}

/** The measure a ranking goes by at `at`: the last named before it in this sentence, else the first of the last sentence that places a
 * company (or, before any sentence has placed one, the first the text names) (`at` past the sentence: what the next sentences carry; an aside's measure between, "tornano a segnare utile: 15,8 milioni", is
 * not the ranking's). */
export function rankingMeasure(sentence: string, mentions: readonly Mention[], at: number, earlier: Mention | null): Mention | null {
  const keyed = (m: Mention) => m.key !== null && m.key !== 'headcount';
  // (a placing sentence's first measure is the ranking's: "sul podio … con un fatturato che sfiora i 7 miliardi … e 135 milioni di utile")
  if (at >= sentence.length) return PLACED.test(sentence) ? (mentions.find(keyed) ?? earlier) : (earlier ?? mentions.find(keyed) ?? null);
  return [...mentions].reverse().find((m) => m.end <= at && keyed(m)) ?? earlier;
}
const PLACED = new RegExp(PLACE, 'iu');
