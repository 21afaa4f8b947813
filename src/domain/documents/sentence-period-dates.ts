import { date, fiscalFirstHalf, monthLastDay, monthRange } from './sentence-period-mention.ts';
import type { PeriodMention } from './sentence-period-mention.ts';
import { MONTH, OF_YEAR, YEAR, YY, monthOf, yy } from './sentence-period-words.ts';

/** A period of weeks ended on a day: the quarter, half, nine months or year whose month it ends at (a day in a month's first week ends the month before). */
function weeksEnded(what: string, month: number, day: number, year: number): Omit<PeriodMention, 'start' | 'end'> {
  const early = day <= 7;
  const m = early ? (month === 1 ? 12 : month - 1) : month;
  const y = early && month === 1 && year > 0 ? year - 1 : year;
  if (/^(?:thirteen|fourteen|13|14)\b/.test(what))
    return { period: { kind: 'quarter', year: y, quarter: Math.ceil(m / 3) as 1 }, endsIn: m, endsDay: early ? 31 : day };
  // ("the 26 weeks to 28 March 2020": the half's balances are at that day)
  if (/^(?:twenty-six|26)\b/.test(what))
    return {
      period: { kind: 'half', year: y, half: m <= 6 ? 1 : 2 },
      endsIn: m,
      ...(y > 0 && !early ? { halfEnds: { kind: 'date' as const, year: y, month: m, day } } : {}),
    };
  if (/^(?:thirty-nine|39)\b/.test(what)) return { period: { kind: 'nine_months', year: y } };
  // "the fifty-two weeks ended January 28, 2017": a fiscal year, and the day it closed on
  return {
    period: { kind: 'year', year: y },
    ...(m === 12 && (early || day >= 28) ? {} : { closesOn: { month: m, day: early ? 31 : day, back: 0 } }),
  };
}

/** A half that ends on a day: June's and December's are a calendar year's; one that ends in another month is a fiscal year's first half. */
function halfEndingIn(month: number, day: number, year: number): Omit<PeriodMention, 'start' | 'end'> {
  if (month !== 6 && (year > 0 || month !== 12)) return fiscalFirstHalf(month, day, year);
  return { period: { kind: 'half', year, half: month <= 6 ? 1 : 2 }, endsIn: month };
}

/** A year that closes at a month's end (no day written): its year, and the day it closes on unless that is 31 December. */
function yearClosingIn(month: number, year: number): Omit<PeriodMention, 'start' | 'end'> {
  const day = monthLastDay(month);
  // ("in the year to December", no year written, in a text of February 2020: the last December by the date, 2019)
  if (month === 12) return { period: { kind: 'year', year }, ...(year === 0 ? { endsOn: { month, day, shift: 0 } } : {}) };
  return { period: { kind: 'year', year }, closesOn: { month, day, back: 0 }, ...(year === 0 ? { endsOn: { month, day, shift: 0 } } : {}) };
}

/** A year known by the month it closes in, the month after a space or a dash and the year (if written) the first group: "the year to
 * end-March 2018", "l'anno fiscale che si chiuderà a marzo 2014". */
function closingAtNamedMonth(m: RegExpExecArray): Omit<PeriodMention, 'start' | 'end'> {
  const month = monthOf((m[0].match(new RegExp(`(?<=[\\s-])${MONTH}`, 'iu')) ?? [''])[0]);
  return yearClosingIn(month, Number(m[1] ?? 0));
}

/**
 * The date forms of periods (issue 28): days ("March 31, 2023", "31 marzo 2019", "30/6/2019"), month
 * ends, month ranges, "the quarter ended June 30", year ends, and fiscal years over two calendar years
 * ("2017/18"). The first patterns `findPeriods` reads (sentence-period-patterns.ts), in this order.
 */
export type Builder = (m: RegExpExecArray) => Omit<PeriodMention, 'start' | 'end'> | null;

/** "the 12 months to the end of January 15th this year", "the year to May 10th last": a day of the year the text is written in, or the
 * last such day before it (not "last year", which is the year before's). */
const THIS_OR_LAST = String.raw`\s+this\s+year|\s+last(?!\s*\p{L})`;
const INTERIM_PERIOD = String.raw`(?<=\binterim\s+(?:results|report|accounts|statements|financial\s+statements)\s+)for\s+the\s+period\s+(?:ended|ending|to)\s+`;

export const DATE_PATTERNS: readonly (readonly [RegExp, Builder])[] = [
  // "Il Gruppo ha chiuso l'esercizio al 30 settembre 2017 con una perdita …": the year that closed on that day
  [
    new RegExp(
      String.raw`(?<![\p{L}])(?:chiuso|chiude|chiudendo|archiviato|concluso)\s+(?:l['’]|il\s+proprio\s+)esercizio\s+(?:fiscale\s+)?al\s+\d{1,2}\s+${MONTH}\s+${YEAR}`,
      'giu',
    ),
    closingAtNamedMonth,
  ],
  // "l'anno fiscale che si chiuderà a marzo 2014", "l'esercizio chiuso al 31 marzo 2023", "l'anno finanziario conclusosi in giugno": the
  // same, in Italian (not "l'esercizio 2016 chiuso a marzo", whose year is named before)
  [
    new RegExp(
      String.raw`(?<![\p{L}])(?:(?:l|dell|nell|all|per\s+l)['’])?(?:(?:anno|esercizio)\s+(?:fiscale|finanziario|sociale)|esercizio)\s+(?:che\s+si\s+(?:è\s+)?(?:chiuderà|chiude|chiuso|concluderà|conclude|concluso)|chius[oa]|conclus[oa]si|terminat[oa]|che\s+termin(?:a|erà)|che\s+finisce)\s+(?:a|al|in|il|nel|a\s+fine)\s+(?:\d{1,2}\s+)?${MONTH}(?![\p{L}])(?:\s+(?:del\s+)?${YEAR})?(?!\.?\s*\d)`,
      'giu',
    ),
    closingAtNamedMonth,
  ],
  // "revenue in the June year", "the March 2022 financial year" (New Zealand and Australian usage): the year that closes at that month's end
  [
    new RegExp(String.raw`(?<=\bthe\s+)${MONTH}(?:\s+${YEAR})?\s+(?:financial\s+|fiscal\s+)?year(?![\p{L}-])`, 'giu'),
    (m) => {
      const month = monthOf(m[0].split(/\s+/)[0] as string);
      const year = Number(m[1] ?? 0);
      return yearClosingIn(month, year);
    },
  ],
  // "during the July 2022- June 2023 period": twelve months from one month to the next year's month before it, the year closing then
  [
    new RegExp(String.raw`(?<![\p{L}])(${MONTH})\s+${YEAR}\s*[-–]\s*(${MONTH})\s+${YEAR}(?:\s+period)?`, 'giu'),
    (m) => {
      const a = monthOf((m[1] as string).trim());
      const b = monthOf((m[3] as string).trim());
      return (Number(m[4]) - Number(m[2])) * 12 + b - a === 11 ? yearClosingIn(b, Number(m[4])) : null;
    },
  ],
  // dates: "March 31, 2023", "as of Dec. 31, 2019", "31 marzo 2019", "31 dicembre 2011", "30/6/2019", "31/12/2019", "31.12.2013"
  [
    new RegExp(String.raw`${MONTH}\s+(\d{1,2}),?\s+${YEAR}`, 'giu'),
    (m) => date(Number(m[2]), monthOf(m[0].split(/\s+/)[0] as string), Number(m[1])),
  ],
  [
    new RegExp(String.raw`(\d{1,2})(?:st|nd|rd|th|°|º)?\s+(?:of\s+)?${MONTH}\s+(?:del\s+)?${YEAR}`, 'giu'),
    (m) => date(Number(m[2]), monthOf((m[0].match(new RegExp(MONTH, 'iu')) ?? [''])[0]), Number(m[1])),
  ],
  [/(?<![\d/.,])(\d{1,2})([/.])(\d{1,2})\2((?:19|20)\d\d)(?![\d/.,]\d)/gu, (m) => date(Number(m[4]), Number(m[3]), Number(m[1]))],
  [
    new RegExp(String.raw`${MONTH}\s+(\d{1,2})(?!\d)(?!,?\s*(?:19|20)\d\d)`, 'giu'),
    (m) => date(0, monthOf(m[0].split(/\s+/)[0] as string), Number(m[1])),
  ],
  // "a settembre 2022", "September 2022": the end of that month
  [
    new RegExp(String.raw`(?<![\d\p{L}])${MONTH}\s+(?:del\s+)?${YEAR}`, 'giu'),
    (m) => {
      const month = monthOf(m[0].split(/\s+/)[0] as string);
      return date(Number(m[1]), month, monthLastDay(month));
    },
  ],
  // "Interim Report II January June 2008": two months and a year with nothing between, the stretch from one to the other
  [
    new RegExp(String.raw`(?<![\p{L}])(${MONTH})\s+(${MONTH})\s+${YEAR}`, 'giu'),
    (m) => {
      const a = monthOf((m[1] as string).trim());
      const b = monthOf((m[2] as string).trim());
      return a < b ? monthRange(a, b, Number(m[3])) : null;
    },
  ],
  // "Q1-3/2023", "Q1–Q3 2023": the quarters from the first to the one named (the first half, nine months, the year)
  [/(?<![\p{L}\d])Q1\s?[-–]\s?Q?([2-4])\s?[/ ]\s?((?:19|20)\d\d)(?!\d)/gu, (m) => monthRange(1, Number(m[1]) * 3, Number(m[2]))],
  // "Period 2024-01-01 – 2024-09-30", "2024-07-01 – 2024-09-30": days written the ISO way, a stretch of whole months of one year
  [
    // (with the part's name before it, "Third quarter 2024-07-01 – 2024-09-30", read as one: not the quarter and a year)
    /(?<![\p{L}\d-])(?:(?:first|second|third|fourth)\s+(?:quarter|half)\s+)?((?:19|20)\d\d)-(\d\d)-01\s?[-–]\s?\1-(\d\d)-(\d\d)(?![\d-])/giu,
    (m) => (Number(m[4]) === monthLastDay(Number(m[3])) ? monthRange(Number(m[2]), Number(m[3]), Number(m[1])) : null),
  ],
  // "luglio-settembre", "July–September", "July to December": a quarter, a half ("the January-March period of 2022" too)
  [
    new RegExp(String.raw`(${MONTH})\s*(?:[-–]|\s(?:to|through)\s)\s*(${MONTH})(?:\s+period(?=\s+of\s+(?:19|20)\d\d))?${OF_YEAR}`, 'giu'),
    (m) => monthRange(monthOf((m[1] as string).trim()), monthOf((m[2] as string).trim()), Number(m[3] ?? 0)),
  ],
  // "Turnover EUR 2,155 million (1-3/2003: EUR 2,178 million)": a Finnish release's comparative, its months and year in a bracket
  // (a table's header "4-6/2006 4-6/2005 1-12/2005" is not read: its last column would become the period of the lines after it)
  [
    /(?<=\(\s*)(1[0-2]|[1-9])\s?[-–]\s?(1[0-2]|[1-9])\/((?:19|20)\d\d)(?![\d/])/gu,
    (m) => monthRange(Number(m[1]), Number(m[2]), Number(m[3])),
  ],
  // "the quarter ended June 30, 2010", "six months ended June 30, 2020", "the six month period ended June 30, 2012", "l'esercizio (il
  // bilancio) chiuso al 30 giugno 2024" (a fiscal year),
  // "the three and six months ended June 30, 2010" (a release on the quarter and the half: the quarter reported), "year ended December 31, 2019", "three months ended June 30"
  [
    new RegExp(
      String.raw`(quarter|(?:three|3)-?\s+and\s+(?:six|nine|6|9)[- ]months?(?:\s+periods?)?|(?:thirteen|13)-?\s+and\s+(?:twenty-six|thirty-nine|26|39)[- ]weeks?(?:\s+periods?)?|(?:thirteen|fourteen|twenty-six|thirty-nine|fifty-two|fifty-three|13|14|26|39|52|53)[- ]weeks?(?:\s+periods?)?|(?:three|six|nine|twelve|3|6|9|12)[- ]months?(?:\s+periods?)?|(?:(?:first|1st)[\s-]+)?half(?:[- ]year)?|dodici mesi|year|trimestre|semestre|(?:anno|esercizio)\s+fiscale|esercizio|bilancio(?:\s+(?:consolidato|d['’]esercizio|di\s+esercizio))?)\s+(?:(?:that|which)\s+(?=ended|concluded|closed|finished|ending))?(?:(?:ended|concluded|closed|finished)(?:\s+on)?|ending|(?:up\s+)?to(?:\s+the\s+end\s+of)?|chiuso\s+(?:al|lo\s+scorso|il)|chiusi al|al)\s+${MONTH}\s+(\d{1,2})(?!\d)(?:st|nd|rd|th)?(?:,?\s+${YEAR}|${THIS_OR_LAST})?|(quarter|(?:three|3)-?\s+and\s+(?:six|nine|6|9)[- ]months?(?:\s+periods?)?|(?:thirteen|13)-?\s+and\s+(?:twenty-six|thirty-nine|26|39)[- ]weeks?(?:\s+periods?)?|(?:thirteen|fourteen|twenty-six|thirty-nine|fifty-two|fifty-three|13|14|26|39|52|53)[- ]weeks?(?:\s+periods?)?|(?:three|six|nine|twelve|3|6|9|12)[- ]months?(?:\s+periods?)?|(?:(?:first|1st)[\s-]+)?half(?:[- ]year)?|dodici mesi|year|trimestre|semestre|(?:anno|esercizio)\s+fiscale|esercizio|bilancio(?:\s+(?:consolidato|d['’]esercizio|di\s+esercizio))?)\s+(?:(?:that|which)\s+(?=ended|concluded|closed|finished|ending))?(?:(?:ended|concluded|closed|finished)(?:\s+on)?|ending|(?:up\s+)?to(?:\s+the\s+end\s+of)?|chiuso\s+(?:al|lo\s+scorso|il)|chiusi al|al)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:\s+${YEAR}|${THIS_OR_LAST})?`,
      'giu',
    ),
    (m) => {
      const what = ((m[1] ?? m[4]) as string).toLowerCase();
      const year = Number(m[3] ?? m[6] ?? 0); // "the three months ended June 30": the year from the context
      const month = monthOf((m[0].match(new RegExp(MONTH, 'iu')) ?? [''])[0]);
      // "the thirteen week period ended October 1, 2016": weeks of a 52-53-week year end near a month's end
      if (/week/.test(what)) return weeksEnded(what, month, Number(m[2] ?? m[5]), year);
      // ("the third quarter ended October 7, 2006": a quarter of a 52-53-week year that ends in a month's first week ends the month before)
      if (/quarter|three|^3\b|trimestre/.test(what)) return weeksEnded('13 weeks', month, Number(m[2] ?? m[5]), year);
      // "the half-year ended 31 December 2023", "six months to 30 September 2023": a half that ends in another month than
      // June is the first of a fiscal year that ends six months later (a calendar year's second half is its full year)
      if (/six|^6\b|half|semestre/.test(what)) {
        // ("the six months to 30 September" with no year: a fiscal first half too, of the year the last such day by the
        // document's date falls in, named after the year's last month)
        return halfEndingIn(month, Number(m[2] ?? m[5]), year);
      }
      if (/nine|^9\b/.test(what)) return { period: { kind: 'nine_months', year }, endsIn: month };
      // "fiscal year ended June 30, 2022": the year, and the day it closes on
      const day = Number(m[2] ?? m[5]);
      // ("the year ended December 31", no year, in a text of February: the last such day by the document's date closes it)
      if (month === 12 && day === 31)
        return { period: { kind: 'year', year }, ...(year === 0 ? { endsOn: { month, day, shift: 0 } } : {}) };
      // ("in the year to May 31", no year: the last such day by the document's date closes it, and names it)
      return {
        period: { kind: 'year', year },
        closesOn: { month, day, back: 0 },
        ...(year === 0 ? { endsOn: { month, day, shift: 0 } } : {}),
      };
    },
  ],
  // "la semestrale chiusa dalla Ferlano il 30 settembre 2017", "il semestre chiuso al 31 dicembre 2023", "la relazione semestrale al 30
  // settembre 2017": the half that ends that day (its article read with it, so "il semestre" is not taken alone as this half)
  [
    new RegExp(
      String.raw`(?<![\p{L}])(?:(?:il|la|nel|nella|del|della)\s+)?(?:relazione\s+(?:finanziaria\s+)?)?(?:primo\s+)?(?:semestrale|semestre)(?:\s+(?:chius[oa]|terminat[oa]|conclus[oa]))?\s+(?:(?:dalla|dal|da)\s+[^\d,.;:()]{1,40}?\s+)?(?:al|il)\s+(\d{1,2})\s+${MONTH}(?:\s+${YEAR})?`,
      'giu',
    ),
    (m) => {
      const month = monthOf((m[0].match(new RegExp(`(?<=\\d\\s+)${MONTH}`, 'iu')) ?? [''])[0]);
      // (the calendar's first half, "Nel semestre chiuso al 30 giugno 2022", as the shorter patterns read it: no month kept; with no
      // year written, the month stays, for the document's date to name the year)
      return month === 6 && m[2] !== undefined
        ? { period: { kind: 'half', year: Number(m[2] ?? 0), half: 1 } }
        : halfEndingIn(month, Number(m[1]), Number(m[2] ?? 0));
    },
  ],
  // "interim results for the period to 30 June", "Unaudited Interim Results for the period ended 30 June 2019": an interim report's
  // period is a half (one that ends in another month than June or December is a fiscal year's first half)
  [
    new RegExp(
      String.raw`${INTERIM_PERIOD}(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH}(?:,?\s+${YEAR})?|${INTERIM_PERIOD}${MONTH}\s+(\d{1,2})(?!\d)(?:,?\s+${YEAR})?`,
      'giu',
    ),
    (m) => {
      const month = monthOf((m[0].match(new RegExp(MONTH, 'iu')) ?? [''])[0]);
      const year = Number(m[2] ?? m[4] ?? 0);
      return halfEndingIn(month, Number(m[1] ?? m[3]), year);
    },
  ],
  // "the three months through September", "the quarter to the end of June 2023": a quarter known by the month it ends in
  [
    new RegExp(
      String.raw`(?:quarter|three months|3 months)\s+(?:through|to the end of|ended(?:\s+in)?|ending(?:\s+in)?)\s+${MONTH}\.?(?![\p{L}])(?:\s+${YEAR})?(?!\.?\s*\d)`,
      'giu',
    ),
    (m) => {
      const month = monthOf((m[0].match(new RegExp(`(?<=\\s)${MONTH}`, 'iu')) ?? [''])[0]);
      // ("the three months ended May 2023": a fiscal quarter, its number and year named by the fiscal calendar the text keeps)
      if (month % 3 !== 0)
        return /\b(?:ended|ending)\b/iu.test(m[0])
          ? { period: { kind: 'quarter', year: 0, quarter: Math.ceil(month / 3) as 1 }, endsIn: month }
          : null;
      return { period: { kind: 'quarter', year: Number(m[1] ?? 0), quarter: (month / 3) as 1 }, endsIn: month };
    },
  ],
  // "the six months to September", "six months to the end of March 2019", "the half year to end-June": a half known by the month it ends
  // in (no day written); one that
  // ends in another month than June or December is a fiscal year's first half, as with its day
  [
    new RegExp(
      String.raw`(?:(?:six|6)[- ]months?(?:\s+periods?)?|half[- ]year|(?:first\s+|1st\s+)?half)\s+(?:to|through|ended|ending)\s+(?:the\s+end\s+of\s+|end-)?${MONTH}(?![\p{L}])(?:,?\s+${YEAR})?(?!\s*\d)`,
      'giu',
    ),
    (m) => {
      const month = monthOf((m[0].match(new RegExp(`(?<=[\\s-])${MONTH}`, 'iu')) ?? [''])[0]);
      const year = Number(m[1] ?? 0);
      return halfEndingIn(month, monthLastDay(month), year);
    },
  ],
  // "in the 12 months to the end of June 2022", "the year to the end of March 2021", "for the year to end-March 2018", "the fiscal year
  // ending in March 2028": a year known by the
  // month it ends in
  [
    new RegExp(
      String.raw`(?:(?:twelve|12)[- ]months?|(?<!\b(?:this|last|a|per|each)\s)(?<!half[\s-])(?:(?:financial|fiscal)\s+)?year)\s+(?:to|through|ending\s+at|(?:ending|ended)(?:\s+in)?)\s+(?:the\s+end\s+of\s+|end-)?${MONTH}\.?(?![\p{L}])(?:,?\s+${YEAR})?(?!\.?\s*\d)`,
      'giu',
    ),
    closingAtNamedMonth,
  ],
  [
    new RegExp(String.raw`(?:al\s+|at\s+)(\d{1,2})\s+${MONTH}(?!\s+(?:del\s+)?(?:19|20)\d\d)`, 'giu'),
    (m) => date(0, monthOf(m[0].split(/\s+/)[2] as string), Number(m[1])),
  ],
  // year end: "fine 2019", "fine del 2017", "fine anno 2017", "fine dicembre 2018", "end of 2017", "year-end 2017"
  [
    new RegExp(
      String.raw`(?:a\s+)?fine\s+(?:del(?:l')?\s*|anno\s+|dicembre\s+|esercizio\s+)?${YEAR}|(?:at\s+)?(?:the\s+)?end\s+of\s+(?:fiscal\s+)?${YEAR}|year-?\s?end\s+${YEAR}`,
      'giu',
    ),
    (m) => date(Number(m[1] ?? m[2] ?? m[3]), 12, 31),
  ],
  // a month's end without its year: "a fine marzo l'indebitamento … 217,3 milioni, … rispetto ai 218,5 milioni di fine febbraio" — the last
  // such day by the document's date (December is the year-end's, below)
  [
    /(?<=(?<![\p{L}])(?:a|di|al|alla)\s+)fine\s+(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre)(?!\s+(?:del\s+)?(?:19|20)\d\d)(?![\p{L}])(\s+scors[oa](?![\p{L}]))?/giu,
    (m) => {
      const month = monthOf(m[1] as string);
      const day = monthLastDay(month);
      // ("a fine aprile scorso" in June 2017: the last one by the document's date, whatever year the text reports)
      return m[2] ? { ...(date(0, month, day) as PeriodMention), endsOn: { month, day, shift: 0 } } : date(0, month, day);
    },
  ],
  // a year-end without its year: "(52 milioni a dicembre)", "a fine anno", "at year-end" — the last one before the period reported
  [
    /(?:(?:a|di|al)\s+)?(?:fine\s+)?dicembre(?!\s+(?:del\s+)?(?:19|20)\d\d)(?![\p{L}])|(?:a\s+)?fine\s+(?:anno|esercizio)(?!\s+(?:19|20)\d\d)(?![\p{L}])|(?:at\s+)?(?:the\s+)?(?:prior\s+|previous\s+|last\s+)?year[-\s]end(?!\s+(?:19|20)\d\d)(?![\p{L}])/giu,
    () => ({ ...date(0, 12, 31), yearEnd: true }),
  ],
  // a fiscal year or season over two calendar years: "2017/18", "esercizio 2017-2018", "bilancio 2016-2017", "financial year 2009-10",
  // "la campagna 2007-2008", "FY2015-16", "fiscal 2015-16" (named by its end)
  [
    new RegExp(
      String.raw`(?<![\d/.,])(?:(esercizio|bilancio|anno\s+fiscale|fiscal(?:\s+year)?|financial\s+year|stagione|season|campagna|annata|crop\s+year)\s+|(?<![\p{L}\d])(FY)\s?'?)?${YEAR}\s?([-–/])\s?${YY}(?![\d/]|[.,]\d)`,
      'giu',
    ),
    (m) => {
      const from = Number(m[3]);
      const to = yy(m[5], m[6]);
      return to === from + 1 && (m[1] || m[2] || m[4] === '/') ? { period: { kind: 'year', year: to } } : null;
    },
  ],
];
