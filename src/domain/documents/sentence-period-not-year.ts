import { historyBefore } from './sentence-period-words.ts';

/**
 * Four digits that read as a year but are none (issue 28): a listing's code, a number of people, a year of the company's
 * history. Used by findPeriods (sentence-period-patterns.ts). Pure.
 */

/** "China Minsheng Bank (1988 HK)", "(HKEX: 2020)", "(stock code: 1988)": a listing's code, no year. */
function stockCode(text: string, start: number, end: number): boolean {
  return (
    /^\s?(?:HK\)|\.HK\b)/u.test(text.slice(end, end + 5)) ||
    /\b(?:HKEX|SEHK|stock code|TSE|TYO)\s*:?\s*$/iu.test(text.slice(Math.max(0, start - 14), start))
  );
}

/**
 * "Più di 2000 i dipendenti", "some 2000 employees": a number of people, no year. A year in front of people with a period's
 * preposition before it stays one ("in 2020 employees numbered 1,200").
 */
function aCount(text: string, start: number, end: number): boolean {
  return (
    /^\s+(?:i\s+|gli\s+|le\s+)?(?:dipendenti|addetti|lavoratori|occupati|collaboratori|persone|employees|staff|workers|people)(?![\p{L}])/iu.test(
      text.slice(end, end + 24),
    ) && !/\b(?:in|nel|del|al|dal|at|by|of|for|during|since|fine|end)\s+$/iu.test(text.slice(Math.max(0, start - 8), start))
  );
}

/** "il giovane pasticcere — classe 1977", "nato nel 1977", "born in 1977": a person's year of birth. */
function birthYear(text: string, start: number): boolean {
  return /(?<![\p{L}])(?:classe|nat[oa]\s+nel|born\s+in)\s+$/iu.test(text.slice(Math.max(0, start - 12), start));
}

/** A year-like match the period finder leaves out. */
export function notAYear(text: string, start: number, end: number): boolean {
  return stockCode(text, start, end) || aCount(text, start, end) || historyBefore(text, start) || birthYear(text, start);
}
