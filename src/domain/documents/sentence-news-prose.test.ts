import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms found in the sixth development set of real texts
// (2026-11-29: newspaper earnings round-ups, news wires), with invented companies and figures; none is
// a held-out text's.

describe('net income in news prose: earned, lost, earnings, profit, income', () => {
  it('"Acme earned $X … compared with $Y": the verb is the net income', () => {
    const text =
      'Acme Corp. earned $41.3 million, or 52 cents per share, in the third quarter of 2004, compared with $38.1 million a year earlier.';
    expect(read(text, 'en').map(([k, v]) => [k, v])).toEqual([
      ['net_income', 41_300_000],
      ['net_income', 38_100_000],
    ]);
  });

  it('"Brightline lost $X": a net loss', () => {
    const text = 'Brightline Inc. lost $9 million, or 7 cents per share, in the second quarter of 2005.';
    expect(read(text, 'en')).toEqual([['net_income', -9_000_000, '2005Q2']]);
  });

  it('"its earnings rose to $X", "Profit rose to $X", "had income of $X": net income', () => {
    const text =
      'Harbor Tools said its earnings rose to $12.4 million in the first quarter of 2006. Profit at Delta Foods rose to $3.3 million in the first quarter of 2006. In the first quarter of 2006 Kestrel had income of $1.9 million.';
    expect(read(text, 'en').map(([k, v]) => [k, v])).toEqual([
      ['net_income', 12_400_000],
      ['net_income', 3_300_000],
      ['net_income', 1_900_000],
    ]);
  });

  it('"operating profit", "pre-tax profit", "earnings per share": not the net income', () => {
    const text =
      'In 2008 Norland had a pre-tax profit of $4.2 million and an operating profit of $5.1 million; earnings per share were $0.31.';
    expect(read(text, 'en')).toEqual([]);
  });

  it('"… compared to a loss of $X … and a favorable $Y": the loss owns only its own amount', () => {
    const text =
      'Net income in the third quarter of 2011 was $4.1 million, compared to a loss of $2.2 million in the second quarter of 2011 and a favorable $3.5 million in the third quarter of 2010.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 4_100_000, '2011Q3'],
      ['net_income', -2_200_000, '2011Q2'],
      ['net_income', 3_500_000, '2010Q3'],
    ]);
  });

  it('"$0.02 ahead of forecast": a beat, not a figure', () => {
    const text = 'The company earned $0.48 per share in the fourth quarter of 2015, $0.03 ahead of forecast, on revenue of $912 million.';
    expect(read(text, 'en')).toEqual([['revenue', 912_000_000, '2015Q4']]);
  });

  it('"a loss of $X on sales of $Y": "on" before a measure that names its amount is no ratio', () => {
    const text = 'Pinewood Co. reported a loss of $61,250 on sales of $2.4 million in the third quarter of 1998.';
    expect(read(text, 'en')).toEqual([
      ['net_income', -61_250, '1998Q3'],
      ['revenue', 2_400_000, '1998Q3'],
    ]);
  });
});

describe('periods of comparisons in news prose', () => {
  it('"… from the $X net loss reported in 2016, on total revenues of $Y": the comparison\'s year is not the later clause\'s', () => {
    const text =
      'The Company reported net loss for the full year 2017 of $5.2 million, an improvement from the $7.7 million net loss reported in 2016, on total revenues of $3.9 million versus total revenues of $3.1 million in 2016.';
    expect(read(text, 'en')).toEqual([
      ['net_income', -5_200_000, '2017'],
      ['net_income', -7_700_000, '2016'],
      ['revenue', 3_900_000, '2017'],
      ['revenue', 3_100_000, '2016'],
    ]);
  });

  it('"its fiscal first quarter ended Sept. 30" with no year: the quarter of the fiscal year that ends the next June', () => {
    const text = 'Northgate Software said net income in its fiscal first quarter ended Sept. 30 rose to $84 million.';
    expect(read(text, 'en', '2004-10-21')).toEqual([['net_income', 84_000_000, '2005Q1']]);
  });

  it('"the second quarter ended Sept. 30" of a year to March, and "in the year-earlier quarter"', () => {
    const text =
      'Redfern Foods reported net income of $1.4 million in the second quarter ended Sept. 30, from $0.9 million in the year-earlier quarter.';
    expect(read(text, 'en', '1999-10-28')).toEqual([
      ['net_income', 1_400_000, '2000Q2'],
      ['net_income', 900_000, '1999Q2'],
    ]);
  });

  it('"… to $X, or N cents a share, from $Y, or $Z, in the year-earlier period": $Z is a per-share value', () => {
    const text =
      'In the second quarter of 2003 net income fell to $2.41 billion, or 61 cents a share, from $2.9 billion, or $1.04, in the year-earlier period.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 2_410_000_000, '2003Q2'],
      ['net_income', 2_900_000_000, '2002Q2'],
    ]);
  });

  it('"Sales totaled $X, up from $Y" with no period after $Y: the same period a year before', () => {
    const text = 'For the first quarter of 2009 sales totaled $18.2 million, up from $15.5 million.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 18_200_000, '2009Q1'],
      ['revenue', 15_500_000, '2008Q1'],
    ]);
  });

  it('"During the third quarter last year, X earned $Y": a year before the reported quarter, for that sentence only', () => {
    const text =
      'Norbury Motors said it earned $212 million in the third quarter. During the third quarter last year, Norbury earned $540 million. Revenue for the quarter slipped to $9.1 billion from $9.4 billion a year ago.';
    expect(read(text, 'en', '2002-10-17')).toEqual([
      ['net_income', 212_000_000, '2002Q3'],
      ['net_income', 540_000_000, '2001Q3'],
      ['revenue', 9_100_000_000, '2002Q3'],
      ['revenue', 9_400_000_000, '2001Q3'],
    ]);
  });

  it('"First-half 2019 results:" heading bullets, and "the second quarter of its fiscal 2019"', () => {
    expect(read('First-half 2019 results:\n\n  •  Revenue: €2,104m, up 1.9%', 'en')).toEqual([['revenue', 2_104_000_000, '2019H1']]);
    expect(read('Revenue for the second quarter of its fiscal 2019 stood at $412 million.', 'en')).toEqual([
      ['revenue', 412_000_000, '2019Q2'],
    ]);
  });

  it('"… in the second quarter ended Sept. 30. That compared with a loss of $X on sales of $Y a year earlier.": a fiscal year to March, and the year-ago period of both amounts', () => {
    const text =
      'Tamarind Labs reported a loss of $41,300 on sales of $2.2 million in the second quarter ended Sept. 30. That compared with a loss of $310,500 on sales of $1.6 million a year earlier.';
    expect(read(text, 'en', '1998-10-29')).toEqual([
      ['net_income', -41_300, '1999Q2'],
      ['revenue', 2_200_000, '1999Q2'],
      ['net_income', -310_500, '1998Q2'],
      ['revenue', 1_600_000, '1998Q2'],
    ]);
  });

  it('"sales dropped from $X in the corresponding period last year to $Y": the later amount is the period reported', () => {
    const text = 'In the third quarter of 2010, sales dropped from $2.41bn in the corresponding period last year to $2.05bn.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 2_410_000_000, '2009Q3'],
      ['revenue', 2_050_000_000, '2010Q3'],
    ]);
  });

  it('"Highlights relative to the prior comparative period (1H19)": the compared half is neither the heading nor the period reported', () => {
    const text =
      'Financial highlights relative to the prior comparative period (1H19)\n- Statutory profit of $51.2m in the half\n- Operating revenue of $310.4m, up 2.1%';
    expect(read(text, 'en', '2020-02-20')).toEqual([
      ['net_income', 51_200_000, '2020H1'],
      ['revenue', 310_400_000, '2020H1'],
    ]);
  });

  it('a paragraph naming its "fiscal third-quarter" and "the three months ended June 30": one fiscal quarter', () => {
    const text =
      'Harmonia Records said Thursday its fiscal third-quarter loss narrowed.\nHarmonia lost $21 million for the three months ended June 30, versus $64 million a year earlier.';
    expect(read(text, 'en', '2008-08-07')).toEqual([
      ['net_income', -21_000_000, '2008Q3'],
      ['net_income', -64_000_000, '2007Q3'],
    ]);
  });

  it('"For the quarter ended Nov. 4, X earned $Y … in the third quarter of last year": the third quarter of a year to January', () => {
    const text =
      'For the quarter ended Nov. 4, Corvex earned $512 million on revenue of $9.8 billion. That compared with earnings of $470 million in the third quarter of last year.';
    expect(read(text, 'en', '2007-11-20')).toEqual([
      ['net_income', 512_000_000, '2008Q3'],
      ['revenue', 9_800_000_000, '2008Q3'],
      ['net_income', 470_000_000, '2007Q3'],
    ]);
  });

  it('"its fourth fiscal quarter … in the three months ended March 31": the fourth quarter of a year to March', () => {
    const text =
      'Kumo Motors posted a jump in profit for its fourth fiscal quarter. It had a group profit of 28.2 billion yen in the three months ended March 31, up from 21.9 billion yen the same period a year earlier.';
    expect(read(text, 'en', '2009-04-27')).toEqual([
      ['net_income', 28_200_000_000, '2009Q4'],
      ['net_income', 21_900_000_000, '2008Q4'],
    ]);
  });
});
