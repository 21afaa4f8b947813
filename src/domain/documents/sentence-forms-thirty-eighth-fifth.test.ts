import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-eighth pass, 2026-12-03,
// from the misses of dev-real114, 116, 118, 119 and 120), with invented companies and figures; none is a held-out text's.

describe('thirty-eighth pass: more labels and verbs (from dev-real114, 116 and 118)', () => {
  it('"i dati sui ricavi di vendita in crescita dai 67,8 milioni del 2017 ai 76,3 milioni del 2019": the revenue, no ratio', () => {
    expect(
      read(
        'Lo dimostrano i dati sui ricavi di vendita di Ferlano, in crescita dai 51,2 milioni di euro del 2017 ai 58,9 milioni di euro del 2019.',
        'it',
        '2020-03-01',
      ),
    ).toEqual([
      ['revenue', 51_200_000, '2017'],
      ['revenue', 58_900_000, '2019'],
    ]);
  });

  it('guard: "un margine del 12% sui ricavi di 40 milioni": a ratio’s denominator stays out', () => {
    expect(read('Ferlano ha un margine del 12% sui ricavi di 40 milioni.', 'it', '2020-03-01')).toEqual([]);
  });

  it('"the group would be investing £100m in new presses": capex', () => {
    expect(read('It was announced earlier this year that Ferlano would be investing £85m in new presses.', 'en', '2010-06-01')).toEqual([
      ['capex', 85_000_000, '2010'],
    ]);
  });

  it('"the current market capitalisation of £45.0m": the shares’ value, no net debt', () => {
    expect(read('Ferlano’s net debt edged up to £29.8m, against the current market capitalisation of £41.0m.', 'en', '2010-11-01')).toEqual(
      [['debt', 29_800_000, null]],
    );
  });
});

describe('thirty-eighth pass: month ends and year ends without their year (from dev-real119 and 120)', () => {
  it('"a fine marzo l’indebitamento … 217,3 milioni, … rispetto ai 218,5 milioni di fine febbraio": each month’s last day, by the date', () => {
    expect(
      read(
        'A fine marzo l’indebitamento finanziario netto di Ferlano si è attestato a 188,4 milioni, in leggero calo rispetto ai 190,1 milioni di fine febbraio.',
        'it',
        '2017-04-28',
      ),
    ).toEqual([
      ['debt', 188_400_000, '2017-03-31'],
      ['debt', 190_100_000, '2017-02-28'],
    ]);
  });

  it('"turnover … in the year up to June 30, rising by 12.1% to £101.6m": the fiscal year to June', () => {
    expect(
      read('Ferlano FC’s turnover broke through the £90m mark in the year up to June 30, rising by 9.4% to £93.2m.', 'en', '2018-09-19'),
    ).toEqual([['revenue', 93_200_000, '2018']]);
  });
});
