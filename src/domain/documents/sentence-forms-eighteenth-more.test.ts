import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are
// written for these tests in the forms the fourteenth development set's figures were misread in (eighteenth
// pass, 2026-11-30), with invented companies and figures; none is a held-out text's.

describe('eighteenth pass, the fourteenth set', () => {
  it('"Il fatturato consolidato al 31 marzo 2026 è stato pari a …" first, a history year later: the quarter is reported', () => {
    const text =
      'Il fatturato consolidato al 31 marzo 2026 è stato pari a 19,1 milioni. Le vendite comprendono 0,6 milioni della nuova attività iniziata nel corso del 2025. L’EBITDA si è attestato a 3,1 milioni rispetto a 2,6 milioni del primo trimestre dell’esercizio 2025.';
    expect(read(text, 'it', '2026-05-31')).toEqual([
      ['revenue', 19_100_000, '2026Q1'],
      ['ebitda', 3_100_000, '2026Q1'],
      ['ebitda', 2_600_000, '2025Q1'],
    ]);
  });

  it('"EBITDA proforma 2025 € 12,8 milioni": a currency sign between a year and an amount is the amount\'s', () => {
    const text = 'EBITDA: € 15,1 milioni (+18,1% rispetto a EBITDA proforma 2025 € 12,8 milioni).';
    expect(read(text, 'it', '2026-03-28')).toEqual([
      ['ebitda', 15_100_000, '2025'],
      ['ebitda', 12_800_000, '2025'],
    ]);
  });

  it('"a fronte di un precedente utile di 0,5 milioni": the year before; "a fronte del precedente X" of a restatement is not', () => {
    const prior =
      'Nel 2025 il gruppo ha realizzato ricavi pari a 8,3 milioni. L’esercizio si è chiuso con una perdita netta di 4 milioni a fronte di un precedente utile di 0,5 milioni.';
    expect(read(prior, 'it', '2026-05-31')).toEqual([
      ['revenue', 8_300_000, '2025'],
      ['net_income', -4_000_000, '2025'],
      ['net_income', 500_000, '2024'],
    ]);
    const restated =
      'Il Cda ha riesaminato e approvato il progetto di bilancio del 2025. A seguito del riesame, il valore della produzione ammonta a 131,6 milioni, a fronte del precedente 132,6 milioni (-0,8%).';
    expect(read(restated, 'it', '2026-05-31')).toEqual([
      ['revenue', 131_600_000, '2025'],
      ['revenue', 132_600_000, '2025'],
    ]);
  });
});
