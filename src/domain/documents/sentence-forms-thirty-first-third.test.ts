import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-first
// pass, 2026-12-02), with invented companies and figures.

describe('thirty-first pass: a growth rate, then the level the measure reached', () => {
  it('"2015 was a successful year with growth in revenue of 10.5% to €320.6 million": the revenue', () => {
    expect(read('For Ferlano, 2015 was a successful year with growth in revenue of 10.5% to €320.6 million.', 'en', '2016-03-07')).toEqual([
      ['revenue', 320_600_000, '2015'],
    ]);
  });

  it('guard: "un incremento dei ricavi del 10,5% a 320,6 milioni" stays the revenue', () => {
    expect(read('Nel 2015 Ferlano registra un incremento dei ricavi del 10,5% a 320,6 milioni di euro.', 'it', '2016-03-07')).toEqual([
      ['revenue', 320_600_000, '2015'],
    ]);
  });

  it('guard: "an increase in revenue of $3 million" is a change, no level', () => {
    expect(read('In 2015 Ferlano reported an increase in revenue of $3 million.', 'en', '2016-03-07')).toEqual([]);
  });
});

describe('thirty-first pass: a Finnish comparative "(1-3/2003: …)", and "Turnover" is no "over"', () => {
  it('"Turnover EUR 2,155 million (1-3/2003: EUR 2,178 million)": the first quarters of 2004 and 2003', () => {
    const text = 'FERLANO GROUP INTERIM REPORT JANUARY – MARCH 2004\n\nTurnover EUR 2,155 million (1-3/2003: EUR 2,178 million)';
    expect(read(text, 'en', '2004-04-29')).toEqual([
      ['revenue', 2_155_000_000, '2004Q1'],
      ['revenue', 2_178_000_000, '2003Q1'],
    ]);
  });

  it('"Turnover EUR 2,155 million" is written exactly: not marked approximate, as "over EUR 2 billion" is', () => {
    const marks = (text: string) =>
      readSentences(text, 'en', sentenceDocument(text, null, 'en', { date: '2004-04-29', source: 'metadata' })).map(
        (f) => f.marks.approximate ?? false,
      );
    expect(marks('In 2003 Ferlano reported Turnover EUR 2,155 million.')).toEqual([false]);
    expect(marks('In 2003 Ferlano reported turnover of over EUR 2 billion.')).toEqual([true]);
  });

  it('guard: a table header "4-6/2006 4-6/2005 1-12/2005" is no period of the lines after it', () => {
    const text =
      'FERLANO INTERIM REPORT APRIL – JUNE 2006\n\nIncome statement 4-6/2006 4-6/2005 1-12/2005\n\nExcluding non-recurring items: EBITDA EUR 84 million, EBIT EUR 32 million.';
    expect(read(text, 'en', '2006-07-25')).toEqual([['ebitda', 84_000_000, '2006Q2']]);
  });
});

describe('thirty-first pass: the dollar a document states, or the ASX’s, for a bare "$"', () => {
  const currencies = (text: string) =>
    readSentences(text, 'en', sentenceDocument(text, null, 'en', { date: '2020-02-01', source: 'metadata' })).map((f) => f.currency);

  it('"All financial information is in Canadian dollars. … revenue of $10 million": Canadian dollars; "US$2 million" stays US', () => {
    expect(currencies('All financial information is in Canadian dollars. In 2019 Ferlano had revenue of $10 million.')).toEqual(['CAD']);
    expect(currencies('All figures are in Canadian dollars. In 2019 Ferlano had revenue of US$2 million.')).toEqual(['USD']);
  });

  it('"Ferlano Metals (ASX: FRL) … Revenue of $370m": Australian dollars; "All amounts are in Australian dollars" too', () => {
    expect(currencies('Ferlano Metals (ASX: FRL) reports full-year 2019 results: Revenue of $370m.')).toEqual(['AUD']);
    expect(currencies('All amounts are in Australian dollars. In 2019 Ferlano had revenue of $10 million.')).toEqual(['AUD']);
  });

  it('guard: a TSX listing says nothing ("$" stays the US dollar), nor does a statement of US dollars', () => {
    expect(currencies('Ferlano Gold (TSX: FRG) reported 2019 revenue of $276.7 million.')).toEqual(['USD']);
    expect(currencies('All figures are in United States dollars. Ferlano (ASX: FRL) had 2019 revenue of $10 million.')).toEqual(['USD']);
  });
});

describe('thirty-first pass: a heading that ends on its dateline heads the lines below with its period, not the day', () => {
  it('"Ferlano Metals reports first-half 2023 results, 27 July 2023." then "Revenue of $370m.": the first half', () => {
    expect(read('Ferlano Metals reports first-half 2023 results, 27 July 2023.\nRevenue of $370m.\nNet profit of $150m.', 'en')).toEqual([
      ['revenue', 370_000_000, '2023H1'],
      ['net_income', 150_000_000, '2023H1'],
    ]);
  });

  it('guard: a heading with a day alone ("Net debt at 31 December 2022") still dates the balance below it', () => {
    expect(read('Net debt at 31 December 2022\n$93.4m', 'en', '2023-02-27')).toEqual([['debt', 93_400_000, '2022-12-31']]);
  });
});
