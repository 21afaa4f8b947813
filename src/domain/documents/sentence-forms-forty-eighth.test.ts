import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-eighth pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-eighth pass: a measure "da" its amount names it, no change from it (from dev-real202)', () => {
  it('"Perdita netta da 32 milioni di euro per Ferlano nel primo semestre" in August: this year’s first half', () => {
    expect(read('Perdita netta da 32 milioni di euro per Ferlano nel primo semestre.', 'it', '2024-08-06')).toEqual([
      ['net_income', -32_000_000, '2024H1'],
    ]);
  });

  it('"l’utile è passato da 5 milioni nel primo semestre …" still reads the half as the one compared with (guard)', () => {
    expect(
      read(
        "L'utile netto di Ferlano è passato da 5 milioni nel primo semestre 2023 a 8 milioni nel primo semestre 2024.",
        'it',
        '2024-08-06',
      ),
    ).toEqual([
      ['net_income', 5_000_000, '2023H1'],
      ['net_income', 8_000_000, '2024H1'],
    ]);
  });
});
