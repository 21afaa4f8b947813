import { yearOf } from './sentence-period-calendar.ts';
import type { SentenceDocument } from './sentence-figure.ts';
import type { FigurePeriod } from './types.ts';
import { labelledAside } from './sentence-periods.ts';
import type { PeriodMention } from './sentence-periods.ts';
import { datelineOf } from './document-date-text.ts';
import { comparedInPair } from './sentence-period-versus.ts';
import { BRACKETS_REFER_TO } from './sentence-period-compared.ts';
import { dayToCome } from './sentence-period-ahead.ts';

/**
 * Which periods a sentence may pass on to the sentences after it (issue 28): as a heading (a sentence
 * with no amount) or as the topic of its paragraph. Used by sentence-reader.ts. Pure.
 */
/** A relative period that looks back from the one reported: a comparison's, never a heading's. */
export const LOOKS_BACK: ReadonlySet<string> = new Set(['prior_year', 'last_year', 'prior_period']);
/** A sentence that announces what a coming year will bring: its year is the topic of the figures that follow. */
export const GUIDANCE =
  /guidance|outlook|forecast|projected|projections|target|previsioni|prevede|obiettiv|budget|piano|\bon\s+track\s+to\b/iu;
/** The document reports a period of that year (a fiscal year named after the calendar year it ends in). */
export function reportedIn(doc: SentenceDocument, year: number): boolean {
  const r = doc.context.reported ?? doc.context.current;
  return !!r && r.kind !== 'span' && yearOf(r) >= year;
}

/**
 * "As we head into fiscal 2008, …" (no amount) in a text of May 2007 on fiscal 2007: a year still to come, and no guidance for it,
 * is neither the topic nor a heading ("… with re-opening in the US anticipated from 2 April 2021" in a text of March 2021: a day
 * still to come heads nothing either).
 */
export function stillToCome(p: PeriodMention, doc: SentenceDocument, sentence: string): boolean {
  return (
    (p.period?.kind === 'year' &&
      doc.context.year !== null &&
      p.period.year > doc.context.year &&
      !reportedIn(doc, p.period.year) &&
      !GUIDANCE.test(sentence)) ||
    dayToCome(p, doc.context.date)
  );
}

/** The year the document reports, named as a year ("per Fedrigoni il 2016 è un anno storico" in a text on 2016). */
export function namesReported(doc: SentenceDocument, p: PeriodMention): boolean {
  const r = doc.context.reported ?? doc.context.current;
  return r?.kind === 'year' && p.period?.kind === 'year' && p.period.year === r.year;
}

/** "Fiscal 2003 net income was $103.9 million." in a text on fiscal 2004: a year before the one reported is a comparison's sentence, not the topic. */
export function beforeReported(doc: SentenceDocument, p: FigurePeriod, noAmounts = false): boolean {
  // only where the document's date fixes the year reported; a quarter may be another company's in a round-up
  // (undated, a sentence of no amounts looking back, "in continuità con quanto già realizzato dal Gruppo nel 2016" in a text on the
  // first quarter of 2017 it names, is no topic either)
  const r = doc.context.reported;
  const named = doc.context.quarterNamed;
  const fixed =
    !!doc.context.date || (noAmounts && !!r && !!named && r.kind !== 'span' && named.kind !== 'span' && yearOf(named) === yearOf(r));
  return fixed && !!r && r.kind !== 'span' && p.kind === 'year' && p.year < yearOf(r);
}

/** "A partire dall'esercizio 2023, …", "Starting in fiscal 2024, …": where a change of rule starts, not the sentences' topic; nor
 * the months something slipped to ("lo slittamento, ai primi mesi del 2024, di alcuni progetti"). */
export const FROM_ON =
  /(?:a partire da\w*['’]?|a decorrere da\w*['’]?|starting (?:in|with|from)|beginning (?:in|with)|effective (?:with|from)?|(?:primi|ultimi|prossimi) mesi del(?:l['’])?|(?:first|last|coming) (?:few )?months of)\s*$/iu;

/** A sentence that opens on a date: "As of March 31, 2024, …", "Al 31 dicembre 2023 …". */
export const OPENS_AT = /^\W*(?:as of|as at|at|al(?:l[a'])?|alla data del)\s*$/iu;
/** Balances: their period is a day. */
export const STOCK: ReadonlySet<string | null> = new Set(['cash', 'debt', 'headcount']);

/** A period named as a comparison's or a restatement's ("rideterminando i valori 2018", "restated 2018 figures"), not a heading. */
export const COMPARED_HEAD = new RegExp(
  String.raw`(?:${BRACKETS_REFER_TO}|relative to|compared (?:to|with)|comparisons? (?:with|to|against)|versus|\bvs\.?(?=\s)|rispetto a\w*|against|confront[oi]\s+(?:con|al|all['’]|ai)|prior comparative|previous corresponding|ridetermin\w*|riespo\w*|restat\w*|re-presented|(?:increase|decrease|decline|rise|reduction|improvement)\s+of\s+[^.;]{0,20}?\bfrom\b|\d\s?(?:%|per\s?cent)\s+(?:over|on|from)\s+(?:the\s+)?$)[^.;]*$`,
  'iu',
);

/**
 * The periods a sentence could pass on as a heading. A dateline ("Torino, 31 luglio 2023 – Il Consiglio … ha
 * esaminato i conti.") is the document's date, not a heading's period; nor is a plan's horizon ("guardare con
 * ottimismo al 2022"), the period compared with ("Financial highlights relative to the prior comparative period
 * (1H22)"), a period looked back to ("its loss widened due to a gain in the year-ago quarter"), a year to come,
 * a bracket's label ("Adjusted earnings per share were 11.01p (2017: 9.97p)."), or a day alone on its line.
 */
export function headingsOf(sentence: string, own: readonly PeriodMention[], toCome: (p: PeriodMention) => boolean): PeriodMention[] {
  return (datelineOf(sentence.trimStart()) ? own.slice(1) : own).filter(
    (p) =>
      !p.horizon &&
      !LOOKS_BACK.has(p.relative ?? '') &&
      // ("… earnings were over double what they were in the second quarter last year": a year-ago part heads no figure after it)
      !p.back &&
      !toCome(p) &&
      !labelledAside(sentence, p) &&
      !expectedIn(sentence, p) &&
      !(plannedYear(sentence, p) && own.some((q) => q !== p)) &&
      !FROM_ON.test(sentence.slice(Math.max(0, p.start - 30), p.start)) &&
      // (only beside another period: "Fiscal 2025 Outlook" alone heads the guidance below it)
      !(guidanceYear(sentence, p) && own.some((q) => q !== p && q.period && q.period.kind !== 'year')) &&
      !(p.period?.kind === 'date' && sentence.trim().length - (p.end - p.start) < 4) &&
      // ("Iliad conferma il suo obiettivo di 3.500 siti installati entro fine anno", "… held a groundbreaking ceremony … on February 19":
      // a day or a year-end with no year written heads nothing after its own sentence)
      !(p.period?.kind === 'date' && p.period.year === 0) &&
      !comparedInPair(sentence, p) &&
      !COMPARED_HEAD.test(sentence.slice(Math.max(0, p.start - 45), p.start)),
  );
}

/** "said it expected revenue to grow this year", "remains on track to report a pre-tax profit for the full year": the year an expectation is about, not the heading of the figures reported. */
function expectedIn(sentence: string, p: PeriodMention): boolean {
  return (
    (p.relative === 'current_year' || (p.relative === 'this' && p.unit === 'year')) &&
    /\b(?:expect(?:s|ed|ing)?|forecast(?:s|ing)?|sees|prevede|prevedono|si attende|stima|on\s+track\s+to)\b[^.;]{0,60}$/iu.test(
      sentence.slice(0, p.start),
    )
  );
}

/** "chiude il trimestre … in linea con il piano che prevede una stabilizzazione dell'Ebitda nel 2016": beside the period reported, the
 * year a plan or an expectation is about is not the heading of the figures that follow. */
function plannedYear(sentence: string, p: PeriodMention): boolean {
  return (
    p.period?.kind === 'year' &&
    /\b(?:prevede|prevedono|si attende|si attendono|punta|puntano|expects?|sees|targets?|plans?)\b[^.;]{0,60}$/iu.test(
      sentence.slice(0, p.start),
    )
  );
}

/** "announced its second-quarter results and raised its 2020 guidance", "outlook for fiscal 2025": the year the guidance is for, not the figures' heading. */
function guidanceYear(sentence: string, p: PeriodMention): boolean {
  return (
    p.period?.kind === 'year' &&
    (/^\s*(?:full[-\s]year\s+)?(?:guidance|outlook|forecasts?|targets?|previsioni|obiettivi)\b/iu.test(sentence.slice(p.end)) ||
      /\b(?:guidance|outlook|forecasts?|targets?|previsioni|obiettivi)\s+(?:for|per il|del)\s+(?:the\s+)?(?:fiscal\s+|full[-\s]year\s+)?$/iu.test(
        sentence.slice(Math.max(0, p.start - 40), p.start),
      ))
  );
}

/**
 * A section's heading: a line that is a period and little else ("Third quarter", "January - September", "Primo
 * semestre 2024", "Outlook 2025"), with a blank line (or the text's start) before it and a blank line after. Its period
 * is the current one of every paragraph below it up to the next such heading, not of its first paragraph only.
 */
export function sectionHeading(
  text: string,
  start: number,
  end: number,
  heads: readonly PeriodMention[],
  amounts: number,
): PeriodMention | null {
  const last = heads[heads.length - 1];
  if (!last || amounts > 0) return null;
  const sentence = text.slice(start, end);
  // (a heading's own words do not count: "FISCAL 2025 FULL YEAR RESULTS", "Highlights of the first half 2024")
  const words = (sentence.slice(0, last.start) + sentence.slice(last.end))
    .replace(/\b(?:financial|results?|highlights|summary|overview|performance|key figures|risultati|dati|principali|sintesi)\b/giu, '')
    .replace(/[^\p{L}]/gu, '');
  const before = start === 0 || /\n[ \t]*\n[ \t]*$/u.test(text.slice(Math.max(0, start - 8), start));
  const after = /^[ \t]*\n/u.test(sentence.endsWith('\n') ? text.slice(end) : text.slice(end).replace(/^[ \t]*\n/u, ''));
  // "2015" over "2014" (a table's head, one cell a line): a bare year beside another bare period heads a column, not a section
  // (so is "H1 2024" beside "Change": "H1 2025 | Change | H1 2024", a results table's head one cell a line)
  const bare = /^[\s(]*(?:(?:FY|HY|H[12]|Q[1-4])\s?(?:19|20)?\d\d|(?:19|20)\d\d)[)\s]*$/u;
  const column = /^\s*(?:%\s*)?(?:change|chg\.?|variance|variazione|var\.)\s*(?:%)?\s*$/iu;
  const lineAt = (from: number, dir: 1 | -1) => {
    const lines = (dir === 1 ? text.slice(from) : text.slice(0, from)).split('\n').filter((l) => l.trim() !== '');
    return (dir === 1 ? lines[0] : lines[lines.length - 1]) ?? '';
  };
  const cell = (l: string) => bare.test(l) || column.test(l);
  if (bare.test(sentence) && (cell(lineAt(end, 1)) || cell(lineAt(start, -1)))) return null;
  return words.length <= 12 && before && after ? last : null;
}

// ("EBITDA MARGIN IN RIPRESA NEL SECONDO SEMESTRE 2023." over the year's figures: a margin's half, no heading for the amounts below)
export const MARGIN_TALK = /(?<![\p{L}])(?:margins?|marginalità)(?![\p{L}])/iu;
