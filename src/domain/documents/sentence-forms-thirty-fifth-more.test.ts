import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a year "to May 31" is the fiscal year that day closes,
// named by the year it ends in). The sentences are written for these tests (thirty-fifth pass, 2026-12-02, from the misses of
// dev-real54 and dev-real55), with invented companies and figures; none is a held-out text's.

describe('thirty-fifth pass: words and shapes from small companies’ announcements', () => {
  it('"It logged a PAT of RM7.44 million for FY2020": PAT, profit after tax, is the net income', () => {
    expect(read('Ferlano logged a PAT of RM7.44 million for FY2020.', 'en', '2021-04-02')).toEqual([['net_income', 7_440_000, '2020']]);
  });

  it('guard: "Pat" the name is no measure', () => {
    expect(read('Pat Ferlano said sales rose to RM7.44 million in 2020.', 'en', '2021-04-02')).toEqual([['revenue', 7_440_000, '2020']]);
  });

  it('"in the year to May 31", "for the year ended May 31" with no year: the fiscal year the last such day closes', () => {
    const text = 'September 22, 2014\n\nFerlano reported revenue of £4.2m in the year to May 31.';
    expect(read(text, 'en')).toEqual([['revenue', 4_200_000, '2014']]);
    // a file saved on 22 September 2014, and one saved on 22 March 2014 (the last 31 May is 2013's)
    expect(read('Ferlano reported revenue of £4.2m in the year to May 31.', 'en', '2014-09-22')).toEqual([['revenue', 4_200_000, '2014']]);
    expect(read('Revenue for the year ended May 31 was £4.2m.', 'en', '2014-03-22')).toEqual([['revenue', 4_200_000, '2013']]);
  });

  it('"a 35% increase in pre-tax profits to £1.35m … on revenue up 73.8 per cent at £4.2m": the revenue is named by its amount', () => {
    const text = 'Ferlano achieved a 35% increase in pre-tax profits to £1.35m in 2013 on revenue up 73.8 per cent at £4.2m.';
    expect(read(text, 'en', '2014-02-01')).toEqual([['revenue', 4_200_000, '2013']]);
  });

  it('guard: "a margin of 12% on revenue" names no amount of the revenue', () => {
    expect(read('Ferlano earned a margin of 12% on revenue in 2013, with EBITDA of £0.5m.', 'en', '2014-02-01')).toEqual([
      ['ebitda', 500_000, '2013'],
    ]);
  });

  it('"injects R1.2bn into expansion", "will be injecting R70m into its business operations": capex', () => {
    expect(read('Ferlano injects R1.2bn into expansion to meet containerboard demand', 'en', '2022-05-02')).toEqual([
      ['capex', 1_200_000_000, null],
    ]);
    expect(read('Ferlano will be injecting R70m into its business operations to increase capacity.', 'en', '2022-05-02')).toEqual([
      ['capex', 70_000_000, null],
    ]);
  });

  it('"will pour $1.5 billion into the new plant": capex (an amount with a decimal point)', () => {
    expect(read('Ferlano will pour $1.5 billion into the new plant.', 'en', '2022-05-02')).toEqual([['capex', 1_500_000_000, null]]);
  });

  it('guard: "The central bank injected R70m into the banking system" is no investment', () => {
    expect(read('The central bank injected R70m into the banking system.', 'en', '2022-05-02')).toEqual([]);
  });
});
