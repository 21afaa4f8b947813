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

describe('twenty-seventh pass: one part or one item, not the measure', () => {
  it('"I ricavi domestic calano a 3.631 milioni, l\'Ebitda domestic a 1.610": the home market\'s part', () => {
    expect(
      read(
        "Nel primo trimestre 2015 i ricavi di Ferlano si attestano a 5.053 milioni di euro. I ricavi domestic calano del 2,6% a 3.631 milioni, l'Ebitda domestic del 10,2% a 1.610 milioni.",
        'it',
        null,
      ),
    ).toEqual([['revenue', 5_053_000_000, '2015Q1']]);
  });

  it('"vendite oltrefrontiera (+6,5% a 33 milioni)", "il fatturato estero": the part sold abroad', () => {
    expect(
      read(
        'Nel 2017 i ricavi di Ferlano sono saliti a 70 milioni di euro, con vendite oltrefrontiera in crescita a 33 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 70_000_000, '2017']]);
    expect(read('Nel 2017 il fatturato estero di Ferlano è salito a 33 milioni di euro.', 'it', null)).toEqual([]);
  });

  it('"un miglioramento della gestione finanziaria passata da un saldo negativo di 1,8 milioni": the financial result\'s amounts', () => {
    expect(
      read(
        "Nel 2017 l'utile netto di Ferlano è salito a 5,9 milioni, beneficiando di un miglioramento della gestione finanziaria passata da un saldo negativo di 1,8 milioni a un saldo positivo di 2,7 milioni.",
        'it',
        null,
      ),
    ).toEqual([['net_income', 5_900_000, '2017']]);
  });

  it('"La generazione di cassa operativa, prima degli investimenti, è pari a 102,6 milioni": a cash flow, not capex', () => {
    expect(
      read(
        'Nel primo semestre 2023 la generazione di cassa operativa, prima degli investimenti, è pari a 102,6 milioni di euro.',
        'it',
        null,
      ),
    ).toEqual([]);
  });

  it('"(escluse le attività passanti per 225 milioni)", "includendo l\'effetto del nuovo principio per 28,5 milioni": an item inside the figure', () => {
    expect(
      read(
        'Nel primo semestre 2021 Ferlano ha registrato ricavi per 3,026 miliardi di euro, in aumento (escluse le attività passanti per 225 milioni) del 12%.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 3_026_000_000, '2021H1']]);
    expect(
      read(
        "Al 31 marzo 2019 l'indebitamento finanziario netto si è attestato a 213,3 milioni, includendo l'effetto del nuovo principio contabile per 28,5 milioni.",
        'it',
        null,
      ),
    ).toEqual([['debt', 213_300_000, '2019-03-31']]);
  });

  it('"ricavi lordi da affitti (0,7 milioni)": one source\'s revenue, as "ricavi da affitti"', () => {
    expect(
      read(
        'Nel primo semestre 2018 Ferlano ha registrato ricavi per 11 milioni di euro, di cui ricavi lordi da affitti per 0,7 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 11_000_000, '2018H1']]);
    expect(read('Nel primo semestre 2018 i ricavi lordi da affitti di Ferlano sono stati 0,7 milioni di euro.', 'it', null)).toEqual([]);
  });
});

describe('twenty-seventh pass: a sign written beside the amount', () => {
  it('"la Posizione Finanziaria Netta è pari a 70,8 milioni di euro in disponibilità nette": net cash, net debt below zero', () => {
    expect(
      read('Al 30 giugno 2025 la Posizione Finanziaria Netta di Ferlano è pari a 70,8 milioni di euro in disponibilità nette.', 'it', null),
    ).toEqual([['debt', -70_800_000, '2025-06-30']]);
  });

  it('"(in cui era risultato positivo e pari a 732 mila euro)": after a loss, a result written as positive is a profit', () => {
    expect(
      read(
        'Nel primo semestre 2025 Ferlano ha registrato una perdita netta di 545 mila euro, contro un risultato del primo semestre 2024 positivo e pari a 732 mila euro.',
        'it',
        null,
      ),
    ).toEqual([
      ['net_income', -545_000, '2025H1'],
      ['net_income', 732_000, '2024H1'],
    ]);
  });
});

describe('twenty-seventh pass: a half abbreviated in a headline', () => {
  it('"perdita netta sem1 2011 cala a 94 milioni", "ricavi 1° sem. 2012": the half, not the year', () => {
    expect(read('Ferlano, perdita netta sem1 2011 cala a 94 milioni di euro', 'it', null)).toEqual([['net_income', -94_000_000, '2011H1']]);
    expect(read('Ferlano, ricavi 2° sem. 2012 a 310 milioni di euro', 'it', null)).toEqual([['revenue', 310_000_000, '2012H2']]);
  });
});

describe('twenty-seventh pass: more parts, estimates and signs', () => {
  it('"Le aree di attività Consulenza e Software registrano rispettivamente ricavi per 72,9 milioni e 30,3 milioni": the parts\' revenue', () => {
    expect(
      read(
        'Nei primi nove mesi del 2018 Ferlano ha registrato ricavi totali per 103,7 milioni. Le aree di attività Consulenza e Software registrano rispettivamente ricavi per 72,9 milioni e 30,3 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 103_700_000, '2018M9']]);
  });

  it('"grazie al contributo derivante dalla vendita di immobili per 2,7 milioni": a cause\'s amount', () => {
    expect(
      read(
        'Nel primo semestre 2018 Ferlano ha registrato ricavi per 11 milioni, in crescita del 18%, grazie al contributo derivante dalla vendita di immobili per 2,7 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 11_000_000, '2018H1']]);
  });

  it('"in linea con le stime di consensus raccolte da Bloomberg che prevedevano vendite per 151 milioni": the estimate', () => {
    expect(
      read(
        'Il secondo trimestre 2018 di Ferlano si è chiuso con ricavi per 149,6 milioni, in linea con le stime di consensus raccolte da Bloomberg che prevedevano vendite per 151 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 149_600_000, '2018Q2']]);
  });

  it('"una perdita netta pari a 5,5 milioni (4,3 milioni l\'utile netto al 31 marzo 2008)": the bracket names a profit', () => {
    expect(
      read(
        "Al 31 marzo 2009 Ferlano ha registrato una perdita netta pari a 5,5 milioni di euro (4,3 milioni di euro l'utile netto al 31 marzo 2008).",
        'it',
        null,
      ),
    ).toEqual([
      ['net_income', -5_500_000, '2009Q1'],
      ['net_income', 4_300_000, '2008Q1'],
    ]);
  });
});
