import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that gave wrong periods in the development sets
// (seventh pass, 2026-11-30: how results releases and news write the period reported, the one compared
// with and the year to come), with invented companies and figures; none is a held-out text's.

describe('sentences with no amount that name a period', () => {
  it('"… because of a gain in the year-ago quarter." is no heading: the next sentence keeps the quarter reported', () => {
    const text =
      'Orbis Corp. today reported results for the second quarter of 2022. Its profit fell during the quarter because of a one-time gain in the year-ago quarter. Net income was $4.2 million for the period.';
    expect(read(text, 'en', '2022-07-28')).toEqual([['net_income', 4_200_000, '2022Q2']]);
  });

  it('"Looking to fiscal 2024, we are hiring faster" in a text on fiscal 2023 is no topic: the year reported stays', () => {
    const text =
      'Velora Inc. reported results for fiscal 2023. Looking to fiscal 2024, we are hiring faster, its chief executive said. For the fiscal year, net sales were $61.5 million.';
    expect(read(text, 'en', '2023-08-10')).toEqual([['revenue', 61_500_000, '2023']]);
  });

  it('"Guidance for fiscal 2024" is the topic of the figures that follow it (guidance for a coming year)', () => {
    const text =
      'Velora Inc. reported results for fiscal 2023. Guidance for fiscal 2024 is confirmed. Revenue is projected to be $70 million.';
    expect(read(text, 'en', '2023-08-10')).toEqual([['revenue', 70_000_000, '2024']]);
  });
});

describe('comparisons with the prior year', () => {
  it('"from $X, or 10 cents, a year ago, even as revenue slipped to $Y": the year-ago period closes its own comparison', () => {
    const text =
      'Brixton Foods said its first-quarter profit rose. Profit rose to $48 million, or 12 cents per share, from $41 million, or 10 cents per share, a year ago, even as revenue slipped to $910 million.';
    expect(read(text, 'en', '2023-04-27')).toEqual([
      ['net_income', 48_000_000, '2023Q1'],
      ['net_income', 41_000_000, '2022Q1'],
      ['revenue', 910_000_000, '2023Q1'],
    ]);
  });

  it('"Fiscal 2021 net income was $X." in a dated text on fiscal 2022: the prior year\'s sentence does not set the topic', () => {
    const text =
      'Halden Utilities today reported results for fiscal 2022, which ended September 30, 2022. Fiscal 2021 net income was $55.2 million. For the fourth quarter, the company had net income of $9.8 million.';
    expect(read(text, 'en', '2022-11-03')).toEqual([
      ['net_income', 55_200_000, '2021'],
      ['net_income', 9_800_000, '2022Q4'],
    ]);
  });
});

describe('fiscal quarters named by their ordinal', () => {
  it('"versus a steeper decline in the second quarter" is a comparison\'s ordinal: "the three months ended November 30" stays the third', () => {
    const text =
      'Kestrel Media said its third-quarter loss narrowed, versus a steeper decline in the second quarter. For the three months ended November 30, revenue was $88.4 million.';
    // a fiscal year to February 2023: its third quarter ends on 30 November 2022
    expect(read(text, 'en', '2022-12-20')).toEqual([['revenue', 88_400_000, '2023Q3']]);
  });
});

describe('interim reports at a date', () => {
  it('"al 30 settembre 2021 … (negativo per X nel 2020)": a report whose only other year is a comparison\'s reports the nine months', () => {
    const text =
      'Il margine operativo lordo al 30 settembre 2021 è pari a 44,2 milioni di euro (negativo per 3,1 milioni di euro nel 2020). I ricavi si attestano a 310,5 milioni di euro, in calo del 4% rispetto al 2020.';
    expect(read(text, 'it', '2021-11-10')).toEqual([
      ['ebitda', 44_200_000, '2021M9'],
      ['ebitda', -3_100_000, '2020M9'],
      ['revenue', 310_500_000, '2021M9'],
    ]);
  });
});

describe("a comparison's amount with no period of its own", () => {
  it('"compared to $X", "versus $Y" with no period: the same period a year before', () => {
    const text = 'Q3 revenue was $41.2 million, compared to $37.9 million. Net income was $3.3 million versus $2.1 million.';
    expect(read(text, 'en', '2023-11-08')).toEqual([
      ['revenue', 41_200_000, '2023Q3'],
      ['revenue', 37_900_000, '2022Q3'],
      ['net_income', 3_300_000, '2023Q3'],
      ['net_income', 2_100_000, '2022Q3'],
    ]);
  });

  it('"rispetto al primo trimestre del 2022 mentre l\'Ebitda adjusted si attesta a X, rispetto ai precedenti Y": the compared period stays in its clause', () => {
    const text =
      "Nel primo trimestre 2023 l'Ebitda è pari a 6,1 milioni di euro, in crescita rispetto al primo trimestre del 2022 mentre l'Ebitda adjusted si attesta a 6,4 milioni di euro, rispetto ai precedenti 5,2 milioni.";
    expect(read(text, 'it', '2023-05-10')).toEqual([
      ['ebitda', 6_100_000, '2023Q1'],
      ['ebitda', 6_400_000, '2023Q1'],
      ['ebitda', 5_200_000, '2022Q1'],
    ]);
  });

  it('"rispetto ai X precedentemente approvati": a restatement of the same year, not the year before', () => {
    const text =
      "Il Consiglio ha riapprovato il bilancio 2021. L'utile netto ammonta a 4,1 milioni di euro, rispetto ai 4,6 milioni precedentemente approvati.";
    expect(read(text, 'it', '2022-06-20')).toEqual([
      ['net_income', 4_100_000, '2021'],
      ['net_income', 4_600_000, '2021'],
    ]);
  });
});

describe('fiscal years over two calendar years', () => {
  it('"Nel primo semestre 2022/2023": the first half of the fiscal year that ends in 2023', () => {
    const text = 'Nel primo semestre 2022/2023, chiuso il 31 ottobre, i ricavi sono pari a 212,4 milioni di euro.';
    expect(read(text, 'it', '2022-12-14')).toEqual([['revenue', 212_400_000, '2023H1']]);
  });
});

describe('other measures beside the key ones', () => {
  it('"ed un risultato prima delle imposte positivo per X" is a pre-tax result, not the net income', () => {
    const text =
      "La società chiude l'esercizio 2021 con un utile netto di € 512.300 ed un risultato prima delle imposte positivo per € 1.204.800.";
    expect(read(text, 'it', '2022-04-20')).toEqual([['net_income', 512_300, '2021']]);
  });

  it('"il reddito operativo è salito a X" after an EBITDA is the EBIT, not the EBITDA', () => {
    const text =
      'Nel 2021 il margine operativo lordo è passato da 12,1 a 14,0 milioni di euro; il reddito operativo è salito a 9,3 milioni di euro.';
    expect(read(text, 'it', '2022-04-20')).toEqual([
      ['ebitda', 12_100_000, '2020'],
      ['ebitda', 14_000_000, '2021'],
    ]);
  });

  it('"mentre il patrimonio ha raggiunto i X" is the equity, not the profit', () => {
    const text = 'Nel 2020 la cooperativa registra un utile di 1,2 milioni, mentre il patrimonio ha raggiunto i 18 milioni.';
    expect(read(text, 'it', '2021-05-12')).toEqual([['net_income', 1_200_000, '2020']]);
  });

  it('"versus expectations for $X" is an analysts\' estimate', () => {
    const text = 'Tarn Robotics reported first-quarter sales of $2.4 billion, versus expectations for $2.6 billion.';
    expect(read(text, 'en', '2022-04-28')).toEqual([['revenue', 2_400_000_000, '2022Q1']]);
  });
});

describe('balances at the end of a fiscal year', () => {
  it('"in the second half of the year, with cash at year end of £X": the year-end that closes the half, on the fiscal day', () => {
    const text =
      'Halvard plc announces its final results for the year ended 30 April 2021. Cash generation was strong in the second half of the year, with cash at year end of £2.6m.';
    expect(read(text, 'en', '2021-07-15')).toEqual([['cash', 2_600_000, '2021-04-30']]);
  });

  it('"Basic earnings per share were 4.2p (2020: 3.1p)." is no heading: "at the period end" is the year reported\'s end', () => {
    const text =
      'Halvard plc announces its final results for the year ended 30 April 2021. Basic earnings per share were 4.2p (2020: 3.1p). Net cash at the period end stood at £2.6m.';
    expect(read(text, 'en', '2021-07-15')).toEqual([['debt', -2_600_000, '2021-04-30']]);
  });
});

describe('Italian comparisons with the year before', () => {
  it('"rispetto allo stesso periodo dell\'anno precedente pari a Euro X": the comparison\'s period introduces its amount', () => {
    const text =
      "Nel primo trimestre 2021 il fatturato risulta pari a 8,2 milioni, in crescita rispetto allo stesso periodo dell'anno precedente pari a Euro 7,5 milioni.";
    expect(read(text, 'it', '2021-05-12')).toEqual([
      ['revenue', 8_200_000, '2021Q1'],
      ['revenue', 7_500_000, '2020Q1'],
    ]);
  });

  it('"il 20% in meno dei 56 del 2021": a number compared with an amount takes its scale, and the year is the comparison\'s', () => {
    const text = 'La società chiude il 2022 con una perdita netta di 45 milioni di euro, il 20% in meno dei 56 del 2021.';
    expect(read(text, 'it', '2023-04-20')).toEqual([
      ['net_income', -45_000_000, '2022'],
      ['net_income', -56_000_000, '2021'],
    ]);
  });
});

describe('what an undated release announces', () => {
  it('"Reports First Half Results; Reaffirms … Outlook for Fiscal 2022": the outlook\'s year is not the period announced', () => {
    const text =
      'Korrin Corp. Reports First Half Results; Reaffirms Full Year Earnings Per Share Outlook for Fiscal 2022\n\nKorrin Corp. reported financial results for its second quarter and first half of fiscal 2022. For the second quarter, net sales were up 6% to $330 million.\n\nFor the first six months of the fiscal year, net sales increased 4% to $640 million.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 330_000_000, '2022Q2'],
      ['revenue', 640_000_000, '2022H1'],
    ]);
  });

  it('"compared with a net loss of $X, or $Y per share, for 2020" in a quarter\'s sentence: that quarter in 2020', () => {
    const text =
      'Net loss for the third quarter of 2021 was $3.1 million, or $0.22 per share, compared with a net loss of $4.0 million, or $0.31 per share, for 2020.';
    expect(read(text, 'en', '2021-11-09')).toEqual([
      ['net_income', -3_100_000, '2021Q3'],
      ['net_income', -4_000_000, '2020Q3'],
    ]);
  });
});

describe('a year-end compared with and no other period', () => {
  it('"la cifra è pari a X (Y a fine 2022, -6,9 per cento)": the balance is at the next year-end', () => {
    const text =
      "Quanto all'indebitamento finanziario netto, la cifra è pari a 2.310 milioni di euro (2.480 milioni di euro a fine 2022, -6,9 per cento).";
    expect(read(text, 'it', '2024-03-21')).toEqual([
      ['debt', 2_310_000_000, '2023-12-31'],
      ['debt', 2_480_000_000, '2022-12-31'],
    ]);
  });
});

describe("a year of the company's history", () => {
  it('"Founded in 2015, the company posted revenue of $48 million last year" in a text of 2024: last year is 2023', () => {
    const text = 'Founded in 2015, the company posted revenue of $48 million last year.';
    expect(read(text, 'en', '2024-04-10')).toEqual([['revenue', 48_000_000, '2023']]);
  });
});
