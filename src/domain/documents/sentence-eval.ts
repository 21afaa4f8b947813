import { close } from './numbers.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import type { SentenceFigure } from './sentence-reader.ts';
import { periodLabel } from './types.ts';
import type { FigureKey, Language } from './types.ts';

/**
 * Scoring the sentence reader against an evaluation set of real texts (issue 28;
 * tests/fixtures/documents/sentences/README.md). A proposal matches a truth of the same text with
 * the same key and a value within 0.5 % (and the upper end, for a range); each truth matches once.
 * Pure: the caller loads the set.
 */
export interface TruthFigure {
  readonly key: FigureKey;
  readonly value: number;
  readonly high?: number;
  readonly currency: string | null;
  readonly period: string | null;
  readonly approximate?: boolean;
  readonly adjusted?: boolean;
  readonly net?: boolean;
  readonly page: number;
}

export interface EvalText {
  readonly id: string;
  readonly lang: Language;
  readonly date: string | null;
  readonly text: string;
  readonly figures: readonly TruthFigure[];
}

export interface Score {
  truths: number;
  proposed: number;
  matched: number;
  periodsRight: number;
  currencyRight: number;
}

export interface EvalReport {
  readonly all: Score;
  readonly byLanguage: Readonly<Record<string, Score>>;
  readonly byKey: Readonly<Record<string, Score>>;
  /** Proposals and the matched among them by the confidence the reader gave (`truths` stays 0): how precision varies with it. */
  readonly byConfidence: Readonly<Record<ConfidenceBand, Score>>;
  /** Per text: what was missed and what was proposed wrongly (for development only). */
  readonly misses: readonly {
    id: string;
    missed: TruthFigure[];
    wrong: SentenceFigure[];
    wrongPeriod: { truth: TruthFigure; got: string | null }[];
  }[];
}

const empty = (): Score => ({ truths: 0, proposed: 0, matched: 0, periodsRight: 0, currencyRight: 0 });

/** The reader's confidence in three bands: as written (≥ 0.95), one doubt (0.85–0.95), more (< 0.85). */
export type ConfidenceBand = 'certain' | 'likely' | 'unsure';
export const CONFIDENCE_BANDS: readonly ConfidenceBand[] = ['certain', 'likely', 'unsure'];
export function confidenceBand(confidence: number): ConfidenceBand {
  return confidence >= 0.95 ? 'certain' : confidence >= 0.85 ? 'likely' : 'unsure';
}

/** A year-end balance may be written as its year: "2019" and "2019-12-31" are the same period. */
export function samePeriod(a: string | null, b: string | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return a === `${b}-12-31` || b === `${a}-12-31`;
}

function matches(f: SentenceFigure, t: TruthFigure): boolean {
  if (f.key !== t.key || !close(f.value, t.value, 0.005)) return false;
  if (t.high !== undefined) return f.marks.high !== undefined && close(f.marks.high, t.high, 0.005);
  return true;
}

/**
 * How a text's recorded publication date reaches the reader (ADR 0055): as the file's metadata date,
 * the input a real upload gives (the protocol); as a date the text is known to carry (the protocol
 * before ADR 0055, which the product never matched); or not at all (what the product read before).
 */
export type Dating = 'metadata' | 'text' | 'none';

/** The reader's proposals for one text, one per key, value (a range's upper end too) and period (a headline restated in its paragraph is one). */
export function proposalsFor(t: EvalText, dating: Dating = 'metadata'): SentenceFigure[] {
  const doc =
    dating === 'metadata'
      ? sentenceDocument(t.text, null, t.lang, t.date ? { date: t.date, source: 'metadata' } : null)
      : sentenceDocument(t.text, dating === 'text' ? t.date : null, t.lang);
  const seen = new Set<string>();
  const out: SentenceFigure[] = [];
  for (const f of readSentences(t.text, t.lang, doc)) {
    const id = `${f.key}|${Math.round(f.value)}|${f.marks.high === undefined ? '' : Math.round(f.marks.high)}|${periodLabel(f.period) ?? ''}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(f);
  }
  return out;
}

export function evaluate(texts: readonly EvalText[], dating: Dating = 'metadata'): EvalReport {
  const all = empty();
  const byLanguage: Record<string, Score> = {};
  const byKey: Record<string, Score> = {};
  const byConfidence: Record<ConfidenceBand, Score> = { certain: empty(), likely: empty(), unsure: empty() };
  const misses: EvalReport['misses'][number][] = [];
  for (const t of texts) {
    const proposals = proposalsFor(t, dating);
    const used = new Set<number>();
    const lang = (byLanguage[t.lang] ??= empty());
    const wrongPeriod: { truth: TruthFigure; got: string | null }[] = [];
    const matchedProposals = new Set<number>();
    for (const truth of t.figures) {
      const k = (byKey[truth.key] ??= empty());
      for (const s of [all, lang, k]) s.truths++;
      // prefer a proposal with the right period, then any
      let idx = proposals.findIndex((f, i) => !used.has(i) && matches(f, truth) && samePeriod(periodLabel(f.period), truth.period));
      if (idx < 0) idx = proposals.findIndex((f, i) => !used.has(i) && matches(f, truth));
      if (idx < 0) continue;
      used.add(idx);
      matchedProposals.add(idx);
      const f = proposals[idx] as SentenceFigure;
      const periodOk = samePeriod(periodLabel(f.period), truth.period);
      if (!periodOk) wrongPeriod.push({ truth, got: periodLabel(f.period) });
      for (const s of [all, lang, k]) {
        s.matched++;
        if (periodOk) s.periodsRight++;
        if (f.currency === truth.currency) s.currencyRight++;
      }
    }
    proposals.forEach((f, i) => {
      for (const s of [all, lang, (byKey[f.key] ??= empty())]) s.proposed++;
      const band = byConfidence[confidenceBand(f.confidence)];
      band.proposed++;
      if (matchedProposals.has(i)) band.matched++;
    });
    const missed = t.figures.filter((truth) => !proposals.some((f, i) => matchedProposals.has(i) && matches(f, truth)));
    const wrong = proposals.filter((_, i) => !matchedProposals.has(i));
    if (missed.length || wrong.length || wrongPeriod.length) misses.push({ id: t.id, missed, wrong, wrongPeriod });
  }
  return { all, byLanguage, byKey, byConfidence, misses };
}

export function recall(s: Score): number {
  return s.truths === 0 ? 1 : s.matched / s.truths;
}
export function precision(s: Score): number {
  return s.proposed === 0 ? 1 : s.matched / s.proposed;
}
export function periodsRightRate(s: Score): number {
  return s.matched === 0 ? 1 : s.periodsRight / s.matched;
}
