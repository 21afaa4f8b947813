import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-fourth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-fourth pass: the scale written once after a figure and its bracketed prior year', () => {
  it('"Net sales increased by 7 percent to SEK 4,312 (4,030) million": both in millions, the bracket a year before', () => {
    expect(read('Second quarter 2021\n\nNet sales increased by 7 percent to SEK 4,312 (4,030) million.', 'en', '2021-07-20')).toEqual([
      ['revenue', 4_312_000_000, '2021Q2'],
      ['revenue', 4_030_000_000, '2020Q2'],
    ]);
  });

  it('"Utile netto: 82,4 (61,9) milioni di euro": the Italian form, the euro written after the scale', () => {
    expect(read('Primo semestre 2022\n\nUtile netto: 82,4 (61,9) milioni di euro.', 'it', '2022-08-03')).toEqual([
      ['net_income', 82_400_000, '2022H1'],
      ['net_income', 61_900_000, '2021H1'],
    ]);
  });

  it('"rose to EUR 912.4 (2013: EUR 833.0 million)": the scale written in the bracket that names the prior year', () => {
    expect(read('Group revenues in 2014 rose to EUR 912.4 (2013: EUR 833.0 million).', 'en', '2015-03-20')).toEqual([
      ['revenue', 912_400_000, '2014'],
      ['revenue', 833_000_000, '2013'],
    ]);
  });

  it('guard: "$(6.7) million" after a year is still a negative amount', () => {
    expect(read('Net loss for fiscal 2019 (6.7) million dollars.', 'en', '2019-12-01')).toEqual([['net_income', -6_700_000, '2019']]);
  });
});

describe('twenty-fourth pass: "respectively" over a quarter and the months ended at a day', () => {
  it('"$412.6 million and $1,188.0 million for the third quarter and nine months ended September 30, 2017, respectively, compared to …"', () => {
    expect(
      read(
        'Revenues were $412.6 million and $1,188.0 million for the third quarter and nine months ended September 30, 2017, respectively, compared to $398.1 million and $1,102.5 million for the same periods last year.',
        'en',
        '2017-11-06',
      ),
    ).toEqual([
      ['revenue', 412_600_000, '2017Q3'],
      ['revenue', 1_188_000_000, '2017M9'],
      ['revenue', 398_100_000, '2016Q3'],
      ['revenue', 1_102_500_000, '2016M9'],
    ]);
  });

  it('"net income of $9.1 million and $15.2 million for the second quarter and six months ended June 30, 2015, respectively"', () => {
    expect(
      read(
        'Net income was $9.1 million and $15.2 million for the second quarter and six months ended June 30, 2015, respectively.',
        'en',
        '2015-08-05',
      ),
    ).toEqual([
      ['net_income', 9_100_000, '2015Q2'],
      ['net_income', 15_200_000, '2015H1'],
    ]);
  });
});

describe('twenty-fourth pass: Italian accents written as an apostrophe', () => {
  it('"la liquidita\' si attesta a 565 milioni" is the cash, not the investments before it', () => {
    expect(
      read("Nel 2011 gli investimenti ammontano a 74 milioni di euro e la liquidita' si attesta a 312 milioni.", 'it', '2012-04-18'),
    ).toEqual([
      ['capex', 74_000_000, '2011'],
      ['cash', 312_000_000, '2011-12-31'],
    ]);
  });

  it('"le disponibilita\' liquide erano pari a 41,3 milioni"', () => {
    expect(read("Al 31 dicembre 2009 le disponibilita' liquide erano pari a 41,3 milioni di euro.", 'it', '2010-03-25')).toEqual([
      ['cash', 41_300_000, '2009-12-31'],
    ]);
  });
});

describe('twenty-fourth pass: an amount that counts things', () => {
  it('"record global sales of 1.84 million units" is no revenue; the net income beside it is', () => {
    expect(
      read(
        'Northline posted record first quarter 2011 global sales of 1.84 million units and net income of $48 million.',
        'en',
        '2011-05-04',
      ),
    ).toEqual([['net_income', 48_000_000, '2011Q1']]);
  });

  it('"le vendite sono state pari a 1,2 milioni di unità" is no revenue', () => {
    expect(
      read('Nel 2016 le vendite sono state pari a 1,2 milioni di unità, con ricavi di 310 milioni di euro.', 'it', '2017-03-02'),
    ).toEqual([['revenue', 310_000_000, '2016']]);
  });

  it('guard: "$2.1 million" of unit sales written with its currency stays money', () => {
    expect(read('Revenue for fiscal 2016 was $2.1 million of units sold to hospitals.', 'en', '2016-12-01')).toEqual([
      ['revenue', 2_100_000, '2016'],
    ]);
  });
});

describe('twenty-fourth pass: the result "di competenza"', () => {
  it('"il risultato consolidato di competenza della casa editrice è stato pari a 1,4 milioni, rispetto a 0,8 milioni del 2008"', () => {
    expect(
      read(
        'Nel 2009 il risultato consolidato di competenza della casa editrice è stato pari a 1,4 milioni di euro, rispetto a 0,8 milioni del 2008.',
        'it',
        '2010-04-02',
      ),
    ).toEqual([
      ['net_income', 1_400_000, '2009'],
      ['net_income', 800_000, '2008'],
    ]);
  });

  it('guard: "l\'utile di pertinenza del gruppo si attesta a 22 milioni"', () => {
    expect(read("Nel 2019 l'utile di pertinenza del gruppo si attesta a 22 milioni di euro.", 'it', '2020-03-12')).toEqual([
      ['net_income', 22_000_000, '2019'],
    ]);
  });
});

describe('twenty-fourth pass: what a figure excludes', () => {
  it('"EBITDA was $142 million, which excludes $9 million of capitalised contribution": only the EBITDA', () => {
    expect(
      read(
        'In the first half of 2016 EBITDA was $142 million, which excludes $9 million of capitalised contribution from the new mine.',
        'en',
        '2016-08-18',
      ),
    ).toEqual([['ebitda', 142_000_000, '2016H1']]);
  });
});

describe('twenty-fourth pass: "$X million of cash"', () => {
  it('"$1,180 million of cash and $750 million of undrawn facilities": the cash, not the facilities', () => {
    expect(
      read(
        'Funds available of $1,930 million at 30 June 2017: $1,180 million of cash and $750 million of undrawn facilities.',
        'en',
        '2017-08-22',
      ),
    ).toEqual([['cash', 1_180_000_000, '2017-06-30']]);
  });

  it('guard: cash paid or returned is no balance ("paid $3.0 million in cash for the acquisition", "return $2 billion of cash to shareholders")', () => {
    expect(read('In 2019 we paid $3.0 million in cash for the acquisition.', 'en', '2019-11-01')).toEqual([]);
    expect(read('The company intends to return $2 billion of cash to shareholders by the end of 2026.', 'en', '2025-05-15')).toEqual([]);
  });
});

describe('twenty-fourth pass: "supera quota", a threshold passed', () => {
  it('"il fatturato supera quota 3 mld" beside the exact 3.042 milioni: the threshold is the figure said again, rounded', () => {
    expect(
      read(
        'Nel 2015 il fatturato supera quota 3 mld. I ricavi consolidati del 2015 sono stati pari a 3.042 milioni di euro.',
        'it',
        '2016-04-20',
      ),
    ).toEqual([['revenue', 3_042_000_000, '2015']]);
  });

  it('"supera quota 40 milioni" alone stands for the figure, approximate', () => {
    const text = "Nel 2013 l'utile netto supera quota 40 milioni di euro.";
    const [f] = readSentences(text, 'it', sentenceDocument(text, null, 'it', { date: '2014-04-02', source: 'metadata' }));
    expect([f?.key, f?.value, f?.marks.approximate]).toEqual(['net_income', 40_000_000, true]);
  });
});

describe('twenty-fourth pass: "nel corrispondente periodo del 2015" in a sentence of its own', () => {
  it('the half reported, a year before', () => {
    expect(
      read(
        'Primo semestre 2018\n\nLa perdita netta è di 2,4 milioni di euro. La perdita netta era di 3,1 milioni nel corrispondente periodo del 2017.',
        'it',
        '2018-09-10',
      ),
    ).toEqual([
      ['net_income', -2_400_000, '2018H1'],
      ['net_income', -3_100_000, '2017H1'],
    ]);
  });
});

describe('twenty-fourth pass: a criterion that picks companies out', () => {
  it('"l\'indagine analizza 212 società con un fatturato superiore ai 20 milioni" and "400 companies with annual revenue of more than $50 million": no figure', () => {
    expect(read("Nel 2016 l'indagine analizza 212 società italiane con un fatturato superiore ai 20 milioni.", 'it', '2017-04-12')).toEqual(
      [],
    );
    expect(read('The 2016 survey covered 400 companies with annual revenue of more than $50 million.', 'en', '2017-04-12')).toEqual([]);
  });
});

describe('twenty-fourth pass: a revenue line named by what it sells', () => {
  it('"I ricavi di software e manutenzioni sono stati di 1,1 milioni" beside the revenue: only the revenue', () => {
    expect(
      read(
        'Nel terzo trimestre del 2016 Datanord ha registrato ricavi per 7,3 milioni. I ricavi di software e manutenzioni sono stati di 1,1 milioni (+12%).',
        'it',
        '2016-11-08',
      ),
    ).toEqual([['revenue', 7_300_000, '2016Q3']]);
  });
});
