import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-third pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-third pass: a Finnish interim report’s words (from dev-real168)', () => {
  it('"Interim Report II January June 2008": the first half of 2008', () => {
    const text =
      '23 July 2008 Interim Report II January June 2008\n\nFerlano’s net sales for the period under review were EUR 380.0 million (340.0 million in the same period 2007).';
    expect(read(text, 'en', '2008-07-23')).toEqual([
      ['revenue', 380_000_000, '2008H1'],
      ['revenue', 340_000_000, '2007H1'],
    ]);
  });

  it('"The number of personnel increased by 9.3 per cent and was 7,943 at the end of the review period": headcount', () => {
    const text =
      'Ferlano’s net sales for the first half of 2008 were EUR 340 million. The number of personnel increased by 9.3 per cent and was 7,943 at the end of the review period.';
    expect(read(text, 'en', '2008-07-23')).toEqual([
      ['revenue', 340_000_000, '2008H1'],
      ['headcount', 7_943, '2008-06-30'],
    ]);
  });
});

describe('forty-third pass: an Indian release’s headline quarter and "revenue growth to ₹…" (from dev-real170)', () => {
  it('"Amid Strong Q2" in a headline, then "Q2 FY26 … revenue growth to ₹380.40 crore, 8% EBITDA growth to ₹56.10 crore": fiscal 2026’s second quarter', () => {
    const text =
      'Ferlano Pharma Posts Strong Q2 Performance\n\nQ2 FY26 financial results show 19.50% YoY revenue growth to ₹380.40 crore, 8% EBITDA growth to ₹56.10 crore, and PAT of ₹29.70 crore.';
    expect(read(text, 'en', '2025-11-07')).toEqual([
      ['revenue', 3_804_000_000, '2026Q2'],
      ['ebitda', 561_000_000, '2026Q2'],
      ['net_income', 297_000_000, '2026Q2'],
    ]);
  });

  it('"revenue growth to 25%" names a rate, no revenue (guard)', () => {
    expect(read('Ferlano expects revenue growth to 25% in fiscal 2026.', 'en', '2025-11-07')).toEqual([]);
  });
});

describe('forty-third pass: "over the coming 12 months" is the year ahead of the document (from dev-real170)', () => {
  it('"… said that it would increase capex to EUR800m over the coming 12 months" in March 2010: 2010', () => {
    const text =
      'Ferlano, which today booked higher profit for 2009, said that it would increase capex to EUR800m over the coming 12 months.';
    expect(read(text, 'en', '2010-03-11')).toEqual([['capex', 800_000_000, '2010']]);
  });

  it('"We’re consolidating over the next 12 months or so", then "£90m turnover": a vague stretch dates nothing (guard)', () => {
    const text = 'Ferlano, bought in September 2007, said: "We’re consolidating over the next 12 months or so." £90m turnover';
    expect(read(text, 'en', '2010-03-11').map(([, , p]) => p)).not.toContain('2010');
  });

  it('"expected to achieve a turnover of £70M within the next 12 months": no year read into "within" (guard)', () => {
    const text = 'Ferlano expected to achieve a turnover of £70M within the next 12 months, because of the expansion.';
    expect(read(text, 'en', '2018-05-11').map(([, , p]) => p)).not.toContain('2018');
  });
});

describe('forty-third pass: "800mila unità" of ferry traffic are no people (from dev-real167)', () => {
  it('"la crisi dei traghetti che in quattro anni hanno perso 800mila unità": no headcount', () => {
    const text = 'Sulla società Ferlano pesa però la profonda crisi dei traghetti che in quattro anni hanno perso 800mila unità.';
    expect(read(text, 'it', '2014-05-11')).toEqual([]);
  });

  it('"il gruppo conta 12 mila unità tra dipendenti e collaboratori": still headcount (guard)', () => {
    expect(read('A fine 2013 il gruppo Ferlano conta 12 mila unità tra dipendenti e collaboratori.', 'it', '2014-05-11')).toEqual([
      ['headcount', 12_000, '2013-12-31'],
    ]);
  });
});

describe('forty-third pass: "3 mila trattori e rimorchi" counts vehicles (from dev-real169)', () => {
  it('"ricavi per oltre 200 milioni di euro, 3 mila trattori e rimorchi, 1.500 dipendenti": no revenue of 3,000 euro', () => {
    const text =
      'Il trasporto su gomma di Ferlano conta su ricavi per oltre 200 milioni di euro, 3 mila trattori e rimorchi, 1.500 dipendenti e 18 basi.';
    expect(read(text, 'it', '2016-05-01')).toEqual([
      ['revenue', 200_000_000, null],
      ['headcount', 1_500, null],
    ]);
  });
});

describe('forty-third pass: "try to raise $30K and instead get $1.8M" (from dev-real172)', () => {
  it('the target is sought, the amount got instead is raised', () => {
    expect(read('When Ferlano Tries to Raise $30K on Kickstarter and Instead Gets $1.8M', 'en', '2013-02-25')).toEqual([
      ['funding_sought', 30_000, null],
    ]);
  });
});
