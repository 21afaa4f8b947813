import { readSentences, sentenceDocument } from './sentence-reader.ts';
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
