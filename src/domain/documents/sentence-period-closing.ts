import { monthLastDay } from './sentence-period-mention.ts';
import type { PeriodMention } from './sentence-period-mention.ts';
import type { FigurePeriod } from './types.ts';

const CLOSED_AT = /^\s*(?:chius[oaie]\s+al(?:l')?|al(?:l')?|ended|ending|at|as of)\s*$/iu;
/** "fiscal 2023, which ended on September 30, 2023", "Fiscal Year 2012 ended July 31, 2012", "esercizio 2023 chiuso al 30 giugno 2023". */
const YEAR_CLOSED_ON = /^\s*,?\s*(?:which\s+|that\s+)?(?:ended|ending|closed|chius[oa])\s+(?:on\s+|al(?:l')?\s*)?$/iu;

/**
 * "Nel semestre chiuso al 30 giugno 2020", "relazione semestrale al 30 giugno 2019", "the quarter
 * ending March 31, 2021": a period written without its year, then the date it closes on, is that
 * period in the date's year, one mention.
 */
export function withClosingDates(text: string, kept: readonly PeriodMention[]): PeriodMention[] {
  const out: PeriodMention[] = [];
  for (let i = 0; i < kept.length; i++) {
    const a = kept[i] as PeriodMention;
    const b = kept[i + 1];
    const d = b?.period?.kind === 'date' && b.period.year > 0 ? b.period : null;
    const unit = a.period && a.period.kind !== 'span' && a.period.year === 0 ? a.period.kind : a.relative === 'this' ? a.unit : undefined;
    // a (fiscal) year and the day it closed on: the year, not a flow to that date
    if (b && d && a.period?.kind === 'year' && a.period.year > 0 && YEAR_CLOSED_ON.test(text.slice(a.end, b.start))) {
      out.push({ start: a.start, end: b.end, period: a.period, closesOn: { month: d.month, day: d.day, back: a.period.year - d.year } });
      i++;
      continue;
    }
    // "fiscal 2020 fourth quarter ended March 31, 2020", "Q4 FY2024 ended March 31, 2024": a part of a named (fiscal)
    // year and the day it ended are one mention, that part, not a balance at the day
    const part = a.period && (a.period.kind === 'quarter' || a.period.kind === 'half' || a.period.kind === 'nine_months');
    if (b && d && part && yearOfPart(a.period) > 0 && YEAR_CLOSED_ON.test(text.slice(a.end, b.start))) {
      out.push({ ...a, end: b.end, partEndsIn: d.month });
      i++;
      continue;
    }
    if (b && d && CLOSED_AT.test(text.slice(a.end, b.start))) {
      const period: FigurePeriod | null =
        unit === 'half' && (d.month === 6 || d.month === 12)
          ? { kind: 'half', year: d.year, half: d.month === 6 ? 1 : 2 }
          : unit === 'quarter' && d.month % 3 === 0
            ? { kind: 'quarter', year: d.year, quarter: (d.month / 3) as 1 }
            : unit === 'nine_months' && d.month === 9
              ? { kind: 'nine_months', year: d.year }
              : null;
      if (period) {
        out.push({ start: a.start, end: b.end, period });
        i++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

function yearOfPart(p: FigurePeriod | null | undefined): number {
  return p && p.kind !== 'span' ? p.year : 0;
}

/**
 * The day a fiscal year closes when the text says so ("fiscal year ended June 30, 2022", "Fiscal Year
 * 2012 ended July 31, 2012", "esercizio chiuso al 30 giugno 2023", "our fiscal year ends June 30"), or
 * when it names a fiscal part and the day that part ended ("the second quarter of fiscal 2020 ended
 * December 31, 2019", "Q2 FY2020 (quarter ended December 31, 2019)": a second quarter that ends in December
 * belongs to a year that ends in June); null for a calendar year or when the text does not say. A balance
 * "at the end of the year" in such a text is at that day, and every "quarter ended <day>" of the text is
 * named in that fiscal year (issue 28).
 */
/** Amounts in crore, lakh or rupees: an Indian company's text, whose fiscal year ends on 31 March unless it says otherwise. */
const JAPANESE_AMOUNTS = /\d(?:\s*(?:million|billion|trillion|bn|mn))?[\s-]*yen(?![\p{L}])|(?:¥|JPY)\s?\d|\d\s?JPY(?![\p{L}])/u;
const JAPAN = /(?<![\p{L}])(?:Japan|Japanese|Tokyo|Osaka|Jiji|Kyodo|Nikkei)(?![\p{L}])/u;
const INDIAN_AMOUNTS = /(?<![\p{L}])(?:crores?|lakhs?|INR|Rs\.?\s?\d)(?![\p{L}])|₹/u;

export function fiscalYearEnd(text: string, mentions: readonly PeriodMention[]): FiscalEnd | null {
  // ("net profit to Rs 66.87 crore for March quarter": the quarter of a year that ends in March, the fourth of that fiscal year)
  // (or "13.69 billion rupees" in a wire's story on an Indian company: rupees where the text names India)
  const indian =
    INDIAN_AMOUNTS.test(text) ||
    (/(?<![\p{L}])rupees?(?![\p{L}])/iu.test(text) && /(?<![\p{L}])India(?![\p{L}])|Indian(?![\p{L}])/u.test(text));
  // ("Tokyo … net profit … in the first half of fiscal 2020", in yen: a Japanese company's year to March, named by the year it begins in)
  const japanese = JAPANESE_AMOUNTS.test(text) && JAPAN.test(text);
  // (a Pakistani or Bangladeshi company's year runs to June: "Tk1,881 crore in the July-September quarter" is its first quarter)
  const june =
    /(?<![\p{L}])(?:taka|Tk\.?(?=\s?\d)|BDT)(?![\p{L}])/u.test(text) ||
    (/(?<![\p{L}])(?:Rs\.?\s?\d|PKR|rupees?(?![\p{L}]))/u.test(text) &&
      /(?<![\p{L}])(?:Pakistan\w*|Karachi|Lahore|Islamabad|PSX)(?![\p{L}])/u.test(text));
  const found = yearEndOf(text, mentions) ?? (june ? { month: 6, day: 30 } : indian || japanese ? { month: 3, day: 31 } : null);
  if (!found) return null;
  const end =
    (june && found.month === 6) || ((indian || japanese) && found.month === 3)
      ? { ...found, months: true, ...(indian || june ? {} : { startNamed: true }) }
      : found;
  const naming = namedByItsStart(mentions, end.month);
  return naming ? { ...end, naming } : end;
}

export interface FiscalEnd {
  readonly month: number;
  readonly day: number;
  readonly naming?: number;
  /** An Indian company's year to March: a quarter named by its months ("the July-September quarter") is a fiscal quarter (Q2). */
  readonly months?: boolean;
  /** Found from an ordinal quarter and the month it ended in ("first-quarter … the three months ended Sept. 30"): ordinals are fiscal. */
  readonly ordinals?: boolean;
  /** A Japanese company's year to March: "fiscal 2020" is the year from April 2020 to March 2021, named here by its end (2021). */
  readonly startNamed?: boolean;
}

/**
 * A mention read in its text's fiscal calendar: "PTC India … net profit … in January-March, 2022 quarter", in a year to March written
 * so, the fourth quarter of fiscal 2022; and, in a Japanese company's year named by its start, "the first half of fiscal 2020" the
 * half of the year that ends in 2021. Not idempotent: each mention goes through it once, where it is found.
 */
export function withMonthsEnd(m: PeriodMention, fiscalEnd: FiscalEnd | null | undefined): PeriodMention {
  const named = fiscalEnd?.startNamed ? startNamed(m) : m;
  return named.monthsEnd !== undefined && named.endsIn === undefined && fiscalEnd?.months ? { ...named, endsIn: named.monthsEnd } : named;
}

/** "the first half of fiscal 2020" in a year named by its start: the half of the year that ends in 2021 (no day written beside it). */
function startNamed(m: PeriodMention): PeriodMention {
  const p = m.period;
  if (
    !m.fiscalWord ||
    m.closesOn ||
    m.endsIn !== undefined ||
    m.partEndsIn !== undefined ||
    !p ||
    p.kind === 'span' ||
    p.kind === 'date' ||
    p.year === 0
  )
    return m;
  return { ...m, period: { ...p, year: p.year + 1 } };
}

/**
 * "the fiscal 2016 fourth quarter and fiscal year ended January 28, 2017", "the fifty-two weeks ended January 28, 2017
 * («fiscal 2016»)": a year that ends early in the next calendar year, named by the year it began in (as many retailers
 * name theirs): −1; else 0.
 */
function namedByItsStart(mentions: readonly PeriodMention[], month: number): number {
  if (month > 2) return 0;
  // the year a mention closes on that month, or 0; the year a mention names as fiscal (no day of its own), or 0
  const endsAt = (m: PeriodMention) =>
    m.closesOn?.month === month || (m.period?.kind === 'date' && m.period.month === month) ? yearOfPart(m.period) : 0;
  const named = (m: PeriodMention) => (m.fiscalWord && !m.closesOn ? yearOfPart(m.period) : 0);
  for (const [i, a] of mentions.entries()) {
    const b = mentions[i + 1];
    if (!b || b.start - a.end > 40) continue;
    const [n, e] = named(a) && endsAt(b) ? [named(a), endsAt(b)] : named(b) && endsAt(a) ? [named(b), endsAt(a)] : [0, 0];
    if (n > 0 && e === n + 1) return -1;
  }
  return 0;
}

const CLOSE_AFTER =
  /^\s*(?:scorso\s*)?,?\s*(?:(?:la|che\s+è\s+la)\s+)?(?:data\s+di\s+)?chiusura\s+(?:dell['’]\s*|del(?:lo)?\s+)(?:ultimo\s+|suo\s+|proprio\s+)?(?:bilancio|esercizio)|^\s*,?\s*(?:the\s+)?(?:end|close)\s+of\s+(?:its|the|our|their)\s+(?:fiscal|financial)\s+year/iu;
function yearEndOf(text: string, mentions: readonly PeriodMention[]): { month: number; day: number; ordinals?: boolean } | null {
  // ("BILANCIO CONSOLIDATO AL 30 GIUGNO 2021" heading a half-year report: the half's accounts, not a fiscal year's close)
  const halfReport = /semestr/iu.test(text);
  for (const [i, m] of mentions.entries()) {
    const halfAccounts = halfReport && /^bilancio\s/iu.test(text.slice(m.start, m.end));
    if (m.closesOn && !(m.closesOn.month === 12 && m.closesOn.day === 31) && !halfAccounts)
      return { month: m.closesOn.month, day: m.closesOn.day };
    // "the half year ended 31 December 2019": a first half that ends in December belongs to a year that ends in June
    if (m.halfEnds && m.halfEnds.month === 12) return { month: 6, day: 30 };
    const d = m.period;
    const partEnd =
      m.partEndsIn && d
        ? yearEndOfPart(d, m.partEndsIn)
        : (fiscalPartThenEnded(text, m, mentions[i + 1]) ?? endedThenFiscalPart(text, m, mentions[i + 1]));
    if (partEnd !== null && partEnd !== 12) return { month: partEnd, day: monthLastDay(partEnd) };
    if (d?.kind !== 'date' || (d.month === 12 && d.day === 31)) continue;
    if (/(?:fiscal\s+year|esercizio)\s+(?:ended|ending|ends|chiuso\s+al(?:l')?)\s*$/iu.test(text.slice(Math.max(0, m.start - 40), m.start)))
      return { month: d.month, day: d.day };
    // "al 30 giugno scorso, data di chiusura dell'ultimo bilancio", "on 30 June, the end of its financial year": the day named as the close
    if (CLOSE_AFTER.test(text.slice(m.end, m.end + 60))) return { month: d.month, day: d.day };
  }
  const apart = namedAndEndedApart(text, mentions) ?? fiscalOrdinalAndMonth(text, mentions);
  // (found from an ordinal quarter set against the month it ended in: the text's ordinals are the fiscal year's)
  return apart === null ? null : { month: apart, day: monthLastDay(apart), ordinals: true };
}

/**
 * "Fiscal 2020 Second Quarter Results … For the three months ended December 31, 2019, revenue …": the
 * fiscal quarter a text names first and the latest quarter it dates are the same quarter when that
 * reading puts the year's end in the named fiscal year (a second quarter ended in December 2019 closes
 * fiscal 2020 in June 2020); a calendar company's "fiscal 2019 fourth quarter" and "three months ended
 * December 31, 2019" give December, and nothing changes.
 */
function namedAndEndedApart(text: string, mentions: readonly PeriodMention[]): number | null {
  const named = mentions.find(
    (m) => m.period?.kind === 'quarter' && m.period.year > 0 && /\b(?:fiscal|FY)/iu.test(text.slice(m.start, m.end)),
  );
  const ended = mentions
    .filter((m) => m.endsIn && m.period?.kind === 'quarter' && m.period.year > 0)
    .sort((a, b) => yearOfPart(b.period) * 12 + (b.endsIn ?? 0) - (yearOfPart(a.period) * 12 + (a.endsIn ?? 0)))[0];
  if (named?.period?.kind !== 'quarter' || !ended?.endsIn) return null;
  const month = yearEndOfPart(named.period, ended.endsIn);
  if (month === null || month === 12) return null;
  const closes = yearOfPart(ended.period) + (ended.endsIn > month ? 1 : 0);
  return closes === named.period.year ? month : null;
}

/** The month a fiscal year ends in, from one of its parts and the month that part ended in. */
function yearEndOfPart(p: FigurePeriod, endMonth: number): number | null {
  const after = p.kind === 'quarter' ? 3 * (4 - p.quarter) : p.kind === 'half' ? 6 * (2 - p.half) : p.kind === 'nine_months' ? 3 : null;
  return after === null ? null : ((endMonth + after - 1) % 12) + 1;
}

/**
 * "Q2 FY2020 (quarter ended December 31, 2019)", "fiscal 2020 second quarter, or the three months ended December
 * 31, 2019", "the second quarter of fiscal year 2020 (ended December 31, 2019)": the fiscal year's end month.
 */
function fiscalPartThenEnded(text: string, a: PeriodMention, b: PeriodMention | undefined): number | null {
  const p = a.period;
  const q = b?.period;
  if (p?.kind !== 'quarter' || p.year === 0 || !b || !q || q.kind === 'span' || q.year === 0) return null;
  if (!/\b(?:fiscal|FY)/iu.test(text.slice(a.start, a.end)) || q.year > p.year || q.year < p.year - 1) return null;
  const gap = text.slice(a.end, b.start);
  if (q.kind === 'quarter' && b.endsIn && /^[\s,(–—-]*(?:or\s+)?(?:the\s+|for\s+the\s+|i\.e\.\s+)?$/iu.test(gap))
    return yearEndOfPart(p, b.endsIn);
  if (q.kind === 'date' && /^[\s,(–—-]*(?:which\s+|that\s+)?(?:ended|ending)\s+(?:on\s+)?$/iu.test(gap)) return yearEndOfPart(p, q.month);
  return null;
}

/** "for the three months ended Sept 30, 2024 (2QFY2025)": a quarter's day, then its fiscal name in a bracket. */
function endedThenFiscalPart(text: string, a: PeriodMention, b: PeriodMention | undefined): number | null {
  const p = a.period;
  const q = b?.period;
  if (p?.kind !== 'quarter' || !a.endsIn || p.year === 0 || !b || q?.kind !== 'quarter' || !b.fiscalWord) return null;
  if (q.year < p.year || q.year > p.year + 1 || !/^\s*\(\s*$/u.test(text.slice(a.end, b.start))) return null;
  return yearEndOfPart(q, a.endsIn);
}

/**
 * "its December 2018 quarter net profit … net earnings in the third quarter of the current fiscal": a quarter named by the
 * month it ends in and an ordinal quarter the text calls fiscal, numbered apart, give the fiscal year's end (December as the
 * third quarter: March). A calendar text's "fourth quarter" and "December quarter" agree, and nothing changes.
 */
function fiscalOrdinalAndMonth(text: string, mentions: readonly PeriodMention[]): number | null {
  const byMonth = mentions.find((m) => m.period?.kind === 'quarter' && m.endsIn && !m.partEndsIn);
  const fiscal = (m: PeriodMention) =>
    /\b(?:fiscal|FY)/iu.test(text.slice(Math.max(0, m.start - 12), m.end)) ||
    /^\s*(?:of\s+(?:the\s+)?(?:current|this)\s+|this\s+)fiscal/iu.test(text.slice(m.end, m.end + 30));
  // ("Allkem posted a 9.7% jump in first-quarter revenue … revenue was $327 million for the three months ended Sept. 30": a text whose
  // only quarters are one ordinal, first, and one month they end in says so without the word)
  const quarters = mentions.filter((m) => m.period?.kind === 'quarter');
  const lead = quarters[0];
  const q = lead?.period;
  const alone =
    !!lead &&
    !lead.endsIn &&
    q?.kind === 'quarter' &&
    q.year === 0 &&
    quarters.every((m) => (m.endsIn ? m.endsIn === byMonth?.endsIn : m.period?.kind === 'quarter' && m.period.quarter === q.quarter));
  const ordinal = mentions.find((m) => m.period?.kind === 'quarter' && !m.endsIn && fiscal(m)) ?? (alone ? lead : undefined);
  if (byMonth?.period?.kind !== 'quarter' || ordinal?.period?.kind !== 'quarter' || !byMonth.endsIn) return null;
  if (byMonth.period.quarter === ordinal.period.quarter) return null;
  const month = yearEndOfPart(ordinal.period, byMonth.endsIn);
  return month === null || month === 12 ? null : month;
}

/**
 * "reported higher second-quarter profit" in an Indian company's text of November 2025: the ordinal is the fiscal one, and the last
 * such part ended by the document's date is the second quarter of fiscal 2026 (ended 30 September 2025); so is a text's whose ordinals
 * are shown to be fiscal ("first-quarter revenue … the three months ended Sept. 30"). Null for other texts.
 */
export function fiscalPartBefore(p: FigurePeriod, date: string | null, fiscalEnd: FiscalEnd | null): number | null {
  if (
    !(fiscalEnd?.months || fiscalEnd?.ordinals) ||
    !date ||
    !/^\d{4}-\d\d-\d\d$/.test(date) ||
    (p.kind !== 'quarter' && p.kind !== 'half')
  )
    return null;
  const months = p.kind === 'quarter' ? 3 * p.quarter : 6 * p.half;
  const endMonth = ((fiscalEnd.month + months - 1) % 12) + 1;
  const year = Number(date.slice(0, 4));
  const endYear = Number(date.slice(5, 7)) > endMonth ? year : year - 1;
  return endYear + (endMonth > fiscalEnd.month ? 1 : 0);
}
