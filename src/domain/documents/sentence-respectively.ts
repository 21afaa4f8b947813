import type { SentenceFigure } from './sentence-figure.ts';
import { withYear, yearToDate, yearToDateOf } from './sentence-period-calendar.ts';
import { LISTED_YEARS, RESPECTIVELY } from './sentence-in-order.ts';
import { MONTH, YEAR, monthOf } from './sentence-period-words.ts';
import type { FigureKey, FigurePeriod } from './types.ts';

/**
 * Periods a "respectively" hands out in order (issue 28): "a net loss of $152.7 million and $409.8
 * million for the three and nine months ended September 30, 2022, respectively", "for the nine months
 * ended September 30, 2022 and 2021, … $17.8 and $12.9 million, respectively". Pure.
 */
const MONTHS_WORD = String.raw`(three|six|nine|twelve)`;
const TWO_SPANS = new RegExp(String.raw`${MONTHS_WORD}\s+and\s+${MONTHS_WORD}\s+months\s+ended\s+(${MONTH})\s+(\d{1,2}),?\s+${YEAR}`, 'iu');
const TWO_YEARS = new RegExp(
  String.raw`(?:${MONTHS_WORD}\s+months|(quarters?)|(?:fiscal\s+)?(years?))\s+ended\s+(${MONTH})\s+(\d{1,2}),?\s+${YEAR}\s+and\s+${YEAR}`,
  'iu',
);
/**
 * "for fourth quarter and year-to-date of fiscal 2019, respectively", "for the second quarter and first half of 2024, respectively",
 * "for the third quarter and nine months ended September 30, 2013, respectively", "Net income for the fourth quarter and full year of
 * 2015 was $77.4 million, or $1.26 per diluted share, and $31.5 million, …, respectively" (the word may close the sentence).
 */
const PART_AND_YEAR = new RegExp(
  String.raw`(first|second|third|fourth)\s+(?:fiscal\s+)?quarter\s+and\s+(?:the\s+)?(year[-\s]to[-\s]date|full[-\s]year|fiscal\s+year|year|first\s+half|(?:first\s+)?six\s+months|first\s+nine\s+months|nine\s+months)(?:\s+of|\s+ended\s+${MONTH}\s+\d{1,2},?)?(?:\s+fiscal)?\s+${YEAR}(?![\p{L}\d])`,
  'iu',
);
/** "for the quarter and year ended December 31, 2015, respectively": the quarter that closes the year, and the year. */
const QUARTER_AND_YEAR = new RegExp(
  String.raw`(?<![\p{L}])(?:quarter|three\s+months)\s+and\s+(?:the\s+)?(?:full\s+|fiscal\s+)?(?:year|twelve\s+months)\s+ended\s+${MONTH}\s+\d{1,2},?\s+${YEAR}`,
  'iu',
);
const ORDINALS = ['first', 'second', 'third', 'fourth'];
/**
 * "its target capital expenditure for 2019 and 2020 at P3.903 billion and P4.196 billion", "per il 2025 e il 2026 a 40 e 55 milioni":
 * two years, then two amounts at once, are handed out in order as if the sentence said "respectively".
 */
const TWO_YEARS_THEN_AMOUNTS = new RegExp(
  String.raw`\b(?:for|in|per|nel)\s+(?:il\s+)?${YEAR}\s+(?:and|e)\s+(?:il\s+)?${YEAR}\s+(?:at|of|to\s+be|were|are|pari\s+a|a|di)\s+(?:US\$|[$€£]|PHP|P|EUR|USD|GBP|INR|Rs\.?)?\s?\d[\d.,]*(?:\s*(?:[mb]illion|bn|mn|m|milioni|miliardi|mld|mln|crore))?(?:\s+(?:di\s+)?euro)?\s+(?:and|e)\s+(?:US\$|[$€£]|PHP|P|EUR|USD|GBP|INR|Rs\.?)?\s?\d`,
  'iu',
);
/** "Capital additions in fiscal year 2024, 2023, and 2022 were $62.9 million, $38.2 million, and $44.9 million": three years, then
 * three amounts, in order. */
const AMT = String.raw`(?:US\$|[$€£]|EUR|USD|GBP)?\s?\d[\d.,]*(?:\s*(?:[mb]illion|bn|mn|m|milioni|miliardi|mld|mln))?(?:\s+(?:di\s+)?euro)?`;
const THREE_YEARS_THEN_AMOUNTS = new RegExp(
  String.raw`\b(?:for|in|per|nel)\s+(?:(?:the\s+)?fiscal\s+(?:years?\s+)?|gli\s+(?:anni|esercizi)\s+)?${YEAR},\s+${YEAR},?\s+(?:and|e)\s+${YEAR}\s+(?:were|was|are|of|totall?ed|amounted\s+to|sono\s+stati|pari\s+a|a)\s+${AMT},\s+${AMT},?\s+(?:and|e)\s+${AMT}`,
  'iu',
);
/** "al 31 dicembre 2016 e al 31 dicembre 2017, che evidenziano rispettivamente …", "at 30 June 2019 and 30 June 2020": two days in order. */
const TWO_DAYS = new RegExp(
  String.raw`(?:al|at|as\s+at|as\s+of)\s+(\d{1,2})\s+(${MONTH})\s+${YEAR}\s+(?:e|and)\s+(?:(?:al|at)\s+)?(\d{1,2})\s+(${MONTH})\s+${YEAR}`,
  'iu',
);
/** "…, versus $X and $Y for the comparable periods last year": the same periods a year before, in the same order. */
const SAME_PERIODS_BEFORE =
  /(?:comparable|corresponding|same)\s+periods?\s+(?:(?:of\s+)?last\s+year|(?:of\s+)?(?:the\s+)?(?:prior|previous)\s+(?:fiscal\s+)?year|a\s+year\s+(?:ago|earlier))|prior[-\s]year\s+periods/iu;
const FLOWS: ReadonlySet<FigureKey> = new Set(['revenue', 'ebitda', 'net_income', 'capex']);

function ofMonths(word: string, month: number, year: number): FigurePeriod {
  const w = word.toLowerCase();
  if (w === 'three' || w === 'quarter' || w === 'quarters') return { kind: 'quarter', year, quarter: Math.ceil(month / 3) as 1 };
  if (w === 'six') return { kind: 'half', year, half: month <= 6 ? 1 : 2 };
  if (w === 'nine') return { kind: 'nine_months', year };
  return { kind: 'year', year };
}

/** Years listed, then as many amounts at once: handed out in order as if the sentence said "respectively". */
export const YEARS_THEN_AMOUNTS = new RegExp(`${TWO_YEARS_THEN_AMOUNTS.source}|${THREE_YEARS_THEN_AMOUNTS.source}`, 'iu');

/** The periods a sentence lists for "respectively", in order, or null when it lists none. */
export function respectivePeriods(sentence: string): FigurePeriod[] | null {
  const spans = TWO_SPANS.exec(sentence);
  if (spans) {
    const month = monthOf(spans[3] as string);
    const year = Number(spans[5]);
    return [ofMonths(spans[1] as string, month, year), ofMonths(spans[2] as string, month, year)];
  }
  const part = PART_AND_YEAR.exec(sentence);
  if (part) {
    const quarter: FigurePeriod = {
      kind: 'quarter',
      year: Number(part[3]),
      quarter: (ORDINALS.indexOf((part[1] as string).toLowerCase()) + 1) as 1,
    };
    const of = (part[2] as string).toLowerCase();
    const to = /half|six/u.test(of)
      ? { kind: 'half' as const, year: quarter.year, half: 1 as const }
      : /nine/u.test(of)
        ? { kind: 'nine_months' as const, year: quarter.year }
        : /date/u.test(of)
          ? yearToDateOf(quarter)
          : { kind: 'year' as const, year: quarter.year };
    return [quarter, to];
  }
  const closing = QUARTER_AND_YEAR.exec(sentence);
  if (closing) {
    const year = Number(closing[1]);
    return [
      { kind: 'quarter', year, quarter: 4 },
      { kind: 'year', year },
    ];
  }
  const three = THREE_YEARS_THEN_AMOUNTS.exec(sentence);
  if (three) return [Number(three[1]), Number(three[2]), Number(three[3])].map((year) => ({ kind: 'year', year }));
  const years = TWO_YEARS.exec(sentence);
  const plain = years ? null : TWO_YEARS_THEN_AMOUNTS.exec(sentence);
  if (plain) return [Number(plain[1]), Number(plain[2])].map((year) => ({ kind: 'year', year }));
  if (!years) {
    const listed = RESPECTIVELY.test(sentence) ? LISTED_YEARS.exec(sentence) : null;
    return twoDays(sentence) ?? (listed ? [Number(listed[1]), Number(listed[2])].map((year) => ({ kind: 'year', year })) : null);
  }
  const month = monthOf(years[4] as string);
  const first = ofMonths(years[1] ?? years[2] ?? (years[3] as string), month, Number(years[6]));
  return [first, withYear(first, Number(years[7]))];
}

/** Two days listed in order, each the year (or part of it) to that day, as a flow's period. */
function twoDays(sentence: string): FigurePeriod[] | null {
  const m = TWO_DAYS.exec(sentence);
  if (!m) return null;
  const day = (d: string, mo: string, y: string) => yearToDate({ kind: 'date', year: Number(y), month: monthOf(mo), day: Number(d) });
  return [day(m[1] as string, m[2] as string, m[3] as string), day(m[4] as string, m[5] as string, m[6] as string)];
}

/** The flow figures of a key that a "respectively" sentence lists, given its periods in order when their count matches. */
export function withRespectivePeriods(figures: readonly SentenceFigure[], sentence: string): SentenceFigure[] {
  const periods = respectivePeriods(sentence);
  if (!periods) return [...figures];
  const out = [...figures];
  for (const key of FLOWS) {
    const at = out.flatMap((f, i) => (f.key === key ? [i] : []));
    // "$22.2 million and $87.8 million for …, respectively, versus $26.3 million and $99.9 million for the comparable periods last year"
    const before = at.length === 2 * periods.length && SAME_PERIODS_BEFORE.test(sentence);
    if (at.length !== periods.length && !before) continue;
    const all = before ? [...periods, ...periods.map((p) => (p.kind === 'span' ? p : withYear(p, p.year - 1)))] : periods;
    at.forEach((i, n) => {
      const f = out[i] as SentenceFigure;
      const reason = (f.reason ?? '')
        .split(',')
        .filter((r) => r !== '' && r !== 'period_from_document')
        .join(',');
      out[i] = { ...f, period: all[n] as FigurePeriod, reason: reason || undefined };
    });
  }
  return out;
}
