import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-fifth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-fifth pass: bracketed comparatives', () => {
  it('"la posizione finanziaria netta è negativa per 455,6 milioni (-528,8 milioni a fine 2009)": one net debt a year before, not also a net cash', () => {
    expect(
      read(
        'Al 31 dicembre 2010 la posizione finanziaria netta di Orsa è negativa per 455,6 milioni (-528,8 milioni a fine 2009).',
        'it',
        '2011-03-10',
      ),
    ).toEqual([
      ['debt', 455_600_000, '2010-12-31'],
      ['debt', 528_800_000, '2009-12-31'],
    ]);
  });
});

describe('twenty-fifth pass: the period of an event', () => {
  it("\"legato al business ceduto nel giugno 2018, includendo il quale l'utile netto era pari a 8,9 milioni\": the sale's month is not the figure's period", () => {
    expect(
      read(
        "Nel primo trimestre 2018 Orsa ha registrato un utile da operazioni discontinue di 7 milioni, legato al business ceduto nel giugno 2018, includendo il quale l'utile netto era pari a 8,9 milioni.",
        'it',
        '2018-05-14',
      ),
    ).toEqual([['net_income', 8_900_000, '2018Q1']]);
  });

  it('"the division sold in June 2018": an English sale\'s month too', () => {
    expect(
      read(
        'In the first quarter of 2018 Kestrel had a gain on the division sold in June 2018, and net income was $8.9 million.',
        'en',
        '2018-05-14',
      ),
    ).toEqual([['net_income', 8_900_000, '2018Q1']]);
  });
});

describe('twenty-fifth pass: a period that opens the next clause', () => {
  it('"nel 2013, quando ci fu un utile di 21,9 milioni, e nel 2014 con 18 milioni": "nel 2014" introduces the second amount', () => {
    expect(
      read(
        'Il parco ha confermato il trend positivo avuto nel 2013, quando ci fu un utile di 21,9 milioni, e nel 2014 con 18 milioni.',
        'it',
        '2015-05-08',
      ),
    ).toEqual([
      ['net_income', 21_900_000, '2013'],
      ['net_income', 18_000_000, '2014'],
    ]);
  });
});

describe("twenty-fifth pass: a change's base year", () => {
  it('"ricavi per 106 milioni, 7 in più del 2013, e un utile netto di 18 milioni": the year a change is measured against is not the next figure\'s', () => {
    expect(
      read(
        'Nel 2014 il parco ha registrato ricavi per 106 milioni, 7 in più del 2013, e un utile netto di 18 milioni di euro.',
        'it',
        '2015-05-08',
      ),
    ).toEqual([
      ['revenue', 106_000_000, '2014'],
      ['net_income', 18_000_000, '2014'],
    ]);
  });
});

describe("twenty-fifth pass: a comparison's income", () => {
  it('"That compares to income of $31 million on sales of $5.1 billion for the same period a year ago"', () => {
    expect(
      read(
        'Kestrel posted net income of $72 million on net sales of $4.4 billion for the third quarter of 2009. That compares to income of $31 million on sales of $5.1 billion for the same period a year ago.',
        'en',
        '2009-10-28',
      ),
    ).toEqual([
      ['net_income', 72_000_000, '2009Q3'],
      ['revenue', 4_400_000_000, '2009Q3'],
      ['net_income', 31_000_000, '2008Q3'],
      ['revenue', 5_100_000_000, '2008Q3'],
    ]);
  });
});

describe('twenty-fifth pass: a flattened table with scales in its cells', () => {
  const table =
    'Kestrel results\n\nMetric\n\nQ3 2017\n\nQ3 2016\n\nYear-Over-Year Change\n\nNet revenue\n\n$652.689 million\n\n$650.283 million\n\n0.4%\n\nAdjusted EBITDA\n\n$333.642 million\n\n$336.015 million\n\n(0.7%)';

  it('cells written "$652.689 million" under "Q3 2017 | Q3 2016" are the row\'s, each with its column\'s period', () => {
    expect(read(table, 'en', '2017-11-07')).toEqual([
      ['revenue', 652_689_000, '2017Q3'],
      ['revenue', 650_283_000, '2016Q3'],
      ['ebitda', 333_642_000, '2017Q3'],
      ['ebitda', 336_015_000, '2016Q3'],
    ]);
  });

  it('the prose below that rounds a cell with no period of its own ("inched up 0.4% year over year to $653 million") is the cell again', () => {
    const prose =
      '\n\nData source: Kestrel Q3 2017 earnings press release.\n\nWhat happened with Kestrel this quarter? The parks had a busy summer season and opened two new rides.\n\nNet revenue inched up 0.4% year over year to $653 million, mostly due to higher guest spending at the parks.';
    expect(read(table + prose, 'en', '2017-11-07')).toEqual([
      ['revenue', 652_689_000, '2017Q3'],
      ['revenue', 650_283_000, '2016Q3'],
      ['ebitda', 333_642_000, '2017Q3'],
      ['ebitda', 336_015_000, '2016Q3'],
    ]);
  });
});

describe('twenty-fifth pass: Nordic net debt and a fronted amount', () => {
  it('"interest-bearing liabilities, net, of about DKK 1.5 billion at 30 June 2011" is net debt', () => {
    expect(
      read('With interest-bearing liabilities, net, of about DKK 1.5 billion at 30 June 2011, Hjort is well funded.', 'en', '2011-08-19'),
    ).toEqual([['debt', 1_500_000_000, '2011-06-30']]);
  });

  it('"At €609 million, sales in the third quarter of 2022 were …" and "Con 609 milioni di euro, i ricavi del terzo trimestre 2022 …"', () => {
    expect(
      read(
        'At €609 million, sales in the third quarter of 2022 were around 5 percent up on the equivalent quarter of the previous year.',
        'en',
        '2023-02-08',
      ),
    ).toEqual([['revenue', 609_000_000, '2022Q3']]);
    expect(read('Con 609 milioni di euro, i ricavi del terzo trimestre 2022 crescono del 5%.', 'it', '2023-02-08')).toEqual([
      ['revenue', 609_000_000, '2022Q3'],
    ]);
  });
});

describe('twenty-fifth pass: Italian inverted changes and months in digits', () => {
  it('"In rialzo del 3,3% a 234,4 milioni il margine operativo lordo e del 5,2% a 129,9 milioni l\'utile operativo": each level\'s measure is the one after it', () => {
    expect(
      read(
        "Nel primo trimestre 2021 Orsa ha registrato ricavi per 333,3 milioni di euro. In rialzo del 3,3% a 234,4 milioni il margine operativo lordo e del 5,2% a 129,9 milioni l'utile operativo. E' salito invece del 7,8% a 81,2 milioni il risultato netto rettificato.",
        'it',
        '2021-05-05',
      ),
    ).toEqual([
      ['revenue', 333_300_000, '2021Q1'],
      ['ebitda', 234_400_000, '2021Q1'],
      ['net_income', 81_200_000, '2021Q1'],
    ]);
  });

  it('"i primi 3 mesi dell\'anno": the first quarter', () => {
    expect(read("Orsa ha chiuso i primi 3 mesi dell'anno con ricavi a 333,3 milioni di euro.", 'it', '2021-05-05')).toEqual([
      ['revenue', 333_300_000, '2021Q1'],
    ]);
  });
});
