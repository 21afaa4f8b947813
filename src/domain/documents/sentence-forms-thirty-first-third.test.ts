import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-first
// pass, 2026-12-02), with invented companies and figures.

describe('thirty-first pass: a growth rate, then the level the measure reached', () => {
  it('"2015 was a successful year with growth in revenue of 10.5% to €320.6 million": the revenue', () => {
    expect(read('For Ferlano, 2015 was a successful year with growth in revenue of 10.5% to €320.6 million.', 'en', '2016-03-07')).toEqual([
      ['revenue', 320_600_000, '2015'],
    ]);
  });

  it('guard: "un incremento dei ricavi del 10,5% a 320,6 milioni" stays the revenue', () => {
    expect(read('Nel 2015 Ferlano registra un incremento dei ricavi del 10,5% a 320,6 milioni di euro.', 'it', '2016-03-07')).toEqual([
      ['revenue', 320_600_000, '2015'],
    ]);
  });

  it('guard: "an increase in revenue of $3 million" is a change, no level', () => {
    expect(read('In 2015 Ferlano reported an increase in revenue of $3 million.', 'en', '2016-03-07')).toEqual([]);
  });
});
