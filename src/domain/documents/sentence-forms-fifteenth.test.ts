import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that were misread in the eleventh development set
// (fifteenth pass, 2026-11-30: results releases, guidance, plans and budgets, SME texts), with invented
// companies and figures; none is a held-out text's.

describe('"compare X to Y" above a list: Y is the period compared with, not the heading', () => {
  it('"(all percentage changes compare 3Q 2019 to 3Q 2018 unless noted)" then bullets: the third quarter of 2019', () => {
    const text =
      'Key third quarter metrics (all percentage changes compare 3Q 2019 to 3Q 2018 unless noted):\n\n    Revenues increased 5.1 percent to $4.210 billion\n\n    Net income totaled $312 million\n\nFull text follows.';
    expect(read(text, 'en', '2019-10-30')).toEqual([
      ['revenue', 4_210_000_000, '2019Q3'],
      ['net_income', 312_000_000, '2019Q3'],
    ]);
  });

  it('"(le variazioni confrontano il primo semestre 2019 con il primo semestre 2018)" then bullets: the first half of 2019', () => {
    const text =
      'Principali dati del semestre (le variazioni confrontano il primo semestre 2019 con il primo semestre 2018):\n\n- Ricavi pari a 412 milioni di euro\n\n- Utile netto pari a 31 milioni di euro\n\nSegue il testo.';
    expect(read(text, 'it', '2019-07-30')).toEqual([
      ['revenue', 412_000_000, '2019H1'],
      ['net_income', 31_000_000, '2019H1'],
    ]);
  });
});
