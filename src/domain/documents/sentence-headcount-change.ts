import type { HeadcountHit } from './sentence-headcount-hit.ts';

/**
 * People counted twice in one phrase, a change or a plan (issue 28): "the workforce from 272 to 289",
 * "boost its headcount from its current 65 to up to 85", "la forza lavoro da 272 a 289 unità", "il
 * personale passa da 81.356 a fine giugno 2018 a 83.167 unità", "double its workforce of more than 30
 * staff to more than 60", "increase its workforce to 300", "portare l'organico a 120 dipendenti": each
 * count is a headcount (the earlier one and the one reached or aimed at). Amounts of money and
 * percentages are not people. Pure; used by sentence-headcount.ts.
 */
const WHO = String.raw`(?:total headcount|headcount|numbers? employed(?: by (?:the )?(?:group|company|firm|business))?|workforce|staff|team|employees|number of employees|organico|dipendenti|forza lavoro|personale|occupati|addetti|numero (?:dei |di )?dipendenti)`;
const Q = String.raw`((?:(?:its |the |our |their )?current |gli attuali |attuali |approximately |about |around |up to |more than |over |some |oltre |circa |fino a |quasi |più di )*)`;
const N = String.raw`(\d{1,2}(?:,\d\d)+,\d{3}|\d{1,3}(?:[.,]\d{3})+|\d+)(?![\d.,]*\d)(?!\s*(?:%|[€$£]|euro|milion|million|miliard|billion|mln|mld|bn|k\b|mila|per ?cent))`;
const PEOPLE = String.raw`(?:\s+(?:employees|staff|people|FTEs?|dipendenti|persone|addetti|unità|lavoratori))?`;
const L = String.raw`(?<![\p{L}])`;
/** "WHO … from A to B", "WHO … da A a B" (a date may stand between: "da 81.356 a fine giugno 2018 a 83.167", "from 114 in FY18 to 142",
 * "da 114 nel 2018 a 142"). */
const FROM_TO = new RegExp(
  String.raw`${L}${WHO}(?![\p{L}])[^.;:\d]{0,50}?(?:(?<![\p{L}])(?:by|di|del)\s+\d[\d.,]*\s*(?:%|per\s?cent\s|pc\s)?\s*(?:unità\s+)?)?(?<![\p{L}])(?:from|da)\s+${Q}${N}${PEOPLE}(?:\s+(?:a|al|at|in|as of|nel|per)\s+[^;\d]{0,20}(?:\d{4}|(?<=FY\s?|')\d\d))?\s+(?:to|a)\s+${Q}${N}`,
  'giu',
);
/** "increase its workforce (of A staff) to B", "portare l'organico (da A) a B". */
const RAISE_TO = new RegExp(
  String.raw`${L}(?:increase|grow|boost|double|triple|expand|take|raise|bring|lift|portare|aumentare|incrementare|raddoppiare|ampliare)\s+(?:its |the |our |their |l'|il |i |la |gli )?${WHO}(?![\p{L}])(?:\s+(?:of|di|da)\s+${Q}${N}${PEOPLE})?\s+(?:to|a)\s+${Q}${N}`,
  'giu',
);
const YEAR = /^(?:19|20)\d\d$/u;
/** Words that make the change a plan: "plans to", "to boost", "would", "up to". */
const PLAN =
  /\b(?:plan\w*|to (?:increase|grow|boost|double|triple|expand|take|raise|bring|lift)|would|will|aims?|target\w*|intend\w*|expect\w*|up to|prevede|punta|intende|obiettivo|fino a)\b/iu;

function count(text: string): number | null {
  const v = Number(text.replace(/[.,]/gu, ''));
  return Number.isInteger(v) && v > 0 && v < 10_000_000 ? v : null;
}

export function headcountChange(sentence: string): HeadcountHit[] {
  for (const re of [FROM_TO, RAISE_TO]) {
    const raise = re === RAISE_TO;
    re.lastIndex = 0;
    const m = re.exec(sentence);
    if (!m) continue;
    const hits: HeadcountHit[] = [];
    let from = m[0].length;
    for (const [q, n] of [
      [m[3], m[4]],
      [m[1], m[2]],
    ] as const) {
      if (n === undefined) continue;
      // the groups in order of the text: find each number from the end of the match backwards
      const at = m.index + m[0].lastIndexOf(n, from);
      from = at - m.index - 1;
      const value = count(n);
      if (value === null || YEAR.test(n)) return [];
      hits.unshift({
        start: at,
        end: at + n.length,
        quoteStart: m.index,
        value,
        approximate: /\S/u.test(q ?? '') && !/current|attuali/iu.test(q ?? ''),
      });
    }
    if (hits.length === 0) continue;
    const plan = raise || PLAN.test(sentence.slice(Math.max(0, m.index - 60), m.index + m[0].length));
    const [first, last] = [hits[0] as HeadcountHit, hits[hits.length - 1] as HeadcountHit];
    // a date after the first count is its own: the second count takes the sentence's period, not that date
    const dated = hits.length === 2 && /\d{4}/u.test(sentence.slice(first.end, last.start));
    return hits.map((h) => ({
      ...h,
      ...(plan ? { plan: true } : {}),
      ...(dated && h === last ? { periodsFrom: last.start } : {}),
      ...(!plan && !dated && hits.length === 2 && h === first ? { earlier: true } : {}),
    }));
  }
  return [];
}
