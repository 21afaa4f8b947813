import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected period is written by hand from the sentence and the calendar, named as the
// evaluation sets name fiscal periods (tests/fixtures/documents/sentences/README.md: a fiscal quarter,
// half or nine months carries its fiscal year's number, the fiscal year named by the calendar year it ends
// in). A second quarter that ended on December 31 leaves two quarters to go: its year ends in June, and
// every "quarter ended <day>" of the same text is counted in that year. The sentences are written for
// these tests, with invented companies and figures.

describe('a fiscal calendar stated by a named part and the day it ended', () => {
  it('"second quarter of fiscal 2020, ended December 31, 2019", then "the three months ended December 31, 2019"', () => {
    const text =
      'Acme Corp. reports results for its second quarter of fiscal 2020, ended December 31, 2019.\n\nFor the three months ended December 31, 2019, revenue was $120.5 million, compared with $110.2 million for the three months ended December 31, 2018. Net income was $10.1 million. Cash was $50.0 million at December 31, 2019.';
    expect(read(text, 'en', '2020-02-05')).toEqual([
      ['revenue', 120_500_000, '2020Q2'],
      ['revenue', 110_200_000, '2019Q2'],
      ['net_income', 10_100_000, '2020Q2'],
      ['cash', 50_000_000, '2019-12-31'],
    ]);
  });

  it('"Q2 FY2020 (quarter ended December 31, 2019)": the bracket dates the named quarter', () => {
    const text =
      'Beta Systems Q2 FY2020 (quarter ended December 31, 2019) results.\n\nRevenue for the quarter ended December 31, 2019 was $33.0 million, up from $30.0 million for the quarter ended December 31, 2018.';
    expect(read(text, 'en', '2020-02-10')).toEqual([
      ['revenue', 33_000_000, '2020Q2'],
      ['revenue', 30_000_000, '2019Q2'],
    ]);
  });

  it('"third quarter ended March 31, 2020": an ordinal that is not the calendar one names the fiscal year', () => {
    const text =
      'Gamma Inc. announced results for the third quarter ended March 31, 2020.\n\nNet sales in the three months ended March 31, 2020 were $99.0 million versus $90.0 million in the three months ended March 31, 2019.';
    expect(read(text, 'en', '2020-05-05')).toEqual([
      ['revenue', 99_000_000, '2020Q3'],
      ['revenue', 90_000_000, '2019Q3'],
    ]);
  });

  it('"the second quarter of fiscal year 2020 (ended December 31, 2019)": a day in a bracket after "ended"', () => {
    const text =
      'Delta Ltd published its report on the second quarter of fiscal year 2020 (ended December 31, 2019).\n\nRevenue for the three months ended December 31, 2019 was $12.0 million.';
    expect(read(text, 'en', '2020-02-12')).toEqual([['revenue', 12_000_000, '2020Q2']]);
  });

  it('"nine months ended December 31, 2019" in a year ending in March: nine months of fiscal 2020', () => {
    const text =
      'Epsilon Ltd reports its fiscal 2020 third quarter, or the three months ended December 31, 2019.\n\nFor the nine months ended December 31, 2019, revenue was $140.0 million and net income was $12.0 million.';
    expect(read(text, 'en', '2020-02-05')).toEqual([
      ['revenue', 140_000_000, '2020M9'],
      ['net_income', 12_000_000, '2020M9'],
    ]);
  });

  it('a calendar year\'s "fourth quarter ended December 31, 2019" keeps the calendar quarters', () => {
    const text =
      'Zeta Corp. reports results for the fourth quarter ended December 31, 2019.\n\nRevenue for the three months ended December 31, 2019 was $8.0 million; for the nine months ended September 30, 2019 it was $20.0 million.';
    expect(read(text, 'en', '2020-02-20')).toEqual([
      ['revenue', 8_000_000, '2019Q4'],
      ['revenue', 20_000_000, '2019M9'],
    ]);
  });

  it('"Fiscal 2020 Second Quarter Results" in the headline, "the three months ended December 31, 2019" in the body', () => {
    const text =
      'Eta Corp. Reports Fiscal 2020 Second Quarter Results\n\nSAN JOSE, Calif., Feb. 5, 2020 -- Eta Corp. today reported its results.\n\nFor the three months ended December 31, 2019, revenue was $120.5 million, compared with $110.2 million for the three months ended December 31, 2018.';
    expect(read(text, 'en', '2020-02-05')).toEqual([
      ['revenue', 120_500_000, '2020Q2'],
      ['revenue', 110_200_000, '2019Q2'],
    ]);
  });

  it('"fiscal 2019 fourth quarter" and "three months ended December 31, 2019": a calendar year, named as it is', () => {
    const text =
      'Theta Inc. Reports Fiscal 2019 Fourth Quarter Results\n\nFor the three months ended December 31, 2019, revenue was $9.0 million; for the three months ended September 30, 2019 it was $8.5 million.';
    expect(read(text, 'en', '2020-02-25')).toEqual([
      ['revenue', 9_000_000, '2019Q4'],
      ['revenue', 8_500_000, '2019Q3'],
    ]);
  });

  it('a retailer\'s "fiscal 2016 fourth quarter and fiscal year ended January 28, 2017": a year named by the calendar year it began in', () => {
    const text =
      'Lambda Stores today announced its financial results for the fiscal 2025 fourth quarter and fiscal year ended January 31, 2026.\n\nFor the thirteen weeks ended January 31, 2026, the Company reported net income of $11.5 million, compared to a net loss of $2.1 million for the thirteen weeks ended February 1, 2025. For the fifty-two weeks ended January 31, 2026, the Company reported net income of $61.2 million.';
    expect(read(text, 'en', '2026-03-04')).toEqual([
      ['net_income', 11_500_000, '2025Q4'],
      ['net_income', -2_100_000, '2024Q4'],
      ['net_income', 61_200_000, '2025'],
    ]);
  });
});
