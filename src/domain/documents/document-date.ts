import { findPeriods } from './sentence-period-patterns.ts';
import { historyBefore, yearFromDates } from './sentence-periods.ts';
import { sinceYearEnd } from './sentence-period-compared.ts';
import { eventNamedYear } from './sentence-period-event.ts';
import type { PeriodMention } from './sentence-period-mention.ts';

/**
 * The date a document carries outside its text (ADR 0055): an uploaded file's metadata (a PDF's
 * CreationDate, else its ModDate; a DOCX's last-modified core property, else its created one), else
 * the day it was uploaded. The sentence reader takes it as the document's date where the text gives
 * none of its own, and only when it is plausible for the text: a file uploaded years after it was
 * written would otherwise move every year the text leaves unwritten. Pure.
 */
export interface FileDate {
  /** ISO day, "2023-05-09". */
  readonly date: string;
  readonly source: 'metadata' | 'upload';
}

const ISO_DAY = /^(\d{4})-(\d\d)-(\d\d)$/;

function validDay(y: number, m: number, d: number): string | null {
  if (y < 1970 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCMonth() !== m - 1) return null;
  return `${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A PDF date ("D:20230509101500+02'00'", "D:2023", ISO 8601 as some producers write) or an ISO
 * 8601 timestamp (DOCX core properties) as its day, in the time it was written; null when it is
 * not a date (producers write garbage, and "D:19700101" or a year past 2100 is one).
 */
export function parseFileDate(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const s = raw.trim();
  const pdf = /^D:(\d{4})(\d\d)?(\d\d)?/u.exec(s);
  if (pdf) return validDay(Number(pdf[1]), Number(pdf[2] ?? '01'), Number(pdf[3] ?? '01'));
  const iso = /^(\d{4})-(\d\d)-(\d\d)/u.exec(s);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** The file's metadata date when it has one, else the upload day; null with neither. */
export function fileDate(metadata: string | null | undefined, uploadedAt: string | null | undefined): FileDate | null {
  const meta = parseFileDate(metadata);
  if (meta && (!uploadedAt || meta <= uploadedAt.slice(0, 10))) return { date: meta, source: 'metadata' };
  const up = parseFileDate(uploadedAt);
  return up ? { date: up, source: 'upload' } : null;
}

/** What the text itself says about its date, for `acceptFileDate`. */
export interface TextDating {
  /** The year of the dates the text writes (a dateline, a balance date), as the reader takes it. */
  readonly yearFromDates: number | null;
  /** Every year the text writes (not counting spans' ends). */
  readonly years: readonly number[];
}

export function textDating(text: string): TextDating {
  const mentions = findPeriods(text);
  // "Founded in 2015, …": a year of the company's history says nothing of when the text was written, nor does a year measured
  // against ("leakage remains below the 2019–20 baseline", "back to 2019 levels", "ai livelli pre-Covid del 2019")
  const years = mentions.flatMap((m) =>
    m.period &&
    m.period.kind !== 'span' &&
    m.period.year > 0 &&
    !historyBefore(text, m.start) &&
    !referenceYear(text, m) &&
    !sinceYear(text, m) &&
    !eventNamedYear(text, m)
      ? [m.period.year + (sinceYearEnd(text, m) ? 1 : 0)]
      : [],
  );
  return { yearFromDates: yearFromDates(text, mentions), years };
}

// ("negative for the first time since early 2020": a year a stretch runs from says only that the text is later)
const SINCE_BEFORE = /(?<![\p{L}])since\s+(?:(?:early|late|mid|the\s+(?:end|start|beginning)\s+of)[\s-]+)?$/iu;
function sinceYear(text: string, m: PeriodMention): boolean {
  return m.period?.kind === 'year' && SINCE_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start));
}
const REFERENCE_AFTER = /^\s*(?:baselines?|levels?|base\s+year|benchmark)(?![\p{L}])/iu;
const REFERENCE_BEFORE = /(?:livell[io]|valori|baseline)\s+(?:pre[- ]?(?:covid|pandemi[ac]\w*)\s+)?(?:del(?:l['’])?|of|in)\s*$/iu;
function referenceYear(text: string, m: { start: number; end: number }): boolean {
  return REFERENCE_AFTER.test(text.slice(m.end, m.end + 20)) || REFERENCE_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start));
}

/**
 * The file's date as the document's, or null when the text contradicts it. A text that writes no
 * year has nothing to contradict it: the file's date is all there is. Otherwise the text must write
 * a year no earlier than the one before the file's: a release of March 2019 reports "al 31 dicembre
 * 2018", a plan of 2019 writes its 2024 targets, but a text whose every year is two or more before
 * the file's was written long before it was saved or uploaded. The year of the dates the text writes
 * (a dateline, a balance date) is that year when there is one.
 */
export function acceptFileDate(dating: TextDating, file: FileDate | null | undefined): string | null {
  if (!file || !ISO_DAY.test(file.date)) return null;
  const year = Number(file.date.slice(0, 4));
  const fits = (y: number) => y >= year - 1;
  if (dating.yearFromDates !== null) return fits(dating.yearFromDates) ? file.date : null;
  if (dating.years.length === 0) return file.date;
  return dating.years.some(fits) ? file.date : null;
}
