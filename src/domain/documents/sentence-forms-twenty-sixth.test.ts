import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-sixth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-sixth pass: a half named with no ordinal', () => {
  it('"EBITDA of $88 million for the half year 2015": the first half of 2015, not the year', () => {
    expect(read('Corvane reported EBITDA of $88 million for the half year 2015.', 'en', null)).toEqual([['ebitda', 88_000_000, '2015H1']]);
  });

  it('"Half-year 2015 revenue was $410 million" and "the 2015 half year": the first half', () => {
    expect(read('Half-year 2015 revenue was $410 million.', 'en', null)).toEqual([['revenue', 410_000_000, '2015H1']]);
    expect(read('Corvane posted a net profit of $12 million for the 2015 half year.', 'en', null)).toEqual([
      ['net_income', 12_000_000, '2015H1'],
    ]);
  });

  it('"Ebitda di 88 milioni nel semestre 2015": the first half', () => {
    expect(read('Il gruppo Corvane ha chiuso con un Ebitda di 88 milioni di euro nel semestre 2015.', 'it', null)).toEqual([
      ['ebitda', 88_000_000, '2015H1'],
    ]);
  });

  it('guard: "nel secondo semestre 2015" and "the second half year 2015" stay the second half', () => {
    expect(read('Il gruppo Corvane ha chiuso con un Ebitda di 88 milioni di euro nel secondo semestre 2015.', 'it', null)).toEqual([
      ['ebitda', 88_000_000, '2015H2'],
    ]);
    expect(read('Corvane reported EBITDA of $88 million for the second half year 2015.', 'en', null)).toEqual([
      ['ebitda', 88_000_000, '2015H2'],
    ]);
  });
});
