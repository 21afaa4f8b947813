import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-seventh pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-seventh pass: the first of the month and what a measure takes in', () => {
  it('"al 1° gennaio 2020": the first of January, not the month\'s end', () => {
    expect(read('Al 1° gennaio 2020 la posizione finanziaria netta di Ferlano era pari a 5 milioni di euro.', 'it', null)).toEqual([
      ['debt', 5_000_000, '2020-01-01'],
    ]);
  });

  it('"la posizione finanziaria netta comprensiva dell\'acquisizione del ramo è pari a 2.307 milioni": the net debt', () => {
    expect(
      read(
        "Al 30 giugno 2020 la posizione finanziaria netta di Ferlano comprensiva dell'acquisizione del ramo è pari a 2.307 milioni di euro.",
        'it',
        null,
      ),
    ).toEqual([['debt', 2_307_000_000, '2020-06-30']]);
  });
});

describe('twenty-seventh pass: measures chained on an amount share its period', () => {
  it('"nel 2014 … ricavi per 50,5 milioni, con un margine operativo lordo di 4,5 milioni e un utile netto di 1,3 milioni": 2014 for all', () => {
    expect(
      read(
        'Sono questi i numeri con cui Ferlano ha chiuso il 2015, dopo che nel 2014 erano stati raggiunti ricavi per 50,5 milioni, con un margine operativo lordo di 4,5 milioni e un utile netto di 1,3 milioni.',
        'it',
        null,
      ),
    ).toEqual([
      ['revenue', 50_500_000, '2014'],
      ['ebitda', 4_500_000, '2014'],
      ['net_income', 1_300_000, '2014'],
    ]);
  });

  it('guard: "ricavi per 52 milioni nel 2015, con un Ebitda di 5 milioni nel 2016" keeps the period written after', () => {
    expect(read('Ferlano ha registrato ricavi per 52 milioni nel 2015, con un Ebitda di 5 milioni nel 2016.', 'it', null)).toEqual([
      ['revenue', 52_000_000, '2015'],
      ['ebitda', 5_000_000, '2016'],
    ]);
  });
});

describe("twenty-seventh pass: a year in an event's name", () => {
  it('"l\'esclusiva dei Mondiali di Calcio Russia 2018" is no heading for the nine months\' figures after it', () => {
    expect(
      read(
        "Il Cda di Ferlano ha approvato i conti dei primi nove mesi 2018, chiusi con ricavi consolidati per 2,4 miliardi. L'incremento è dovuto alla raccolta generata dall'esclusiva dei Mondiali di Calcio Russia 2018. La gestione operativa ha segnato un calo dei margini, con l'Ebitda attestato a 753,7 milioni.",
        'it',
        '2018-11-13',
      ),
    ).toEqual([
      ['revenue', 2_400_000_000, '2018M9'],
      ['ebitda', 753_700_000, '2018M9'],
    ]);
  });
});

describe('twenty-seventh pass: more words for a key', () => {
  it('"un debito finanziario netto di 33,6 milioni": net debt', () => {
    expect(read('Nel 2018 Ferlano ha registrato un debito finanziario netto di 33,6 milioni di euro.', 'it', null)).toEqual([
      ['debt', 33_600_000, '2018-12-31'],
    ]);
  });
});

describe('twenty-seventh pass: credit lines, performance fees and outflows are other measures', () => {
  it('"la liquidità di 1,2 miliardi, con linee di credito committed di 2 miliardi": the credit lines are no cash', () => {
    expect(
      read(
        'Al 30 settembre 2024 Ferlano dispone di liquidità per 1,2 miliardi, con la possibilità di attingere a linee di credito committed di 2 miliardi.',
        'it',
        null,
      ),
    ).toEqual([['cash', 1_200_000_000, '2024-09-30']]);
  });

  it('"i ricavi sono scesi a 375,7 milioni per le minori performance fee, passate dagli 81,6 milioni a 30,3 milioni": fees', () => {
    expect(
      read(
        'Nel primo semestre 2018 i ricavi di Ferlano sono scesi a 375,7 milioni a causa delle minori performance fee, passate dagli 81,6 milioni del primo semestre 2017 a 30,3 milioni.',
        'it',
        null,
      ),
    ).toEqual([['revenue', 375_700_000, '2018H1']]);
  });

  it('"dopo aver registrato uscite finanziarie non ricorrenti di 1,4 milioni": an outflow, not the net debt', () => {
    expect(
      read(
        "Al 31 marzo 2013 l'indebitamento finanziario netto di Ferlano è pari a 85,8 milioni dopo aver registrato nel periodo uscite finanziarie non ricorrenti di 1,4 milioni.",
        'it',
        null,
      ),
    ).toEqual([['debt', 85_800_000, '2013-03-31']]);
  });
});
