import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected period is written by hand from the sentence and the calendar (a fiscal year
// that "ended on September 30, 2023" is fiscal 2023 and its year-end balance is at 30 September; a
// quarter compared with "last year" is compared with the same quarter a year before). The sentences
// are written for these tests in the forms results releases use, with invented companies and
// figures (the development set's period errors, 2026-11-29, by category); none is a held-out text's.

describe('fiscal years that do not end in December', () => {
  it('"fiscal 2023, which ended on September 30, 2023" is the year, and a balance at fiscal year-end is at 30 September', () => {
    expect(
      read('Revenue in fiscal 2023, which ended on September 30, 2023, was $500 million. Cash at fiscal year-end was $50 million.', 'en'),
    ).toEqual([
      ['revenue', 500_000_000, '2023'],
      ['cash', 50_000_000, '2023-09-30'],
    ]);
  });

  it('a year "ended July 31" announced by the text puts the cash the company "finished the year with" on 31 July', () => {
    const text =
      'Sigma Labs reported revenues of $2.4 million for its Fiscal Year 2021 ended July 31, 2021.\nThe company ended the year with $8.3 million in cash and cash equivalents.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 2_400_000, '2021'],
      ['cash', 8_300_000, '2021-07-31'],
    ]);
  });

  it('a calendar year-end stays 31 December', () => {
    expect(read('Revenue for the year ended December 31, 2022 was $90 million. Cash at year-end was $7 million.', 'en')).toEqual([
      ['revenue', 90_000_000, '2022'],
      ['cash', 7_000_000, '2022-12-31'],
    ]);
  });
});

describe('"last year" and "lo scorso anno" after a compared amount', () => {
  it('in a quarter release it is the same quarter a year before, not the year the text reports', () => {
    expect(read('Revenue for the quarter was $15.0 million, compared to $12.0 million last year.', 'en', '2021-08-05')).toEqual([
      ['revenue', 15_000_000, '2021Q2'],
      ['revenue', 12_000_000, '2020Q2'],
    ]);
  });

  it('"dello stesso periodo dello scorso anno" is the same period a year before', () => {
    expect(
      read(
        'Nei primi nove mesi i ricavi sono stati pari a 410 milioni di euro, contro 380 milioni nello stesso periodo dello scorso anno.',
        'it',
        '2022-11-10',
      ),
    ).toEqual([
      ['revenue', 410_000_000, '2022M9'],
      ['revenue', 380_000_000, '2021M9'],
    ]);
  });
});

describe('quarters, full years and nine months in one sentence', () => {
  it("a period that introduces the next amount is that amount's, when the first has its own", () => {
    expect(read('Revenue in Q4 was $20 million, and for the full year $75 million, up from $68 million in 2021.', 'en')).toEqual([
      ['revenue', 20_000_000, '2022Q4'],
      ['revenue', 75_000_000, '2022'],
      ['revenue', 68_000_000, '2021'],
    ]);
  });

  it('two amounts with their years after them keep them ("nel 2019, … nel 2020")', () => {
    expect(read('I ricavi sono stati pari a 100 milioni di euro nel 2019, 120 milioni nel 2020.', 'it')).toEqual([
      ['revenue', 100_000_000, '2019'],
      ['revenue', 120_000_000, '2020'],
    ]);
  });

  it('a restatement in brackets has the period of the amount it restates', () => {
    expect(
      read(
        "A settembre 2020 l'Ebitda era stato di 80,5 milioni (su base comparabile 77,2 milioni). Nei nove mesi 2021 l'Ebitda è di 91,0 milioni.",
        'it',
      ),
    ).toEqual([
      ['ebitda', 80_500_000, '2020M9'],
      ['ebitda', 77_200_000, '2020M9'],
      ['ebitda', 91_000_000, '2021M9'],
    ]);
  });
});
