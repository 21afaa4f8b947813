import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (sixtieth pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

describe('sixtieth pass: an interim report named in its heading (from dev-real289)', () => {
  it('"INTERIM REPORT FERLANO 2018" heading an undated text: its figures are of the first half of that (fiscal) year', () => {
    const text =
      'INTERIM REPORT FERLANO 2018\n\nProfit after tax was up 41% to $3.412m from $2.420m for the same period last year. ' +
      'Revenue was $21.6m.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 3_412_000, '2018H1'],
      ['net_income', 2_420_000, '2017H1'],
      ['revenue', 21_600_000, '2018H1'],
    ]);
  });

  it('(guard) "Annual Report Ferlano 2018" is a year\'s report', () => {
    const text = 'ANNUAL REPORT FERLANO 2018\n\nProfit after tax was up 41% to $3.412m from $2.420m last year.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 3_412_000, '2018'],
      ['net_income', 2_420_000, '2017'],
    ]);
  });
});

describe('sixtieth pass: a half of a fiscal year written after it (from dev-real289)', () => {
  it('"the first half result for the 2018 financial year": the half, not the year, is the next sentence\'s period', () => {
    const text =
      'Ferlano posted the result for the six months ended 31 December 2017, the first half result for the 2018 financial year. ' +
      'Profit after tax was up 41% to $3.412m from $2.420m for the same period last year.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 3_412_000, '2018H1'],
      ['net_income', 2_420_000, '2017H1'],
    ]);
  });
});
