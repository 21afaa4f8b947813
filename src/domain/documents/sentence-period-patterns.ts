import { withClosingDates } from './sentence-period-closing.ts';
import { notAYear } from './sentence-period-not-year.ts';
import { overTwoYears, withFollowingYear, withJoinedYears, withResultsOfYear } from './sentence-period-joined.ts';
import { lastYearMention, monthRange, unitOf } from './sentence-period-mention.ts';
import type { PeriodMention } from './sentence-period-mention.ts';

export type { PeriodMention, RelativeShift } from './sentence-period-mention.ts';
import {
  HORIZON_BEFORE,
  MONTH,
  OF_YEAR,
  ORD_EN,
  ORD_IT,
  PRIOR_YEAR_TAIL,
  Q_EN,
  Q_IT,
  THIS_YEAR_TAIL,
  YEAR,
  YY,
  monthOf,
  yy,
} from './sentence-period-words.ts';

/**
 * The period forms as results releases and plans write them, English and Italian (issue 28): the
 * patterns `findPeriods` reads; sentence-periods.ts resolves what they find against the document.
 */

import { DATE_PATTERNS } from './sentence-period-dates.ts';
import type { Builder } from './sentence-period-dates.ts';
import { HALF_PATTERNS, quarterEnded } from './sentence-period-halves.ts';
import { monthSpans } from './sentence-period-month-span.ts';
import { YEARS_AROUND_PATTERNS } from './sentence-period-years-around.ts';

const SPAN_WORD =
  /\b(?:bienni[oa]|trienni[oa]|period[oi]?|periods?|plan|piano|between|tra|fra|over|from|dal|nel corso del)\s*(?:il\s+|the\s+)?$/iu;

const PATTERNS: readonly (readonly [RegExp, Builder])[] = [
  ...DATE_PATTERNS,
  // spans: "2020-2024", "nel periodo 2020-2024", "triennio 2019-2021", "from 2020 to 2024" (plan periods)
  [
    new RegExp(String.raw`(?<![\d/.,])${YEAR}\s?[-–/]\s?${YY}(?![\d/]|,\s?\d|[.,]\d)`, 'gu'),
    (m) => {
      const from = Number(m[1]);
      const to = yy(m[2], m[3]);
      // ("revenue of ₹650 crore by 2020-21", "the 2017-18 season": two consecutive years, the second in two digits, name one fiscal
      // year, by its later year; "nel biennio 2025-26" stays two years)
      const fiscal =
        to === from + 1 && /^\d{4}\s?[-–]\s?\d\d$/u.test(m[0]) && !SPAN_WORD.test(m.input.slice(Math.max(0, m.index - 25), m.index));
      if (fiscal) return { period: { kind: 'year', year: to } };
      return to > from && to - from <= 15 ? { period: { kind: 'span', from, to } } : null;
    },
  ],
  [
    new RegExp(String.raw`(?:between|from|tra(?: il)?|fra(?: il)?|dal)\s+${YEAR}\s+(?:and|to|e(?: il)?|al)\s+${YEAR}`, 'giu'),
    (m) => {
      const from = Number(m[1]);
      const to = Number(m[2]);
      return to > from ? { period: { kind: 'span', from, to } } : null;
    },
  ],
  // "the first two quarters of fiscal 2014" a half, "the first three quarters of 2019" nine months (a year written); "tra gennaio e giugno 2012"
  [
    new RegExp(
      // (and "from the first to the third quarter", "dal primo al terzo trimestre", with or without a year)
      String.raw`(?:first|primi)\s+(two|three|due|tre)\s+(?:quarters|trimestri)\s*(?:of\s+|del(?:l')?\s*)(?:fiscal\s+|esercizio\s+)?${YEAR}|(?:from\s+the\s+first\s+(?:to|through)\s+the\s+|dal\s+primo\s+al\s+)(second|third|secondo|terzo)\s+(?:quarter|trimestre)${OF_YEAR}`,
      'giu',
    ),
    (m) => {
      const year = Number(m[2] ?? m[4] ?? 0);
      return /two|due|second/iu.test((m[1] ?? m[3]) as string)
        ? { period: { kind: 'half', year, half: 1 } }
        : { period: { kind: 'nine_months', year } };
    },
  ],
  [
    new RegExp(String.raw`(?:tra|fra|da|from|between)\s+(${MONTH})\s+(?:e|a|and|to|through)\s+(${MONTH})${OF_YEAR}`, 'giu'),
    (m) => monthRange(monthOf((m[1] as string).trim()), monthOf((m[2] as string).trim()), Number(m[3] ?? 0)),
  ],
  // "net cash reserves were £3.85m at the period end", "Net cash at the year end", "at the end of the review period": the end of the
  // period reported
  [
    /(?:at\s+the\s+|at\s+)(?:period|year)[-\s]end(?![\p{L}])|at\s+the\s+end\s+of\s+the\s+(?:review|reporting|report)\s+period(?![\p{L}])|a\s+fine\s+(?:periodo|esercizio)(?![\p{L}])(?!\s+(?:19|20)\d\d)/giu,
    () => ({ relative: 'this' }),
  ],
  // "Nello stesso periodo, i ricavi …": the period just named, not the year before's
  [/(?<![\p{L}])(?:nello|nel)\s+(?:stesso|medesimo)\s+periodo(?!\s+(?:dell|dello|del\s|di\s))/giu, () => ({ relative: 'this' })],
  // nine months
  [
    new RegExp(
      String.raw`(?:(?:first\s+)?nine[\s-]+months?(?:\s+period)?|9[\s-]+months?(?:\s+period)?|9\s+mesi|nove\s+mesi|primi\s+(?:nove|9)\s+mesi)(?:\s+(?:ended|ending|chiusi al|al)\s+(${MONTH})(?:\s+\d{1,2}(?!\d))?,?)?${OF_YEAR}`,
      'giu',
    ),
    // "nine months ended December 31, 2019": the month it ends in names it in a fiscal year that ends in another ("ended September
    // 2012": the month and year, no day)
    (m) => ({ period: { kind: 'nine_months', year: Number(m[2] ?? 0) }, ...(m[1] ? { endsIn: monthOf(m[1].trim()) } : {}) }),
  ],
  [
    new RegExp(String.raw`(?<![\p{L}\d.,$€£])9M[\s-]?${YY}?(?![\p{L}\d])`, 'gu'),
    (m) => ({ period: { kind: 'nine_months', year: yy(m[1], m[2]) } }),
  ],
  // quarters: "Q1 2019", "Q4 2018", "Q1 of 2024", "Q4 Fiscal Year 2023", "Q1-23", "1Q23", "3Q 2013", "4Q 2016", "2Q-2017", "Q1 last year" (and "9M-2017" above,
  // never the end of an amount: "$179.9M")
  [
    new RegExp(
      String.raw`(?<![\p{L}\d])Q([1-4])(?:\s+of\s+(?:fiscal\s+)?(?=(?:19|20)\d\d)|\s+fiscal(?:\s+year)?\s+(?=(?:19|20)\d\d)|[/-](?=\d)|\s?(?:FY\s?)?)${YY}?(?![\p{L}\d])`,
      'giu',
    ),
    (m) => ({ period: { kind: 'quarter', year: yy(m[2], m[3]), quarter: Number(m[1]) as 1 } }),
  ],
  [
    // ("3QFY2023", as Malaysian releases write a fiscal year's quarter)
    new RegExp(String.raw`(?<![\p{L}\d])([1-4])Q[\s-]?(?:FY\s?)?${YY}?(?![\p{L}\d])`, 'giu'),
    (m) => ({ period: { kind: 'quarter', year: yy(m[2], m[3]), quarter: Number(m[1]) as 1 } }),
  ],
  [
    new RegExp(
      String.raw`${Q_EN}[\s-]+(?:fiscal\s+)?quarter(?:,?\s+(?:(?:which|that)\s+)?(?:ended|ending)\s+(?:on\s+)?(${MONTH})(?:\s+(\d{1,2})(?![\d.,]\d))?(?:,?\s+${YEAR})?|,?\s+(?:ended|ending)\s+(?:on\s+)?(\d{1,2})\s+(${MONTH})(?:,?\s+${YEAR})?|${OF_YEAR})`,
      'giu',
    ),
    (m) => {
      const quarter = ORD_EN[(m[1] as string).toLowerCase()] as 1;
      // ("the second quarter ended 30 September": the day before the month, as Indian and British papers write it)
      if (m[6]) return quarterEnded(quarter, m[6] as string, m[5], m[7]);
      if (!m[2]) return { period: { kind: 'quarter', year: Number(m[8] ?? 0), quarter } };
      // ("the second quarter ended September 2022": the month and year, no day; "ended September" alone names no year)
      return quarterEnded(quarter, m[2] as string, m[3], m[4]);
    },
  ],
  [
    new RegExp(String.raw`(?<![\p{L}])${Q_IT}\s+(?:trimestre|trim\.)${OF_YEAR}`, 'giu'),
    (m) => ({ period: { kind: 'quarter', year: Number(m[2] ?? 0), quarter: ORD_IT[(m[1] as string).toLowerCase()] as 1 } }),
  ],
  // "nell'ultimo trimestre del 2012": a year's last quarter (without its year, the latest quarter: the 'this' forms below)
  [
    new RegExp(String.raw`(?<![\p{L}])ultimo\s+trimestre\s+(?:del(?:l['’])?\s*|dell['’]esercizio\s+)${YEAR}(?![\d])`, 'giu'),
    (m) => ({ period: { kind: 'quarter', year: Number(m[1]), quarter: 4 } }),
  ],
  [
    new RegExp(String.raw`(?:primi\s+(?:tre|3)\s+mesi|first\s+(?:three|3)\s+months)${OF_YEAR}`, 'giu'),
    (m) => ({ period: { kind: 'quarter', year: Number(m[1] ?? 0), quarter: 1 } }),
  ],
  // "for the last three months of the year", "negli ultimi tre mesi del 2021": a year's fourth quarter
  [
    // (not "in the last three months" alone: a trailing stretch, no quarter)
    new RegExp(
      String.raw`(?<![\p{L}])(?:ultimi\s+(?:tre|3)\s+mesi|(?:last|final)\s+(?:three|3)\s+months)(?:${OF_YEAR.slice(0, -1)}|(?=\s+(?:of\s+(?:the|this|its)\s+(?:(?:fiscal|financial)\s+)?year|dell['’]\s*(?:anno|esercizio))))`,
      'giu',
    ),
    (m) => ({ period: { kind: 'quarter', year: Number(m[1] ?? 0), quarter: 4 } }),
  ],
  // "del primo quarto del 2005" (news Italian for a quarter; its year written, since "quarto" is also "fourth")
  [
    new RegExp(String.raw`(?<![\p{L}])(primo|secondo|terzo)\s+quarto\s+del(?:l')?\s*(?:esercizio\s+)?${YEAR}`, 'giu'),
    (m) => ({ period: { kind: 'quarter', year: Number(m[2]), quarter: ORD_IT[(m[1] as string).toLowerCase()] as 1 } }),
  ],
  // "the September 2004 quarter", "the June quarter": a quarter named by the month it ends in (English only: "giugno trimestre" is no form)
  [
    new RegExp(String.raw`(?<![\p{L}])(${MONTH})\s+(?:${YEAR}\s+)?quarter(?![\p{L}])`, 'giu'),
    (m) => {
      const month = monthOf((m[1] as string).trim());
      return month % 3 === 0 && month <= 12
        ? { period: { kind: 'quarter', year: Number(m[2] ?? 0), quarter: (month / 3) as 1 }, endsIn: month }
        : null;
    },
  ],
  // halves (sentence-period-halves.ts)
  ...HALF_PATTERNS,
  // the whole year, not the quarter the text reports: "full year", "for the year", "Year Ended" alone on its line (a table's or a list's
  // heading), "- Annual revenue increased …" (a line opening on
  // it), "l'intero esercizio", "dell'esercizio" (not "nel
  // prosieguo dell'esercizio", the rest of the year: a plan, not the period of the figures around it)
  [
    /(?:for\s+the\s+|in\s+the\s+)?full[-\s]year(?!\s+(?:19|20)\d\d)(?!\s+(?:ended|ending)\s+(?:on\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[\p{L}]*\.?\s+\d))|(?<=(?:^|\n)[ \t]*)(?:fiscal\s+)?year\s+ended(?=[ \t]*:?[ \t]*(?:\n|$))|(?<![\p{L}])fiscal\s+year(?=\s+(?:(?:gaap|adjusted|total|net|consolidated)\s+)*(?:revenues?|sales|net\s+(?:income|loss|earnings)|earnings|ebitda|profit)\b)|(?<=(?:^|[\n•·▪–-])\s*|\b(?:with|its|their|our)\s+|[\p{L}]['’]s\s+)annual(?=\s+(?:(?:net|total|consolidated|adjusted)\s+)?(?:revenues?|sales|turnover|net\s+(?:earnings|income|profit|loss)|earnings|profit|EBITDA|(?:financial\s+)?highlights)\b)|(?:for|in|during)\s+the\s+(?:fiscal\s+)?year(?![\p{L}])(?!\s+(?:(?:that|which)\s+(?:ended|ending)|ended|ending|(?:up\s+)?to\s+(?:\d|(?:the\s+end\s+of\s+|end-)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[\p{L}]*\.?(?:\s+(?:\d{1,2}(?!\d)|(?:19|20)\d\d)|(?![\p{L}])))|(?:19|20)\d\d))|(?<=(?:ended|closed|finished)\s)the\s+(?:fiscal\s+)?year(?![\p{L}])(?!\s+(?:(?:that|which)\s+(?:ended|ending)|ended|ending|(?:up\s+)?to\s+(?:\d|(?:the\s+end\s+of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[\p{L}]*\.?\s+(?:\d{1,2}(?!\d)|(?:19|20)\d\d))|(?:19|20)\d\d))|(?:l'|dell'|nell')?intero\s+(?:esercizio|anno)|(?<!(?:prosieguo|proseguio|proseguimento|resto)\s+)(?:dell'|nell'|(?<![\p{L}])l')esercizio(?![\p{L}])(?!\s+(?:19|20)\d\d)(?!\s+(?:chius[oa]|conclus[oa]|terminat[oa])\s+al\s)/giu,
    // ("earmarked a higher capital spending budget for the year at P69 billion": a budget's year is the one under way)
    (m) =>
      BUDGET_BEFORE.test(m.input.slice(Math.max(0, m.index - 40), m.index))
        ? { relative: 'current_year' }
        : { relative: 'this', unit: 'year' },
  ],
  // "£800 million capex investment in year", "in-year savings": the UK's short "in the year" (not "in year 3 of the plan", "in year one", "in year-on-year terms")
  [
    /(?<![\p{L}])in[-\s]year(?![\p{L}-])(?!\s+(?:\d|one|two|three|four|five|ended|ending|to(?![\p{L}])))/giu,
    () => ({ relative: 'this', unit: 'year' }),
  ],
  // "expects revenue of $3.7 billion this year", "nell'anno in corso": the year of the document's date, not the one reported
  [
    /(?<![\p{L}])(?:this\s+year|quest'anno|the\s+current\s+(?:fiscal\s+)?year|(?:dell'|nell'|l')anno\s+in\s+corso)(?![\p{L}])/giu,
    // "from $1.88bn in the corresponding period last year to $1.70bn this year": against last year, the period reported
    (m) =>
      AGAINST_LAST_YEAR.test(sentenceAround(m.input, m.index, m.index + m[0].length)) ? { relative: 'this' } : { relative: 'current_year' },
  ],
  // fiscal years: "FY2025", "FY23", "FY 2023", "fiscal 2021", "fiscal year 2021", "esercizio 2017" ("FY22/23": the year it ends in)
  [
    new RegExp(String.raw`(?<![\p{L}\d])FY\s?${YY}(?:\/(\d\d))?(?![\p{L}\d])|fiscal(?:\s+year)?\s+${YEAR}|esercizio\s+${YEAR}`, 'giu'),
    (m) => ({ period: { kind: 'year', year: m[3] ? yy(undefined, m[3]) : yy(m[1] ?? m[4] ?? m[5], m[2]) } }),
  ],
  // the sentence's period in another year: "for the same period in 2019", "the comparable interim period for 2006", "corresponding period of fiscal 2009", "analogo periodo 2018", "pari periodo 2021",
  // "nel corrispondente periodo del 2015" (and its periods: "rispetto ai medesimi periodi 2023", "the same periods of 2023")
  [
    new RegExp(
      String.raw`(?:the\s+)?(?:same|corresponding|comparable)\s+(?:interim\s+)?(?:periods?|quarter|six\s+months|nine\s+months)\s+(?:in|of|for)\s+(?:fiscal\s+|calendar\s+)?${YEAR}|(?:(?:del|nel|al|dal)?lo\s+|(?:del|nel|al|dal)?l')?(?:stess[oi]|analog[oh]i?|medesim[oi])\s+(?:period[oi]|trimestr[ei]|semestr[ei])\s+(?:del(?:l')?\s*(?:esercizio\s+)?)?${YEAR}|(?:(?:al|nel|del|dal|il)\s+)?pari\s+periodo\s+(?:del(?:l')?\s*(?:esercizio\s+)?)?${YEAR}|(?:il\s+)?periodo\s+corrispondente\s+del\s+${YEAR}|(?:(?:il|nel|del|al|dal)\s+)?corrispondente\s+(?:periodo|trimestre|semestre)\s+(?:del(?:l')?\s*(?:esercizio\s+)?)?${YEAR}`,
      'giu',
    ),
    (m) => ({ relative: 'same_in_year', year: Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]) }),
  ],
  // relative
  [
    /(?:the\s+)?(?:prior|previous|preceding|(?<!year[-\s])earlier)\s+quarter|sequentially|trimestre\s+precedente/giu,
    () => ({ relative: 'prior_period' }),
  ],
  ...YEARS_AROUND_PATTERNS,
  // "Year-to-date revenue", "da inizio anno": from January to the end of the period reported
  // "year-to-date of fiscal 2019", "YTD 2024": the part of that year to the period reported
  [
    new RegExp(String.raw`(?<![\p{L}])(?:year[-\s]to[-\s]date|YTD)(?:\s+of)?\s+(?:fiscal\s+)?${YEAR}`, 'giu'),
    (m) => ({ relative: 'ytd', year: Number(m[1]) }),
  ],
  // "in cumulative terms", "the cumulative figure", "in termini cumulati": the same, in a quarter's release
  [
    /(?<![\p{L}])(?:year[-\s]to[-\s]date|YTD|da\s+inizio\s+(?:anno|esercizio)|in\s+cumulative\s+terms|on\s+a\s+cumulative\s+basis|the\s+cumulative\s+figure|in\s+termini\s+(?:cumulati|progressivi)|a\s+livello\s+(?:cumulato|progressivo)|su\s+base\s+cumulata)(?![\p{L}])/giu,
    () => ({ relative: 'ytd' }),
  ],
  // the plan's whole span: "nell'arco del piano", "over the plan period", "nel quadriennio" (no years: the plan's)
  [
    /(?:nell'arco|nel corso|nell'orizzonte|nella durata)\s+del\s+piano|nel\s+periodo\s+(?:di|del)\s+piano|(?:nel|durante\s+il|per\s+il)\s+(?:biennio|triennio|quadriennio|quinquennio)(?![\p{L}])(?!\s+(?:19|20)\d\d|\s+(?:precedente|scorso|passato|appena))|(?:over|during|across)\s+the\s+(?:life\s+of\s+the\s+)?plan(?:\s+(?:period|horizon))?(?![\p{L}])/giu,
    () => ({ relative: 'plan' }),
  ],
  [
    /(?:in\s+the\s+|for\s+the\s+|during\s+the\s+)?(?:prior[-\s]year(?:\s+(?:quarter|period))?|year[-\s](?:ago|earlier)(?:\s+(?:quarter|period|half))?|same\s+(?:quarter|period)\s+(?:of\s+)?(?:last\s+(?:fiscal|financial)(?:\s+year)?|last\s+year|(?:the\s+)?(?:prior|previous)\s+(?:fiscal\s+|financial\s+)?year|(?:the\s+)?(?:prior|previous)\s+fiscal)|(?:prior|previous)\s+fiscal\s+year|(?:a|one)\s+year\s+(?:ago|earlier)|(?:the\s+)?(?:comparable|corresponding)\s+(?:quarter|period)(?:\s+(?:one\s+year\s+ago|last\s+(?:year|fiscal)|of\s+(?:the\s+)?(?:prior|last)\s+(?:fiscal\s+)?year))?|the\s+year\s+before|(?:the\s+)?year\s+prior(?!\s+to\b)|(?:the\s+)?(?:previous|preceding)\s+year|last\s+year(?:'s|’s)(?=\s+(?:[$€£]|US\$|C\$|EUR|USD|GBP)))|(?:l'|dell'|nell')?anno\s+(?:precedente|prima)|(?<![\p{L}])un\s+anno\s+(?:fa|prima)(?![\p{L}])|(?:l'|dell'|nell')?esercizio\s+precedente|(?:del\s+|nel\s+|al\s+)?pari\s+periodo(?:\s+dell'anno\s+precedente|\s+dello\s+scorso\s+(?:anno|esercizio))?|(?:dello\s+|dell'?\s*)?(?:stesso|analogo)\s+periodo(?:\s+dell'anno\s+(?:precedente|scorso)|\s+dello\s+scorso\s+(?:anno|esercizio)|\s+dell'esercizio\s+precedente|\s+del\s+precedente\s+(?:esercizio|anno))?|medesimo\s+periodo(?:\s+dello\s+scorso\s+(?:anno|esercizio)|\s+del\s+precedente\s+(?:esercizio|anno))?|periodo\s+(?:di|a|posto\s+a)\s+confronto|(?:(?:del|nel|il)\s+)?(?:trimestre|semestre|periodo)\s+corrispondente(?!\s+del\s+(?:19|20)\d\d)(?:\s+dell'(?:anno|esercizio)\s+precedente)?|(?:(?:del|nel|il)\s+)?corrispondente\s+(?:trimestre|semestre)(?:\s+dell'(?:anno|esercizio)\s+precedente)?(?!\s+(?:del\s+)?(?:19|20)\d\d)/giu,
    (m) => ({ relative: 'prior_year', ...unitOf(m[0]) }),
  ],
  [
    /(?:in\s+|during\s+|for\s+)?last\s+year(?:'s)?|(?:dell?o\s+|nello\s+|lo\s+)?scorso\s+(?:anno|esercizio)|(?:dell'|nell'|l')?anno\s+scorso/giu,
    // ("Last year, the company's net profits … enlarged to EGP 7.25 billion" heading a sentence: the whole year, in a text on a quarter too)
    lastYearMention,
  ],
  [
    /(?:for|in|during|over)\s+the\s+(?:quarter|period)(?![\p{L}])(?!\s+(?:ended|ending))|(?:nel|del|(?<![\p{L}])il)\s+(?:trimestre|semestre|periodo)(?![\p{L}])(?!\s+(?:di\s+confronto|a\s+confronto|posto\s+a\s+confronto|precedente|(?:19|20)\d\d))|(?<![\p{L}])the\s+(?:quarter|half)(?=\s+(?:closed|ended\s+with))|(?<![\p{L}])(?:its\s+|the\s+)?(?:most\s+recent|latest)\s+(?:fiscal\s+)?quarter(?![\p{L}])|(?<![\p{L}])(?:(?:l|dell|nell|all|sull)['’]\s*)?ultimo\s+trimestre(?![\p{L}])(?!\s+(?:del(?:l['’])?\s*)?(?:19|20)\d\d)|(?<![\p{L}])(?:a|alla)\s+fine\s+(?:del\s+)?(?:trimestre|semestre)(?![\p{L}])(?!\s+(?:19|20)\d\d)|(?<![\p{L}])at\s+the\s+end\s+of\s+the\s+(?:quarter|half)(?![\p{L}])|(?<![\p{L}])quarterly(?=\s+(?:net\s+|total\s+)?(?:revenues?|sales|profit|earnings|income|loss|ebitda))|(?<=(?:^|\n)[ \t]*)quarter(?:ly)?(?=\s+(?:financial\s+)?highlights(?![\p{L}]))|(?<=(?:fatturato|ricavi|utile)\s)trimestral[ei](?![\p{L}])|(?<=(?<![\p{L}])(?:la|nella|della|dalla|sulla)\s)trimestrale(?![\p{L}])(?!\s+(?:al|di|del|chius[oa])(?![\p{L}]))/giu,
    (m) => ({ relative: 'this', ...unitOf(m[0]) }),
  ],
  // two digits after an apostrophe, as the Italian press writes a year: "nel '23", "sul '20", "l'esercizio ’23", "il bilancio '99"
  // (not "negli anni '80", a decade, nor "'23-'24", a span)
  [
    /(?<=(?<![\p{L}])(?:nel|del|dal|al|sul|il|esercizio|bilancio|conti)\s*)'(\d\d)(?![\d\p{L}'-]|[.,]\d|\s?%|\s?[-–/]\s?'?\d)/giu,
    (m) => ({ period: { kind: 'year', year: Number(m[1]) + (Number(m[1]) >= 50 ? 1900 : 2000) } }),
  ],
  // plain years: "2024", "nel 2024", "(2022: …)"; a year inside a number never is one
  [
    new RegExp(String.raw`(?<![\p{L}\d.,/$€£-])${YEAR}(?![\d.,]\d|\s?%|\s?(?:milion|million|miliard|billion|mld|mln|bn|m\b|k\b))`, 'gu'),
    (m) => ({ period: { kind: 'year', year: Number(m[1]) } }),
  ],
];

/** Period mentions in a text, earliest first; overlapping mentions keep the one that starts first and is longest. */
const BUDGET_BEFORE = /\b(?:budget|earmark(?:s|ed)?|allot(?:s|ted)?)\b[^.;,]*$/iu;
const AGAINST_LAST_YEAR = /last\s+year|year[-\s](?:ago|earlier)|prior[-\s]year|scors[oa]|precedente/iu;

/** The sentence (up to 120 characters either side) around a match. */
function sentenceAround(text: string, start: number, end: number): string {
  const before =
    text
      .slice(Math.max(0, start - 120), start)
      .split(/[.;!?](?:\s|$)/u)
      .pop() ?? '';
  const after = text.slice(end, end + 120).split(/[.;!?](?:\s|$)/u)[0] ?? '';
  return before + after;
}

const FISCAL_WORD = /(?<![\p{L}])(?:fiscal|FY)|(?<=[1-4][QH]|[QH][1-4])FY/iu; // ("2QFY2025", "Q1FY10": a fiscal quarter's name)

export function findPeriods(raw: string): PeriodMention[] {
  const text = raw.replace(/[’‘]/gu, "'"); // one code unit for another: offsets stay the text's
  const found: PeriodMention[] = [];
  for (const [re, build] of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const b = build(m);
      if (b?.period?.kind === 'year' && notAYear(text, m.index, m.index + m[0].length)) continue;
      if (b) found.push({ start: m.index, end: m.index + m[0].length, ...b });
    }
  }
  found.push(...monthSpans(text, findPeriods));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PeriodMention[] = [];
  for (const p of found) {
    const prev = kept[kept.length - 1];
    if (prev && p.start < prev.end) continue;
    const open = p.period && p.period.kind !== 'span' && p.period.year === 0;
    const tail = open ? PRIOR_YEAR_TAIL.exec(text.slice(p.end)) : null;
    const own = open && !tail ? THIS_YEAR_TAIL.exec(text.slice(p.end)) : null;
    const horizon = p.period?.kind === 'year' && HORIZON_BEFORE.test(text.slice(Math.max(0, p.start - 80), p.start));
    const q = tail ? { ...p, end: p.end + tail[0].length, back: 1 } : own ? { ...p, end: p.end + own[0].length, back: 0 } : p;
    kept.push(horizon ? { ...q, horizon: true } : overTwoYears(text, q));
  }
  const all = withFollowingYear(text, withResultsOfYear(text, withJoinedYears(text, withClosingDates(text, kept))));
  return all.map((m) => (FISCAL_WORD.test(text.slice(m.start, m.end)) ? { ...m, fiscalWord: true } : m));
}
