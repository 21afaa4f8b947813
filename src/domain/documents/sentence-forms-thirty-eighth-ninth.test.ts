import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-eighth pass, 2026-12-03,
// from the misses of dev-real127), with invented companies and figures; none is a held-out text's.

describe('thirty-eighth pass: healthcare operators’ results (from dev-real127)', () => {
  it('"earnings before interest, tax, depreciation and amortisation were up 10 per cent to a record $34.5 million": EBITDA, British spelling', () => {
    expect(
      read(
        'Ferlano’s revenue advanced 9 per cent to a record $211.4 million in 2018, while earnings before interest, tax, depreciation and amortisation were up 8 per cent to a record $27.3 million.',
        'en',
        '2018-05-30',
      ),
    ).toEqual([
      ['revenue', 211_400_000, '2018'],
      ['ebitda', 27_300_000, '2018'],
    ]);
  });

  it('"revenue was up 17% for the division to GBP61.3 million": a division’s revenue, not the group’s', () => {
    expect(
      read('In the half, Ferlano’s revenue was up 14% for the division to GBP48.2 million from GBP42.3 million.', 'en', '2013-12-01'),
    ).toEqual([]);
  });
});
