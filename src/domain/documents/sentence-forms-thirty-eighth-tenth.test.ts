import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-eighth pass, 2026-12-03,
// from the misses of dev-real120 and 125), with invented companies and figures; none is a held-out text's.

describe('thirty-eighth pass: headline earnings and staff changes (from dev-real120 and 125)', () => {
  it('"normalised headline earnings increased by 17,5 pct to r194,1 million": the JSE’s adjusted net income, marked adjusted', () => {
    const text =
      '* Normalised headline earnings for the group increased by 12,4 pct to r151,6 million in the six months to 31 December 2015';
    const found = readSentences(text, 'en', sentenceDocument(text, null, 'en', { date: '2016-02-18', source: 'metadata' }));
    expect(found.map((f) => [f.key, f.value, f.marks.adjusted === true])).toEqual([['net_income', 151_600_000, true]]);
  });

  it('guard: "headline earnings per share rose to 447,0 cents": a per-share value stays out', () => {
    expect(read('Ferlano’s headline earnings per share rose to 447,0 cents in 2015.', 'en', '2016-02-18')).toEqual([]);
  });

  it('"l’organico, cresciuto di altre 184 unità arrivando a 6.384 dipendenti": the level, not the change', () => {
    expect(read('Nel 2015 l’organico di Ferlano è cresciuto di altre 152 unità arrivando a 5.917 dipendenti.', 'it', '2016-05-01')).toEqual(
      [['headcount', 5_917, '2015-12-31']],
    );
  });
});
