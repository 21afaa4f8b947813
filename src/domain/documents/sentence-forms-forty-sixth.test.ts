import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-sixth pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-sixth pass: a year long before the text is its history, not the heading of what follows (from dev-real57, 122, 129)', () => {
  it('"che nel 1967 fondò la prima fabbrica" in a text of 2018: the plant’s 80 employees take no year from it', () => {
    const text =
      'Nei giorni scorsi lo staff di Ferlano Cucine, gruppo che fa capo alla famiglia Rossi che nel 1967 fondò la prima fabbrica a Biancade, ha incontrato il sindaco. “A regime il nuovo stabilimento avrà 80 dipendenti di cui 45 da nuove assunzioni”.\n\nFerlano Cucine ha chiuso il 2017 con un fatturato pari a 190 milioni di euro.';
    expect(read(text, 'it', '2018-02-10')).toEqual([
      ['headcount', 80, null],
      ['revenue', 190_000_000, '2017'],
    ]);
  });

  it('"FERLANO ANNOUNCES HY FY1920 RESULTS": a fiscal year written as its two years is no heading of 1920', () => {
    const text =
      'FERLANO ANNOUNCES HY FY1920 RESULTS\n\nFerlano Group today announced a statutory Profit After Tax of $6.9 million on a turnover of $166.2M for First Half Financial Year 2020 (1H FY20).';
    expect(read(text, 'en', '2020-02-27').slice(0, 2)).toEqual([
      ['net_income', 6_900_000, '2020H1'],
      ['revenue', 166_200_000, '2020H1'],
    ]);
  });

  it('a year the text reports stays the heading of the sentence after it (guard)', () => {
    const text = 'Turning to fiscal 2016.\n\nRevenue was $12.4 million.';
    expect(read(text, 'en', '2017-03-01')).toEqual([['revenue', 12_400_000, '2016']]);
  });
});
