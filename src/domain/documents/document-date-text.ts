import { MONTH, monthOf } from './sentence-period-words.ts';
import { findPeriods } from './sentence-period-patterns.ts';
import type { FigurePeriod } from './types.ts';

/**
 * The date a document gives itself in its text (issue 28, ADR 0055 amended 2026-11-29), for a
 * document whose uploader gives none: a release's dateline ("Milano, 14 marzo 2024 –", "TORONTO,
 * Nov. 8, 2022 /PRNewswire/ --", "LONDON--(BUSINESS WIRE)--March 3, 2021--"), a publication line
 * ("Published: 14 March 2024", "Pubblicato il 14/03/2024", "Comunicato stampa del 14 marzo 2024"),
 * else the reporting period the document announces ("today reported results for the third quarter
 * ended September 30, 2023", "ha approvato i risultati al 30 giugno 2024"): a release comes out after
 * its period ends, so that is a date no earlier than the day after. Pure.
 */
export interface TextDate {
  /** ISO day. For `period`, the day after the period announced ends: the earliest the text can be. */
  readonly date: string;
  readonly source: 'dateline' | 'published' | 'period';
}

const DAY_MONTH_YEAR = String.raw`(\d{1,2})(?:°|º|st|nd|rd|th)?\s+${MONTH}\s+((?:19|20)\d\d)`;
const MONTH_DAY_YEAR = String.raw`${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)`;
const ISO = String.raw`((?:19|20)\d\d)-(\d\d)-(\d\d)`;
const NUMERIC = String.raw`(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d\d)`;
/** A weekday before the date ("Thursday, March 14, 2024", "giovedì 14 marzo 2024"). */
const WEEKDAY = String.raw`(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica),?\s+)?`;
const ANY_DATE = `${WEEKDAY}(?:${DAY_MONTH_YEAR}|${MONTH_DAY_YEAR}|${ISO})`;

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1970) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCMonth() === m - 1 ? t.toISOString().slice(0, 10) : null;
}

/** The day a date written at the start of `s` names, and its length ("14 marzo 2024", "Nov. 8, 2022", "2024-03-14"; day first when numeric). */
function dayAt(s: string, numeric: boolean): { day: string | null; length: number } | null {
  let m = new RegExp(String.raw`^${WEEKDAY}(\d{1,2})(?:°|º|st|nd|rd|th)?\s+(${MONTH})\s+((?:19|20)\d\d)`, 'iu').exec(s);
  if (m) return { day: iso(Number(m[3]), monthOf(m[2] as string), Number(m[1])), length: m[0].length };
  m = new RegExp(String.raw`^${WEEKDAY}(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)`, 'iu').exec(s);
  if (m) return { day: iso(Number(m[3]), monthOf(m[1] as string), Number(m[2])), length: m[0].length };
  m = new RegExp(`^${ISO}`, 'u').exec(s);
  if (m) return { day: iso(Number(m[1]), Number(m[2]), Number(m[3])), length: m[0].length };
  // day first, as Italian and British pages write it (only where a publication line announces it)
  m = numeric ? new RegExp(`^${NUMERIC}`, 'u').exec(s) : null;
  if (m) return { day: iso(Number(m[3]), Number(m[2]), Number(m[1])), length: m[0].length };
  return null;
}

function dayOf(s: string, numeric: boolean): string | null {
  return dayAt(s.trim(), numeric)?.day ?? null;
}

/**
 * A dateline's place: a line that opens on capitalised words (up to four; a province in brackets, a
 * region after a comma), then a comma or a dash (a wire's name in brackets between dashes). The date
 * must follow, then a dash, a slash, a bracket, a colon or the end of the line. Case matters here: no
 * `i` flag, or \p{Lu} would match any letter.
 */
const WORD = String.raw`\p{Lu}[\p{L}.'’-]*`;
const PLACE = new RegExp(
  String.raw`^[ \t]*${WORD}(?:\s+${WORD}){0,3}(?:\s*\([^)\n]{1,30}\))?(?:,\s*${WORD}(?:\s+${WORD}){0,2})?\s*(?:,|[-–—]{1,2}(?:\s*\([A-Za-z ]{3,30}\)\s*[-–—]{1,2})?)\s*`,
  'gmu',
);
const PLACE_AT_START = new RegExp(PLACE.source, 'u');
const AFTER_DATELINE = /^\s*(?:[-–—/(:]|$)/mu;
/** "Published: 14 March 2024", "Published on March 14, 2024", "Pubblicato il 14/03/2024", "Comunicato stampa del 14 marzo 2024". */
const PUBLISHED =
  /(?:published|posted|issued|release date|dated|pubblicat[oa]|data di pubblicazione|comunicato stampa|press release)(?:\s+(?:on|il|del|in data))?\s*[:,–-]?\s*/giu;
/** "reported results for the third quarter ended …", "approvato i risultati … al 30 giugno 2024": what the release announces. */
const ANNOUNCES =
  /(?:report(?:s|ed)?|announce[sd]?|release[sd]?|approva(?:to)?|approvat[io]|comunica|rende noti)\b[^.\n]{0,80}?(?:results|risultati|resoconto|relazione|bilancio|financial statements)\b[^.\n]{0,80}$/iu;

const OUTLOOK_FOR = /(?:outlook|guidance|forecast|targets?|previsioni|obiettiv[oi])\s+(?:for|per(?: il| l')?)\s*(?:the\s+)?$/iu;

/** The dateline a line opens on, as the ISO day it names; null when the line does not open on one. */
export function datelineOf(line: string): string | null {
  const m = PLACE_AT_START.exec(line);
  if (!m) return null;
  const rest = line.slice(m[0].length);
  const found = dayAt(rest, false);
  return found?.day && AFTER_DATELINE.test(rest.slice(found.length)) ? found.day : null;
}

/** "SAN DIEGO, Feb. 17 /PRNewswire/ --": a line that opens on a dateline, its year written or not. */
export function opensOnDateline(line: string): boolean {
  if (datelineOf(line)) return true;
  const m = PLACE_AT_START.exec(line);
  if (!m) return false;
  const day = new RegExp(String.raw`^${WEEKDAY}(?:${MONTH}\s+\d{1,2}|\d{1,2}\s+${MONTH})(?![\d,])`, 'iu').exec(line.slice(m[0].length));
  return day !== null && AFTER_DATELINE.test(line.slice(m[0].length + day[0].length));
}

/** The date the text gives itself, or null. */
export function textDate(text: string): TextDate | null {
  // a dateline stands near the top: in the first lines a release prints
  const head = text.slice(0, 1500);
  for (const m of head.matchAll(PLACE)) {
    const rest = head.slice(m.index + m[0].length);
    const found = dayAt(rest, false);
    if (found?.day && AFTER_DATELINE.test(rest.slice(found.length))) return { date: found.day, source: 'dateline' };
  }
  for (const m of text.matchAll(PUBLISHED)) {
    const found = dayAt(text.slice(m.index + m[0].length), true);
    if (found?.day) return { date: found.day, source: 'published' };
  }
  return announcedPeriod(text);
}

function announcedPeriod(text: string): TextDate | null {
  for (const m of findPeriods(text)) {
    const p = m.period;
    if (!p || p.kind === 'span' || p.year === 0) continue;
    if (!ANNOUNCES.test(text.slice(Math.max(0, m.start - 160), m.start))) continue;
    // "Reports First Half Results; Reaffirms Full Year … Outlook for Fiscal 2020": an outlook's year is not the one announced
    if (OUTLOOK_FOR.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
    // "the year ended June 30, 2023": a fiscal year ends on the date written, not on 31 December
    const written = new RegExp(ANY_DATE, 'iu').exec(text.slice(m.start, m.end));
    const closes = written ? dayOf(written[0], false) : null;
    const end = closes ? dayAfter(closes) : endOf(p);
    return end ? { date: end, source: 'period' } : null;
  }
  return null;
}

function dayAfter(day: string): string {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  return t.toISOString().slice(0, 10);
}

/** The day after a period ends. */
function endOf(p: Exclude<FigurePeriod, { kind: 'span' }>): string | null {
  const [month, day] =
    p.kind === 'date'
      ? [p.month, p.day]
      : p.kind === 'quarter'
        ? [p.quarter * 3, p.quarter === 1 || p.quarter === 4 ? 31 : 30]
        : p.kind === 'half'
          ? [p.half === 1 ? 6 : 12, p.half === 1 ? 30 : 31]
          : p.kind === 'nine_months'
            ? [9, 30]
            : [12, 31];
  const t = new Date(Date.UTC(p.year, month - 1, day + 1));
  return Number.isNaN(t.getTime()) ? null : t.toISOString().slice(0, 10);
}
