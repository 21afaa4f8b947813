import { YEAR } from './sentence-period-words.ts';

/** "i principali target per il 2019 e il 2020, ovvero ricavi rispettivamente di 20,9 milioni e 23 milioni", "for 2021 and 2022 … of
 * $4 million and $6 million, respectively": two years listed, then a "respectively" that hands them out in order. */
export const LISTED_YEARS = new RegExp(String.raw`\b(?:for|in|per|nel)\s+(?:il\s+)?${YEAR}\s+(?:and|e)\s+(?:il\s+)?${YEAR}(?![\d])`, 'iu');
export const RESPECTIVELY = /\b(?:respectively|rispettivamente)\b/iu;
/** A sentence that hands its amounts out to periods in order: "rispettivamente", "respectively", or two years listed ("for 2023 and 2026")
 * (issue 28; a leaf module that sentence-amounts.ts and sentence-respectively.ts both read). Pure. */
export function listsInOrder(sentence: string): boolean {
  return RESPECTIVELY.test(sentence) || LISTED_YEARS.test(sentence);
}
