import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: net cash is net debt below zero; pre-tax profit is no key
// figure; a release's dateline is no figure's period). The sentences are written for these tests (thirty-fifth pass,
// 2026-12-02, from the misses of the fresh set dev-real66), with invented companies and figures; none is a held-out text's.

describe('thirty-fifth pass: mid-sized companies’ results', () => {
  it('a dateline without its year on its own line ("Nov 23 Ferlano Ltd :") heads no figure below it', () => {
    const text =
      'Nov 23 Ferlano Ltd :\n\n* FY group EBITDA up 13.1 pct to R4.98 billion\n\n* Group revenue rose 6.1 pct to R33.71 billion (2014: R31.78 billion)';
    expect(read(text, 'en', '2015-11-23')).toEqual([
      ['ebitda', 4_980_000_000, '2015'],
      ['revenue', 33_710_000_000, '2015'],
      ['revenue', 31_780_000_000, '2014'],
    ]);
  });

  it('"Net cash balances of GBP15.6m (2011: GBP13.1m)": net cash, at each year-end', () => {
    const text = 'Ferlano: results for the year ended 31 March 2012.\n-- Net cash balances of GBP15.6m (2011: GBP13.1m)';
    expect(read(text, 'en', '2012-06-10')).toEqual([
      ['debt', -15_600_000, '2012-03-31'],
      ['debt', -13_100_000, '2011-03-31'],
    ]);
  });

  it('"Adjusted pre tax profit* of GBP21.6m" (no hyphen) is no net income', () => {
    const text = 'Ferlano: results for the year ended 31 March 2012.\n-- Adjusted pre tax profit* of GBP21.6m (2011: GBP20.3m)';
    expect(read(text, 'en', '2012-06-10')).toEqual([]);
  });

  it('"posizione finanziaria netta in risalita da un passivo di 28,6 a un attivo di 39 milioni": the asset is net cash', () => {
    const text = 'Nel 2013 la posizione finanziaria netta di Ferlano è in risalita da un passivo di 28,6 a un attivo di 39 milioni.';
    expect(read(text, 'it', '2014-02-10')).toEqual([['debt', -39_000_000, '2013-12-31']]);
  });
});

describe('thirty-fifth pass: a growth to a level, and parts of the revenue (from dev-real70)', () => {
  it('"Revenue growth of 18% to GBP65.8m (2014: GBP55.6m)": the level the revenue grew to, and the year before', () => {
    const text = 'Ferlano: results for the year ended 31 December 2015.\n-- Revenue growth of 18% to GBP65.8m (2014: GBP55.6m)';
    expect(read(text, 'en', '2016-03-10')).toEqual([
      ['revenue', 65_800_000, '2015'],
      ['revenue', 55_600_000, '2014'],
    ]);
  });

  it('"i ricavi internazionali ammontano a 6,7 milioni", "ricavi ricorsivi annui … 8,5 milioni" are no company revenue', () => {
    expect(read('Nel primo semestre 2018 i ricavi internazionali di Ferlano ammontano a 6,7 milioni.', 'it', '2018-09-10')).toEqual([]);
    expect(read('I ricavi ricorsivi annui ad abbonamento di Ferlano a fine anno ammontano a 8,5 milioni.', 'it', '2022-03-10')).toEqual([]);
  });
});
