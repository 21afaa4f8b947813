import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (sixty-eighth pass, 2026-12-07), with invented
// companies and figures; none is a held-out text's.

describe('sixty-eighth pass: a quarter named by the day it ended (from dev-real343)', () => {
  it('"the second quarter ended May 31, 2020": a balance the text gives without a day is at 31 May, not at a calendar quarter end', () => {
    const text =
      'Ferlano Homes today reported results for its second quarter ended May 31, 2020.\n\n' +
      'Homebuilding cash and cash equivalents of $1.4 billion.';
    expect(read(text, 'en', '2020-06-15')).toEqual([['cash', 1_400_000_000, '2020-05-31']]);
  });

  it('"Second quarter net earnings attributable to Ferlano in 2020 were …, compared to second quarter net earnings … in 2019 of …"', () => {
    const text =
      'Second quarter net earnings attributable to Ferlano in 2020 were $517.4 million, or $1.65 per diluted share, compared to second ' +
      'quarter net earnings attributable to Ferlano in 2019 of $421.5 million, or $1.30 per diluted share.';
    expect(read(text, 'en', '2020-06-15')).toEqual([
      ['net_income', 517_400_000, '2020Q2'],
      ['net_income', 421_500_000, '2019Q2'],
    ]);
  });

  it('"Third quarter revenues in 2020 were …" in an undated text: the third quarter of 2020', () => {
    const text = 'Third quarter revenues in 2020 were $5.9 billion, compared to third quarter revenues in 2019 of $5.7 billion.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 5_900_000_000, '2020Q3'],
      ['revenue', 5_700_000_000, '2019Q3'],
    ]);
  });

  it('(guard) "during the third quarter and on pace to achieve record levels in 2011": the year stays the year', () => {
    const text =
      'Ferlano said demand remained robust during the third quarter and on pace to achieve record revenues in 2011 of $4.1 billion.';
    expect(read(text, 'en')).toEqual([['revenue', 4_100_000_000, '2011']]);
  });
});

describe("sixty-eighth pass: the prior year's part (from dev-real345)", () => {
  it('"Net income for the prior year\'s second quarter was …": the second quarter a year before, not the one reported', () => {
    const text =
      "Ferlano reported results for the second quarter ended June 30, 2014. Net income for the prior year's second quarter was $63.1 " +
      "million, or $.46 per share, on revenues of $1.06 billion. Last year's fourth quarter revenue was $1.2 billion.";
    expect(read(text, 'en', '2014-07-22')).toEqual([
      ['net_income', 63_100_000, '2013Q2'],
      ['revenue', 1_060_000_000, '2013Q2'],
      ['revenue', 1_200_000_000, '2013Q4'],
    ]);
  });

  it('(guard) "the previous year\'s third-quarter haul" in a headline compares: the text still reports the third quarter of fiscal 2005', () => {
    const text =
      "Ferlano's earnings per share doubled on sales up by a third over the previous year's third-quarter haul.\n\n" +
      'Net sales came in at $400.3 million this quarter against $293.1 million achieved in the same time frame last year. Ferlano ' +
      "earned $1.32 per diluted share for the first nine months of the company's fiscal 2005 period.";
    expect(read(text, 'en')).toEqual([
      ['revenue', 400_300_000, '2005Q3'],
      ['revenue', 293_100_000, '2004Q3'],
    ]);
  });
});

describe("sixty-eighth pass: a small company's result written to the euro (from dev-real342)", () => {
  it('"un utile di esercizio 2022 pari a 7.672 euro": the figure, though under ten thousand', () => {
    const text = 'Le tre cooperative Ferlano hanno registrato un utile di esercizio 2022 pari a 7.672 euro, approvato dai soci.';
    expect(read(text, 'it')).toEqual([['net_income', 7672, '2022']]);
  });

  it('(guard) "un utile per azione di 1.250 euro" is still a per-share value', () => {
    const text = 'Ferlano ha chiuso il 2022 con un utile per azione di 1.250 euro.';
    expect(read(text, 'it')).toEqual([]);
  });
});

describe('sixty-eighth pass: a results table whose head is one line with single spaces (from dev-real345)', () => {
  const text = [
    'Ferlano Holdings reported results for the six months ended 31 August 2018.',
    '',
    '(ZAR millions) H1 2018 H1 2017 Change H1 2018 (USD millions)',
    'Revenue 7,972.6 7,750.1 2.8% 551.3',
    'Gross Profit 1,079.8 1,136.2 -4.9% 74.6',
    'Net Profit 99.0 -35.8 N/A 6.8',
  ].join('\n');

  it('"(ZAR millions) H1 2018 H1 2017 Change H1 2018 (USD millions)": a unit named by its code, a change, a translated column', () => {
    // the half ended 31 August 2018 is the first of fiscal 2019: the columns name the halves by the calendar year they end in
    expect(read(text, 'en', '2018-10-15')).toEqual([
      ['revenue', 7_972_600_000, '2019H1'],
      ['revenue', 7_750_100_000, '2018H1'],
      ['net_income', 99_000_000, '2019H1'],
      ['net_income', -35_800_000, '2018H1'],
    ]);
  });

  it('a head naming the fiscal halves itself ("H1 2019 H1 2018") is read as written', () => {
    const own = text.replace('H1 2018 H1 2017 Change H1 2018', 'H1 2019 H1 2018 Change H1 2019');
    expect(read(own, 'en', '2018-10-15').map(([, , p]) => p)).toEqual(['2019H1', '2018H1', '2019H1', '2018H1']);
  });
});

describe('sixty-eighth pass: the year compared with, then its amount in brackets (from dev-real342)', () => {
  it('"in netto incremento rispetto al 2023 (46,9 milioni di Euro)" in a text on a half: the same half of 2023', () => {
    const text =
      'Ferlano chiude il primo semestre 2024 con ricavi pari a 288,9 milioni di Euro.\n\n' +
      'Il Margine Operativo Lordo è pari a 58,9 milioni di Euro, in netto incremento rispetto al 2023 (46,9 milioni di Euro).';
    expect(read(text, 'it', '2024-07-30')).toEqual([
      ['revenue', 288_900_000, '2024H1'],
      ['ebitda', 58_900_000, '2024H1'],
      ['ebitda', 46_900_000, '2023H1'],
    ]);
  });

  it('(guard) "rispetto all\'intero esercizio 2023 (98,0 milioni)" stays the whole year', () => {
    const text =
      "Ferlano chiude il primo semestre 2024 con un Margine Operativo Lordo pari a 58,9 milioni di Euro, rispetto all'intero esercizio " +
      '2023 (98,0 milioni di Euro).';
    expect(read(text, 'it', '2024-07-30')).toEqual([
      ['ebitda', 58_900_000, '2024H1'],
      ['ebitda', 98_000_000, '2023'],
    ]);
  });
});

describe('sixty-eighth pass: "consistent with prior year" after an amount (from dev-real343)', () => {
  it('"Revenues of $5.9 billion - consistent with prior year": the quarter reported, not the one a year before', () => {
    const text =
      'Ferlano reported results for its third quarter ended August 31, 2020.\n\n--  Revenues of $5.9 billion - consistent with prior year';
    expect(read(text, 'en', '2020-09-14')).toEqual([['revenue', 5_900_000_000, '2020Q3']]);
  });
});

describe('sixty-eighth pass: the period after an amount that is not its own (from dev-real340 and dev-real314)', () => {
  it('"… con un utile di 52,3 milioni di euro, "raggiungendo le guidance definite per l\'anno in corso"": the nine months, not the year', () => {
    const text =
      'Banca Ferlano ha chiuso i primi nove mesi del 2020 con un utile di 52,3 milioni di euro, "raggiungendo le guidance definite per ' +
      'l\'anno in corso", spiega la banca.';
    expect(read(text, 'it', '2020-11-05')).toEqual([['net_income', 52_300_000, '2020M9']]);
  });

  it('"l\'ebitda è passato da -3,53 milioni di euro del primo semestre 2016 ai -3,03 milioni del 2017": the first half of 2017', () => {
    const text =
      "Per quanto riguarda gli altri indicatori di Ferlano, l'ebitda è passato da -3,53 milioni di euro del primo semestre 2016 ai -3,03 milioni del 2017.";
    expect(read(text, 'it')).toEqual([
      ['ebitda', -3_530_000, '2016H1'],
      ['ebitda', -3_030_000, '2017H1'],
    ]);
  });
});

describe('sixty-eighth pass: a table row whose label carries its unit in brackets (from dev-real338)', () => {
  it('"Revenue (£m) 234.3 +5% 223.4" and "Underlying EBITDA(*)(£m) 39.8 +12% 35.5" under "H1 2025 Change H1 2024"', () => {
    const text = [
      'INTERIM RESULTS FOR THE SIX MONTHS TO 30 APRIL 2025',
      '',
      'H1 2025 Change H1 2024',
      'Revenue (£m) 234.3 +5% 223.4',
      'Underlying EBITDA(*)(£m) 39.8 +12% 35.5',
    ].join('\n');
    expect(read(text, 'en', '2025-06-03')).toEqual([
      ['revenue', 234_300_000, '2025H1'],
      ['revenue', 223_400_000, '2024H1'],
      ['ebitda', 39_800_000, '2025H1'],
      ['ebitda', 35_500_000, '2024H1'],
    ]);
  });
});

describe('sixty-eighth pass: the free cash inside a total cash figure (from dev-real339)', () => {
  it('"a total cash of Rs 18,365.3 crore including free cash of Rs 7,444.5 crore", "₹18,449 crore comprising ₹7,527 crore of free cash"', () => {
    const text =
      'Ferlano said it maintained a strong balance sheet with a total cash of Rs 18,365.3 crore including free cash of Rs 7,444.5 crore. ' +
      'It had a cash balance of ₹18,449 crore comprising ₹7,527 crore of free cash and ₹10,922 crore of restricted cash.';
    expect(read(text, 'en').map(([k, v]) => [k, v])).toEqual([
      ['cash', 183_653_000_000],
      ['cash', 184_490_000_000],
    ]);
  });

  it('(guard) "net assets of $65.8 million, including cash of $32.4 million": the cash is the figure', () => {
    const text = 'On 31 December 2021, Ferlano had net assets of $65.8 million, including cash of $32.4 million and no debt.';
    expect(read(text, 'en')).toContainEqual(['cash', 32_400_000, '2021-12-31']);
  });
});

describe("sixty-eighth pass: an Italian group's staff and a one-off part (from dev-real344)", () => {
  it('"I dipendenti del gruppo al 31 dicembre 2011 erano 4.080": whose and when between the staff and its verb', () => {
    expect(read('I dipendenti del gruppo Ferlano al 31 dicembre 2011 erano 4.080.', 'it')).toEqual([['headcount', 4080, '2011-12-31']]);
  });

  it('"€ 52,2 milioni (inclusa una componente non ricorrente di € 3 milioni …)": the one-off is a part, not a second EBITDA', () => {
    const text =
      "Nel 2011 l'EBITDA consolidato di Ferlano è stato di € 52,2 milioni (inclusa una componente non ricorrente di € 3 milioni legata " +
      'alla cessione di immobili), in crescita del 24% rispetto a € 42,1 milioni del 2010.';
    expect(read(text, 'it')).toEqual([
      ['ebitda', 52_200_000, '2011'],
      ['ebitda', 42_100_000, '2010'],
    ]);
  });
});

describe("sixty-eighth pass: guards kept by the older sets' floors", () => {
  it('(guard) "4.400 euro a farmacia", "una redditività media per ettaro di oltre 9.000 euro": shares, not figures', () => {
    const text =
      'Il 2013 di Ferlano si chiude con un utile di 22.000 euro per le 5 farmacie comunali (4.400 euro a farmacia in un anno). Una ' +
      'redditività media per ettaro di oltre 9.000 euro.';
    expect(read(text, 'it')).toEqual([['net_income', 22_000, '2013']]);
  });
});
