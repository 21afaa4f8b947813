import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-seventh pass,
// 2026-12-03, from the misses of dev-real89-96), with invented companies and figures; none is a held-out text's.

describe('thirty-seventh pass: amounts as the local press writes them', () => {
  it('"un fatturato di 73.890.378 milioni": every digit written out, the scale word after them is a slip', () => {
    expect(read('La conceria Ferlano ha chiuso il 2023 con un fatturato di 73.890.378 milioni.', 'it', '2025-01-07')).toEqual([
      ['revenue', 73_890_378, '2023'],
    ]);
  });

  it('guard: "un fatturato di 1.200 milioni" is 1.2 billion', () => {
    expect(read('Ferlano ha chiuso il 2023 con un fatturato di 1.200 milioni.', 'it', '2024-03-01')).toEqual([
      ['revenue', 1_200_000_000, '2023'],
    ]);
  });
});
