import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that gave wrong periods in the development sets
// (eleventh pass, 2026-11-30: periods of recalled figures, English first), with invented companies and
// figures; none is a held-out text's.

describe('a "six month period" is a half, a "nine-month period" nine months', () => {
  it('"Revenue for the six month period of $X" after the quarter\'s: the half', () => {
    const text = 'Revenue for the second quarter of 2021 was $4,120,500. Revenue for the six month period of $8,004,310 was a record.';
    expect(read(text, 'en', '2021-07-20')).toEqual([
      ['revenue', 4_120_500, '2021Q2'],
      ['revenue', 8_004_310, '2021H1'],
    ]);
  });

  it('"net income for the nine-month period was $X" in a third quarter\'s text: nine months', () => {
    const text = 'Net income for the third quarter of 2022 was $2.1 million. Net income for the nine-month period was $5.6 million.';
    expect(read(text, 'en', '2022-10-25')).toEqual([
      ['net_income', 2_100_000, '2022Q3'],
      ['net_income', 5_600_000, '2022M9'],
    ]);
  });
});
