import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-second pass, 2026-12-03),
// with invented companies and figures; none is a held-out text's.

describe('forty-second pass: the year the accounts close is the period a release reports (from dev-real161)', () => {
  it('"ha approvato il Bilancio Consolidato al 31 dicembre 2023" first, a second half named after it: the figures below are the year’s', () => {
    const text =
      'Il Consiglio di Amministrazione di Ferlano ha approvato il Bilancio Consolidato al 31 dicembre 2023. Nel secondo semestre 2023 la domanda è ripartita con forza. I clienti sono tornati.\n\nI ricavi salgono a 94,4 milioni di euro. L’EBITDA è pari a 12,6 milioni.';
    expect(read(text, 'it', '2024-03-28')).toEqual([
      ['revenue', 94_400_000, '2023'],
      ['ebitda', 12_600_000, '2023'],
    ]);
  });

  it('"approved the consolidated financial statements as at 31 December 2023", then "in the second half of 2023": the year', () => {
    const text =
      'The Board of Ferlano plc approved the consolidated financial statements as at 31 December 2023. Demand recovered in the second half of 2023. Customers returned.\n\nRevenue rose to £84.4 million. EBITDA was £12.6 million.';
    expect(read(text, 'en', '2024-03-28')).toEqual([
      ['revenue', 84_400_000, '2023'],
      ['ebitda', 12_600_000, '2023'],
    ]);
  });

  it('"Il fatturato consolidato al 30 giugno 2023" first: still the half to that day (guard)', () => {
    expect(read('Il fatturato consolidato al 30 giugno 2023 di Ferlano è stato pari a 41,2 milioni di euro.', 'it', '2023-09-10')).toEqual([
      ['revenue', 41_200_000, '2023H1'],
    ]);
  });
});

describe('forty-second pass: a sentence on a margin is no heading for the amounts below it (from dev-real161)', () => {
  it('"EBITDA MARGIN IN RIPRESA NEL SECONDO SEMESTRE 2023." over a year’s list: the list keeps the year', () => {
    const text =
      'Ferlano: risultati dell’esercizio 2023. RICAVI IN FORTE CRESCITA. EBITDA MARGIN IN RIPRESA NEL SECONDO SEMESTRE 2023.\n\nRicavi: € 94,4 milioni\nEBITDA: € 12,6 milioni';
    expect(read(text, 'it', '2024-03-28')).toEqual([
      ['revenue', 94_400_000, '2023'],
      ['ebitda', 12_600_000, '2023'],
    ]);
  });

  it('"Margins widened in the second half of 2023." before the year’s revenue: the year', () => {
    const text = 'Ferlano Inc. reports its results for 2023. Margins widened in the second half of 2023.\n\nRevenue: $84.4 million';
    expect(read(text, 'en', '2024-03-01')).toEqual([['revenue', 84_400_000, '2023']]);
  });

  it('"RISULTATI DEL SECONDO SEMESTRE 2023." over its lines: a heading still gives its half (guard)', () => {
    const text = 'RISULTATI DEL SECONDO SEMESTRE 2023.\n\nRicavi: € 44,4 milioni';
    expect(read(text, 'it', '2024-03-28')).toEqual([['revenue', 44_400_000, '2023H2']]);
  });
});

describe('forty-second pass: a figure’s breakdown after it is not the figure again (from dev-real161)', () => {
  it('"una perdita di esercizio pari a 594.615 euro, ripartita come segue: 324.436 euro a carico …": not a second loss', () => {
    const text =
      'Ferlano S.p.A. chiude il 2023 con una perdita di esercizio pari a 594.615 euro, ripartita come segue: 324.436 euro a carico della capogruppo e il resto delle controllate.';
    expect(read(text, 'it', '2024-05-01')).toEqual([['net_income', -594_615, '2023']]);
  });

  it('"a net loss of $4.1 million, as follows: $2.6 million in …": the loss once', () => {
    const text =
      'Ferlano Inc. reported a net loss of $4.1 million for 2023, as follows: $2.6 million in its parts business and the rest in services.';
    expect(read(text, 'en', '2024-03-01')).toEqual([['net_income', -4_100_000, '2023']]);
  });
});

describe('forty-second pass: an interim report’s half, an oil company’s EBITDAX, an EBITDA profit (from dev-real162)', () => {
  it('"2019 interim results highlights" over "Revenues of US$68.6 million": the first half of 2019', () => {
    const text =
      'Ferlano Resources announces its unaudited interim results.\n\n2019 interim results highlights\n\n-- Revenues of US$58.6 million (H1 2018: US$82.9 million)';
    expect(read(text, 'en', '2019-09-13')).toEqual([
      ['revenue', 58_600_000, '2019H1'],
      ['revenue', 82_900_000, '2018H1'],
    ]);
  });

  it('"Reported EBITDAX(1) loss of US$5.2 million", "adjusted EBITDAX of US$13.0 million": EBITDA, below zero when a loss', () => {
    const text = 'In H1 2019 Ferlano reported an EBITDAX(1) loss of US$4.2 million. H1 2019 adjusted EBITDAX was US$12.0 million.';
    expect(read(text, 'en', '2019-09-13')).toEqual([
      ['ebitda', -4_200_000, '2019H1'],
      ['ebitda', 12_000_000, '2019H1'],
    ]);
  });

  it('"adjusted EBITDA profit of GBP1.02 million compared to a profit of GBP0.73 million in 2014": both the EBITDA', () => {
    const text =
      'Ferlano announces its results for the year ended 31 December 2015.\n\nFull year adjusted EBITDA profit of GBP2.02 million compared to a profit of GBP1.73 million in 2014.';
    expect(read(text, 'en', '2016-03-14')).toEqual([
      ['ebitda', 2_020_000, '2015'],
      ['ebitda', 1_730_000, '2014'],
    ]);
  });

  it('"Revenue of £4.1 million compared to a profit of …": another measure keeps its own word (guard)', () => {
    const text =
      'Ferlano reported 2015 revenue of £14.1 million and a net profit of £1.2 million, compared to a profit of £0.9 million in 2014.';
    expect(read(text, 'en', '2016-03-14')).toEqual([
      ['revenue', 14_100_000, '2015'],
      ['net_income', 1_200_000, '2015'],
      ['net_income', 900_000, '2014'],
    ]);
  });

  it('"H2 net fee income (NFI) of GBP4 million": a recruiter’s gross profit, no revenue', () => {
    expect(read('In 2015 Ferlano’s net fee income (NFI) of GBP5 million grew by 7.9%.', 'en', '2016-03-14')).toEqual([]);
  });
});

describe('forty-second pass: each amount in a bracket of comparatives keeps the year written after it (from dev-real163)', () => {
  it('"si attende ricavi pari a circa 4,3 miliardi (3,8 miliardi nel 2019 e 3,46 miliardi nel 2020)": 2021, 2019, 2020', () => {
    const text = 'Ferlano si attende ricavi pari a circa 3,3 miliardi di euro (2,8 miliardi nel 2019 e 2,46 miliardi nel 2020).';
    expect(read(text, 'it', '2021-02-02')).toEqual([
      ['revenue', 3_300_000_000, '2021'],
      ['revenue', 2_800_000_000, '2019'],
      ['revenue', 2_460_000_000, '2020'],
    ]);
  });

  it('"$4.3 billion (2019: $3.8 billion; 2020: $3.46 billion)" style with a colon per year keeps each (guard)', () => {
    const text = 'Ferlano expects 2021 revenue of about $3.3 billion (2019: $2.8 billion; 2020: $2.46 billion).';
    expect(read(text, 'en', '2021-02-02')).toEqual([
      ['revenue', 3_300_000_000, '2021'],
      ['revenue', 2_800_000_000, '2019'],
      ['revenue', 2_460_000_000, '2020'],
    ]);
  });
});

describe('forty-second pass: a year or quarter that ends in a month without a day (from dev-real164)', () => {
  it('"a net profit of some 1.2 trillion yen in the fiscal year ending in March 2028": fiscal 2028, not its first quarter', () => {
    const text = 'Ferlano aims to achieve a consolidated net profit of some 1.1 trillion yen in the fiscal year ending in March 2028.';
    expect(read(text, 'en', '2025-04-04')).toEqual([['net_income', 1_100_000_000_000, '2028']]);
  });

  it('"profit in the year ended March 2025": the fiscal year 2025 (guard: the old day pattern read "March 20" and still landed on it)', () => {
    expect(read('Ferlano’s net profit in the year ended March 2025 was £4.1m.', 'en', '2025-06-10')).toEqual([
      ['net_income', 4_100_000, '2025'],
    ]);
  });

  it('"net profit for the quarter ended June 2003" of a company whose year ends in March: the first quarter of fiscal 2004 (guard, as above)', () => {
    const text =
      'Ferlano, whose fiscal year ends on March 31, reported a rise in its net profit for the quarter ended June 2003 to Rs 150.67 crore.';
    expect(read(text, 'en', '2003-07-30')).toEqual([['net_income', 1_506_700_000, '2004Q1']]);
  });

  it('"by the fourth quarter of 2023" in a text of February 2021 is a target: "fourth-quarter results reported earlier this month" are 2020’s', () => {
    const text =
      'Ferlano aims to reach 215mln users by the fourth quarter of 2023.\n\nThe targets follow the company’s fourth-quarter results reported earlier this month, which saw Ferlano rake in net income of US$122mln.';
    expect(read(text, 'en', '2021-02-25')).toEqual([['net_income', 122_000_000, '2020Q4']]);
  });
});

describe('forty-second pass: a headline’s "debito" that falls or rises is the net debt', () => {
  it('"In 2012 ricavi 29,5 miliardi, debito scende a 28,2 mld": the revenue and the debt', () => {
    expect(read('Ferlano/ In 2012 ricavi 19,5 miliardi, debito scende a 18,2 mld', 'it', '2013-02-08')).toEqual([
      ['revenue', 19_500_000_000, '2012'],
      ['debt', 18_200_000_000, '2012-12-31'],
    ]);
  });

  it('"il debito verso i fornitori di 3 milioni": a trade payable stays out (guard)', () => {
    expect(read('Nel 2012 Ferlano ha saldato il debito verso i fornitori di 3 milioni.', 'it', '2013-02-08')).toEqual([]);
  });
});

describe('forty-second pass: a day after its month and a net present value are no figures', () => {
  it('"in the three months ended March 31 compared to $71.2 million": the 31 is a day', () => {
    const text =
      'Ferlano’s earnings were $60.17 million, or 37 cents per share, in the three months ended March 31 compared to $51.2 million, or 32 cents a share, in the year-ago period.';
    expect(read(text, 'en', '2008-04-20')).toEqual([
      ['net_income', 60_170_000, '2008Q1'],
      ['net_income', 51_200_000, '2007Q1'],
    ]);
  });

  it('"In December $4 million of revenue": a currency before the number keeps it money (guard)', () => {
    expect(read('In December 2007 $4 million of revenue was booked by Ferlano.', 'en', '2008-04-20').map(([k, v]) => [k, v])).toEqual([
      ['revenue', 4_000_000],
    ]);
  });

  it('"the profit of the project, NPV – 36.7 million euros": a net present value, no profit', () => {
    expect(read('The expected profit of the Ferlano project, NPV – 26.7 million euros.', 'en', '2020-05-01')).toEqual([]);
  });
});

describe('forty-second pass: a budget’s balance written high end first (from dev-real163)', () => {
  it('"con una PFN stimata tra 107 e 102 milioni di euro" in a budget for 2026: net debt 102-107 million at the end of 2026', () => {
    const text =
      'Il Consiglio di Amministrazione di Ferlano ha approvato le proiezioni di budget per l’esercizio 2026. La struttura finanziaria attesa, con una PFN stimata tra 97 e 92 milioni di euro, include gli effetti del rinnovo.';
    const doc = sentenceDocument(text, null, 'it', { date: '2026-02-02', source: 'metadata' });
    expect(readSentences(text, 'it', doc).map((f) => [f.key, f.value, f.marks.high, periodLabel(f.period)])).toEqual([
      ['debt', 92_000_000, 97_000_000, '2026-12-31'],
    ]);
  });

  it('"passati da 8,8 a 8,2 miliardi": a fall, no range (guard)', () => {
    expect(read('Nel 2025 i ricavi di Ferlano sono passati da 7,8 a 7,2 miliardi.', 'it', '2026-02-02').map(([k, v]) => [k, v])).toEqual([
      ['revenue', 7_800_000_000],
      ['revenue', 7_200_000_000],
    ]);
  });
});
