import type { Builder } from './sentence-period-dates.ts';
import { NUMBER_WORDS } from './sentence-period-words.ts';

/**
 * Spans of years counted from the document (issue 28): the years ahead of it ("nei prossimi cinque anni", "over the next three
 * years", "over the coming 12 months") and the years behind it ("negli ultimi tre anni", "nell'ultimo triennio"), resolved against
 * the document by sentence-periods.ts. Pure.
 */
const count = (w: string): number => (/^\d$/.test(w) ? Number(w) : (NUMBER_WORDS[w.toLowerCase()] ?? 0));

export const YEARS_AROUND_PATTERNS: readonly (readonly [RegExp, Builder])[] = [
  // years ahead of the document: "nei prossimi cinque anni", "over the next three years", "nel prossimo triennio"
  [
    /(?:nei|per\s+i|over\s+the|in\s+the|during\s+the|for\s+the)\s+(?:prossimi|next|coming)\s+(\d|two|three|four|five|six|seven|due|tre|quattro|cinque|sei|sette)\s+(?:anni|years)|(?:nel|per\s+il)\s+prossimo\s+(biennio|triennio|quadriennio|quinquennio)|(?<=\b(?:plans?|planned|will|intends?|to)\s+invest\b[^;]{0,80}?)over\s+(\d|two|three|four|five|six|seven)\s+years/giu,
    (m) => {
      // ("announced plans to invest 24 billion euros … over five years": a plan's years, from the one under way)
      const n = count(m[1] ?? m[2] ?? m[3] ?? '');
      return n >= 2 ? { relative: 'next_years', years: n } : null;
    },
  ],
  // "will spend between $1.2 billion and $1.4 billion next year": the year ahead of the document (sentence-periods.ts), written right after the
  // amount (elsewhere, measured on the sets, "next year" more often dates a plan's words than a figure)
  [/(?<=\d(?:\s?(?:million|billion|bn|mn|m|trillion))?\s+)next\s+year(?![\p{L}'’])/giu, () => ({ relative: 'next_year' })],
  // "over the coming 12 months", "nei prossimi dodici mesi": the year ahead of the document ("the next 12 months or so" is vague)
  [
    /(?<![\p{L}])(?:nei|per\s+i|over\s+the|in\s+the|during\s+the|for\s+the)\s+(?:prossimi|next|coming)\s+(?:12|twelve|dodici)\s+(?:mesi|months)(?![\p{L}])(?!\s+or\s+so\b|\s+circa\b)/giu,
    () => ({ relative: 'next_years', years: 1 }),
  ],
  // years behind the document: "negli ultimi tre anni", "nell'ultimo triennio" (not "over the last three years": measured on the English
  // sets, it more often closes a change "from £236 million to £493 million in the last five years" than it dates a total; nor a growth
  // rate's: "con un Cagr, negli ultimi 3 anni, a doppia cifra")
  [
    /(?<![\p{L}])(?<!\b(?:cagr|crescita|tasso)\W[^.;]{0,12})(?:negli|nei)\s+ultimi\s+(\d|due|tre|quattro|cinque|sei|sette)\s+anni(?![\p{L}])|(?<![\p{L}])(?:nell['’]|per\s+l['’])\s*ultimo\s+(biennio|triennio|quadriennio|quinquennio)(?![\p{L}])/giu,
    (m) => {
      const n = count(m[1] ?? m[2] ?? '');
      return n >= 2 ? { relative: 'last_years', years: n } : null;
    },
  ],
];
