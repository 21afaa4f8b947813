import type { FigurePeriod } from './types.ts';
import { fiscalPartBefore, fiscalYearEnd, withMonthsEnd } from './sentence-period-closing.ts';
import { calendarYearBefore, fiscalNamed, lastEnded, withYear, yearOf, yearToDate } from './sentence-period-calendar.ts';
import { COMPARED, COMPARED_AMOUNT, comparedAt, inOutlook, yearFromDates, yearWrittenLater } from './sentence-period-compared.ts';
import { findPeriods, resolvePeriod } from './sentence-periods.ts';
import { historyBefore } from './sentence-period-words.ts';
import { fiscalHalfEnd, fiscalHalfOfDate } from './sentence-period-fiscal-half.ts';
import type { PeriodContext } from './sentence-periods.ts';
import {
  ACCOUNTS_AT,
  AFTER_YEAR_BEFORE,
  CLOSED_BEFORE,
  DATA_OF_YEAR,
  RESULTS_AT,
  QUARTERLY_NUMBERS,
  TO_TODAY,
  firstDayReports,
  laterNamedWithYear,
  laterPartEnded,
  partOfOpenYear,
  textYears,
} from './sentence-period-document-checks.ts';
import { eventPart } from './sentence-period-event.ts';
import { looksBack, reportsLater } from './sentence-period-undated.ts';

/**
 * The document's current period: its first reporting period (a quarter, half, nine months or year
 * stated as what the text reports), its missing year taken from the document's date. A stated
 * document date ("Milano, 26 ottobre 2018", "Nov. 8, 2022") is found when none is given.
 */
export function documentContext(text: string, date: string | null): PeriodContext {
  const reported = reportedContext(text, date);
  const mentions = findPeriods(text);
  // (undated, the year its figures are of named "last year" ("revenues declined … to $94.6 billion last year,"): that year, whatever
  // part of it a sentence also names)
  const lastYear =
    date === null && reported.year === null && reported.current && reported.current.kind !== 'span' && looksBack(text, mentions)
      ? yearOf(reported.current)
      : null;
  const whole = lastYear ? { kind: 'year' as const, year: lastYear } : null;
  const found = whole
    ? { ...reported, current: whole, reported: whole, lastYear }
    : (partOfOpenYear(text, mentions, reported, date) ?? reported);
  const plan = mentions.find((m) => m.period?.kind === 'span')?.period ?? null;
  const fiscalEnd = fiscalYearEnd(text, mentions);
  // the first quarter the text names; a comparison's ("compared to … in fourth quarter 1998") stands for the one a year later
  // ("aiming to reach 315mln mDAU by the fourth quarter of 2023" in February 2021: a target's quarter, not the one reported)
  const dated = date && /^\d{4}/u.test(date) ? Number(date.slice(0, 4)) : null;
  const quarters = mentions.filter(
    (m) => m.period?.kind === 'quarter' && !(dated !== null && m.period.year > dated) && !eventPart(text, m),
  );
  const first = quarters[0];
  const quarter =
    first?.period?.kind === 'quarter' && comparedAt(text, first) && first.period.year > 0
      ? withYear(first.period, first.period.year + 1)
      : quarters.find((m) => !comparedAt(text, m))?.period;
  const quarterNamed =
    quarter?.kind === 'quarter' && found.current && found.current.kind !== 'span'
      ? { ...quarter, year: quarter.year || yearOf(found.current) }
      : null;
  const quarterly = QUARTERLY_NUMBERS.test(text);
  return {
    ...found,
    ...(plan ? { plan } : {}),
    ...(fiscalEnd ? { fiscalEnd } : {}),
    ...(quarterNamed ? { quarterNamed } : {}),
    ...(quarterly ? { quarterly } : {}),
    date,
  };
}

function reportedContext(text: string, date: string | null): PeriodContext {
  let year = date ? Number(date.slice(0, 4)) : null;
  const statedYear = DATA_OF_YEAR.exec(text);
  if (statedYear) {
    const stated = { kind: 'year' as const, year: Number(statedYear[1]) };
    return { current: stated, year: year ?? stated.year, reported: stated };
  }
  const written = findPeriods(text);
  const fiscalEnd = fiscalYearEnd(text, written);
  // each mention read once in the text's fiscal calendar (a Japanese company's "fiscal 2020" is the year it ends in, 2021), before any
  // year is taken from it
  const mentions = written.map((m) => withMonthsEnd(m, fiscalEnd));
  if (year === null) year = yearFromDates(text, mentions);
  // no date: a period stated without its year ("the third quarter") takes the first year the text writes
  // (the latest year it writes: a results release compares with earlier years)
  // a year written only as a comparison's ("(45,1 milioni nel 2018)", "rispetto al 2018", "the same period in 2017") is the year before the one reported
  // (and in an outlook, "For fiscal 2026, the company expects … from 2025", the year it looks to may be this one or the next: only its
  // base, the year compared with, is the one reported)
  // (not a horizon: "extended its relationship with Ferlano Drinks to 2040")
  const years = textYears(text, mentions);
  // ("… la cessione di All Music a Discovery, avvenuta a gennaio 2015" in an undated text on "i conti del 2017": an event's day)
  if (date === null && year !== null && reportsLater(text, mentions, year)) year = null;
  const fallbackYear = year ?? (years.length > 0 ? Math.max(...years) : null);
  let comparison: FigurePeriod | null = null;
  let pending: FigurePeriod | null = null;
  // "(60.663 milioni a fine 2022)" and no other period: the year after the year-end compared with
  let afterYearEnd: FigurePeriod | null = null;
  let outlookYear: number | null = null;
  // (the year reported named "last year", its figure after it: "increased by 6.7 per cent last year to EUR13,465m", "Last year, …")
  const lookingBack = looksBack(text, mentions);
  for (const m of mentions) {
    // "… compared to $12.0 million last year": a comparison's, not the year the text reports
    if (
      m.relative === 'last_year' &&
      year !== null &&
      !comparison &&
      !COMPARED.test(text.slice(Math.max(0, m.start - 40), m.start)) &&
      !COMPARED_AMOUNT.test(text.slice(Math.max(0, m.start - 80), m.start)) &&
      // ("… le rinegoziazioni di gas dello scorso anno. … ha chiuso il primo semestre con un utile …" in July: a part of a year
      // named without its year, later, is the current year's)
      !mentions.some(
        (n) =>
          n.start > m.start &&
          n.period &&
          n.period.kind !== 'year' &&
          n.period.kind !== 'date' &&
          n.period.kind !== 'span' &&
          n.period.year === 0,
      )
    )
      return { current: { kind: 'year', year: year - 1 }, year, reported: { kind: 'year', year: year - 1 } }; // "lo scorso esercizio": the year reported
    const p = m.period;
    // "(60.663 milioni di euro a fine 2022)": a year-end compared with is the year before the one reported
    if (p?.kind === 'date' && p.year > 0 && p.month === 12 && p.day === 31 && comparedAt(text, m))
      afterYearEnd ??= { kind: 'year', year: p.year + 1 };
    // "Il fatturato consolidato al 31 marzo 2022 è stato pari a …" as the text's first period: the part of the year to that day
    if (p?.kind === 'date' && m === mentions[0] && firstDayReports(text, m, date)) {
      const part = yearToDate(p);
      // "… ha approvato il Bilancio Consolidato al 31 dicembre 2023" first: the year those accounts close, whatever a headline says of a half
      const before = text.slice(Math.max(0, m.start - 60), m.start);
      if (part.kind !== 'date' && (part.kind !== 'year' || ACCOUNTS_AT.test(before) || RESULTS_AT.test(before)))
        return { current: part, year, reported: part };
    }
    if (!p || p.kind === 'span' || p.kind === 'date' || eventPart(text, m)) continue;
    if (p.kind === 'year' && year !== null && p.year > year) continue; // a plan's target is not the period reported
    // ("turnover increased by 6.7 per cent last year …; capital investment … is expected to amount to around EUR1100m in 2016" in an
    // undated text: written in the year its outlook names, on the year before)
    // (nor, once a comparison names the year reported, "plans to hire … in fiscal 2012" after "up from $26.6 billion in 2010": a plan's year)
    if (p.kind === 'year' && year === null && comparison?.kind === 'year' && p.year > comparison.year && inOutlook(text, m)) continue;
    if (p.kind === 'year' && year === null && p.year > 0 && lookingBack && inOutlook(text, m) && !comparedAt(text, m)) {
      outlookYear ??= p.year;
      continue;
    }
    // (nor "by the fourth quarter of 2023" in a text of 2021)
    if (
      year !== null &&
      p.year > year &&
      /\b(?:by|entro|until)\s+(?:the\s+|il\s+)?$/iu.test(text.slice(Math.max(0, m.start - 12), m.start))
    )
      continue;
    // "For the same period in 2001, … Results for the 2001 period included …": a year already named as a comparison's is one again
    if (p.kind === 'year' && mentions.some((n) => n.start < m.start && n.relative === 'same_in_year' && n.year === p.year)) {
      comparison ??= { kind: 'year', year: p.year + 1 };
      continue;
    }
    if (m.horizon) continue; // nor is a horizon ("guardare con ottimismo al 2022")
    if (historyBefore(text, m.start)) continue; // nor the year it was founded
    // nor the year it follows: "Dopo un bilancio 2021 conclusosi in positivo, l'azienda presenta ora i risultati … primo semestre 2022"
    if (AFTER_YEAR_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
    // nor one that opens a stretch to today: "dal 1988 ad oggi", "since 1996 to date"
    if (
      /\b(?:dal|dall['’]|since|from)\s*$/iu.test(text.slice(Math.max(0, m.start - 8), m.start)) &&
      TO_TODAY.test(text.slice(m.end, m.end + 24))
    )
      continue;
    // nor the start of a stretch the text measures from: "its first operating profit increase since the first half of 2006"
    if (/\bsince\s+(?:the\s+)?$/iu.test(text.slice(Math.max(0, m.start - 12), m.start))) continue;
    // nor a part of it: "Ricavi per 288,1 milioni, di cui 140,6 milioni del secondo trimestre", "of which $40 million in the fourth quarter"
    if (/\b(?:di cui|of which)\b(?:[^.;:()]|\.\d){0,60}$/iu.test(text.slice(Math.max(0, m.start - 70), m.start))) continue;
    // "conferma gli obiettivi 2019" in a text dated May 2019: a year not over yet is not the period reported
    // (a fiscal year that closed before the date, "the year ended 31 March 2018" in June 2018, is over)
    // (and so is "FY24" in July 2024 in a text whose fiscal year closes on 31 March)
    const closesOn = m.closesOn ?? (fiscalEnd && fiscalEnd.month !== 12 && !fiscalEnd.naming ? fiscalEnd : null);
    const closed =
      closesOn && date !== null && `${p.year}-${String(closesOn.month).padStart(2, '0')}-${String(closesOn.day).padStart(2, '0')}` < date;
    if (p.kind === 'year' && date && /^\d{4}-\d\d-\d\d$/.test(date) && p.year === year && date.slice(5) !== '12-31' && !closed) {
      pending ??= p;
      continue;
    }
    // "the first quarter" after "compared to the first quarter of fiscal 2009": the year after the comparison's
    // "the second quarter ended Sept. 30" in a text dated October 1996: the fiscal year the ordinal implies (1997)
    const fiscalDay = m.endsOn && date ? resolvePeriod(m, { current: null, year, date }) : null;
    // "the six months ending December 31" beside "FY22" in February 2022: the first half of fiscal 2022
    const fiscalHalf = fiscalHalfOfDate(text, mentions, m, date);
    const halfEnd = fiscalHalf ? fiscalHalfEnd(fiscalHalf, m) : null;
    if (fiscalHalf) return { current: fiscalHalf, year, reported: fiscalHalf, ...(halfEnd ? { reportedEnd: halfEnd } : {}) };
    let y =
      p.year !== 0
        ? p.year
        : fiscalDay && fiscalDay.kind !== 'span'
          ? fiscalDay.year
          : // ("the second quarter of this year" in a text dated August 2024: the date's year, whatever is compared later)
            m.back === 0 && year !== null && date !== null && !fiscalEnd
            ? year
            : comparison && comparison.kind !== 'span'
              ? comparison.year
              : (yearWrittenLater(text, mentions, m) ??
                fiscalPartBefore(p, date, fiscalEnd) ??
                calendarYearBefore(text, p, date, fiscalEnd?.month) ??
                fallbackYear);
    if (!y) continue;
    // "STRONG FIRST HALF PERFORMANCE" in a headline, then "the six months ended 30 September 2021": the part the text names with its
    // year (or day) is the one reported; the headline's yearless one was it, named short
    if (p.year === 0 && !fiscalDay && laterNamedWithYear(text, mentions, m, date !== null)) continue;
    // "nel primo semestre dello scorso anno": a year before the one the date or the text gives
    if (p.year === 0 && !fiscalDay && !comparison && m.back) y -= m.back;
    // "compared to the third quarter of 2009": a comparison's period; the one reported is a year later
    if (m.priorPart || comparedAt(text, m)) {
      // ("… decreased 20% compared to the first quarter" in a dated text: the quarter before, not a year-ago one)
      if (p.kind === 'quarter' && p.year === 0 && !m.back && !fiscalDay && date !== null) continue;
      // "from Rs 297.1 crore in Q1FY10 to Rs 220.2 crore in Q2FY10": a change from the period before, not a year-ago comparison
      const next = mentions.find((n) => n.start >= m.end);
      if (
        next?.period?.kind === p.kind &&
        /^\s*,?\s*(?:to|a)\s+(?:[$€£¥₹]|Rs\.?)?\s?\d(?:[^.;:()]|[.,]\d){0,30}\b(?:in|for|nel|del)\s+(?:the\s+|il\s+)?$/iu.test(
          text.slice(m.end, next.start),
        )
      )
        continue;
      const named = fiscalNamed(withYear(p, y), m.endsIn, fiscalEnd);
      comparison ??= named.kind === 'span' ? named : withYear(named, yearOf(named) + 1);
      continue;
    }
    // a text dated May 2023 reports 2022 or 2023, not "i 707 milioni del 2020" (history)
    if (date !== null && year !== null && y < year - 1) continue;
    // a release reports its latest period: one dated May 2023 that names "Q1 2022" reports the first quarter of 2023, which
    // had ended by then ("Revenues amounted to EUR179.1 million from EUR183.6 million in Q1 2022")
    if (laterPartEnded(p, y, date, fiscalEnd)) {
      comparison ??= withYear(p, y + 1);
      continue;
    }
    // nor does one that compares 2018 with 2017 report "secured £950,000 from investors in 2015"
    if (comparison && comparison.kind !== 'span' && y < comparison.year - 1) continue;
    // "… rispetto al primo trimestre 2024 … delle opere entrate in esercizio nel 2024": a text that compares a part of a year reports
    // that part, not a whole year named after it
    if (comparison && p.kind === 'year' && comparison.kind !== 'year' && comparison.kind !== 'span' && y <= comparison.year) continue;
    // "… compared to $2.7 million in fourth quarter 1998. Including this item, … $3.5 million in fourth quarter 1998": the compared period again
    if (comparison && comparison.kind === p.kind && comparison.year - 1 === y && p.kind !== 'year') continue;
    // (and in an undated text, "… rispetto al 2021. … dopo i 198 milioni di utile del 2021": the year compared with again; the one reported
    // is after it, unless the text says that year closed: "ha chiuso il 2023 con un utile")
    if (
      comparison?.kind === 'year' &&
      p.kind === 'year' &&
      year === null &&
      comparison.year - 1 === y &&
      !CLOSED_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start))
    )
      return { current: comparison, year, reported: comparison };
    // "Ebitda … rispetto al primo semestre del 2021. Nel secondo trimestre …": the half compared with is the one reported, the quarter a part of it
    if (comparison && p.year === 0 && comparison.kind !== p.kind && comparison.kind !== 'year')
      return { current: comparison, year, reported: comparison };
    // ("ricavi … 50 milioni (47 nel 2019) … un incremento dovuto al secondo semestre": and so is the year compared with, a yearless half after it a part of it)
    // (dated after that year closed too: "ricavi … in crescita rispetto al 2022 … del 3% nel quarto trimestre" in March 2024)
    if (comparison?.kind === 'year' && p.year === 0 && (year === null || year > comparison.year) && p.kind !== 'year')
      return { current: comparison, year, reported: comparison };
    const current = fiscalNamed(withYear(p, y), m.endsIn, fiscalEnd);
    // "the six months to 30 September" (no year) in November 2021: fiscal 2022's first half, ended on 30 September 2021
    const endsDay =
      m.halfEnds ??
      m.quarterEnds ??
      (m.endsOn && current.kind === 'half'
        ? { kind: 'date' as const, year: current.year - m.endsOn.shift, month: m.endsOn.month, day: m.endsOn.day }
        : null);
    return { current, year, reported: current, ...(endsDay ? { reportedEnd: endsDay } : {}) };
  }
  if (pending && !comparison) return { current: pending, year, reported: pending };
  // "Il flusso … al 31 marzo 2017 … (-592,3 milioni nel corrispondente periodo 2016)": a report at a quarter's, half's or
  // nine months' end whose only years are comparisons' reports the part of the year to that day
  if (comparison?.kind === 'year') {
    const at = mentions.find(
      (m) => m.period?.kind === 'date' && m.period.year === comparison?.year && !comparedAt(text, m) && !m.horizon,
    )?.period;
    const part = at?.kind === 'date' ? yearToDate(at) : null;
    if (part && part.kind !== 'year' && part.kind !== 'date') return { current: part, year, reported: part };
  }
  // "Il bilancio chiuso al 31 dicembre 2023 evidenzia …" and no other period: the part of the year to the first date it states
  if (!comparison) {
    const at = mentions.find((m) => m.period?.kind === 'date' && m.period.year > 0 && !comparedAt(text, m) && !m.horizon)?.period;
    const part = at?.kind === 'date' ? yearToDate(at) : null;
    if (part && part.kind !== 'date') return { current: part, year, reported: part };
  }
  // "del semestre", "for the quarter" and no period stated: the last one ended by the document's date
  const unit = comparison ? null : mentions.find((m) => m.relative === 'this' && m.unit)?.unit;
  // with no date, "del semestre" in a text whose year is known is that year's first half (a half-year report; the second is the year's)
  const halfYear = year ?? fallbackYear;
  const byDate = unit
    ? (lastEnded(unit, date, true) ??
      (unit === 'half' && !date && halfYear ? { kind: 'half' as const, year: halfYear, half: 1 as const } : null))
    : null;
  // "un fatturato di X rispetto ai Y del 30 giugno 2017" and no period of its own: the same part of the year after
  const prior = comparison || byDate ? null : mentions.find((m) => m.period?.kind === 'date' && m.period.year > 0 && comparedAt(text, m));
  const ended = prior?.period?.kind === 'date' && !(prior.period.month === 12 && prior.period.day === 31) ? prior.period : null;
  const day = ended ? `${ended.year + 1}-${String(ended.month).padStart(2, '0')}-${String(ended.day).padStart(2, '0')}` : '';
  const after = ended && (!date || day <= date) ? yearToDate({ ...ended, year: ended.year + 1 }) : null;
  const later = after && after.kind !== 'date' && after.kind !== 'year' ? after : null;
  const current = comparison ?? byDate ?? later ?? afterYearEnd ?? (outlookYear ? { kind: 'year' as const, year: outlookYear - 1 } : null);
  return { current, year, reported: current };
}
