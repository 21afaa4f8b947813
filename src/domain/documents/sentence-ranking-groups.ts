/**
 * Amounts that describe a group of companies, not one (issue 28), in the rankings and round-ups of a province's or a country's
 * companies: a threshold that admits them ("le imprese con almeno 50 milioni di euro di fatturato", "Solo 114 imprese sopra i 50
 * milioni di ricavi", "made the list, which requires minimum revenues of $2 billion") and, in a ranking, their sum ("Il fatturato
 * aggregato delle 500 imprese più grandi è di 16,9 miliardi", "le top 10 sommano un fatturato che sfiora i 30 miliardi", "these
 * companies have combined revenues of $1.57 trillion"). Neither is any company's figure. Pure.
 */

/** A text that ranks companies: "la classifica", "al terzo posto", "in quinta posizione", "Top 500", "America's largest private companies". */
export const RANKING =
  /\bclassifica\b|\bgraduatoria\b|(?<![\p{L}])(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|ottavo|nono|decimo)\s+posto\b|\bposizione\b|\bpodio\b|(?<![\p{L}])top\s?(?:\d+|mille|cento)\b|\branking\b|\blargest\s+(?:private(?:ly[- ]held)?\s+)?companies\b/iu;

// several companies: "imprese", "aziende", "le società", "120 realtà", "companies", "firms"
const COMPANIES = String.raw`(?:imprese|aziende|(?:le|delle|alle|dalle|\d+)\s+(?:società|realtà)|companies|firms|businesses)`;
/** The words that admit companies to a group, right before its amount: "imprese con almeno", "aziende sopra i", "which requires minimum revenues of". */
const THRESHOLD = new RegExp(
  String.raw`(?<![\p{L}])${COMPANIES}(?![\p{L}])[^.;]{0,80}?(?<![\p{L}])(?:almeno|oltre|più\s+di|sopra|superiori|superare|superano|minim[oa]|at\s+least|over|more\s+than|above|minimum)(?![\p{L}])[^.;\d]{0,40}$`,
  'iu',
);
/** A sum over a group: "aggregato delle 500", "sommano", "il totale dei ricavi", "combined", "as a group", "delle 500 imprese", "i ricavi delle Top". */
const GROUP_SUM = new RegExp(
  String.raw`(?<![\p{L}])(?:aggregat[oi]\s+(?:delle|dei|di)\s+(?:\d+|top)|sommano|(?:il|un)\s+totale\s+(?:dei\s+ricavi|del\s+fatturato|di\s+fatturato)|combined|collectively|as\s+a\s+group|(?<=^\s*|[.;]\s*)insieme(?=\s+(?:hanno|avevano|realizzano|fatturano|valgono)))(?![\p{L}])|(?<![\p{L}])(?:\d+|prime\s+\d+|queste|these)\s+(?:maggiori\s+)?${COMPANIES}(?![\p{L}])|(?<![\p{L}])(?:ricavi|fatturato|vendite|revenues|sales)\s+(?:delle|dei|of\s+the)\s+["“]?top(?![\p{L}])`,
  'iu',
);

/** Whether the amount at `a` in `sentence` is a group's: a threshold anywhere, a sum in a text that ranks companies. */
export function groupAmount(sentence: string, a: { start: number }, ranking: boolean): boolean {
  const before = sentence.slice(Math.max(0, a.start - 160), a.start);
  if (THRESHOLD.test(before)) return true;
  return ranking && GROUP_SUM.test(before.slice(-120));
}
