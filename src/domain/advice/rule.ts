import type { AnswerSentence, Citation } from './types.ts';

/** Whitespace-insensitive form used to compare a quote with its source. */
export const normalise = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The citation rule (ADR 0043): a sentence is shown only when it carries at least one citation and
 * every one of its quotes is found, as written, in the text at the place it names (`sourceOf` gives
 * that text, or null when the place does not exist). Returns the sentences kept and how many were dropped.
 * @example keepCited([{ text: 'a', citations: [] }], () => null) // { kept: [], dropped: 1 }
 */
export function keepCited(
  sentences: readonly AnswerSentence[],
  sourceOf: (c: Citation) => string | null,
): { kept: AnswerSentence[]; dropped: number } {
  const kept = sentences.filter(
    (s) =>
      s.citations.length > 0 &&
      s.citations.every((c) => {
        const source = sourceOf(c);
        const q = normalise(c.quote);
        return source !== null && q.length > 0 && normalise(source).includes(q);
      }),
  );
  return { kept, dropped: sentences.length - kept.length };
}

/** The numbers written in a text ("1.2", "400", "2028"), for checking that a phrased claim invents none. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0].replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));
}

/**
 * A model's sentence is kept only when its quote is in the retrieved text it names and every number it
 * states appears in that text (or in the deterministic sentence it rephrases): a fabricated figure is dropped.
 */
export function phrasedClaimHolds(text: string, quote: string, retrieved: string, original: string): boolean {
  if (!quote.trim() || !normalise(retrieved).includes(normalise(quote))) return false;
  const known = new Set([...numbersIn(retrieved), ...numbersIn(original)]);
  return numbersIn(text).every((n) => known.has(n));
}
