import type { Language } from './types.ts';

/**
 * English or Italian by counting common function words (no external service). Each list holds
 * words frequent in one language and rare or absent in the other ("the", "and" vs "il", "che").
 * Returns null when fewer than 8 stopwords are found or neither side has 1.5× the other's count.
 */
const EN = new Set([
  'the',
  'and',
  'of',
  'to',
  'in',
  'is',
  'are',
  'we',
  'our',
  'for',
  'with',
  'by',
  'this',
  'that',
  'from',
  'will',
  'be',
  'on',
  'at',
  'it',
  'an',
  'as',
  'which',
  'has',
  'have',
  'was',
  'were',
]);
const IT = new Set([
  'il',
  'lo',
  'la',
  'le',
  'gli',
  'di',
  'del',
  'della',
  'dei',
  'delle',
  'che',
  'e',
  'è',
  'per',
  'con',
  'un',
  'una',
  'sono',
  'nel',
  'nella',
  'al',
  'alla',
  'dal',
  'dalla',
  'si',
  'non',
  'anche',
  'come',
  'più',
  'nostro',
  'nostra',
  'ai',
  'degli',
]);

export function detectLanguage(text: string): Language | null {
  let en = 0;
  let it = 0;
  for (const m of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    const w = m[0];
    if (EN.has(w)) en++;
    if (IT.has(w)) it++;
  }
  if (en + it < 8) return null;
  if (en >= 1.5 * it) return 'en';
  if (it >= 1.5 * en) return 'it';
  return null;
}
