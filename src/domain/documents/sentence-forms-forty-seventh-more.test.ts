import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md; ADR 0098 for a company's facilities). The sentences are written for these
// tests (forty-seventh pass, 2026-12-04), with invented companies and figures; none is a held-out text's.

describe('forty-seventh pass: facilities and notes, more forms (from dev-real197)', () => {
  it('"the facility consists of a revolving credit facility for up to $145 million": a part of a facility obtained', () => {
    expect(read('The Ferlano credit facility consists of a revolving credit facility for up to $145 million.', 'en')).toEqual([
      ['debt', 145_000_000, null],
    ]);
  });

  it('"the lenders have advanced a US$85 million term loan to the company": a lender’s verb that gives the company the loan', () => {
    expect(read('Under the agreement the lenders have advanced a US$85 million term loan to Ferlano.', 'en')).toEqual([
      ['debt', 85_000_000, null],
    ]);
  });

  it('"cash on hand, will be used to repurchase $1.5 billion in outstanding notes": what the cash pays for is no cash', () => {
    const text =
      'Net proceeds from the offering, alongside cash on hand, will be used to repurchase $1.5 billion in outstanding notes of Ferlano.';
    expect(read(text, 'en').filter(([k]) => k === 'cash')).toEqual([]);
  });

  it('"after the close of the market on Monday that it has completed … $950 million": the stock market’s session is no market size', () => {
    const text =
      'Ferlano said after the close of the market on Monday that it has completed a previously announced private placement of $950 million of its senior notes.';
    expect(read(text, 'en')).toEqual([['debt', 950_000_000, null]]);
  });

  it('"a C$25 million revolving operating facility" is no build (guard: no capex)', () => {
    expect(
      read('The first-lien facility includes a C$25 million revolving operating facility due June 30, 2021.', 'en').filter(
        ([k]) => k === 'capex',
      ),
    ).toEqual([]);
  });
});

describe('forty-seventh pass: a half or quarter written with a slash (from dev-real198)', () => {
  it('"Revenue grew 5% to £10.7m (H1/16: £10.2m)": the bracket is the first half of 2016', () => {
    const text = 'Interim results for the six months ended 30 June 2017. Revenue at Ferlano grew 5% to £10.7m (H1/16: £10.2m).';
    expect(read(text, 'en', '2017-09-20')).toEqual([
      ['revenue', 10_700_000, '2017H1'],
      ['revenue', 10_200_000, '2016H1'],
    ]);
  });
});

describe('forty-seventh pass: a year a text measures from is not the year it reports (from dev-real198)', () => {
  it('"the plant, which has been closed since 2005" is no year of "a turnover of $80 million a year"', () => {
    const text = [
      '"The re-opening of the Ferlano Abattoir, which has been closed since 2005, provides much-needed regional economic development," he said.',
      '"Ferlano, one of the largest veal traders, expects to be operational by early March and has plans to create 250 jobs over five years.',
      '"The company has a turnover of $80 million a year and its products are exported to Japan.',
    ].join('\n\n');
    expect(read(text, 'en')).toEqual([['revenue', 80_000_000, null]]);
  });

  it('"since the first half of 2006" beside "the first 26 weeks of 2010": the half of 2010 (guard)', () => {
    const text =
      'Revenue at Ferlano fell in the first half, from £218.6 million to £207.3 million. It was the first operating profit increase since the first half of 2006. Total costs for the first 26 weeks of 2010 were lower.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 218_600_000, '2009H1'],
      ['revenue', 207_300_000, '2010H1'],
    ]);
  });
});

describe('forty-seventh pass: what is no figure of the company’s (from dev-real186, 191, 198)', () => {
  it('"with revenues dipping by €2 million to €69.6 million": the change is no level', () => {
    expect(read('In 2022 Ferlano saw revenues dipping by €2 million to €69.6 million.', 'en')).toEqual([['revenue', 69_600_000, '2022']]);
  });

  it('"profit was bolstered by …, which it acquired last October in a deal worth almost £155m": a deal’s price is no profit', () => {
    const text =
      'In 2015 Ferlano’s profit was bolstered by continued cost savings, while the group has high hopes for the Belmonte business, which it acquired last October in a deal worth almost £155m.';
    expect(read(text, 'en')).toEqual([]);
  });
});

describe('forty-seventh pass: a foundation’s and a cooperative’s yearly accounts in prose (from dev-real192)', () => {
  it('"I proventi raccolti dalla Fondazione … ammontano ad oltre 17,4 milioni di euro": a non-profit’s income, its revenue', () => {
    const text =
      'I proventi raccolti dalla Fondazione Ferlano nel 2022 ammontano ad oltre 17,4 milioni di euro, in aumento rispetto all’anno precedente dell’11% (15,6 milioni di euro).';
    expect(read(text, 'it')).toEqual([
      ['revenue', 17_400_000, '2022'],
      ['revenue', 15_600_000, '2021'],
    ]);
  });

  it('"la patrimonializzazione ha raggiunto 622 mila euro" is no revenue', () => {
    expect(
      read('Nel 2022 i ricavi della Ferlano sono stati di 27 milioni di euro, la patrimonializzazione ha raggiunto 622 mila euro.', 'it'),
    ).toEqual([['revenue', 27_000_000, '2022']]);
  });

  it('"il totale proventi e oneri finanziari" is no revenue (guard)', () => {
    expect(read('Nel 2022 il totale proventi e oneri finanziari della Ferlano è di 2 milioni di euro.', 'it')).toEqual([]);
  });
});

describe('forty-seventh pass: annual recurring revenue stands in for revenue (from dev-real195)', () => {
  it('"we were on pace to grow from $4M ARR to $8M ARR": revenue where the text states none, with its reason', () => {
    const text = 'In 2019 Ferlano was on pace to grow from $4M ARR to $8M ARR.';
    const doc = sentenceDocument(text, null, 'en');
    const got = readSentences(text, 'en', doc);
    expect(got.map((f) => [f.key, f.value])).toEqual([
      ['revenue', 4_000_000],
      ['revenue', 8_000_000],
    ]);
    expect(got.every((f) => (f.reason ?? '').includes('recurring_revenue') && f.confidence <= 0.75)).toBe(true);
  });

  it('a results release that states its revenue keeps ARR out: "revenue was $53.3 million … and ARR was $224 million" (guard)', () => {
    expect(read('Ferlano’s revenue was $53.3 million in 2021 and ARR was $224 million.', 'en')).toEqual([['revenue', 53_300_000, '2021']]);
  });

  it('"arr" in lower case is no measure (guard)', () => {
    expect(read('In 2021 the arr was $224 million at Ferlano.', 'en')).toEqual([]);
  });
});

describe('forty-seventh pass: a quarter, an aside, then its year (from dev-real196)', () => {
  it('"per quanto riguarda il quarto trimestre, invece, nel 2011 gli utili sono stati di 11,8 milioni … contro i 21,9 milioni del 2010"', () => {
    const text =
      'Per quanto riguarda il quarto trimestre, invece, nel 2011 gli utili della Ferlano sono stati di 11,8 milioni di euro contro i 21,9 milioni del 2010.';
    expect(read(text, 'it')).toEqual([
      ['net_income', 11_800_000, '2011Q4'],
      ['net_income', 21_900_000, '2010Q4'],
    ]);
  });
});
