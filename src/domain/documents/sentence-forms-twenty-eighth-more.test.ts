import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-eighth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe("twenty-eighth pass: a UK comparison bracket's profit or loss", () => {
  it('"an Adjusted EBITDA loss of £147,000 in the period (H1 2019: profit of £379,000)": the measure\'s profit a year before', () => {
    expect(
      read('Ferlano delivered an Adjusted EBITDA loss of £147,000 in the period (H1 2019: profit of £379,000).', 'en', '2020-07-21'),
    ).toEqual([
      ['ebitda', -147_000, '2020H1'],
      ['ebitda', 379_000, '2019H1'],
    ]);
  });

  it('guard: "Adjusted EBITDA of £210,000 in the period (H1 2019: loss of £379,000)": the measure\'s loss a year before', () => {
    expect(read('Ferlano delivered Adjusted EBITDA of £210,000 in the period (H1 2019: loss of £379,000).', 'en', '2020-07-21')).toEqual([
      ['ebitda', 210_000, '2020H1'],
      ['ebitda', -379_000, '2019H1'],
    ]);
  });
});
