import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-eighth pass, 2026-12-03,
// from the misses of dev-real128), with invented companies and figures; none is a held-out text's.

describe('thirty-eighth pass: Italian energy companies’ accounts (from dev-real128)', () => {
  it('"ricavi per vendite e prestazioni pari a 17,2 milioni … rispetto ai 16,1 milioni del 2016": the revenue, "per" no ratio', () => {
    expect(
      read(
        'Il bilancio 2017 di Ferlano evidenzia ricavi per vendite e prestazioni pari a 14,8 milioni, in aumento rispetto ai 13,9 milioni del 2016.',
        'it',
        '2018-03-22',
      ),
    ).toEqual([
      ['revenue', 14_800_000, '2017'],
      ['revenue', 13_900_000, '2016'],
    ]);
  });

  it('"14 nuove assunzioni, che portano a 220 il numero degli occupati": the staff hiring brings, not the hires', () => {
    expect(read('Nel 2016 Ferlano conta 12 nuove assunzioni, che portano a 187 il numero degli occupati.', 'it', '2017-07-11')).toEqual([
      ['headcount', 187, '2016-12-31'],
    ]);
  });

  it('"Nel 2017 Ferlano assumerà 30 persone": the people a plan will hire are no staff (the accented verb ends its word)', () => {
    expect(read('Nel 2017 Ferlano assumerà 30 persone.', 'it', '2017-07-11')).toEqual([]);
  });

  it('"ha acquisito Brivio, una società di Torino con ricavi 2022 pari a 12 milioni": the bought company’s revenue, not Ferlano’s', () => {
    expect(
      read('Ferlano ha acquisito Brivio, una società di Torino con ricavi 2022 pari a 12 milioni di euro.', 'it', '2023-03-01'),
    ).toEqual([]);
  });
});
