import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand
// from the sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The
// sentences are written for these tests in the forms that were misread in the tenth development set
// (fourteenth pass, 2026-11-30: news prose with several periods, Italian flashes), with invented
// companies and figures; none is a held-out text's.

describe('a scale joined to the amount by a hyphen', () => {
  it('"revenue of $3.41-billion": the hyphenated scale is the amount\'s', () => {
    const text = 'Revenue for the third quarter of 2021 was $3.41-billion, compared with $516-million in the third quarter of 2020.';
    expect(read(text, 'en', '2021-11-04')).toEqual([
      ['revenue', 3_410_000_000, '2021Q3'],
      ['revenue', 516_000_000, '2020Q3'],
    ]);
  });
});

describe('the year an expectation is about is no heading', () => {
  it('"… and said it expected sales to rise this year." then amounts: the quarter reported, not this year', () => {
    const text =
      'Acme Corp. posted a higher quarterly profit on Tuesday and said it expected sales to rise this year.\n\nThe maker of valves reported net income of $84 million, compared with $61 million a year earlier.';
    expect(read(text, 'en', '2022-02-08')).toEqual([
      ['net_income', 84_000_000, '2021Q4'],
      ['net_income', 61_000_000, '2020Q4'],
    ]);
  });

  it('"… e prevede una crescita dei ricavi quest\'anno." then amounts: the quarter reported', () => {
    const text =
      "Il gruppo ha chiuso il quarto trimestre in utile e prevede una crescita dei ricavi quest'anno.\n\nL'utile netto è stato di 12 milioni, contro 9 milioni un anno prima.";
    expect(read(text, 'it', '2022-02-08')).toEqual([
      ['net_income', 12_000_000, '2021Q4'],
      ['net_income', 9_000_000, '2020Q4'],
    ]);
  });
});
