import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (fifty-ninth pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

describe('fifty-ninth pass: headcounts (from dev-real279)', () => {
  const results = 'Ferlano Recruitment reports its results for the six months ended 30 June 2024. ';

  it('"headcount was down 5% quarter-on-quarter and down 15% year-on-year to N (31 March 2024: N′, 30 June 2023: N″)"', () => {
    const text = `${results}Group headcount was down 5% quarter-on-quarter and down 15% year-on-year to 1,625 (31 March 2024: 1,712, 30 June 2023: 1,910).`;
    expect(read(text, 'en', '2024-07-10')).toEqual([
      ['headcount', 1625, '2024-06-30'],
      ['headcount', 1712, '2024-03-31'],
      ['headcount', 1910, '2023-06-30'],
    ]);
  });

  it('"Group headcount of N (30 June 2023: N′)": the bracket’s count at its day', () => {
    const text = `${results}Group headcount of 902 (30 June 2023: 728).`;
    expect(read(text, 'en', '2024-07-10')).toEqual([
      ['headcount', 902, '2024-06-30'],
      ['headcount', 728, '2023-06-30'],
    ]);
  });

  it('"headcount rose 5% to N": a change’s rate, then the level', () => {
    expect(read(`${results}Group headcount rose 5% to 1,625.`, 'en', '2024-07-10')).toEqual([['headcount', 1625, '2024-06-30']]);
  });

  it('(guard) a bracket with other words than labelled counts is left alone: "(including 40 contractors)"', () => {
    expect(read(`${results}Group headcount of 902 (including 40 contractors).`, 'en', '2024-07-10')).toEqual([
      ['headcount', 902, '2024-06-30'],
    ]);
  });
});
