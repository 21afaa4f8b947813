import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that gave misses, wrong proposals or wrong periods in the
// eighth development set (ninth pass, 2026-11-30: how English and Italian results releases write the period),
// with invented companies and figures; none is a held-out text's.

describe('a named fiscal quarter and the day it ended', () => {
  it('a heading "FISCAL 2024 FOURTH QUARTER ENDED MARCH 31, 2024" over its lines: that fiscal quarter, not the calendar one', () => {
    const text = 'RESULTS FOR FISCAL 2024 FOURTH QUARTER ENDED MARCH 31, 2024\nRevenues at $1.250 billion, up 6.9%';
    expect(read(text, 'en', '2024-06-05')).toEqual([['revenue', 1_250_000_000, '2024Q4']]);
  });

  it('"Q4 FY2024 ended March 31, 2024" in a sentence: the fiscal quarter', () => {
    const text = 'Net earnings for Q4 FY2024 ended March 31, 2024 were $41.2 million.';
    expect(read(text, 'en', '2024-06-05')).toEqual([['net_income', 41_200_000, '2024Q4']]);
  });
});

describe('a text that names its period only by comparisons', () => {
  it('"rispetto ai Y del 30 giugno 2023" with no period of its own: the first half after it, its balance at that half\'s end', () => {
    const text =
      'Il gruppo registra ricavi pari a 44,6 milioni, in crescita rispetto ai 41,2 milioni del 30 giugno 2023.\n' +
      "L'indebitamento finanziario netto è pari a 18,3 milioni rispetto ai 20,1 milioni del 31 dicembre 2023.";
    expect(read(text, 'it', '2024-09-10')).toEqual([
      ['revenue', 44_600_000, '2024H1'],
      ['revenue', 41_200_000, '2023H1'],
      ['debt', 18_300_000, '2024-06-30'],
      ['debt', 20_100_000, '2023-12-31'],
    ]);
  });

  it('"rispetto ai Y nel primo semestre dello scorso anno" in a text dated in the summer: that half a year before, not after', () => {
    const text = "L'utile netto è pari a 2,4 milioni, rispetto a 1,9 milioni nel primo semestre dello scorso anno.";
    expect(read(text, 'it', '2024-09-10')).toEqual([
      ['net_income', 2_400_000, '2024H1'],
      ['net_income', 1_900_000, '2023H1'],
    ]);
  });
});

describe('fourth quarter and full year side by side', () => {
  it('"Net earnings of $X for fiscal 2024 compared to $Y for 2023" in a text on the fourth quarter and the year: the years, not the quarters', () => {
    const text =
      'Highlights\n\n  • Net earnings of $120.4 million for fiscal 2024 compared to $98.7 million for 2023.\n\n' +
      'Acme Packaging announces its results for the fourth quarter and fiscal 2024, which ended October 27, 2024.';
    expect(read(text, 'en', '2024-12-12')).toEqual([
      ['net_income', 120_400_000, '2024'],
      ['net_income', 98_700_000, '2023'],
    ]);
  });
});

describe('a quarter and the year to its end side by side', () => {
  it('"$X and $Y for fourth quarter and year-to-date of fiscal 2024, respectively, versus $A and $B for the comparable periods last year": in order, then a year before', () => {
    const text =
      'The Company recorded adjusted EBITDA of $14.1 million and $52.6 million for fourth quarter and year-to-date of fiscal 2024, respectively, versus $12.9 million and $49.3 million for the comparable periods last year.';
    expect(read(text, 'en', '2024-11-20')).toEqual([
      ['ebitda', 14_100_000, '2024Q4'],
      ['ebitda', 52_600_000, '2024'],
      ['ebitda', 12_900_000, '2023Q4'],
      ['ebitda', 49_300_000, '2023'],
    ]);
  });

  it('"for the second quarter and first half of 2024, respectively": the quarter, then the half', () => {
    const text = 'Net sales were $61.0 million and $118.4 million for the second quarter and first half of 2024, respectively.';
    expect(read(text, 'en', '2024-08-06')).toEqual([
      ['revenue', 61_000_000, '2024Q2'],
      ['revenue', 118_400_000, '2024H1'],
    ]);
  });

  it('"Year-to-date fiscal 2024 revenue" in a third quarter\'s text: the nine months, not the year', () => {
    const text = 'Acme Tools reported its third quarter of fiscal 2024 results today. Year-to-date fiscal 2024 revenue was $212.5 million.';
    expect(read(text, 'en', '2024-11-05')).toEqual([['revenue', 212_500_000, '2024M9']]);
  });
});

describe('not the group figure', () => {
  it('"Subscription and support revenue was $X" beside total revenue: a line of revenue', () => {
    const text =
      'Total revenue was $52.3 million, an increase of 18% from $44.3 million in the fourth quarter of 2022. Subscription and support revenue was $47.9 million, an increase of 21% from $39.6 million in the fourth quarter of 2022.';
    expect(read(text, 'en', '2024-02-27')).toEqual([
      ['revenue', 52_300_000, '2023Q4'],
      ['revenue', 44_300_000, '2022Q4'],
    ]);
  });

  it('"REVENUE $X VERSUS I/B/E/S VIEW $Y" in a headline: the view is analysts\' estimate', () => {
    const text = 'ACME CORP Q1 REVENUE $71.2 MILLION VERSUS I/B/E/S VIEW $68.9 MILLION';
    expect(read(text, 'en', '2024-05-02')).toEqual([['revenue', 71_200_000, '2024Q1']]);
  });
});

describe("a quarter's results announced with the coming year's guidance", () => {
  it('"announced its second-quarter results and increased its 2024 guidance" over the quarter\'s figures: the quarter, not the guidance\'s year', () => {
    const text =
      'Acme Brands announced its second-quarter results and increased its 2024 guidance.\n\nNet sales increased 9.5 percent to $88 million. Adjusted EBITDA increased 4.1 percent to $19.6 million.';
    expect(read(text, 'en', '2024-07-30')).toEqual([
      ['revenue', 88_000_000, '2024Q2'],
      ['ebitda', 19_600_000, '2024Q2'],
    ]);
  });

  it('"Fiscal 2025 Outlook" alone on its line still heads the guidance below it (guard: passes both ways)', () => {
    const text = 'Fiscal 2025 Outlook\nThe company expects revenue of $410 million to $430 million.';
    expect(read(text, 'en', '2024-11-14')).toEqual([['revenue', 410_000_000, '2025']]);
  });
});

describe("guidance stated as the measure's guidance", () => {
  it('"adjusted EBITDA guidance is $X-$Y" for a full year: the EBITDA expected', () => {
    const text = 'Full-year 2024 adjusted EPS is expected at $1.85-$1.95, while adjusted EBITDA guidance is $640M-$660M.';
    expect(read(text, 'en', '2024-08-01')).toEqual([['ebitda', 640_000_000, '2024']]);
  });

  it('"EBITDA guidance raised by $X" is still no figure (guard: passes both ways)', () => {
    const text = 'The company raised its 2024 EBITDA guidance by $15 million.';
    expect(read(text, 'en', '2024-08-01')).toEqual([]);
  });
});

describe('a footnote mark after the measure', () => {
  it('"adjusted EBITDA(1) to $X" after a percentage: the EBITDA, not a range from 1', () => {
    const text = 'Fiscal 2024 Financial Highlights: Improvement of 12.0% for the adjusted EBITDA(1) to $21.4 million.';
    expect(read(text, 'en', '2025-02-26')).toEqual([['ebitda', 21_400_000, '2024']]);
  });

  it('"net debt (2) to $X" after a change: the balance, not a range from 2', () => {
    const text = 'At the end of fiscal 2024 the company reduced its net debt (2) to $64.8 million.';
    expect(read(text, 'en', '2025-02-26')).toEqual([['debt', 64_800_000, '2024-12-31']]);
  });
});

describe("the level written after a comparison's period", () => {
  it('"ricavi in crescita rispetto al pari periodo dello scorso anno a X": the half reported, not the one compared with', () => {
    const text =
      'Il gruppo ha chiuso il primo semestre 2024 con ricavi in crescita rispetto al pari periodo dello scorso anno a 212,4 milioni (+4,1%).';
    expect(read(text, 'it', '2024-08-01')).toEqual([['revenue', 212_400_000, '2024H1']]);
  });
});
