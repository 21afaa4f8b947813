import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md): an Indian company's fiscal year closes on 31 March and its parts are named
// by the year it closes in ("the quarter ended December 31, 2023" is the third quarter of fiscal 2024, 2024Q3). The sentences are
// written for these tests (forty-ninth pass, 2026-12-05), with invented companies and figures; none is a held-out text's.

describe('forty-ninth pass: an Indian company’s quarters named by their months or their day (from dev-real208)', () => {
  it('"net profit … in January-March, 2022 quarter" and "in the quarter ended on March 31, 2021": the fourth fiscal quarters', () => {
    expect(
      read(
        'Ferlano Power posted a net profit of Rs 155.89 crore in January-March, 2022 quarter. It had reported a net profit of Rs 63.35 crore in the quarter ended on March 31, 2021.',
        'en',
        '2022-05-31',
      ),
    ).toEqual([
      ['net_income', 1_558_900_000, '2022Q4'],
      ['net_income', 633_500_000, '2021Q4'],
    ]);
  });

  it('"for the July-September quarter at ₹138.23 crore" in December 2022: the second quarter of fiscal 2023', () => {
    expect(
      read('Ferlano Power reported a consolidated net profit for the July-September quarter at ₹138.23 crore.', 'en', '2022-12-07'),
    ).toEqual([['net_income', 1_382_300_000, '2023Q2']]);
  });

  it('a dollar company’s "July-September period" stays the calendar quarter beside another’s fiscal year to June (guard)', () => {
    expect(
      read(
        'Ferlano Motors reported a loss for the July-September period of $368 million. Ferlano Soft said earnings in its fiscal first quarter ended Sept. 30 fell to $1.28 billion.',
        'en',
        '2001-10-19',
      ),
    ).toEqual([
      ['net_income', -368_000_000, '2001Q3'],
      ['net_income', 1_280_000_000, '2002Q1'],
    ]);
  });

  it('"in the third quarter of FY24", "in the first nine months of FY24", "in 9MFY24": the part of that fiscal year', () => {
    expect(read('In the third quarter of FY24, Ferlano clocked sales of INR 4,814 Cr.', 'en', '2024-07-30')).toEqual([
      ['revenue', 48_140_000_000, '2024Q3'],
    ]);
    expect(read('In the first nine months of FY24, Ferlano clocked sales of INR 4,814 Cr.', 'en', '2024-07-30')).toEqual([
      ['revenue', 48_140_000_000, '2024M9'],
    ]);
    expect(read('In 9MFY24, Ferlano’s sales were INR 4,814 Cr.', 'en', '2024-07-30')).toEqual([['revenue', 48_140_000_000, '2024M9']]);
  });
});

describe('forty-ninth pass: the fiscal year a text reports, and revenue "from operation" (from dev-real208)', () => {
  it('a July 2024 text on FY24 (closed in March) that names FY23 more often still reports FY24: "the year under review" is FY24', () => {
    expect(
      read(
        'Ferlano’s net loss declined to INR 321.5 Cr in FY24 from INR 486 Cr in FY23. Its operating revenue increased to INR 6,480.8 Cr during the year under review from INR 5,632.5 Cr in FY23. The results contrast with a 135% rise in the top line in FY23.',
        'en',
        '2024-07-30',
      ),
    ).toEqual([
      ['net_income', -3_215_000_000, '2024'],
      ['net_income', -4_860_000_000, '2023'],
      ['revenue', 64_808_000_000, '2024'],
      ['revenue', 56_325_000_000, '2023'],
    ]);
  });

  it('"Revenue from operation stood at Rs 651 crore": the singular is the company’s revenue, as "from operations" is', () => {
    expect(read('Revenue from operation stood at Rs 651 crore for the quarter ended December 31, 2019.', 'en', '2020-02-06')).toEqual([
      ['revenue', 6_510_000_000, '2020Q3'],
    ]);
  });
});

describe('forty-ninth pass: an undated text’s "l’anno scorso" heading a statement (from dev-real209)', () => {
  it('"L’anno scorso la holding ha fatto segnare profitti netti pari a 557 milioni (dai 22,9 milioni del 2016)": the year reported', () => {
    expect(
      read(
        "Il fatturato 2017 di Ferlano è salito a 1,5 miliardi. L'anno scorso la holding ha fatto segnare profitti netti pari a 557 milioni (dai 22,9 milioni del 2016).",
        'it',
        null,
      ),
    ).toEqual([
      ['revenue', 1_500_000_000, '2017'],
      ['net_income', 557_000_000, '2017'],
      ['net_income', 22_900_000, '2016'],
    ]);
  });

  it('"a 4% increase over the $49.4 million reported last year": a comparison’s last year stays the year before (guard)', () => {
    expect(
      read(
        'Ferlano reported revenues of $51.6 million for fiscal 2001, which it says is a 4% increase over the $49.4 million reported last year.',
        'en',
        null,
      ),
    ).toEqual([
      ['revenue', 51_600_000, '2001'],
      ['revenue', 49_400_000, '2000'],
    ]);
  });
});

describe('forty-ninth pass: what a company will spend, in a text on its capital budget (from dev-real206)', () => {
  it('"plans to spend between $95 million and $110 million in 2019, down from about $190 million this year": capex, both years', () => {
    expect(
      read(
        'Ferlano Oil has announced its capital budget. It plans to spend between $95 million and $110 million in 2019, down from about $190 million this year.',
        'en',
        '2018-12-11',
      ),
    ).toEqual([
      ['capex', 95_000_000, '2019'],
      ['capex', 190_000_000, '2018'],
    ]);
  });

  it('"said it will spend between $1.2 billion and $1.4 billion next year" in December 2018: capex of 2019', () => {
    expect(
      read(
        'Ferlano Oil announced its capital budget. It said it will spend between $1.2 billion and $1.4 billion next year.',
        'en',
        '2018-12-11',
      ),
    ).toEqual([['capex', 1_200_000_000, '2019']]);
  });

  it('"plans to spend US$4 billion to boost capacity at its Singapore facility": capex in any text, no period', () => {
    expect(
      read('Ferlano Chips said on Tuesday it plans to spend US$4 billion to boost capacity at its Singapore facility.', 'en', '2021-06-23'),
    ).toEqual([['capex', 4_000_000_000, null]]);
  });

  it('"will spend $9.9 billion - more than 60 per cent of all capital spending - to maintain …": a part of the whole (guard)', () => {
    expect(
      read(
        'The capital plan was introduced today. Over the next 10 years Ferlano will spend $9.9 billion - more than 60 per cent of all capital spending - to maintain its existing assets.',
        'en',
        '2009-11-03',
      ),
    ).toEqual([]);
  });

  it('"will spend $2 million on marketing" in a text with no capital budget is no investment (guard)', () => {
    expect(read('Ferlano will spend $2 million on marketing in 2019.', 'en', '2018-12-11')).toEqual([]);
  });

  it('where the text states its capital spending in other words, what it "will spend" does not stand in (guard)', () => {
    expect(
      read('Ferlano set capital spending of $80 million for 2019. It will spend $30 million on drilling in 2019.', 'en', '2018-12-11'),
    ).toEqual([['capex', 80_000_000, '2019']]);
  });
});

describe('forty-ninth pass: a shipping company’s highlights (from dev-real210)', () => {
  it('"Revenues, net of $393.8 million" is the revenue, not a deduction; beside it "TCE Revenues of $253.0 million" is no revenue', () => {
    expect(
      read(
        'Ferlano Shipping today reported financial results for the year ended December 31, 2023.\n\nAnnual Highlights:\n- Revenues, net of $393.8 million\n- Achieved TCE Revenues of $253.0 million',
        'en',
        '2024-02-27',
      ),
    ).toEqual([['revenue', 393_800_000, '2023']]);
  });

  it('"Annual Highlights:" after a paragraph on the fourth quarter: the bullets below are the year’s', () => {
    expect(
      read(
        'Ferlano Shipping reported fourth quarter 2023 net income of $6.7 million.\n\nAnnual Highlights:\n- Net income of $20.1 million',
        'en',
        '2024-02-27',
      ),
    ).toEqual([
      ['net_income', 6_700_000, '2023Q4'],
      ['net_income', 20_100_000, '2023'],
    ]);
  });

  it('"Second quarter 2012 TCE revenues were $210.0 million" where the text states no other revenue: its revenue (guard)', () => {
    expect(
      read(
        'Second quarter 2012 TCE revenues of Ferlano Tankers were $210.0 million, a 1% increase from $207.3 million in the prior year quarter.',
        'en',
        '2012-08-07',
      ),
    ).toEqual([
      ['revenue', 210_000_000, '2012Q2'],
      ['revenue', 207_300_000, '2011Q2'],
    ]);
  });
});

describe('forty-ninth pass: an Italian loss written with a qualifier, EBITDA spelt out (from dev-real207)', () => {
  it('"un utile di esercizio negativo per circa 260.000 euro": a loss, marked approximate', () => {
    expect(read('Ferlano Calore ha chiuso il 2021 con un utile di esercizio negativo per circa 260.000 euro.', 'it', '2022-05-01')).toEqual(
      [['net_income', -260_000, '2021']],
    );
  });

  it('"L’utile prima degli interessi, delle imposte, del deprezzamento e dell’ammortamento è aumentato … a 606,5 milioni": EBITDA', () => {
    expect(
      read(
        "Nel primo semestre 2024 l'utile prima degli interessi, delle imposte, del deprezzamento e dell'ammortamento di Ferlano è aumentato del 4,8% a 606,5 milioni di euro.",
        'it',
        '2024-08-01',
      ),
    ).toEqual([['ebitda', 606_500_000, '2024H1']]);
  });
});
