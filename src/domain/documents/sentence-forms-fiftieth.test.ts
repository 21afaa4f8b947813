import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md): a fourth-quarter and full-year release reports the year and its last
// quarter; a comparison's amount is of the same period a year before. The sentences are written for these tests (fiftieth pass,
// 2026-12-05), with invented companies and figures; none is a held-out text's.

describe('fiftieth pass: a fourth-quarter and full-year release that names neither quarter (from dev-real213)', () => {
  const release = [
    'Total revenue increased 30.3% to $401.1 million (including $73.6 million in restaurant sales from the Ferlano acquisition completed in the second quarter of 2019) from $307.8 million in the prior year quarter;',
    'Adjusted EBITDA was $22.7 million compared to $24.5 million in the prior year quarter;',
    'Net loss was $9.9 million, or $0.20 per diluted share, compared to net income of $1.8 million, or $0.04 per diluted share, in the prior year quarter.',
    'Comparable restaurant sales increased 2.2% compared to a 3.8% increase in 2018.',
    'Total revenue increased 24.0% to $1.46 billion from $1.18 billion in 2018; Adjusted EBITDA was $86.1 million compared to $103.0 million in 2018.',
  ].join('\n\n');

  it('"compared to $24.5 million in the prior year quarter" in a text on 2019: the fourth quarter of 2018, its amount before the fourth of 2019', () => {
    expect(read(release, 'en', null)).toEqual([
      ['revenue', 401_100_000, '2019Q4'],
      ['revenue', 307_800_000, '2018Q4'],
      ['ebitda', 22_700_000, '2019Q4'],
      ['ebitda', 24_500_000, '2018Q4'],
      ['net_income', -9_900_000, '2019Q4'],
      ['net_income', 1_800_000, '2018Q4'],
      ['revenue', 1_460_000_000, '2019'],
      ['revenue', 1_180_000_000, '2018'],
      ['ebitda', 86_100_000, '2019'],
      ['ebitda', 103_000_000, '2018'],
    ]);
  });

  it('the quarter an acquisition was completed in is no period the text reports; "compared to a 3.8% increase in 2018" is a comparison’s year', () => {
    expect(
      read(
        'Revenue was $9.0 million, including $1.1 million from the Ferlano acquisition completed in the second quarter of 2019. Comparable sales increased 2.2% compared to a 3.8% increase in 2018.',
        'en',
        null,
      ),
    ).toEqual([['revenue', 9_000_000, '2019']]);
  });

  it('a text that names its quarter keeps it: "compared to $24.5 million in the prior year quarter" after "fourth quarter 2019" (guard)', () => {
    expect(
      read(
        'Fourth quarter 2019 highlights: Adjusted EBITDA was $22.7 million compared to $24.5 million in the prior year quarter.',
        'en',
        null,
      ),
    ).toEqual([
      ['ebitda', 22_700_000, '2019Q4'],
      ['ebitda', 24_500_000, '2018Q4'],
    ]);
  });
});

describe('fiftieth pass: a part of a year with its short name, "Q1-23", "the January-March period of 2022" (from dev-real215)', () => {
  it('"in the first quarter (Q1) of 2023", "in Q1-22", "in the first three months (3M) of 2023": the first quarter of that year', () => {
    expect(
      read(
        'Ferlano Fertilizers registered net profits after tax worth EGP 2.45 billion in the first quarter (Q1) of 2023, higher than EGP 2.08 billion in Q1-22. In the first three months (3M) of 2023, standalone sales rose to EGP 3.92 billion.',
        'en',
        '2023-05-30',
      ),
    ).toEqual([
      ['net_income', 2_450_000_000, '2023Q1'],
      ['net_income', 2_080_000_000, '2022Q1'],
      ['revenue', 3_920_000_000, '2023Q1'],
    ]);
  });

  it('"in the first nine months (9M) of 2021" and "During the January-March period of 2022": the part of that year', () => {
    expect(
      read('In the first nine months (9M) of 2021, Ferlano Steel registered EGP 3.75 billion in net profit.', 'en', '2022-06-06'),
    ).toEqual([['net_income', 3_750_000_000, '2021M9']]);
    expect(
      read('During the January-March period of 2022, the revenues of Ferlano Steel stood at EGP 3.39 billion.', 'en', '2022-06-06'),
    ).toEqual([['revenue', 3_390_000_000, '2022Q1']]);
  });

  it('"For the nine-month period ended September 2012" (a month and a year, no day): the nine months of 2012', () => {
    expect(
      read(
        'Ferlano was founded in 2009. For the nine-month period ended September 2012, Ferlano’s sales amounted to $1,103,782.',
        'en',
        null,
      ),
    ).toEqual([['revenue', 1_103_782, '2012M9']]);
  });
});

describe('fiftieth pass: a quarter’s text that looks back on the last year (from dev-real215)', () => {
  it('"(3M)" after "the first three months" is the part’s short name, no amount of 3 million', () => {
    expect(
      read(
        'Ferlano Steel achieved standalone net profits after tax of EGP 18.20 million in the first three months (3M) of 2022, lower than EGP 74.18 million in the year-ago period.',
        'en',
        '2022-06-06',
      ),
    ).toEqual([
      ['net_income', 18_200_000, '2022Q1'],
      ['net_income', 74_180_000, '2021Q1'],
    ]);
  });

  it('"Last year, … net profits … to EGP 7.25 billion, compared to EGP 4.79 billion in 2021" in a text on a first quarter: the whole years', () => {
    expect(
      read(
        'Ferlano Fertilizers registered net profits after tax worth EGP 2.45 billion in the first quarter (Q1) of 2023. Last year, the company’s consolidated net profits after tax enlarged by 51% to EGP 7.25 billion, compared to EGP 4.79 billion in 2021.',
        'en',
        '2023-05-30',
      ),
    ).toEqual([
      ['net_income', 2_450_000_000, '2023Q1'],
      ['net_income', 7_250_000_000, '2022'],
      ['net_income', 4_790_000_000, '2021'],
    ]);
  });

  it('"compared to EGP 2.1 billion last year" after the quarter’s amount stays the same quarter a year before (guard)', () => {
    expect(
      read(
        'Ferlano Fertilizers registered net profits of EGP 2.45 billion in the first quarter of 2023, compared to EGP 2.1 billion last year.',
        'en',
        '2023-05-30',
      ),
    ).toEqual([
      ['net_income', 2_450_000_000, '2023Q1'],
      ['net_income', 2_100_000_000, '2022Q1'],
    ]);
  });
});

describe('fiftieth pass: a fiscal year written as its two years (from dev-real215)', () => {
  it('"in the first quarter (Q1) of fiscal year (FY) 2023/2024", "In FY22/23", "during the July 2022- June 2023 period": named by the year they end in', () => {
    expect(
      read(
        [
          'The net profits after tax of Ferlano Aluminum amounted to EGP 1.63 billion in the first quarter (Q1) of fiscal year (FY) 2023/2024.',
          'In FY22/23, the firm logged net profit after tax valued at EGP 3.69 billion.',
          'The revenues enlarged to EGP 22.04 billion during the July 2022- June 2023 period.',
        ].join('\n\n'),
        'en',
        '2023-11-09',
      ),
    ).toEqual([
      ['net_income', 1_630_000_000, '2024Q1'],
      ['net_income', 3_690_000_000, '2023'],
      ['revenue', 22_040_000_000, '2023'],
    ]);
  });

  it('"It is worth noting that last year, … EGP 5.83 billion, against net losses of EGP 4.67 billion in 2020" in a text on a quarter: whole years', () => {
    expect(
      read(
        'Ferlano Steel generated EGP 1.19 billion in net profits during the first quarter (Q1) of 2022. It is worth noting that last year, Ferlano Steel registered net profits worth EGP 5.83 billion, against net losses of EGP 4.67 billion in 2020.',
        'en',
        '2022-06-06',
      ),
    ).toEqual([
      ['net_income', 1_190_000_000, '2022Q1'],
      ['net_income', 5_830_000_000, '2021'],
      ['net_income', -4_670_000_000, '2020'],
    ]);
  });
});

describe('fiftieth pass: an Indian company’s quarter named by the month it ended in (from dev-real217)', () => {
  it('"in Q2 September 2021 over Q2 September 2020": the second quarters of fiscal 2022 and 2021', () => {
    expect(
      read(
        'Ferlano Motors’ consolidated net profit jumped 8.69% to Rs 373.20 crore in Q2 September 2021 over Rs 343.4 crore in Q2 September 2020.',
        'en',
        '2021-11-04',
      ),
    ).toEqual([
      ['net_income', 3_732_000_000, '2022Q2'],
      ['net_income', 3_434_000_000, '2021Q2'],
    ]);
  });

  it('"in the second quarter ended 30 September" in November 2018: the second quarter of fiscal 2019', () => {
    expect(
      read(
        'Ferlano Motors on Monday reported a consolidated profit after tax at ₹548.76 crore in the second quarter ended 30 September.',
        'en',
        '2018-11-12',
      ),
    ).toEqual([['net_income', 5_487_600_000, '2019Q2']]);
  });
});

describe('fiftieth pass: an Indian company’s yearless fiscal quarter (from dev-real217)', () => {
  it('"reported higher second-quarter profit … to 13.69 billion rupees" in November 2025: the second quarter of fiscal 2026', () => {
    expect(
      read(
        'India’s Ferlano Motors reported higher second-quarter profit on Thursday. Its consolidated net profit rose 24.5% year-on-year to 13.69 billion rupees.',
        'en',
        '2025-11-13',
      ),
    ).toEqual([['net_income', 13_690_000_000, '2026Q2']]);
  });

  it('"in the same quarter last fiscal": the same fiscal quarter a year before', () => {
    expect(
      read(
        'Ferlano Motors reported a profit after tax of ₹548.76 crore in the second quarter ended 30 September. It had posted a profit after tax of ₹518.02 crore in the same quarter last fiscal.',
        'en',
        '2018-11-12',
      ),
    ).toEqual([
      ['net_income', 5_487_600_000, '2019Q2'],
      ['net_income', 5_180_200_000, '2018Q2'],
    ]);
  });

  it('a dollar company’s "second-quarter profit" in August stays the calendar’s (guard)', () => {
    expect(read('Ferlano Inc reported higher second-quarter profit of $13.7 million on Thursday.', 'en', '2025-08-13')).toEqual([
      ['net_income', 13_700_000, '2025Q2'],
    ]);
  });
});

describe('fiftieth pass: a trade paper’s undated story on a cement maker’s year (from dev-real219)', () => {
  it('"the trading profit declined by 8.1% to €309.5m" beside the EBITDA: the operating result, no EBITDA', () => {
    expect(
      read(
        'Ferlano Cement’s EBITDA came off by 2.6% to €490.9m in 2011, while the trading profit declined by 8.1% to €309.5m.',
        'en',
        null,
      ),
    ).toEqual([['ebitda', 490_900_000, '2011']]);
  });

  it('"turnover increased by 6.7 per cent last year to EUR13,465m" with an outlook "in 2016" and no other year: 2015', () => {
    expect(
      read(
        'Ferlano Cement’s turnover increased by 6.7 per cent last year to EUR13,465m. Capital investment declined by 10.9 per cent to EUR1,002m and is expected to amount to around EUR1100m in 2016.',
        'en',
        null,
      ),
    ).toEqual([
      ['revenue', 13_465_000_000, '2015'],
      ['capex', 1_002_000_000, '2015'],
      ['capex', 1_100_000_000, '2016'],
    ]);
  });

  it('"compared with 33 per cent at the end of 2011" is a comparison’s year-end: the text is on 2012', () => {
    const text = [
      'Ferlano Cement increased turnover in 2012 by 6.4 per cent to €976.2m and the EBITDA was ahead by 11.2 per cent to €138.1m.',
      'After a 20.7 per cent reduction in the tax charge, the net attributable profit was quintupled to €16.5m.',
      'Net debt at the end of the year was €373m to give a gearing level of 36 per cent, compared with 33 per cent at the end of 2011. Capital expenditure amounted to €87.5m.',
    ].join('\n\n');
    expect(read(text, 'en', null)).toEqual([
      ['revenue', 976_200_000, '2012'],
      ['ebitda', 138_100_000, '2012'],
      ['net_income', 16_500_000, '2012'],
      ['debt', 373_000_000, '2012-12-31'],
      ['capex', 87_500_000, '2012'],
    ]);
  });
});

describe('fiftieth pass: an Italian group’s fiscal year closed in September (from dev-real214)', () => {
  it('"ha chiuso l’esercizio al 30 settembre 2017 con una perdita …, dai 7,7 milioni dell’esercizio precedente": fiscal 2017 and 2016', () => {
    expect(
      read(
        'Sui numeri pesa la controllata Ferlano Danimarca, dal 2011 nel gruppo. Il Gruppo Ferlano ha chiuso l’esercizio al 30 settembre 2017 con una perdita di 9.216.846 euro, in peggioramento dai 7,7 milioni dell’esercizio precedente. I ricavi consolidati netti si sono attestati a 633 milioni di euro, in crescita dai 604,7 milioni dell’anno precedente.',
        'it',
        null,
      ),
    ).toEqual([
      ['net_income', -9_216_846, '2017'],
      ['net_income', -7_700_000, '2016'],
      ['revenue', 633_000_000, '2017'],
      ['revenue', 604_700_000, '2016'],
    ]);
  });
});

describe('fiftieth pass: a half-year report headed "Interim Results" (from dev-real213)', () => {
  it('"Interim Results" then "Group revenue - £358.1 million (2012: £342.1 million)" and "a good start to H2": the first halves', () => {
    expect(
      read(
        'Interim Results\n\nFINANCIAL HIGHLIGHTS\n\n· Group revenue - £358.1 million (2012: £342.1 million).\n\n· Current trading - good start to H2.\n\n· Chairman appointed with effect from 1 September 2013.',
        'en',
        null,
      ),
    ).toEqual([
      ['revenue', 358_100_000, '2013H1'],
      ['revenue', 342_100_000, '2012H1'],
    ]);
  });
});
