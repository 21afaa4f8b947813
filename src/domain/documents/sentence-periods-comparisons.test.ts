import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected period is written by hand from the sentence and the calendar (a figure
// compared with "the same period of 2021" in a half-year's text is the first half of 2021; "a year
// ago" is the same period a year before the one the sentence reports). The sentences are written
// for these tests in the forms found in the third development set of real texts (2026-11-29), with
// invented companies and figures; none is a held-out text's.

describe('comparisons with another period, in both languages', () => {
  it('"rispetto al pari periodo 2021 (X)": the half of 2021, not the year', () => {
    const text =
      'Alfa chiude il primo semestre 2022 con ricavi a 45,7 milioni, in crescita del 5% rispetto al pari periodo 2021 (42,1 milioni).';
    expect(read(text, 'it')).toEqual([
      ['revenue', 45_700_000, '2022H1'],
      ['revenue', 42_100_000, '2021H1'],
    ]);
  });

  it('"quello del 2021 (X) mentre la previsione 2023 …": a bracketed amount ends with its bracket', () => {
    const text =
      'La società ha chiuso il 2022 con un fatturato di 12,6 milioni di euro, il doppio di quello del 2021 (6,1 milioni) mentre la previsione 2023 è di 15 milioni.';
    expect(read(text, 'it', '2023-05-02')).toEqual([
      ['revenue', 12_600_000, '2022'],
      ['revenue', 6_100_000, '2021'],
      ['revenue', 15_000_000, '2023'],
    ]);
  });

  it('"(X un anno fa)" after an earlier bracket of its own: a year before the sentence\'s period, not the bracket\'s', () => {
    const text =
      'Beta ha chiuso il primo semestre del 2022 con un Ebitda pari a 3,1 milioni di euro (3,5 milioni nel primo semestre del 2021) e un utile netto pari a 1,9 milioni di euro (2,2 milioni un anno fa).';
    expect(read(text, 'it', '2022-09-20')).toEqual([
      ['ebitda', 3_100_000, '2022H1'],
      ['ebitda', 3_500_000, '2021H1'],
      ['net_income', 1_900_000, '2022H1'],
      ['net_income', 2_200_000, '2021H1'],
    ]);
  });

  it('"compared to fourth quarter 2008 net loss of $X": the comparison names its own measure and amount', () => {
    const text = 'Fourth quarter 2009 net income was $61 million, compared to fourth quarter 2008 net loss of $580 million.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 61_000_000, '2009Q4'],
      ['net_income', -580_000_000, '2008Q4'],
    ]);
  });

  it('"rispetto agli X al 31 marzo 2017" in a quarter\'s text: the first quarter of 2017 ("mar" is not read inside "marzo")', () => {
    const text =
      'I primi tre mesi dell’esercizio si sono chiusi con un utile netto di 1,3 milioni (+20% rispetto agli 0,9 milioni al 31 marzo 2017).';
    expect(read(text, 'it', '2018-05-10')).toEqual([
      ['net_income', 1_300_000, '2018Q1'],
      ['net_income', 900_000, '2017Q1'],
    ]);
  });

  it('"contro il valore negativo di X del primo semestre 2023" is a comparison: the text reports the first half of 2024', () => {
    const text =
      'Il valore della produzione è pari a 90,1 milioni. Il risultato netto è stato negativo per 5,2 milioni, contro il valore negativo di 11,4 milioni del primo semestre 2023.';
    expect(read(text, 'it', '2024-09-12')).toEqual([
      ['revenue', 90_100_000, '2024H1'],
      ['net_income', -5_200_000, '2024H1'],
      ['net_income', -11_400_000, '2023H1'],
    ]);
  });

  it('"rispetto allo stesso periodo dello scorso esercizio rideterminato (X)": the bracket is the comparison\'s', () => {
    const text =
      'Il valore della produzione, pari a 90,1 milioni al 30 giugno 2024, cala del 5% rispetto allo stesso periodo dello scorso esercizio rideterminato (94,9 milioni).';
    expect(read(text, 'it', '2024-09-12')).toEqual([
      ['revenue', 90_100_000, '2024H1'],
      ['revenue', 94_900_000, '2023H1'],
    ]);
  });
});

describe('a change "from X to Y" with no period between the amounts', () => {
  it('"i ricavi, in calo, da 8,8 a 8,2 miliardi" in a half-year\'s text: two figures, the first a year earlier', () => {
    const f = read('Gamma chiude il primo semestre del 2023 con i ricavi in calo da 7,8 a 7,1 miliardi.', 'it', '2023-07-27');
    expect(f).toEqual([
      ['revenue', 7_800_000_000, '2022H1'],
      ['revenue', 7_100_000_000, '2023H1'],
    ]);
  });

  it('"revenue rose from $X to $Y" in a quarter\'s text: the first amount is the quarter a year before', () => {
    expect(read('Third quarter 2021 results: revenue rose from $10.1 million to $12.3 million.', 'en')).toEqual([
      ['revenue', 10_100_000, '2020Q3'],
      ['revenue', 12_300_000, '2021Q3'],
    ]);
  });

  it('a raised outlook "from $X to $Y" keeps both amounts on the year it is for; "attesa da 20 a 25 milioni" stays a range', () => {
    expect(read('The company raised its 2022 revenue outlook from $410 million to $430 million.', 'en')).toEqual([
      ['revenue', 410_000_000, '2022'],
      ['revenue', 430_000_000, '2022'],
    ]);
    const range = read('Per il 2025 la posizione finanziaria netta è attesa da 20 a 25 milioni di euro.', 'it');
    expect(range).toEqual([['debt', 20_000_000, '2025-12-31']]);
  });
});

describe('quarters compared with a year before, in English', () => {
  it('"from the $X loss in Q1 of 2024": "Q1 of 2024" is one period, and a comparison\'s', () => {
    const text =
      'The company posted a net loss of $0.7 billion for the first quarter of 2025, a downturn from the $0.3 billion loss in Q1 of 2024.';
    expect(read(text, 'en', '2025-04-25')).toEqual([
      ['net_income', -700_000_000, '2025Q1'],
      ['net_income', -300_000_000, '2024Q1'],
    ]);
  });

  it('"compared to $X (…) in 2018" in a sentence about the third quarter of 2019: the third quarter of 2018', () => {
    const text =
      'Third quarter 2019 adjusted net income was $101 million (44 cents per share), compared to $160 million (66 cents per share) in 2018.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 101_000_000, '2019Q3'],
      ['net_income', 160_000_000, '2018Q3'],
    ]);
  });

  it('"revenue of $X, mirroring the previous year\'s" is the reported period\'s revenue; a loss per share is no figure', () => {
    const text =
      "Omega reported its results for the first quarter of 2025, with revenue of $2.7 billion, mirroring the previous year's figures. It expects second-quarter revenue of $2.9 billion, with an expected loss per share of $0.32.";
    expect(read(text, 'en', '2025-04-25')).toEqual([
      ['revenue', 2_700_000_000, '2025Q1'],
      ['revenue', 2_900_000_000, '2025Q2'],
    ]);
  });
});

describe('"respectively" with a list of periods, and a change written the other way round', () => {
  it('"a net loss of $X and $Y for the three and nine months ended September 30, 2022, respectively": the quarter, then nine months', () => {
    const text =
      'The Company incurred a net loss of $52.1 million and $140.9 million for the three and nine months ended September 30, 2022, respectively.';
    expect(read(text, 'en')).toEqual([
      ['net_income', -52_100_000, '2022Q3'],
      ['net_income', -140_900_000, '2022M9'],
    ]);
  });

  it('"for the nine months ended September 30, 2022 and 2021, … approximately $X and $Y million, respectively": one scale, two years', () => {
    const text =
      'For the nine months ended September 30, 2022 and 2021, the Company incurred a net loss of approximately $15.2 and $11.8 million, respectively.';
    expect(read(text, 'en')).toEqual([
      ['net_income', -15_200_000, '2022M9'],
      ['net_income', -11_800_000, '2021M9'],
    ]);
  });

  it('"year-to-date sales decreased to $X from $Y" in a third quarter\'s text: the earlier amount is the nine months a year before', () => {
    const text = 'Net sales for Q3 2019 were $1,950 million, while year-to-date sales decreased to $5,700 million from $5,810 million.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 1_950_000_000, '2019Q3'],
      ['revenue', 5_700_000_000, '2019M9'],
      ['revenue', 5_810_000_000, '2018M9'],
    ]);
  });
});

describe('texts with no date: the period reported, from what the text writes', () => {
  it('"compared with the prior year of $X" in a sentence about the fourth quarter 2021: the fourth quarter of 2020', () => {
    const text =
      'Consolidated revenue of $1.32 billion in the fourth quarter 2021 decreased 2% compared with the prior year of $1.35 billion.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 1_320_000_000, '2021Q4'],
      ['revenue', 1_350_000_000, '2020Q4'],
    ]);
  });

  it('a quarter named only as a comparison\'s, far after its amount, and a history date: "for the quarter" is the one a year later', () => {
    const text = [
      'Net income for the quarter was $2,100,000, or $0.14 per diluted share, compared to pro forma net income of $2,300,000, or $0.15 per diluted share, excluding a one-time reversal of sales expenses, net of tax effects, in fourth quarter 1998.',
      'Net sales for the year ended December 31, 1999 were $41,200,000. The group closed its modem division in September 1998.',
    ].join(' ');
    expect(read(text, 'en')).toEqual([
      ['net_income', 2_100_000, '1999Q4'],
      ['net_income', 2_300_000, '1998Q4'],
      ['revenue', 41_200_000, '1999'],
    ]);
  });
});

describe('the measure of a comparison written apart from its figure', () => {
  it('"… net earnings of $X. This is compared to $Y, …, in the third quarter of 2018": the previous sentence\'s measure', () => {
    const text =
      'The company reported third quarter 2019 net earnings of $9.8 million, or $0.29 per diluted share. This is compared to $11.9 million, or $0.35 per diluted share, in the third quarter of 2018.';
    expect(read(text, 'en', '2019-11-05')).toEqual([
      ['net_income', 9_800_000, '2019Q3'],
      ['net_income', 11_900_000, '2018Q3'],
    ]);
  });

  it('"the company\'s loss in the first quarter of 2020 was much worse than the $X recorded in the prior-year period": a loss, loosely', () => {
    const text =
      'The company’s loss in the first quarter of 2020 was much worse than the $27.1 million, or $0.29 per share, recorded in the prior-year period.';
    expect(read(text, 'en', '2020-05-12').map(([k, v, p]) => [k, v, p])).toEqual([['net_income', -27_100_000, '2019Q1']]);
  });
});

describe("a year-end release whose only years are comparisons'", () => {
  it('"(X nel 2013)" brackets, "in linea rispetto al 2013", "al 31.12.2013": the text reports 2014', () => {
    const text = [
      'Margine Operativo Lordo pari a 31,2 ml. di Euro (40,3 ml. di Euro nel 2013)',
      '',
      'Indebitamento complessivo in linea rispetto al 2013 e pari a 120,5 ml. di Euro (121,9 ml. di Euro al 31.12.2013)',
    ].join('\n');
    expect(read(text, 'it', '2015-03-09')).toEqual([
      ['ebitda', 31_200_000, '2014'],
      ['ebitda', 40_300_000, '2013'],
      ['debt', 120_500_000, '2014-12-31'],
      ['debt', 121_900_000, '2013-12-31'],
    ]);
  });
});
