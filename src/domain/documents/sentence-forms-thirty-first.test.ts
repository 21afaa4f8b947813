import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a fiscal half is named by the year it ends in). The
// sentences are written for these tests (thirty-first pass, 2026-12-02), with invented companies and figures; none is a
// held-out text's.

describe('thirty-first pass: a fiscal first half named by the month it ends in', () => {
  it('"net profit in the first half to Sept. 30", in November 2002: the half of the year to March 2003', () => {
    expect(
      read(
        'Ferlano Trading said its group net profit in the first half to Sept. 30 grew 5.4 percent to 21.4 billion yen.',
        'en',
        '2002-11-01',
      ),
    ).toEqual([['net_income', 21_400_000_000, '2003H1']]);
  });

  it('"sales of 880 million dollars in the half to 31 October 2015": the first half of fiscal 2016', () => {
    expect(read('Ferlano Retail reported sales of 880 million dollars in the half to 31 October 2015.', 'en', '2015-12-10')).toEqual([
      ['revenue', 880_000_000, '2016H1'],
    ]);
  });

  it('"sales in the April-September period", in October 2007: the first half of the year to March 2008', () => {
    expect(
      read('Ferlano Electric posted ¥3.7 trillion in sales in the April-September period, above its forecast.', 'en', '2007-10-30'),
    ).toEqual([['revenue', 3_700_000_000_000, '2008H1']]);
  });

  it('"revenue of $41 million for the April–September 2019 period": the first half of the year to March 2020', () => {
    expect(read('Ferlano Foods had revenue of $41 million for the April–September 2019 period.', 'en', '2019-11-20')).toEqual([
      ['revenue', 41_000_000, '2020H1'],
    ]);
  });

  it('guard: "the first half ended June 30" stays the calendar half, and "January-June 2019" too', () => {
    expect(
      read('Ferlano Trading said its net profit in the first half ended June 30 rose to 2.1 billion yen.', 'en', '2002-08-01'),
    ).toEqual([['net_income', 2_100_000_000, '2002H1']]);
    expect(read('Ferlano Foods had revenue of $41 million in January-June 2019.', 'en', '2019-08-20')).toEqual([
      ['revenue', 41_000_000, '2019H1'],
    ]);
  });
});

describe('thirty-first pass: the quarter of this year, and the rest of the year that is no period of the figures', () => {
  it('"nel primo trimestre di quest’anno … ricavi pari a 44,8 milioni": the first quarter of the document’s year', () => {
    expect(
      read(
        'Nel primo trimestre di quest’anno Ferlano ha registrato ricavi pari a 44,8 milioni di euro, rispetto a 43,9 milioni nei primi tre mesi del 2016.',
        'it',
        '2017-06-05',
      ),
    ).toEqual([
      ['revenue', 44_800_000, '2017Q1'],
      ['revenue', 43_900_000, '2016Q1'],
    ]);
  });

  it('"i costi … per agevolare la crescita prevista nel prosieguo dell’esercizio. L’Ebitda è sceso a 6,4 milioni": still the quarter', () => {
    const text =
      'Ferlano ha chiuso il primo trimestre 2018 con ricavi in crescita a 69,6 milioni. Salgono i costi del personale, per sostenere la crescita prevista nel prosieguo dell’esercizio. L’Ebitda è diminuito dell’1,7% a 6,4 milioni.';
    expect(read(text, 'it', '2018-05-15')).toEqual([
      ['revenue', 69_600_000, '2018Q1'],
      ['ebitda', 6_400_000, '2018Q1'],
    ]);
  });

  it('guard: "nel corso dell’esercizio" after a quarter is still the year', () => {
    expect(
      read(
        'Ferlano ha chiuso il primo trimestre 2018 con ricavi a 69,6 milioni. Nel corso dell’esercizio gli investimenti saranno pari a 12 milioni.',
        'it',
        '2018-05-15',
      ),
    ).toEqual([
      ['revenue', 69_600_000, '2018Q1'],
      ['capex', 12_000_000, '2018'],
    ]);
  });
});

describe('thirty-first pass: "respectively" over a quarter and the year it closes', () => {
  it('"revenue of $15.4 million and $62.6 million for the quarter and year ended December 31, 2015, respectively"', () => {
    const text =
      'Ferlano Inc. announced total revenue of $15.4 million and $62.6 million for the quarter and year ended December 31, 2015, respectively.';
    expect(read(text, 'en', '2016-02-17')).toEqual([
      ['revenue', 15_400_000, '2015Q4'],
      ['revenue', 62_600_000, '2015'],
    ]);
  });

  it('"for the quarter and fiscal year ended June 30, 2016": the fiscal fourth quarter, named by the year it closes', () => {
    const text =
      'Ferlano Corp. reported net income of $1.4 million and $6.1 million for the quarter and fiscal year ended June 30, 2016, respectively.';
    expect(read(text, 'en', '2016-08-18')).toEqual([
      ['net_income', 1_400_000, '2016Q4'],
      ['net_income', 6_100_000, '2016'],
    ]);
  });

  it('"Net income for the fourth quarter and full year of 2015 was $77.4 million, or $1.26 per diluted share, and $31.5 million, …, respectively"', () => {
    const text =
      'Net income for the fourth quarter and full year of 2015 was $77.4 million, or $1.26 per diluted share, and $31.5 million, or $0.54 per diluted share, respectively.';
    expect(read(text, 'en', '2016-03-09')).toEqual([
      ['net_income', 77_400_000, '2015Q4'],
      ['net_income', 31_500_000, '2015'],
    ]);
  });

  it('guard: "Revenue and EBITDA for the quarter ended …, respectively": two keys of one quarter, no year handed out', () => {
    const text = 'Revenue and EBITDA for the quarter ended December 31, 2015 were $15.4 million and $3.1 million, respectively.';
    expect(read(text, 'en', '2016-02-17')).toEqual([
      ['revenue', 15_400_000, '2015Q4'],
      ['ebitda', 3_100_000, '2015Q4'],
    ]);
  });
});

describe('thirty-first pass: a balance with no day written is not at a day after the text', () => {
  it('"La posizione finanziaria netta è negativa per 19,9 milioni" after "le stime per il 2025", in September 2025: at 30 June', () => {
    const text = 'Ferlano conferma le stime per il 2025. La posizione finanziaria netta è negativa per € 19,9 milioni.';
    expect(read(text, 'it', '2025-09-29')).toEqual([['debt', 19_900_000, '2025-06-30']]);
  });

  it('"Net debt rose to $442 million" after "its outlook for 2012", in a release of May 2012: at the first quarter’s end', () => {
    const text = 'Ferlano Appliances confirmed its outlook for 2012. Net debt rose to $442 million.';
    expect(read(text, 'en', '2012-05-09')).toEqual([['debt', 442_000_000, '2012-03-31']]);
  });

  it('guard: a balance the text expects keeps the year-end ("l’indebitamento finanziario atteso a circa 30 milioni")', () => {
    const text = 'Ferlano migliora la guidance 2021, con l’indebitamento finanziario atteso a circa 30 milioni di euro.';
    expect(read(text, 'it', '2021-07-28')).toEqual([['debt', 30_000_000, '2021-12-31']]);
  });

  it('guard: a balance at a year-end already past stays there ("cash of $12 million" in March, on the year before)', () => {
    const text = 'Ferlano Inc. reported its results for the year 2019. Cash was $12 million.';
    expect(read(text, 'en', '2020-03-10')).toEqual([['cash', 12_000_000, '2019-12-31']]);
  });
});

describe('thirty-first pass: "loss after tax" is a net loss, as "profit after tax" is a profit', () => {
  it('"· Loss after tax of £0.69m (H1 2018: £1.03m)" in a half-year report: two net losses', () => {
    const text =
      'Ferlano plc announces its unaudited results for the six-month period to 30 June 2019.\n· Loss after tax of £0.69m (H1 2018: £1.03m)';
    expect(read(text, 'en', '2019-09-18')).toEqual([
      ['net_income', -690_000, '2019H1'],
      ['net_income', -1_030_000, '2018H1'],
    ]);
  });

  it('guard: "la perdita dopo le imposte è di 2,3 milioni di euro nel 2019" stays a net loss', () => {
    expect(read('Per Ferlano la perdita dopo le imposte è di 2,3 milioni di euro nel 2019.', 'it', '2020-04-10')).toEqual([
      ['net_income', -2_300_000, '2019'],
    ]);
  });
});

describe('thirty-first pass: "net funds" is net cash, net debt below zero', () => {
  it('"Net funds of GBP4.7m (31 October 2017: GBP5.7m; 30 April 2018: GBP11.3m)": three balances, each at its day', () => {
    const text =
      'Ferlano plc announces its results for the six months ended 31 October 2018.\n-- Net funds of GBP4.7m (31 October 2017: GBP5.7m; 30 April 2018: GBP11.3m).';
    expect(read(text, 'en', '2018-12-12')).toEqual([
      ['debt', -4_700_000, '2018-10-31'],
      ['debt', -5_700_000, '2017-10-31'],
      ['debt', -11_300_000, '2018-04-30'],
    ]);
  });

  it('guard: "net funds raised of £3.0m" in a placing is no balance', () => {
    expect(
      read('Ferlano plc completed a placing, with net funds raised of £3.0m.', 'en', '2018-12-12').filter((f) => f[0] === 'debt'),
    ).toEqual([]);
  });
});

describe('thirty-first pass: an amount "a livello Ebitda", its measure written after it', () => {
  it('"una redditività che raggiunge 289 milioni di euro a livello Ebitda, … e 202,5 milioni a livello Ebit": the EBITDA, not a revenue', () => {
    const text =
      'Ferlano archivia il 2022 con ricavi pari a 2,35 miliardi di euro, cui si affianca una redditività che raggiunge 289 milioni di euro a livello Ebitda, in crescita del 25%, e 202,5 milioni di euro a livello Ebit.';
    expect(read(text, 'it', '2023-05-25')).toEqual([
      ['revenue', 2_350_000_000, '2022'],
      ['ebitda', 289_000_000, '2022'],
    ]);
  });
});
