import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-second pass, 2026-12-03),
// with invented companies and figures; none is a held-out text's.

describe('forty-second pass: what a company spends on its own assets, and an oil company’s work programme (from dev-real162)', () => {
  it('"There was substantial investment in vehicles …, this totalled over £2m in the year": capex', () => {
    const text =
      'The directors present the strategic report for the year ended 30 April 2024. There was substantial investment in vehicles as suppliers caught up on orders, this totalled over £3m in the year.';
    expect(read(text, 'en', '2024-11-20')).toEqual([['capex', 3_000_000, '2024']]);
  });

  it('"Investment in new machinery totalled £2m": capex', () => {
    expect(read('In 2023 Ferlano’s investment in new machinery totalled £1.4m.', 'en', '2024-03-01')).toEqual([
      ['capex', 1_400_000, '2023'],
    ]);
  });

  it('"plans a $3.1 million investment in machinery": the amount before keeps its own reading, with no period (guard)', () => {
    expect(read('Ferlano plans a $2.1 million investment in machinery at its plant.', 'en', '2010-09-09')).toEqual([
      ['capex', 2_100_000, null],
    ]);
  });

  it('"its planned fully funded US$50 million work programme": capex', () => {
    const text = 'Ferlano Energy begins to carry out its planned fully funded US$40 million work programme in Argentina.';
    expect(read(text, 'en', '2019-05-23').map(([k, v]) => [k, v])).toEqual([['capex', 40_000_000]]);
  });
});

describe('forty-second pass: what is drawn on a facility is debt, and a headcount at a record level (from dev-real162)', () => {
  it('"with $15 million drawn under its $100 million credit facility": the drawn amount is debt, the facility none', () => {
    const text =
      'As at September 30, 2016, Ferlano maintained a strong financial position with $12 million drawn under its $90 million credit facility.';
    expect(read(text, 'en', '2016-11-03')).toEqual([['debt', 12_000_000, '2016-09-30']]);
  });

  it('"Bank facility drawn at £9.3 million (2019: £10.8 million)" after "the 26 weeks to 28 March 2020": debt at the half’s last day', () => {
    const text =
      'Ferlano plc announces its interim results for the 26 weeks to 28 March 2020.\n\nBank facility drawn at £8.3 million (2019: £9.8 million)';
    expect(read(text, 'en', '2020-06-23')).toEqual([
      ['debt', 8_300_000, '2020-03-28'],
      ['debt', 9_800_000, '2019-03-28'],
    ]);
  });

  it('"$85 million available" under a facility: no debt (guard)', () => {
    expect(read('Ferlano has $85 million available under its credit facility.', 'en', '2016-11-03')).toEqual([]);
  });

  it('"total headcount at a record level of 5,835", "headcount was at an all-time high of 1,835": the headcount', () => {
    expect(read('In 2015 Ferlano’s total headcount at a record level of 4,835.', 'en', '2016-03-01')).toEqual([
      ['headcount', 4_835, '2015-12-31'],
    ]);
    expect(read('At the end of 2015 Ferlano’s headcount was at an all-time high of 1,835.', 'en', '2016-03-01')).toEqual([
      ['headcount', 1_835, '2015-12-31'],
    ]);
  });
});
