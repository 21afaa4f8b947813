import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (sixty-third pass, 2026-12-07), with invented
// companies and figures; none is a held-out text's.

describe('sixty-third pass: an amount turned into another currency after "or" (from dev-real310)', () => {
  it('"¥113.9 billion or $1.26 billion from the ¥146.9 billion or $1.63 billion": the yen figures only', () => {
    const text =
      "Ferlano's revenues for the first half of fiscal 2010 came down to ¥113.9 billion or $1.26 billion from the ¥146.9 billion " +
      'or $1.63 billion it earned in the first half of fiscal 2009.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 113_900_000_000, '2010H1'],
      ['revenue', 146_900_000_000, '2009H1'],
    ]);
  });

  it('(guard) "revenue of $12 million or more in 2020": no second currency, still read', () => {
    expect(read('Ferlano expects revenue of $12 million or more in 2020.', 'en')).toEqual([['revenue', 12_000_000, '2020']]);
  });

  it('"a net loss of ¥6.04 billion, which is quite dramatic, since, last year, …": "since" set off by commas opens another clause', () => {
    const text =
      'In the first half of fiscal 2010 Ferlano revealed a net loss of ¥6.04 billion, which is quite dramatic, since, last year, the ' +
      'company announced a net profit.';
    expect(read(text, 'en')).toEqual([['net_income', -6_040_000_000, '2010H1']]);
  });
});
