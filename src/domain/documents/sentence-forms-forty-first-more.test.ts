import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-first pass, 2026-12-03),
// with invented bodies and figures; none is a held-out text's.

describe('forty-first pass: a place’s size in thousands is no headcount (the fortieth pass’s read-through)', () => {
  it('"una capienza di 16 mila persone": how many a stadium holds, not its staff', () => {
    expect(read('Il nuovo stadio di Ferlano avrà una capienza di 14 mila persone.', 'it', '2020-01-01')).toEqual([]);
  });

  it('"circa 16 mila dipendenti": people employed, counted in thousands, still read (guard)', () => {
    expect(read('Il gruppo Ferlano conta circa 14 mila dipendenti.', 'it', '2020-01-01')).toEqual([['headcount', 14_000, null]]);
  });
});
