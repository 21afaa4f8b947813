import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md) and the calendar (2024 is
// a leap year, 2023 is not). The sentences are written for these tests (twentieth pass, 2026-11-30), with
// invented companies and figures; none is a held-out text's.

describe('twentieth pass: a balance at a day that ends no quarter, compared a year before', () => {
  it('"cash of EUR 3.0 million at 29 February 2024, against EUR 2.0 million a year earlier": 28 February 2023', () => {
    // a retailer's year to the end of February; the calendar year's end was read before
    expect(read('Cash was EUR 3.0 million at 29 February 2024, compared with EUR 2.0 million a year earlier.', 'en', '2024-05-02')).toEqual(
      [
        ['cash', 3_000_000, '2024-02-29'],
        ['cash', 2_000_000, '2023-02-28'],
      ],
    );
  });

  it('"al 29 giugno 2024 … un anno prima": the same day, in Italian', () => {
    expect(
      read('La cassa era di 4,1 milioni di euro al 29 giugno 2024, rispetto a 3,6 milioni un anno prima.', 'it', '2024-09-12'),
    ).toEqual([
      ['cash', 4_100_000, '2024-06-29'],
      ['cash', 3_600_000, '2023-06-29'],
    ]);
  });

  it('"net debt … at 29 February 2024 (38.1)": the bracket\'s prior year is 28 February, not a day that does not exist (a guard)', () => {
    expect(read('At 29 February 2024, net debt stood at EUR 45.2 million (38.1).', 'en', '2024-05-02')).toEqual([
      ['debt', 45_200_000, '2024-02-29'],
      ['debt', 38_100_000, '2023-02-28'],
    ]);
  });
});
