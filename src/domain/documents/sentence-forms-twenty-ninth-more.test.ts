import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-ninth pass, 2026-12-02), with invented companies and figures; none is a held-out text's.

describe('twenty-ninth pass: a period between an amount and the measure it names', () => {
  it('"compared to a $(198,000) fourth quarter operating loss and a net loss of $(212,000)": the operating loss is no net loss', () => {
    expect(
      read(
        'Ferlano reported net income of $86,000, or $0.01 per share, for the fourth quarter of 2007, compared to a $(198,000) fourth quarter operating loss and a net loss of $(212,000), or $(0.02) per share, for the fourth quarter of 2006.',
        'en',
        '2008-02-24',
      ),
    ).toEqual([
      ['net_income', 86_000, '2007Q4'],
      ['net_income', -212_000, '2006Q4'],
    ]);
  });
});

describe("twenty-ninth pass: a share of a period's revenue", () => {
  it('"Selling expenses represented 6.2% of fourth-quarter revenues in 2016, or $30M": the expenses, no revenue', () => {
    expect(
      read(
        'Consolidated revenues of Ferlano for the fourth quarter of 2016 totalled $486.5M. Selling and administrative expenses represented 6.2% of fourth-quarter revenues in 2016, or $30M, compared to 6.3% of revenues in 2015, or $30.9M.',
        'en',
        '2017-02-16',
      ),
    ).toEqual([['revenue', 486_500_000, '2016Q4']]);
  });
});
