import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (fortieth pass, 2026-12-03,
// from the misses of dev-real141-144 and 149-152, held back last pass and opened now), with invented companies and figures;
// none is a held-out text's.

describe('fortieth pass: a half known by the month it ends in (from dev-real151)', () => {
  it('"in the half year to end-June": the half that ends in the last June by the document’s date', () => {
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the half year to end-June.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
  });

  it('"the half year to June", "the first half to end-June": the same half written without its dash or with its ordinal', () => {
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the half year to June.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the first half to end-June.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
  });

  it('"the six months to 30 June 2014": a dated half still read as before (guard)', () => {
    expect(read('Ferlano PLC said revenue rose to GBP318.4 million in the six months to 30 June 2014.', 'en', '2014-08-28')).toEqual([
      ['revenue', 318_400_000, '2014H1'],
    ]);
  });
});
