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

// Held back for the whole forty-fourth pass, opened and tuned on in this one. Start readings (41031c3a): dev-real179 0.870 / 0.870 /
// 0.850; dev-real180 0.906 / 0.980 / 0.875; dev-real181 0.406 / 0.722 / 0.923; dev-real182 0.685 / 0.871 / 0.590; dev-real183 0.688
// / 0.733 / 0.636; dev-real184 0.617 / 0.906 / 0.828.
describe('sets held back in the forty-fourth pass, tuned on in the forty-fifth', () => {
  it('hundred-and-seventy-ninth set (Italian): recall ≥ 0.86, precision ≥ 0.86, periods right ≥ 0.85', () =>
    floors(real179, 0.86, 0.86, 0.85));
  it('hundred-and-eightieth set (English): recall ≥ 0.90, precision ≥ 0.97, periods right ≥ 0.87', () => floors(real180, 0.9, 0.97, 0.87));
  it('hundred-and-eighty-first set (Italian): recall ≥ 0.62, precision ≥ 0.86, periods right ≥ 0.95', () =>
    floors(real181, 0.62, 0.86, 0.95));
  it('hundred-and-eighty-second set (English): recall ≥ 0.84, precision ≥ 0.87, periods right ≥ 0.73', () =>
    floors(real182, 0.84, 0.87, 0.73));
  it('hundred-and-eighty-third set (Italian): recall ≥ 0.75, precision ≥ 0.77, periods right ≥ 0.62', () =>
    floors(real183, 0.75, 0.77, 0.62));
  it('hundred-and-eighty-fourth set (English): recall ≥ 0.61, precision ≥ 0.90, periods right ≥ 0.82', () =>
    floors(real184, 0.61, 0.9, 0.82));
});
