import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-fifth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-fifth pass: amounts', () => {
  it('"utile netto a 29,9 milioni (era 23,4 nel primo semestre 2021)": the bare earlier value in its "era" bracket takes the scale', () => {
    expect(
      read(
        'Nel primo semestre 2022 Orsa ha registrato un utile netto a 29,9 milioni (era 23,4 nel primo semestre 2021).',
        'it',
        '2022-08-18',
      ),
    ).toEqual([
      ['net_income', 29_900_000, '2022H1'],
      ['net_income', 23_400_000, '2021H1'],
    ]);
  });

  it('"net income of $29.9 million (was 23.4 in the first half of 2021)"', () => {
    expect(
      read('In the first half of 2022 Orsa posted net income of $29.9 million (was 23.4 in the first half of 2021).', 'en', '2022-08-18'),
    ).toEqual([
      ['net_income', 29_900_000, '2022H1'],
      ['net_income', 23_400_000, '2021H1'],
    ]);
  });

  it('guard: a bare number in such a bracket far from the amount\'s size is no amount ("(erano 3 gli impianti)")', () => {
    expect(read('Orsa ha registrato nel 2022 un utile netto di 29,9 milioni (erano 3 gli impianti attivi).', 'it', '2023-03-01')).toEqual([
      ['net_income', 29_900_000, '2022'],
    ]);
  });
});
