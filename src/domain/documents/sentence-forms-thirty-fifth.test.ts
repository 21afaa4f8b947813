import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a project's investment with no year of its own has no
// period; a company's capital expenditure reported for the text's period has it). The sentences are written for these tests
// (thirty-fifth pass, 2026-12-02, from the misses of dev-real47 and dev-real53-59), with invented companies and figures; none
// is a held-out text's.
const D = '2020-03-10';

describe('thirty-fifth pass: one investment takes no year from the text around it', () => {
  it('"Un investimento di oltre 24 milioni di euro … viene messo in campo" after a year: capex, no period', () => {
    const got = read(
      'Nel 2019 Ferlano ha fatturato 80 milioni di euro. Un investimento di oltre 24 milioni di euro viene messo in campo a Soligo.',
      'it',
      D,
    );
    expect(got).toEqual([
      ['revenue', 80_000_000, '2019'],
      ['capex', 24_000_000, null],
    ]);
  });

  it('"The £60 million investment will …" after a quarter: capex, no period', () => {
    const got = read(
      'Ferlano opened its first depot in the first quarter of 2018. The £60 million investment will bring the group north.',
      'en',
      D,
    );
    expect(got).toEqual([['capex', 60_000_000, null]]);
  });

  it('"a £45 million distribution centre" after a year: capex, no period', () => {
    const got = read("Ferlano's sales reached £80 million in 2019. It is opening a £45 million distribution centre in Burnley.", 'en', D);
    expect(got).toEqual([
      ['revenue', 80_000_000, '2019'],
      ['capex', 45_000_000, null],
    ]);
  });

  it('guard: "Capital investment in the fleet of £12.6 million" in a half-year report keeps the half', () => {
    const got = read('Ferlano: results for the six months to 30 June 2019. Capital investment in the fleet of £12.6 million.', 'en', D);
    expect(got).toEqual([['capex', 12_600_000, '2019H1']]);
  });

  it('guard: "investimenti per 8 milioni" in a year\'s results keeps the year; a plan\'s span stays on "un investimento"', () => {
    expect(read('Ferlano chiude il 2019 con ricavi per 60 milioni di euro. Nell’anno investimenti per 8 milioni.', 'it', D)).toEqual([
      ['revenue', 60_000_000, '2019'],
      ['capex', 8_000_000, '2019'],
    ]);
    expect(read('Il piano 2020-2022 di Ferlano prevede un investimento di 135 milioni.', 'it', D)).toEqual([
      ['capex', 135_000_000, '2020-2022'],
    ]);
  });
});
