import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { evaluate, periodsRightRate, precision, recall } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import { periodLabel } from './types.ts';
import type { Language } from './types.ts';

/**
 * For the sentence reader's unit tests: each figure a text states as [key, value, period label], the
 * date (when given) reaching the reader as the file's metadata date, as an upload's does (ADR 0055).
 */
export function readLabels(text: string, lang: Language, date: string | null = null): [string, number, string | null][] {
  const doc = sentenceDocument(text, null, lang, date ? { date, source: 'metadata' } : null);
  return readSentences(text, lang, doc).map((f) => [f.key, f.value, periodLabel(f.period)]);
}

/**
 * For the evaluation sets' floor tests: each of recall, precision and periods right that a set's reading puts below its floor,
 * written with the reading and the floor (empty when all three hold).
 */
export function belowFloors(set: { texts: unknown }, r: number, p: number, per: number): string[] {
  const { all } = evaluate(set.texts as EvalText[]);
  const rates: [string, number, number][] = [
    ['recall', recall(all), r],
    ['precision', precision(all), p],
    ['periods right', periodsRightRate(all), per],
  ];
  return rates.filter(([, got, floor]) => got < floor).map(([name, got, floor]) => `${name} ${got.toFixed(3)} < ${floor}`);
}
