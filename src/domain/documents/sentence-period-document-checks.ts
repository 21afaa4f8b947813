import { periodLabel } from './types.ts';
import type { FigurePeriod } from './types.ts';
import { periodEnd, withYear } from './sentence-period-calendar.ts';
import { comparedAt, inOutlook } from './sentence-period-compared.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';

// The tests documentContext (sentence-period-document.ts) makes of one period mention (issue 28): a part already ended a year later, a
// part named again with its year, the accounts closed at a day, a first day a flow is stated at. Pure.

/** A quarter, half or nine months whose same part a year later had ended by the document's date (calendar years only). */
export function laterPartEnded(p: FigurePeriod, y: number, date: string | null, fiscalEnd: unknown): boolean {
  if (p.kind !== 'quarter' && p.kind !== 'half' && p.kind !== 'nine_months') return false;
  if (fiscalEnd || !date || !/^\d{4}-\d\d-\d\d$/.test(date) || p.year === 0) return false;
  const end = periodEnd(withYear(p, y + 1));
  if (end.kind !== 'date') return false;
  return (periodLabel(end) ?? '') < date;
}

/** A later mention of the same kind of part, with its year and the day it ended written, that is no comparison's. */
export function laterNamedWithYear(text: string, mentions: readonly PeriodMention[], m: PeriodMention, textDated = false): boolean {
  const kind = m.period?.kind;
  if (kind !== 'quarter' && kind !== 'half' && kind !== 'nine_months') return false;
  // named by the day it ended ("the six months ended 30 September 2021", "the quarter ended March 31, 2020"): a report's own words
  // (or by its fiscal year: "Strong Q2" in a headline, then "Q2 FY26 financial results")
  const dated = (n: PeriodMention) =>
    n.halfEnds !== undefined || n.endsIn !== undefined || n.partEndsIn !== undefined || /\bFY\s?'?\d/u.test(text.slice(n.start, n.end));
  // (or, in a dated text, by its day alone, the year left to the date: "the first-half" in a headline, then "For the six-month period to September 30")
  return mentions.some(
    (n) =>
      n.start > m.start &&
      n.period?.kind === kind &&
      (n.period.year > 0 ? dated(n) : textDated && n.endsOn !== undefined && JSON.stringify(n.period) === JSON.stringify(m.period)) &&
      !comparedAt(text, n),
  );
}

// the accounts closed at a day: "il Bilancio Consolidato al", "il bilancio d'esercizio chiuso al", "the financial statements as at"
export const ACCOUNTS_AT =
  /\b(?:bilancio|bilanci|conti|financial\s+statements|accounts)(?:\s+(?:consolidat[oi]|d['’]esercizio|di\s+esercizio|separat[oi]|annual[ei]))*\s+(?:(?:chius[oi]|as)\s+)?(?:al|at)\s*$/iu;

/** "Risultati al 30 settembre 2015", "Resoconto intermedio di gestione al", "Results as at 30 June 2019": a report's results to a day. */
export const RESULTS_AT =
  /\b(?:risultati|results|resoconto\s+intermedio(?:\s+di\s+gestione)?|relazione\s+(?:finanziaria\s+)?(?:semestrale|trimestrale)|interim\s+report)(?:\s+(?:consolidati|consolidated|economic[io]|finanziari|financial))*\s+(?:al|as\s+(?:at|of))\s*$/iu;

/** A first day a flow is stated at ("Il fatturato … al 31 marzo 2022 è stato pari a"), ended by the document's date, no comparison's. */
export function firstDayReports(text: string, m: PeriodMention, date: string | null): boolean {
  const p = m.period;
  if (p?.kind !== 'date' || p.year === 0 || comparedAt(text, m) || m.horizon) return false;
  if (date !== null && (periodLabel(p) as string) > date) return false;
  const before = text.slice(Math.max(0, m.start - 60), m.start);
  return (
    /\b(?:fatturato|ricavi|vendite|revenues?|sales|ebitda|mol|margine operativo lordo|utile|risultato netto)\b[^.;]{0,40}$/iu.test(
      before,
    ) ||
    ACCOUNTS_AT.test(before) ||
    RESULTS_AT.test(before)
  );
}

/** "ha chiuso il 2023 con un utile", "the year ended": a year the text says closed is one it reports. */
export const CLOSED_BEFORE =
  /\b(?:chius[oa]|chiude|concluso|closed|ended|ending)\s+(?:(?:il|l['’]|the)\s*)?(?:(?:esercizio|anno|fiscal\s+year|year)\s+)?$/iu;
export const AFTER_YEAR_BEFORE =
  /\b(?:dopo|after)\s+(?:un|il|l['’]|a|an|the|its|il\s+suo)\s*(?:[\p{L}]+\s+)?(?:bilancio|esercizio|anno|year|fiscal\s+year)\s+$/iu;
export const TO_TODAY =
  /^\s*(?:ad\s+oggi|a\s+oggi|fino\s+(?:ad\s+)?oggi|to\s+date|until\s+(?:today|now)|till\s+date|to\s+(?:today|the\s+present))\b/iu;
/** "(i dati per questione di omogeneità sono riferiti al 2013)", "figures refer to the year 2013": the year every figure is of. */
export const DATA_OF_YEAR =
  /(?<![\p{L}])(?:dati|figures|data|numbers)(?:\s+[\p{L}'’]+){0,10}?,?\s+(?:(?:sono|are)\s+)?(?:riferiti|relativi|refer|relate)\s+(?:al|all['’]\s*(?:anno|esercizio)|to(?:\s+the)?(?:\s+(?:fiscal\s+)?year)?)\s+((?:19|20)\d\d)(?![\d\p{L}])/iu;
/** "in the first weeks of 2025", "early 2025", "nei primi mesi del 2025": the time of writing, early in a year; the last year closed is the one before. */
export const EARLY_IN =
  /(?:\b(?:in|during)\s+the\s+(?:first|opening)\s+(?:days|weeks|months)\s+of|\bin\s+early|\bat\s+the\s+(?:start|beginning)\s+of|\bnei\s+primi\s+(?:giorni|mesi)\s+del|\bnelle\s+prime\s+settimane\s+del|\ball['’]\s*inizio\s+del)\s*$/iu;

/** "… and will reduce them further in the first quarter of fiscal 2013": the start of a year to come, after the one reported. */
function nextYearsStart(text: string, m: PeriodMention): boolean {
  const p = m.period;
  if (!p || !((p.kind === 'quarter' && p.quarter === 1) || (p.kind === 'half' && p.half === 1))) return false;
  const lead = /[^.!?\n]*$/u.exec(text.slice(Math.max(0, m.start - 200), m.start))?.[0] ?? '';
  return /(?<![\p{L}])will\s+(?:[\p{L}-]+\s+){0,6}(?:in|during)\s+(?:the\s+)?$/iu.test(lead);
}

/** The years an undated text's figures may be of, read from the periods it names (the latest is its year when nothing else says). */
export function textYears(text: string, mentions: readonly PeriodMention[]): number[] {
  return mentions.flatMap((m) =>
    m.period && m.period.kind !== 'span' && m.period.year > 0 && !m.horizon
      ? (m.period.kind === 'year' && EARLY_IN.test(text.slice(Math.max(0, m.start - 40), m.start))) || nextYearsStart(text, m)
        ? [m.period.year - 1]
        : inOutlook(text, m)
          ? comparedAt(text, m)
            ? [m.period.year]
            : []
          : [m.period.year + (comparedAt(text, m) ? 1 : 0)]
      : m.relative === 'same_in_year' && m.year
        ? [m.year + 1]
        : [],
  );
}

/**
 * "un utile di 6,8 milioni, in aumento rispetto ai 4,2 milioni del 2022 … rispetto al primo semestre 2022" in September 2023: a year not
 * over by the date cannot be the one reported; the part of the year before the text compares with, a year later, is.
 */
export function partOfOpenYear(
  text: string,
  mentions: readonly PeriodMention[],
  found: PeriodContext,
  date: string | null,
): PeriodContext | null {
  const c = found.current;
  if (!date || !/^\d{4}-\d\d-\d\d$/u.test(date) || c?.kind !== 'year' || c.year !== Number(date.slice(0, 4)) || date.slice(5) === '12-31')
    return null;
  if (/fiscal|\bFY/iu.test(text)) return null; // (a fiscal year may have closed: left to the fiscal rules)
  const part = mentions.find(
    (m) =>
      (m.period?.kind === 'half' || m.period?.kind === 'quarter' || m.period?.kind === 'nine_months') &&
      m.period.year === c.year - 1 &&
      comparedAt(text, m),
  )?.period;
  if (!part || part.kind === 'span') return null;
  const current = withYear(part, c.year);
  return { ...found, current, reported: current };
}

/** "Reported Standalone quarterly numbers for …", "Quarterly Net Profit at Rs. 5.00 crore": a text on a quarter's numbers. */
export const QUARTERLY_NUMBERS = /(?<![\p{L}])quarterly\s+(?:numbers|figures|results|net\s+(?:sales|profit|loss|income))(?![\p{L}])/iu;
