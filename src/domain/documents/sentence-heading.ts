import { yearOf } from './sentence-period-calendar.ts';
import type { SentenceDocument } from './sentence-figure.ts';
import type { FigurePeriod } from './types.ts';

/**
 * Which periods a sentence may pass on to the sentences after it (issue 28): as a heading (a sentence
 * with no amount) or as the topic of its paragraph. Used by sentence-reader.ts. Pure.
 */
/** A relative period that looks back from the one reported: a comparison's, never a heading's. */
export const LOOKS_BACK: ReadonlySet<string> = new Set(['prior_year', 'last_year', 'prior_period']);
/** A sentence that announces what a coming year will bring: its year is the topic of the figures that follow. */
export const GUIDANCE = /guidance|outlook|forecast|projected|projections|target|previsioni|prevede|obiettiv|budget|piano/iu;
/** The document reports a period of that year (a fiscal year named after the calendar year it ends in). */
export function reportedIn(doc: SentenceDocument, year: number): boolean {
  const r = doc.context.reported ?? doc.context.current;
  return !!r && r.kind !== 'span' && yearOf(r) >= year;
}

/** "Fiscal 2003 net income was $103.9 million." in a text on fiscal 2004: a year before the one reported is a comparison's sentence, not the topic. */
export function beforeReported(doc: SentenceDocument, p: FigurePeriod): boolean {
  // only where the document's date fixes the year reported; a quarter may be another company's in a round-up
  const r = doc.context.reported;
  return !!doc.context.date && !!r && r.kind !== 'span' && p.kind === 'year' && p.year < yearOf(r);
}

/** A sentence that opens on a date: "As of March 31, 2024, …", "Al 31 dicembre 2023 …". */
export const OPENS_AT = /^\W*(?:as of|as at|at|al(?:l[a'])?|alla data del)\s*$/iu;
/** Balances: their period is a day. */
export const STOCK: ReadonlySet<string | null> = new Set(['cash', 'debt', 'headcount']);
