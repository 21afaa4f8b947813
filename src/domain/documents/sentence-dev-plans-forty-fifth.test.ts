import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real179 from '../../../tests/fixtures/documents/sentences/dev-real179.json' with { type: 'json' };
import real180 from '../../../tests/fixtures/documents/sentences/dev-real180.json' with { type: 'json' };
import real181 from '../../../tests/fixtures/documents/sentences/dev-real181.json' with { type: 'json' };
import real182 from '../../../tests/fixtures/documents/sentences/dev-real182.json' with { type: 'json' };
import real183 from '../../../tests/fixtures/documents/sentences/dev-real183.json' with { type: 'json' };
import real184 from '../../../tests/fixtures/documents/sentences/dev-real184.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts (trade press, results releases, loans, companies in difficulty), written by
// helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the
// reader of the forty-fifth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole forty-fourth pass, opened and tuned on in this one. At this pass's start (41031c3a) / end (recall / precision /
// periods right): dev-real179 0.870 / 0.870 / 0.850, the same; dev-real180 0.906 / 0.980 / 0.875 and 0.906 / 1.000 / 0.958;
// dev-real181 0.406 / 0.722 / 0.923 and 0.625 / 0.870 / 0.950; dev-real182 0.685 / 0.871 / 0.590 and 0.843 / 0.872 / 0.733; dev-real183
// 0.688 / 0.733 / 0.636 and 0.750 / 0.774 / 0.625; dev-real184 0.617 / 0.906 / 0.828 and 0.638 / 0.968 / 0.867.
describe('sets held back in the forty-fourth pass, tuned on in the forty-fifth', () => {
  it('hundred-and-seventy-ninth set (Italian): recall ≥ 0.86, precision ≥ 0.86, periods right ≥ 0.85', () =>
    floors(real179, 0.86, 0.86, 0.85));
  it('hundred-and-eightieth set (English): recall ≥ 0.90, precision ≥ 1.00, periods right ≥ 0.95', () => floors(real180, 0.9, 1, 0.95));
  it('hundred-and-eighty-first set (Italian): recall ≥ 0.62, precision ≥ 0.86, periods right ≥ 0.95', () =>
    floors(real181, 0.62, 0.86, 0.95));
  it('hundred-and-eighty-second set (English): recall ≥ 0.84, precision ≥ 0.87, periods right ≥ 0.73', () =>
    floors(real182, 0.84, 0.87, 0.73));
  it('hundred-and-eighty-third set (Italian): recall ≥ 0.75, precision ≥ 0.77, periods right ≥ 0.62', () =>
    floors(real183, 0.75, 0.77, 0.62));
  it('hundred-and-eighty-fourth set (English): recall ≥ 0.63, precision ≥ 0.96, periods right ≥ 0.86', () =>
    floors(real184, 0.63, 0.96, 0.86));
});

// The seven sets held back in this pass (dev-real185-191) are tuned on from the forty-sixth; their start and end readings and their
// floors are in sentence-dev-plans-forty-sixth.test.ts.
