import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is read by hand from the
// table written for the test: its column's period from the head (spans over equal shares of the columns
// below them), the amount times the scale the head states. The layouts are those real releases' text takes
// (columns parted by runs of spaces, a row on one line, a percent sign or a closing bracket in a cell of its
// own, bold cells), seen in the thirteenth development set (2026-11-30); companies and figures are invented.

describe('results tables as pages lay them out', () => {
  it("columns parted by runs of spaces, spans and days over the years, a unit in the years' row", () => {
    const text = [
      'Acme Realty reports results.',
      '    Three months ended   Nine months ended',
      '    September 30   September 30',
      '(in millions of US$, except per share amounts) 2026   2025   2026   2025',
      'Revenues $ 362.1   $ 320.3   $ 1,020.7   $   965.9  ',
      'Adjusted EBITDA (note 1)   27.6     33.0     92.6       82.2  ',
    ].join('\n');
    expect(read(text, 'en', '2026-10-28')).toEqual([
      ['revenue', 362_100_000, '2026Q3'],
      ['revenue', 320_300_000, '2025Q3'],
      ['revenue', 1_020_700_000, '2026M9'],
      ['revenue', 965_900_000, '2025M9'],
      ['ebitda', 27_600_000, '2026Q3'],
      ['ebitda', 33_000_000, '2025Q3'],
      ['ebitda', 92_600_000, '2026M9'],
      ['ebitda', 82_200_000, '2025M9'],
    ]);
  });

  it('a row on one line with single spaces under a head whose cells a page broke ("FY" over "2025"), scale "€m"', () => {
    const text = [
      'Key Financial Performance Measures',
      '€m  ',
      'FY\n2025',
      'FY\n2024',
      '  Change  ',
      'Q4\n2025',
      'Q4\n2024',
      '  Change',
      'Revenue €4,083 €3,957 3% €1,108 €1,033 7%',
      'Net Debt €1,759 €1,621 8%',
    ].join('\n');
    // the net debt row gives fewer amounts than the head has columns: which is which is not read
    expect(read(text, 'en', '2026-02-11')).toEqual([
      ['revenue', 4_083_000_000, '2025'],
      ['revenue', 3_957_000_000, '2024'],
      ['revenue', 1_108_000_000, '2025Q4'],
      ['revenue', 1_033_000_000, '2024Q4'],
    ]);
  });

  it('a percent sign in a cell of its own, a unit as the head\'s first words, "… from Continuing Operations"', () => {
    const text = [
      'Unaudited, in millions except per share amounts | | Three Months Ended Sept. 30, | | | Nine Months Ended Sept. 30, | |',
      '| | 2026 | | | 2025 | | | % Change | | | 2026 | | | 2025 | | | % Change | |',
      'Revenue | | $ | 474.4 | | | $ | 468.2 | | | | 1.3 | % | | $ | 1,411.8 | | | $ | 1,355.7 | | | | 4.1 | % |',
      'Adjusted EBITDA from Continuing Operations1 | | | 121.3 | | | | 120.2 | | | | 0.9 | % | | | 361.1 | | | | 344.9 | | | | 4.7 | % |',
    ].join('\n');
    expect(read(text, 'en', '2026-11-02')).toEqual([
      ['revenue', 474_400_000, '2026Q3'],
      ['revenue', 468_200_000, '2025Q3'],
      ['revenue', 1_411_800_000, '2026M9'],
      ['revenue', 1_355_700_000, '2025M9'],
      ['ebitda', 121_300_000, '2026Q3'],
      ['ebitda', 120_200_000, '2025Q3'],
      ['ebitda', 361_100_000, '2026M9'],
      ['ebitda', 344_900_000, '2025M9'],
    ]);
  });

  it('bold cells ("*2026*   *2025*") after a bullet ending in bold, the span in bold too', () => {
    const text = [
      'Beta Shipping reports its first quarter.',
      '· *Cash was $12.1 million at March 31, 2026.* *Three months ended March 31,**',
      '(Expressed in thousands of U.S. dollars) *2026*   *2025*  ',
      'Total revenues 5,267   2,390  ',
    ].join('\n');
    expect(read(text, 'en', '2026-05-18')).toEqual([
      ['cash', 12_100_000, '2026-03-31'],
      ['revenue', 5_267_000, '2026Q1'],
      ['revenue', 2_390_000, '2025Q1'],
    ]);
  });

  it('a period over "As Reported | Adjusted" sub-columns (and "(GAAP) | (Non-GAAP)" below): two columns each, the second adjusted', () => {
    const text = [
      'Gamma reported the following results (in thousands except per share amounts):',
      'Three Months Ended September 30,',
      '2026',
      '2025',
      'As Reported',
      'Adjusted',
      'As Reported',
      'Adjusted',
      '(GAAP)',
      '(Non-GAAP)',
      '(GAAP)',
      '(Non-GAAP)',
      'Net income (loss)',
      '$',
      '(2,412',
      ')',
      '$',
      '18,126',
      '$',
      '10,173',
      '$',
      '15,658',
    ].join('\n');
    expect(read(text, 'en', '2026-10-27')).toEqual([
      ['net_income', -2_412_000, '2026Q3'],
      ['net_income', 18_126_000, '2026Q3'],
      ['net_income', 10_173_000, '2025Q3'],
      ['net_income', 15_658_000, '2025Q3'],
    ]);
  });

  it('a head with its change columns ("Change 2026/2025" over "$ | %"), a label with its footnote ("EBITDA (1)"), a fiscal quarter', () => {
    const text = [
      'Iota, Inc. announced its results for the third fiscal quarter ended March 31, 2026.',
      'Three Months Ended March 31, | Change 2026/2025 | |||||||||||',
      '2026 | 2025 | $ | % | |||||||||',
      '(In thousands, except percentages and per share data) | ||||||||||||',
      'Revenues | $ | 420,837 | $ | 370,284 | $ | 50,553 | 13.7 | % | ||||',
      'EBITDA (1) | 95,297 | 79,141 | 16,156 | 20.4 | % | |||||||',
    ].join('\n');
    expect(read(text, 'en', '2026-04-23')).toEqual([
      ['revenue', 420_837_000, '2026Q3'],
      ['revenue', 370_284_000, '2025Q3'],
      ['ebitda', 95_297_000, '2026Q3'],
      ['ebitda', 79_141_000, '2025Q3'],
    ]);
  });

  it('a line of years alone and a line of amounts alone ("$ 25,002 $ 23,452 6.6 % …"), "(in 000s of US$)", a flow at the fiscal year-end day', () => {
    const text = [
      'Mu Inc. reported results for the full year of fiscal year 2026, ended November 30, 2026.',
      '(in 000s of US$)',
      'Years ended',
      'November 30, %',
      'change',
      '2026 2025',
      'Revenue',
      '$ 35,002 $ 33,452 4.6 %',
    ].join('\n\n');
    expect(read(text, 'en', '2027-02-26')).toEqual([
      ['revenue', 35_002_000, '2026'],
      ['revenue', 33_452_000, '2025'],
    ]);
  });
});
