import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-sixth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-sixth pass: a half named with no ordinal', () => {
  it('"EBITDA of $88 million for the half year 2015": the first half of 2015, not the year', () => {
    expect(read('Corvane reported EBITDA of $88 million for the half year 2015.', 'en', null)).toEqual([['ebitda', 88_000_000, '2015H1']]);
  });

  it('"Half-year 2015 revenue was $410 million" and "the 2015 half year": the first half', () => {
    expect(read('Half-year 2015 revenue was $410 million.', 'en', null)).toEqual([['revenue', 410_000_000, '2015H1']]);
    expect(read('Corvane posted a net profit of $12 million for the 2015 half year.', 'en', null)).toEqual([
      ['net_income', 12_000_000, '2015H1'],
    ]);
  });

  it('"Ebitda di 88 milioni nel semestre 2015": the first half', () => {
    expect(read('Il gruppo Corvane ha chiuso con un Ebitda di 88 milioni di euro nel semestre 2015.', 'it', null)).toEqual([
      ['ebitda', 88_000_000, '2015H1'],
    ]);
  });

  it('guard: "nel secondo semestre 2015" and "the second half year 2015" stay the second half', () => {
    expect(read('Il gruppo Corvane ha chiuso con un Ebitda di 88 milioni di euro nel secondo semestre 2015.', 'it', null)).toEqual([
      ['ebitda', 88_000_000, '2015H2'],
    ]);
    expect(read('Corvane reported EBITDA of $88 million for the second half year 2015.', 'en', null)).toEqual([
      ['ebitda', 88_000_000, '2015H2'],
    ]);
  });
});

describe('twenty-sixth pass: parts of a whole', () => {
  it('"Degli investimenti, 680 milioni andranno in digitalizzazione": a sentence opening on the whole to be divided states parts', () => {
    expect(
      read(
        'Il gruppo Brenta punta a investimenti per 4 miliardi di euro nel piano 2019-2023. Degli investimenti, 680 milioni andranno in digitalizzazione.',
        'it',
        '2019-04-03',
      ),
    ).toEqual([['capex', 4_000_000_000, '2019-2023']]);
  });

  it('"Of the total revenue, $120 million came from licences": a part', () => {
    expect(read('Revenue was $500 million in 2019. Of the total revenue, $120 million came from licences.', 'en', '2020-03-01')).toEqual([
      ['revenue', 500_000_000, '2019'],
    ]);
  });

  it('guard: "Del fatturato, pari a 500 milioni nel 2019, …" is the whole\'s own amount in apposition', () => {
    expect(read("Del fatturato, pari a 500 milioni nel 2019, il 40% viene dall'estero.", 'it', '2020-03-01')).toEqual([
      ['revenue', 500_000_000, '2019'],
    ]);
  });

  it('"l\'area Quotidiani ha conseguito ricavi di 328,3 milioni": an area named as the subject is a part', () => {
    expect(
      read(
        "Nel primo semestre 2011 il gruppo Ardea ha registrato ricavi per 1.100 milioni. Per divisione, l'area Quotidiani Italia ha conseguito ricavi di 328,3 milioni (+1,2% a/a).",
        'it',
        '2011-07-28',
      ),
    ).toEqual([['revenue', 1_100_000_000, '2011H1']]);
  });

  it('"growth in its Ardent Tech digital unit, with revenue up 14.4 per cent to €442 million": the unit\'s revenue', () => {
    expect(
      read(
        'Ardent reported revenue of €10.3 billion for the third quarter of 2023. It highlighted growth in its Ardent Tech digital unit, with revenue up 14.4 per cent to €442 million.',
        'en',
        '2023-11-08',
      ),
    ).toEqual([['revenue', 10_300_000_000, '2023Q3']]);
  });

  it('"East Region EBITDA of $109 million": a region\'s EBITDA; guard: "Total Segment EBITDA" is the sum', () => {
    expect(read('EBITDA of $88 million for the half year 2015.\n- East Region EBITDA of $109 million', 'en', '2015-08-20')).toEqual([
      ['ebitda', 88_000_000, '2015H1'],
    ]);
    expect(
      read('- Total Segment EBITDA in the quarter was $320 million compared to $358 million in the prior year', 'en', '2023-05-11'),
    ).toEqual([
      ['ebitda', 320_000_000, '2023Q1'],
      ['ebitda', 358_000_000, '2022Q1'],
    ]);
  });
});

describe('twenty-sixth pass: comparisons, repayments, order lines', () => {
  it('"stabili rispetto all\'ammontare di fine marzo 2017 … resoconto intermedio a fine marzo 2018": the comparison\'s date is not the period reported', () => {
    expect(
      read(
        'Ricavi pari a 63 milioni, sostanzialmente stabili rispetto all’ammontare di fine marzo 2017, Ebitda a 17 milioni: sono questi i principali dati del resoconto intermedio a fine marzo 2018 di Lavanderie Orsini.',
        'it',
        '2018-05-14',
      ),
    ).toEqual([
      ['revenue', 63_000_000, '2018Q1'],
      ['ebitda', 17_000_000, '2018Q1'],
    ]);
  });

  it('"the early repayment of approximately $282 million of debt": a flow, not the debt', () => {
    expect(
      read(
        'Fourth quarter 2004 results were affected by a $25.2 million charge resulting from the early repayment of approximately $282 million of debt.',
        'en',
        '2005-02-06',
      ),
    ).toEqual([]);
    expect(
      read(
        "L'indebitamento finanziario netto al 31 dicembre 2005 è di 282 milioni, dopo il rimborso anticipato di 50 milioni di debito.",
        'it',
        '2006-02-06',
      ),
    ).toEqual([['debt', 282_000_000, '2005-12-31']]);
  });

  it('"New order sales for the three months … were $15.8 million": a line of revenue', () => {
    expect(
      read(
        'Net sales for the quarter ended June 30, 2020 were $96.2 million.  New order sales for the three months ended June 30, 2020 were $15.8 million, compared to $12.2 million for the three months ended June 30, 2019.',
        'en',
        '2020-07-20',
      ),
    ).toEqual([['revenue', 96_200_000, '2020Q2']]);
  });
});

describe('twenty-sixth pass: twelve months concluded, digital lines', () => {
  it('"For the 12 months concluded on December 31, 2013, net income was …" in a fourth-quarter release: the year', () => {
    expect(
      read(
        'Cash flow in the fourth quarter of 2013 was US$503 million. For the 12 months concluded on December 31, 2013, net income was US$1.1 billion, compared to US$1.9 billion in 2012.',
        'en',
        '2014-02-13',
      ),
    ).toEqual([
      ['net_income', 1_100_000_000, '2013'],
      ['net_income', 1_900_000_000, '2012'],
    ]);
  });

  it('"digitally-delivered revenue increased 65 percent to $435.1 million": a line of revenue', () => {
    expect(
      read(
        "Marlow's net revenue was $195.2 million for the fourth quarter of fiscal 2014. The publisher's digitally-delivered revenue increased 65 percent year-over-year to $435.1 million.",
        'en',
        '2014-05-13',
      ),
    ).toEqual([['revenue', 195_200_000, '2014Q4']]);
  });
});
