import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md); a balance compared in an
// interim report is compared with the last year-end (IAS 34 §20(a): the statement of financial position "as of the
// end of the immediately preceding financial year"). The sentences are written for these tests (twenty-first pass,
// 2026-11-30), with invented companies and figures; none is a held-out text's.

describe('twenty-first pass: "(su 2019 +22%)" compares, it does not date', () => {
  it('"nel 2021 fatturato a 197 mln (su 2019 +22%)": the headline\'s year is 2021', () => {
    expect(read('Pastificio Valdaso: nel 2021 fatturato a 88 mln (su 2019 +14%)', 'it', '2022-05-16')).toEqual([
      ['revenue', 88_000_000, '2021'],
    ]);
  });
});

describe('twenty-first pass: a result that "passa in rosso" is below zero', () => {
  it('"Passa in rosso anche l\'Ebitda a 4,3 milioni da un dato positivo di 9,1 milioni": negative, the earlier positive', () => {
    const text =
      "La maison Verbano ha chiuso il 2009 con una perdita consolidata di 6,2 milioni. Passa in rosso anche l'Ebitda a 4,3 milioni da un dato positivo di 9,1 milioni.";
    expect(read(text, 'it', '2010-03-11')).toEqual([
      ['net_income', -6_200_000, '2009'],
      ['ebitda', -4_300_000, '2009'],
      ['ebitda', 9_100_000, '2008'],
    ]);
  });
});

describe('twenty-first pass: a whole amount written with every digit, and a fiscal year over two calendar years', () => {
  it('"un fatturato consolidato di 31.406.118, in incremento del 4,2%": euro, written in units', () => {
    const text =
      "L'assemblea dei soci di Cantina Colognola ha approvato il bilancio 2021 con un fatturato consolidato di 31.406.118, in incremento del 4,2%, e un utile di 1.120.500 (+12%).";
    expect(read(text, 'it', '2022-01-12')).toEqual([
      ['revenue', 31_406_118, '2021'],
      ['net_income', 1_120_500, '2021'],
    ]);
  });

  it('"1.234.567 passeggeri" is a count, not an amount (a guard)', () => {
    expect(
      read("Nel 2021 l'aeroporto di Ostrava ha trasportato 1.234.567 passeggeri, con ricavi per 12,1 milioni.", 'it', '2022-02-01'),
    ).toEqual([['revenue', 12_100_000, '2021']]);
  });

  it('"il bilancio 2016-2017 (chiuso il 31 agosto)": the fiscal year named by its end, not a span', () => {
    expect(read("L'assemblea ha approvato il bilancio 2016-2017 con ricavi di 5,2 milioni di euro.", 'it', '2018-01-08')).toEqual([
      ['revenue', 5_200_000, '2017'],
    ]);
  });
});

describe("twenty-first pass: a quarter's figure compared with a bare year's is compared with that year's quarter", () => {
  it('"322,8 milioni, in aumento dai 321,5 milioni del 2013" in the first quarter of 2014: the first quarter of 2013', () => {
    expect(
      read(
        'Nel primo trimestre 2014 il margine operativo lordo di Teleradio Sud si attesta a 41,2 milioni, in aumento dai 39,5 milioni del 2013.',
        'it',
        '2014-05-14',
      ),
    ).toEqual([
      ['ebitda', 41_200_000, '2014Q1'],
      ['ebitda', 39_500_000, '2013Q1'],
    ]);
  });

  it('"rispetto ai 120 milioni dell\'intero esercizio 2013" stays the whole year', () => {
    expect(
      read(
        "Nel primo trimestre 2014 i ricavi di Teleradio Sud sono pari a 31,0 milioni, rispetto ai 120 milioni dell'intero esercizio 2013.",
        'it',
        '2014-05-14',
      ).map(([, , period]) => period),
    ).toEqual(['2014Q1', '2013']);
  });
});

describe("twenty-first pass: a deal's amount after a balance is the deal's", () => {
  it('"negativa per 244 milioni dopo l\'investimento in Impregilo per circa 270 milioni": one net debt', () => {
    expect(
      read(
        "Al 30 giugno 2012 la posizione finanziaria netta di Costruzioni Arno è negativa per 96 milioni dopo l'investimento in Ponteverde per circa 110 milioni.",
        'it',
        '2012-08-01',
      ),
    ).toEqual([['debt', 96_000_000, '2012-06-30']]);
  });

  it('"dopo l\'acquisizione di Ceramica Sud per 40 milioni": in English, "after the acquisition of" (a guard)', () => {
    expect(
      read(
        'Net debt of Halden Tiles was EUR 52 million at 31 December 2022, after the acquisition of Kerala Stone for EUR 40 million.',
        'en',
        '2023-03-10',
      ),
    ).toEqual([['debt', 52_000_000, '2022-12-31']]);
  });
});

describe('twenty-first pass: "non comparabile con il 2016 che beneficiava di effetti positivi non ricorrenti per 37 milioni"', () => {
  it("the year after a comparison word is the comparison's, and a one-off effect's amount is no net income", () => {
    const text =
      "Nel 2017 l'utile netto di Caffè Borsari è pari a 14,7 milioni di euro, non comparabile con il 2016 che beneficiava di effetti positivi non ricorrenti per 9 milioni.";
    expect(read(text, 'it', '2018-03-20')).toEqual([['net_income', 14_700_000, '2017']]);
  });
});

describe('twenty-first pass: an operating deficit is an operating result', () => {
  it('"vendite … sui 215 milioni di euro con un deficit operativo di 41 milioni": one revenue', () => {
    const text =
      'Nel 2009 Moda Vessel ha visto le vendite nette crollare di quasi il 31% attestandosi sui 215 milioni di euro con un deficit operativo di 41 milioni.';
    expect(read(text, 'it', '2010-03-20')).toEqual([['revenue', 215_000_000, '2009']]);
  });

  it('"revenue of $88 million and an operating deficit of $6 million": in English', () => {
    expect(
      read('In 2009 Vessel Apparel reported revenue of $88 million and an operating deficit of $6 million.', 'en', '2010-03-20'),
    ).toEqual([['revenue', 88_000_000, '2009']]);
  });
});

describe("twenty-first pass: a bracket's prior figure with its own day", () => {
  it('"si è ridotto a 99,7 milioni (116,5 al 31 dicembre 2015)": the balance at the day the bracket writes', () => {
    expect(
      read(
        "Nel primo semestre del 2016 l'indebitamento finanziario netto di Supermercati Olona si è ridotto a 48,2 milioni (57,9 al 31 dicembre 2015).",
        'it',
        '2016-10-27',
      ),
    ).toEqual([
      ['debt', 48_200_000, '2016-06-30'],
      ['debt', 57_900_000, '2015-12-31'],
    ]);
  });

  it('"utile di 53,2 milioni (32,6 al 31 agosto 2022)": a flow\'s year closing that day', () => {
    expect(
      read(
        'Nel 2023 Dolciaria Lario chiude con un utile di esercizio di 23,2 milioni di euro (12,6 al 31 agosto 2022).',
        'it',
        '2023-12-01',
      ),
    ).toEqual([
      ['net_income', 23_200_000, '2023'],
      ['net_income', 12_600_000, '2022'],
    ]);
  });

  it('"(65,5 in termini omogenei)" holds no period: no comparative (a guard)', () => {
    expect(
      read(
        "Al 31 marzo 2019 l'indebitamento finanziario netto di Tessile Brembo è pari a 87,4 milioni (65,5 in termini omogenei).",
        'it',
        '2019-05-14',
      ),
    ).toEqual([['debt', 87_400_000, '2019-03-31']]);
  });
});

describe('twenty-first pass: the words cash goes by', () => {
  it('"Cash and short term deposits: EUR38.4 million" in a year\'s highlights', () => {
    const text =
      'Gozo Ferries revenue up 3.1% in 2017\n\nGozo Ferries reported the following results for 2017:\n  • Revenue: EUR12.4 million;\n  • Cash and short term deposits: EUR5.1 million;';
    expect(read(text, 'en', '2018-02-22')).toEqual([
      ['revenue', 12_400_000, '2017'],
      ['cash', 5_100_000, '2017-12-31'],
    ]);
  });
});
