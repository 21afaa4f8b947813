import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-seventh pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-seventh pass: what analysts expected is no figure of the period', () => {
  it('"sopra i 50,1 milioni previsti dagli analisti": the analysts\' figure', () => {
    expect(
      read('Nel 2021 i ricavi di Ferlano sono saliti a 52,4 milioni, sopra i 50,1 milioni previsti dagli analisti.', 'it', null),
    ).toEqual([['revenue', 52_400_000, '2021']]);
  });

  it('"contro attese ferme a 11,5 milioni": the expectation', () => {
    expect(
      read("Nel 2021 l'utile netto di Ferlano è salito a 12 milioni di euro, contro attese ferme a 11,5 milioni.", 'it', null),
    ).toEqual([['net_income', 12_000_000, '2021']]);
  });

  it('"ha fatto meglio delle previsioni (8,2 milioni) attestandosi a 8,6 milioni": the forecast beaten', () => {
    expect(
      read("Nel 2021 l'Ebitda di Ferlano ha fatto meglio delle previsioni (8,2 milioni di euro) attestandosi a 8,6 milioni.", 'it', null),
    ).toEqual([['ebitda', 8_600_000, '2021']]);
  });
});

describe('twenty-seventh pass: how much a measure changed', () => {
  it('"diminuisce, rispetto allo stesso periodo dell\'anno precedente, di 20 milioni": the change, with the comparison set off by commas', () => {
    expect(
      read(
        "L'Ebitda del primo trimestre 2014 è pari a 220 milioni di euro e diminuisce, rispetto allo stesso periodo dell'anno precedente, di 20 milioni di euro.",
        'it',
        null,
      ),
    ).toEqual([['ebitda', 220_000_000, '2014Q1']]);
  });

  it('"l\'EBITDA scende a 32,6 milioni (-18,6 milioni)": a measure that fell to a level above zero was not below zero before', () => {
    expect(read("Nel primo semestre 2025 l'EBITDA di Ferlano scende a 32,6 milioni di euro (-18,6 milioni).", 'it', null)).toEqual([
      ['ebitda', 32_600_000, '2025H1'],
    ]);
  });

  it('guard: "l\'EBITDA sale a 3,2 milioni (-1,4 milioni)" is still a loss the year before', () => {
    expect(read("Nel primo semestre 2025 l'EBITDA di Ferlano sale a 3,2 milioni di euro (-1,4 milioni).", 'it', null)).toEqual([
      ['ebitda', 3_200_000, '2025H1'],
      ['ebitda', -1_400_000, '2024H1'],
    ]);
  });
});
