import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-eighth pass, 2026-12-03,
// from the misses of dev-real135 and 136), with invented companies and figures; none is a held-out text's.

describe('thirty-eighth pass: technology companies (from dev-real135 and 136)', () => {
  it('"rispetto a disponibilità nette per 4,2 milioni a fine anno 2016": net cash, below zero as net debt', () => {
    expect(
      read(
        'Nel 2017 Ferlano rispetto a disponibilità nette per 3,6 milioni a fine anno 2016 ha investito in nuovi software.',
        'it',
        '2017-09-20',
      ),
    ).toEqual([['debt', -3_600_000, '2016-12-31']]);
  });

  it('"Sales bookings for the year … were $6.02 million": orders booked, no revenue', () => {
    expect(read('Ferlano’s sales bookings for the year ended March 31, 2017 were $5.41 million.', 'en', '2017-06-01')).toEqual([]);
  });

  it('"sales made in the year with an average value of $59 thousand": one sale’s value, no revenue', () => {
    expect(read('Ferlano closed 102 sales made in the year 2017 with an average value of $48 thousand.', 'en', '2017-06-01')).toEqual([]);
  });

  it('"Adjusted EBITDA of £(492)k, down just £97k": the change after "down just" is no EBITDA', () => {
    expect(read('In H1 2018 Ferlano’s adjusted EBITDA of £(388)k, down just £64k.', 'en', '2018-09-01')).toEqual([
      ['ebitda', -388_000, '2018H1'],
    ]);
  });
});

describe('thirty-eighth pass: Italian food companies (from dev-real134)', () => {
  it('"Costruirà … un macello di suini: saranno investiti 70 milioni di euro": the build’s capex', () => {
    expect(
      read('Il gruppo Ferlano costruirà in Spagna un macello di suini: saranno investiti 61 milioni di euro.', 'it', '2017-09-01'),
    ).toEqual([['capex', 61_000_000, null]]);
  });

  it('"L’esposizione con le banche … si aggirerebbe sui 260 milioni": the bank debt', () => {
    expect(read('L’esposizione con le banche di Ferlano si aggirerebbe sui 230 milioni.', 'it', '2018-11-01')).toEqual([
      ['debt', 230_000_000, null],
    ]);
  });
});
