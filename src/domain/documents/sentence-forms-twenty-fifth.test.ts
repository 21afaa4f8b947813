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

describe("twenty-fifth pass: a balance changed from one day to the text's own", () => {
  it('"l\'indebitamento netto passa da 93,3 milioni del 31 dicembre 2021 a 183,1 milioni" in a text on the first half of 2022: the second is at 30 June 2022', () => {
    expect(
      read(
        "Orsa ha pubblicato i conti del primo semestre 2022.\nL'indebitamento netto passa da 93,3 milioni del 31 dicembre 2021 a 183,1 milioni.",
        'it',
        '2022-08-18',
      ),
    ).toEqual([
      ['debt', 93_300_000, '2021-12-31'],
      ['debt', 183_100_000, '2022-06-30'],
    ]);
  });

  it('the same after an earlier period in the sentence ("utile netto a 29,9 milioni (era 23,4 nel primo semestre 2021), l\'indebitamento netto passa da …")', () => {
    expect(
      read(
        "Orsa ha pubblicato i conti del primo semestre 2022.\nL'utile netto a 29,9 milioni (era 23,4 nel primo semestre 2021), l'indebitamento netto passa da 93,3 milioni del 31 dicembre 2021 a 183,1 milioni.",
        'it',
        '2022-08-18',
      ),
    ).toEqual([
      ['net_income', 29_900_000, '2022H1'],
      ['net_income', 23_400_000, '2021H1'],
      ['debt', 93_300_000, '2021-12-31'],
      ['debt', 183_100_000, '2022-06-30'],
    ]);
  });

  it('guard: in a text on a whole year the balance after a year-end is the next year-end ("passa da 93,3 milioni del 31 dicembre 2021 a 183,1 milioni")', () => {
    expect(
      read(
        "Orsa ha pubblicato i conti dell'esercizio 2022.\nL'indebitamento netto passa da 93,3 milioni del 31 dicembre 2021 a 183,1 milioni.",
        'it',
        '2023-03-18',
      ),
    ).toEqual([
      ['debt', 93_300_000, '2021-12-31'],
      ['debt', 183_100_000, '2022-12-31'],
    ]);
  });
});

describe('twenty-fifth pass: what a part contributed', () => {
  it('"grazie al positivo contributo delle esportazioni (pari a 2,6 milioni, rispetto a 0,9 milioni)": the part\'s, in its bracket', () => {
    expect(
      read(
        'Nei primi nove mesi 2018 Latteria Brenta ha registrato ricavi consolidati per 133,8 milioni, in crescita dell’1,2% anche grazie al positivo contributo delle esportazioni (pari a 2,6 milioni, rispetto a 0,9 milioni).',
        'it',
        '2018-11-12',
      ),
    ).toEqual([['revenue', 133_800_000, '2018M9']]);
  });

  it('"the contribution of the Nordic stores of $4.1 million" and "il contributo della controllata pari a 3 milioni"', () => {
    expect(
      read(
        'In 2021 Ardent reported revenue of $64.0 million, including the contribution of the Nordic stores of $4.1 million.',
        'en',
        '2022-02-10',
      ),
    ).toEqual([['revenue', 64_000_000, '2021']]);
    expect(
      read(
        'Nel 2021 Brenta ha realizzato ricavi per 64 milioni, con il contributo della controllata pari a 3 milioni.',
        'it',
        '2022-02-10',
      ),
    ).toEqual([['revenue', 64_000_000, '2021']]);
  });

  it('guard: "grazie al contributo di tutte le divisioni, i ricavi salgono a 50 milioni" is the total', () => {
    expect(
      read('Nel 2021, grazie al contributo di tutte le divisioni, i ricavi di Brenta salgono a 50 milioni.', 'it', '2022-02-10'),
    ).toEqual([['revenue', 50_000_000, '2021']]);
  });
});

describe('twenty-fifth pass: yen written in Italian', () => {
  it('"ricavi per 2,86 trilioni di yen (25,6 miliardi di euro)": the press\'s trilione is 10^12, "di yen" names the currency, the bracket restates it', () => {
    expect(
      read(
        'Nel 2010 Kaito ha registrato ricavi per 2,86 trilioni di yen (25,6 miliardi di euro) e un utile netto di 82 miliardi di yen (725 milioni di euro).',
        'it',
        '2011-02-20',
      ),
    ).toEqual([
      ['revenue', 2_860_000_000_000, '2010'],
      ['net_income', 82_000_000_000, '2010'],
    ]);
  });
});

describe("twenty-fifth pass: discontinued and continuing operations' results in Italian", () => {
  it('"il risultato netto delle attività cessate, negativo per 223,8 milioni" is not the net result', () => {
    expect(
      read(
        'Nel 2010 il risultato netto di Orsa è pari a 42 milioni; il risultato netto delle attività cessate, negativo per un totale di 223,8 milioni, pesa sul risultato.',
        'it',
        '2011-03-10',
      ),
    ).toEqual([['net_income', 42_000_000, '2010']]);
  });

  it('"utile da operazioni discontinue di 7 milioni", "utile netto da operazioni continue passato da 1,9 a 3,2 milioni": neither is the net income', () => {
    expect(
      read(
        'Nel primo trimestre 2019 Orsa ha registrato un utile netto di 10,2 milioni, con un utile da operazioni discontinue di 7 milioni e un utile netto da operazioni continue passato da 1,9 milioni a 3,2 milioni.',
        'it',
        '2019-05-10',
      ),
    ).toEqual([['net_income', 10_200_000, '2019Q1']]);
  });
});

describe('twenty-fifth pass: a division named with no article', () => {
  it('"Fatturato divisione Wholesale: … a 1,1 miliardi", "Fatturato adjusted divisione Retail": the divisions\', not the group\'s', () => {
    expect(
      read(
        'Secondo trimestre 2015\nFatturato consolidato: +22,3% a 2,5 miliardi di Euro\nFatturato divisione Wholesale: +14,3% a 1,1 miliardi di Euro\nFatturato adjusted divisione Retail: +27,3% a 1,4 miliardi di Euro',
        'it',
        '2015-07-28',
      ),
    ).toEqual([['revenue', 2_500_000_000, '2015Q2']]);
  });
});

describe("twenty-fifth pass: analysts' estimates", () => {
  it('"the consensus first-quarter estimates call for EPS of $0.30 on revenues of $1.63 billion", "Kestrel is expected to post … revenues of $7.51 billion"', () => {
    expect(
      read(
        'For fiscal 2013, Kestrel Homes posted revenues of $6.1 billion. The consensus first-quarter estimates call for EPS of $0.30 on revenues of $1.63 billion. For the next fiscal year, Kestrel is expected to post EPS of $1.59 on revenues of $7.51 billion.',
        'en',
        '2013-11-12',
      ),
    ).toEqual([['revenue', 6_100_000_000, '2013']]);
  });

  it('guard: "… short of the $1.45 billion consensus estimate, and full-year sales of about $6 billion": the guidance after stays', () => {
    expect(
      read(
        'Kestrel sees fiscal 2020 first-quarter sales of $1.36 billion, short of the $1.45 billion consensus estimate, and full-year sales of about $6 billion.',
        'en',
        '2019-05-29',
      ),
    ).toEqual([
      ['revenue', 1_360_000_000, '2020Q1'],
      ['revenue', 6_000_000_000, '2020'],
    ]);
  });
});

describe('twenty-fifth pass: names and changes', () => {
  it("a definition's quoted short name: 'Earnings before interest, tax, depreciation and amortization (\"EBITDA\") increased 46.8% to $76.5 million'", () => {
    expect(
      read(
        'In the second quarter of 2015, earnings before interest, tax, depreciation and amortization ("EBITDA") increased 46.8% to $76.5 million.',
        'en',
        '2015-07-30',
      ),
    ).toEqual([['ebitda', 76_500_000, '2015Q2']]);
  });

  it('"un giro di affari di 2,39 miliardi di euro (2,35 miliardi nel 2015)": giro di affari is revenue', () => {
    expect(
      read('La cooperativa ha chiuso il 2016 con un giro di affari di 2,39 miliardi di euro (2,35 miliardi nel 2015).', 'it', '2017-06-27'),
    ).toEqual([
      ['revenue', 2_390_000_000, '2016'],
      ['revenue', 2_350_000_000, '2015'],
    ]);
  });

  it('"si attesta a Euro 39,03 milioni ed è aumentato rispetto al medesimo periodo dell\'anno precedente di Euro 2,30 milioni": the change is no level', () => {
    expect(
      read(
        "Nel primo semestre 2012 il fatturato consolidato si attesta a Euro 39,03 milioni ed è aumentato rispetto al medesimo periodo dell'anno precedente di Euro 2,30 milioni.",
        'it',
        '2012-08-29',
      ),
    ).toEqual([['revenue', 39_030_000, '2012H1']]);
    expect(
      read('In 2012 Kestrel revenue was $39.0 million and increased compared to the prior year by $2.3 million.', 'en', '2013-02-20'),
    ).toEqual([['revenue', 39_000_000, '2012']]);
  });
});
