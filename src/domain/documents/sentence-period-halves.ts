import type { Builder } from './sentence-period-dates.ts';
import type { PeriodMention } from './sentence-period-mention.ts';
import { MONTH, OF_YEAR, ORD_EN, Q_EN, YEAR, YY, monthOf, yy } from './sentence-period-words.ts';

/**
 * The forms of a half, and of a quarter or half written after its fiscal year (issue 28): "H1 2020", "1H23", "H1/16", "first half of 2019",
 * "primo semestre", "sem1 2011", "half-year 2015", "half-year FY23", "fiscal 2024 second quarter". Read by `findPeriods`
 * (sentence-period-patterns.ts) in this order, where the halves stood among its patterns.
 */
export const HALF_PATTERNS: readonly (readonly [RegExp, Builder])[] = [
  [
    new RegExp(
      String.raw`(?<![\p{L}\d])H([12])(?:\/|\s?)(?:FY\s?)?${YY}?(?![\p{L}\d])|(?<![\p{L}\d])([12])H\s?(?:FY\s?)?${YY}?(?![\p{L}\d])`,
      'giu',
    ),
    (m) => ({ period: { kind: 'half', year: yy(m[2] ?? m[5], m[3] ?? m[6]), half: Number(m[1] ?? m[4]) as 1 } }),
  ],
  [
    new RegExp(
      String.raw`(first|second|1st|2nd)[\s-]+(?:half(?:[\s-]?year)?|semester)${OF_YEAR}|(primo|secondo|1°|2°|I|II)\s+semestre${OF_YEAR}|(?:six[\s-]+months?(?:\s+period)?|sei\s+mesi|primi\s+sei\s+mesi|(?:first|primi)\s+6\s+(?:months|mesi)|(?:relazione\s+|resoconto\s+)?semestrale)${OF_YEAR}|(?<=(?:chius[oa]|chiude|archiviat[oa]|archivia|conclus[oa]|conclude)\s+la\s+)(prima|seconda)\s+metà${OF_YEAR}|(?<=(?<![\p{L}])(?:della|nella|dalla|alla|sulla)\s+)(prima|seconda)\s+metà\s+del(?:l['’]\s*anno)?\s+${YEAR}(?![\d])`,
      'giu',
    ),
    // ("ha chiuso la prima metà dell'anno con ricavi …": the first half in other words, where a result closes it; "la ripresa,
    // soprattutto nella prima metà dell'anno" in a year's text is no period of the figures after it)
    (m) => {
      // ("sui 263,4 milioni della prima metà del 2017", "nella seconda metà del 2019": a half of a year written; "Per la prima metà del
      // 2011 il gruppo conta di …", a forecast's, is left as it was)
      const w = (m[1] ?? m[3] ?? m[6] ?? m[8] ?? 'first').toLowerCase();
      const second = ['second', '2nd', 'secondo', '2°', 'ii', 'seconda'].includes(w);
      return { period: { kind: 'half', year: Number(m[2] ?? m[4] ?? m[5] ?? m[7] ?? m[9] ?? 0), half: second ? 2 : 1 } };
    },
  ],
  // "perdita netta sem1 2011", "ricavi 1° sem. 2012", "sem. 2 2019": a half in a headline's abbreviation
  [
    new RegExp(String.raw`(?<![\p{L}\d])(?:sem\.?\s?([12])|([12])°?\s?sem\.?)\s+${YEAR}(?![\p{L}\d])`, 'giu'),
    (m) => ({ period: { kind: 'half', year: Number(m[3]), half: Number(m[1] ?? m[2]) as 1 } }),
  ],
  // "for the half year 2015", "Half-year 2015 EBITDA", "the 2015 half year", "2019 interim results", "nel semestre 2015": a half named with no ordinal is
  // the first, the one an interim report covers (a second half is always named so)
  [
    new RegExp(
      String.raw`(?<![\p{L}])half[\s-]?year\s+(?:of\s+)?${YEAR}(?![\p{L}\d])|(?<![\p{L}\d])${YEAR}\s+(?:half[\s-]?year(?![\p{L}])|interim(?=\s+(?:results|report|accounts|financial\s+statements)\b))|(?<!(?:primo|secondo|1°|2°|I|II)\s+)(?<![\p{L}])semestre\s+${YEAR}(?![\p{L}\d])`,
      'giu',
    ),
    (m) => ({ period: { kind: 'half', year: Number(m[1] ?? m[2] ?? m[3]), half: 1 } }),
  ],
  // "Interim Results" on a line of its own (a heading): a half-year report, the first half
  [
    /(?<=^\s*)interim\s+(?:results|report|statements?|management\s+report)(?=\s*$)/gimu,
    () => ({ period: { kind: 'half', year: 0, half: 1 } }),
  ],
  // "INTERIM REPORT FERLANO 2018", "Half-Year Report Ferlano Group 2018" as a heading: the report of the year's first half (the year a
  // fiscal one, as an interim report names it)
  [
    new RegExp(
      String.raw`(?<=^\s*)(?:[Ii]nterim|INTERIM|[Hh]alf[\s-]?[Yy]ear(?:ly)?|HALF[\s-]?YEAR(?:LY)?)\s+(?:[Rr]eport|REPORT|[Rr]esults|RESULTS|[Aa]ccounts|ACCOUNTS)(?:\s+[\p{Lu}][\p{L}&.'’-]*){1,4}\s+${YEAR}(?=\s*$)`,
      'gmu',
    ),
    (m) => ({ period: { kind: 'half', year: Number(m[1]), half: 1 } }),
  ],
  // "HY 2024 | HY 2023" in a results table, "HY24": a half-year with no ordinal, the first (as "half-year 2015")
  [
    new RegExp(String.raw`(?<![\p{L}\d])HY\s?${YY}(?![\p{L}\d])`, 'gu'),
    (m) => ({ period: { kind: 'half', year: yy(m[1], m[2]), half: 1 } }),
  ],
  // the half first: "half-year FY23 results", "1H FY23", "H1 FY2023", "first half of fiscal 2023" (a fiscal year's own half)
  [
    new RegExp(
      String.raw`(?<![\p{L}\d])(?:(first|second|1st|2nd)[\s-]+half(?:[\s-]?year)?|half[\s-]?year|H([12])|([12])H)\s+(?:of\s+)?(?:fiscal(?:\s+year)?\s+|FY\s?)${YY}(?![\p{L}\d])`,
      'giu',
    ),
    (m) => {
      const second = /^(?:second|2nd)$/iu.test(m[1] ?? '') || m[2] === '2' || m[3] === '2';
      return { period: { kind: 'half', year: yy(m[4], m[5]), half: second ? 2 : 1 } };
    },
  ],
  // "the first half result for the 2024 financial year", "the second half of the 2024 fiscal year": a half of the fiscal year written after it
  [
    new RegExp(
      String.raw`(?<![\p{L}\d])(first|second|1st|2nd)[\s-]+half(?:[\s-]?year)?(?:\s+(?:results?|accounts))?\s+(?:of|for|in)\s+(?:the\s+|its\s+)?${YEAR}\s+(?:financial|fiscal)\s+year(?![\p{L}])`,
      'giu',
    ),
    (m) => ({ period: { kind: 'half', year: Number(m[2]), half: /^(?:second|2nd)$/iu.test(m[1] ?? '') ? 2 : 1 } }),
  ],
  // "the third quarter of FY24", "the first nine months of FY24", "9MFY24", "nine months of fiscal 2020": a part then its fiscal year
  // (a year written in full after "of" is read with the part's own patterns)
  [
    new RegExp(
      String.raw`(?<![\p{L}\d])(?:${Q_EN}[\s-]+quarter|(?:(?:first|the)\s+)?nine[\s-]+months?(?:\s+period)?|9M)\s*(?:of\s+)?(?:(?:the\s+)?fiscal(?:\s+year)?\s+|FY\s?)${YY}(?![\p{L}\d])`,
      'giu',
    ),
    (m) => {
      const year = yy(m[2], m[3]);
      const q = m[1] ? ORD_EN[(m[1] as string).toLowerCase()] : 0;
      return q ? { period: { kind: 'quarter', year, quarter: q as 1 } } : { period: { kind: 'nine_months', year } };
    },
  ],
  // "Q2 September 2021" (an Indian paper's quarter named by the month it ends in): named in its fiscal year, as "the second quarter ended
  // September 30, 2021" is
  [
    new RegExp(String.raw`(?<![\p{L}\d])Q([1-4])\s+(${MONTH})\.?,?\s+${YEAR}(?![\p{L}\d])`, 'giu'),
    (m) => quarterEnded(Number(m[1]) as 1, m[2] as string, undefined, m[3]),
  ],
  // the year first: "fiscal 2024 second quarter", "FY24 Q2", "2019 fourth quarter", "fiscal 2024 first half"
  [
    new RegExp(
      String.raw`(?:(?:fiscal(?:\s+year)?\s+|FY\s?)${YY}|${YEAR})\s+(?:${Q_EN}[\s-]+quarter|Q([1-4])|(first|second)\s+half|H([12]))(?![\p{L}\d])`,
      'giu',
    ),
    (m) => {
      const year = yy(m[1] ?? m[3], m[2]);
      const q = m[4] ? ORD_EN[(m[4] as string).toLowerCase()] : m[5] ? Number(m[5]) : 0;
      if (q) return { period: { kind: 'quarter', year, quarter: q as 1 } };
      return { period: { kind: 'half', year, half: m[6]?.toLowerCase() === 'second' || m[7] === '2' ? 2 : 1 } };
    },
  ],
];

/**
 * A quarter named by the day it ended ("the second quarter ended September 30, 2021", "Q2 September 2021", "the second quarter ended
 * 30 September"): the ordinal is the fiscal one, the fiscal year named by the calendar year its last month falls in.
 */
export function quarterEnded(
  quarter: 1 | 2 | 3 | 4,
  monthWord: string,
  day: string | undefined,
  year: string | undefined,
): Omit<PeriodMention, 'start' | 'end'> {
  if (!day && !year) return { period: { kind: 'quarter', year: 0, quarter } };
  // "fiscal fourth quarter ended April 27, 2019": the ordinal is the fiscal one; the fiscal year is named by
  // the calendar year its last month falls in (three months per quarter still to go after this one)
  // (a quarter of a 52-53-week year that ends in a month's first week, "the third quarter ended October 7, 2006", ends the month before)
  const written = monthOf(monthWord.trim());
  const early = day !== undefined && Number(day) <= 7;
  const month = early ? (written === 1 ? 12 : written - 1) : written;
  const shift = month + 3 * (4 - quarter) > 12 ? 1 : 0;
  if (year)
    return {
      period: { kind: 'quarter', year: Number(year) - (early && written === 1 ? 1 : 0) + shift, quarter },
      partEndsIn: month,
      ...(day ? { quarterEnds: { kind: 'date' as const, year: Number(year), month: written, day: Number(day) } } : {}),
    };
  // "its fiscal first quarter ended Sept. 30": the year of the last such day by the document's date, then named so
  return { period: { kind: 'quarter', year: 0, quarter }, endsOn: { month, day: Number(day), shift }, partEndsIn: month };
}
