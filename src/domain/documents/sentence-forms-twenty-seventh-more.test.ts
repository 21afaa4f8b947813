import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-seventh pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe("twenty-seventh pass: a plan's year beside the period reported", () => {
  it('"chiude il trimestre … il piano che prevede una crescita dell\'Ebitda nel 2016", then the figures: the quarter\'s', () => {
    expect(
      read(
        "Ferlano chiude il trimestre con ricavi in calo e conferma il piano che prevede una crescita dell'Ebitda nel 2016.\n\nI ricavi si attestano a 505 milioni di euro, in calo del 2,6% su anno.",
        'it',
        '2015-05-07',
      ),
    ).toEqual([['revenue', 505_000_000, '2015Q1']]);
  });
});

describe('twenty-seventh pass: a sentence that opens on a change against a period', () => {
  it('"In aumento rispetto al 2020 gli investimenti tecnici, pari a 67 milioni": the period reported, not 2020', () => {
    expect(
      read(
        'Ferlano ha chiuso il primo trimestre 2021 con ricavi per 1,6 miliardi di euro. In aumento rispetto al 2020 gli investimenti tecnici, pari a 67 milioni di euro.',
        'it',
        null,
      ),
    ).toEqual([
      ['revenue', 1_600_000_000, '2021Q1'],
      ['capex', 67_000_000, '2021Q1'],
    ]);
  });
});

describe("twenty-seventh pass: a bracket after a comparison's period", () => {
  it('"in crescita rispetto al pari periodo 2017 (ricavi operativi a 102,3 milioni)": the bracket speaks of the period reported', () => {
    expect(
      read(
        'Ferlano ha chiuso i primi nove mesi del 2018 con ricavi totali per 103,7 milioni, in crescita dell’11,8% rispetto al pari periodo 2017 (ricavi operativi in aumento del 12,2% a 102,3 milioni).',
        'it',
        null,
      ),
    ).toEqual([
      ['revenue', 103_700_000, '2018M9'],
      ['revenue', 102_300_000, '2018M9'],
    ]);
  });

  it('guard: "Rispetto al dato 2022 (PFN negativa per 11,2 milioni)": the bracket is the comparison\'s amount', () => {
    expect(
      read(
        'Al 31 dicembre 2023 la posizione finanziaria netta di Ferlano è negativa per 7,6 milioni di euro. Rispetto al dato 2022 (PFN negativa per 11,2 milioni di euro) la posizione è migliorata.',
        'it',
        null,
      ),
    ).toEqual([
      ['debt', 7_600_000, '2023-12-31'],
      ['debt', 11_200_000, '2022-12-31'],
    ]);
  });
});

describe('twenty-seventh pass: whose period', () => {
  it('"un deficit di 261mila euro mentre nel 2016 si è attestato a 12 milioni": "mentre" opens a new clause, with or without a comma', () => {
    expect(
      read(
        'Nel 2017 il risultato netto di Ferlano evidenzia un deficit di 261mila euro mentre nel 2016 si è attestato a 12 milioni.',
        'it',
        null,
      ),
    ).toEqual([
      ['net_income', -261_000, '2017'],
      ['net_income', 12_000_000, '2016'],
    ]);
  });

  it('"in miglioramento rispetto al primo semestre 2022 (a debito per 3.296 milioni)": the bracket\'s balance is at the half\'s end', () => {
    expect(
      read(
        'Al 30 settembre 2022 la posizione finanziaria netta di Ferlano presenta un saldo negativo per 3.030 milioni di euro, in miglioramento rispetto al primo semestre 2022 (a debito per 3.296 milioni di euro).',
        'it',
        null,
      ),
    ).toEqual([
      ['debt', 3_030_000_000, '2022-09-30'],
      ['debt', 3_296_000_000, '2022-06-30'],
    ]);
  });
});

describe("twenty-seventh pass: a sector and the parent's own accounts", () => {
  it('"Il settore farmaceutico ha contribuito ai ricavi per 864,4 milioni e quello chimico per 121,3 milioni": the sectors\'', () => {
    expect(
      read(
        'Il consolidato 2023 di Ferlano si è chiuso con vendite per 985,9 milioni di euro. Il settore farmaceutico ha contribuito ai ricavi per 864,4 milioni e quello chimico per 121,3 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 985_900_000, '2023']]);
  });

  it('"nel bilancio ordinario 2023 chiuso con un utile netto calato da 75,6 a 56 milioni": the parent\'s own accounts', () => {
    expect(
      read(
        "Nel 2023 l'utile netto consolidato di Ferlano è sceso a 42,2 milioni di euro. La redditività è diminuita anche nel bilancio ordinario 2023 chiuso con un utile netto calato da 75,6 a 56 milioni.",
        'it',
        null,
      ),
    ).toEqual([['net_income', 42_200_000, '2023']]);
  });
});

describe('twenty-seventh pass: ordinals, shares, losses and other measures', () => {
  it('"rispetto al 4° trimestre 2015": an ordinal, not an amount', () => {
    expect(
      read(
        'Nel quarto trimestre 2016 Ferlano ha registrato ricavi pari a 13,6 milioni, in aumento del 43,9% rispetto al 4° trimestre 2015.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 13_600_000, '2016Q4']]);
  });

  it('"hanno contribuito per il 78 per cento dei ricavi, con 898 milioni": a share of the revenue', () => {
    expect(
      read(
        'Nei primi nove mesi del 2020 i servizi di Ferlano hanno contribuito per il 78 per cento dei ricavi, con 898 milioni.',
        'it',
        null,
      ),
    ).toEqual([]);
  });

  it('"positivo per 10,6 milioni, dal rosso di 8,2 milioni di un anno prima": the earlier loss is below zero', () => {
    expect(
      read(
        'Nel terzo trimestre 2010 il risultato netto di Ferlano è stato positivo per 10,6 milioni, dal rosso di 8,2 milioni di un anno prima.',
        'it',
        null,
      ),
    ).toEqual([
      ['net_income', 10_600_000, '2010Q3'],
      ['net_income', -8_200_000, '2009Q3'],
    ]);
  });

  it('"utile pre-tasse 9 mesi a 63,6 mln", "il portafoglio ordini, inclusi ricavi acquisiti, è pari a 134,1 milioni": other measures', () => {
    expect(read('Ferlano, utile pre-tasse 9 mesi 2015 a 63,6 mln di euro', 'it', null)).toEqual([]);
    expect(
      read('Il portafoglio ordini di Ferlano al 29 febbraio 2020, inclusi ricavi acquisiti, è pari a 134,1 milioni di euro.', 'it', null),
    ).toEqual([]);
  });
});

describe('twenty-seventh pass: a market, a sector, a region or a division named mid-sentence', () => {
  it('"le vendite sul mercato nazionale a 1,42 miliardi e l\'export a 915 milioni": the two markets\' parts', () => {
    expect(
      read(
        "Nel 2016 i ricavi di Ferlano sono saliti a 2,34 miliardi di euro. Le vendite hanno mostrato un progresso dello 0,5% sul mercato nazionale a 1,42 miliardi e del 2% per l'export a 915 milioni.",
        'it',
        null,
      ),
    ).toEqual([['revenue', 2_340_000_000, '2016']]);
  });

  it('"In particolare, nel settore refrigerazione le vendite aumentano del 13,9% per 167,8 milioni": the sector\'s', () => {
    expect(
      read(
        'Nel 2016 i ricavi consolidati di Ferlano sono pari a 236,3 milioni. In particolare, nel settore refrigerazione le vendite aumentano del 13,9% per 167,8 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 236_300_000, '2016']]);
  });

  it('"l\'EMEA ha registrato la performance migliore, con ricavi a 258,2 milioni", "L\'America ha visto i ricavi salire": a region\'s', () => {
    expect(
      read(
        "Nel primo semestre 2023 i ricavi di Ferlano sono saliti a 520 milioni. L'EMEA ha registrato la performance migliore, con ricavi in aumento del 46,2% a 258,2 milioni. L'America ha visto i ricavi salire del 21,6% a 151,4 milioni.",
        'it',
        null,
      ),
    ).toEqual([['revenue', 520_000_000, '2023H1']]);
  });

  it('"i ricavi … grazie all\'apporto della divisione Specialità in crescita da 2,0 a 3,0 miliardi": the division\'s', () => {
    expect(
      read(
        "Nei primi sei mesi del 2019 i ricavi di Ferlano sono aumentati da 10,6 miliardi a 11,8 miliardi grazie soprattutto all'apporto della divisione Specialità in crescita del 52,5% da 2,0 miliardi a 3,0 miliardi.",
        'it',
        null,
      ),
    ).toEqual([
      ['revenue', 10_600_000_000, '2018H1'],
      ['revenue', 11_800_000_000, '2019H1'],
    ]);
  });
});

describe("twenty-seventh pass: a share set aside or a ratio's denominator names no amount", () => {
  it('"Il risultato netto, al netto della quota di utile degli azionisti di minoranza, è stato positivo per 26,1 milioni": the net result', () => {
    expect(
      read(
        'Nel primo semestre 2021 il risultato netto di Ferlano, al netto della quota di utile degli azionisti di minoranza, è stato positivo per 26,1 milioni.',
        'it',
        null,
      ),
    ).toEqual([['net_income', 26_100_000, '2021H1']]);
  });

  it('"l\'Ebitda è di 7,6 milioni, corrispondente al 4,6% dei ricavi, rispetto ai 4,4 milioni al 30 settembre 2020": the EBITDA before', () => {
    expect(
      read(
        "Nei primi nove mesi del 2021 l'Ebitda di Ferlano è di 7,6 milioni, corrispondente al 4,6% dei ricavi, rispetto ai 4,4 milioni al 30 settembre 2020.",
        'it',
        null,
      ),
    ).toEqual([
      ['ebitda', 7_600_000, '2021M9'],
      ['ebitda', 4_400_000, '2020M9'],
    ]);
  });
});
