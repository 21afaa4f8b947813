import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-eighth pass, 2026-12-03,
// from the misses of dev-real97-100 and 113-116, held back in the last pass and opened in this one), with invented companies and
// figures; none is a held-out text's.

describe('thirty-eighth pass: other measures beside the key ones', () => {
  it('"Group operating loss for the year decreased to £0.32m": the operating result, no net loss', () => {
    expect(
      read(
        'Ferlano: Group operating loss for the year decreased to £0.41m (2018: £1.17m); loss after tax of £0.93m (2018: £1.62m).',
        'en',
        '2020-04-09',
      ),
    ).toEqual([
      ['net_income', -930_000, '2019'],
      ['net_income', -1_620_000, '2018'],
    ]);
  });

  it('"Recurring revenues remained largely unchanged at £2.06m": a part of the revenue by kind, not the revenue', () => {
    expect(
      read(
        'Total revenue increased by 16% to £3.71m (2018: £3.12m). Recurring revenues remained unchanged at £2.24m (2018: £2.23m).',
        'en',
        '2020-04-09',
      ),
    ).toEqual([
      ['revenue', 3_710_000, '2019'],
      ['revenue', 3_120_000, '2018'],
    ]);
    expect(read('Non-recurring revenues increased by 50% to £1.47m (2018: £0.89m).', 'en', '2020-04-09')).toEqual([]);
  });

  it('guard: "Recurring EBITDA was £1.2m": an adjusted EBITDA, as before', () => {
    expect(read('Ferlano’s recurring EBITDA was £1.2m in 2019.', 'en', '2020-04-09')).toEqual([['ebitda', 1_200_000, '2019']]);
  });

  it('"dopo aver contabilizzato imposte per Euro 662 migliaia": the taxes booked, no second profit', () => {
    expect(
      read(
        'Ferlano ha chiuso il 2024 con un utile consolidato di Euro 1.318 migliaia, dopo aver contabilizzato imposte per Euro 704 migliaia.',
        'it',
        '2025-03-20',
      ),
    ).toEqual([['net_income', 1_318_000, '2024']]);
  });
});

describe('thirty-eighth pass: an amount written as a change', () => {
  it('"Turnover reduced by £1.87M (5.8%)": how much it fell, no level', () => {
    expect(read('In the year to March 2024 Ferlano’s turnover reduced by £1.93M (6.1%).', 'en', '2024-07-01')).toEqual([]);
  });

  it('"Turnover at £17,041,363 was £514,202 (3.1%) higher than the previous year": the level, not the difference', () => {
    expect(read('Turnover for 2023 at £16,204,118 was £488,350 (3.1%) higher than the previous year.', 'en', '2024-05-01')).toEqual([
      ['revenue', 16_204_118, '2023'],
    ]);
  });

  it('"EBITDA would have been 3.3 million higher": how much more, no EBITDA', () => {
    expect(read('Without the new standard, Ferlano’s 2016 EBITDA would have been €2.9 million higher.', 'en', '2017-03-01')).toEqual([]);
  });
});

describe('thirty-eighth pass: a project’s investment announced beside its jobs', () => {
  it('"has announced 30 new jobs and investment of €4m in its Co Mayo site": capex without an article', () => {
    expect(read('Ferlano Castlebar has announced 25 new jobs and investment of €3.5m in its Co Mayo site.', 'en', '2022-03-04')).toEqual([
      ['capex', 3_500_000, null],
    ]);
    expect(read('The minister confirmed investment of €6m in the Ferlano plant.', 'en', '2022-03-04')).toEqual([
      ['capex', 6_000_000, null],
    ]);
  });

  it('guard: "investment of $2m from its backers": money put into the company, no capex', () => {
    expect(read('Ferlano announced investment of $2m from its backers.', 'en', '2022-03-04')).toEqual([]);
  });
});
