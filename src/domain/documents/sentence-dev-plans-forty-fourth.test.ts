import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real173 from '../../../tests/fixtures/documents/sentences/dev-real173.json' with { type: 'json' };
import real174 from '../../../tests/fixtures/documents/sentences/dev-real174.json' with { type: 'json' };
import real175 from '../../../tests/fixtures/documents/sentences/dev-real175.json' with { type: 'json' };
import real176 from '../../../tests/fixtures/documents/sentences/dev-real176.json' with { type: 'json' };
import real177 from '../../../tests/fixtures/documents/sentences/dev-real177.json' with { type: 'json' };
import real178 from '../../../tests/fixtures/documents/sentences/dev-real178.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts (results releases, plans, annual report extracts, press on raises, loans and
// companies in difficulty), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the forty-fourth pass's end (ADR 0095) reads,
// truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole forty-third pass, opened and tuned on in this one. At this pass's start (f656efa4) / end (recall /
// precision / periods right): dev-real173 0.864 / 0.870 / 0.763 and 0.917 / 0.890 / 0.950; dev-real174 0.856 / 0.928 / 0.766 and
// 0.867 / 0.929 / 0.923; dev-real175 0.796 / 0.896 / 0.907 and 0.815 / 0.936 / 0.932; dev-real176 0.781 / 0.962 / 0.960 and 0.844 /
// 0.964 / 1.000; dev-real177 0.667 / 0.667 / 1.000 and 0.667 / 1.000 / 1.000 (three texts); dev-real178 0.456 / 0.619 / 0.731 and
// 0.544 / 0.756 / 0.774.
describe('sets held back in the forty-third pass, tuned on in the forty-fourth', () => {
  it('hundred-and-seventy-third set (Italian): recall ≥ 0.91, precision ≥ 0.88, periods right ≥ 0.95', () =>
    floors(real173, 0.91, 0.88, 0.95));
  it('hundred-and-seventy-fourth set (English): recall ≥ 0.86, precision ≥ 0.92, periods right ≥ 0.92', () =>
    floors(real174, 0.86, 0.92, 0.92));
  it('hundred-and-seventy-fifth set (Italian): recall ≥ 0.81, precision ≥ 0.93, periods right ≥ 0.93', () =>
    floors(real175, 0.81, 0.93, 0.93));
  it('hundred-and-seventy-sixth set (English): recall ≥ 0.84, precision ≥ 0.96, periods right ≥ 1.00', () =>
    floors(real176, 0.84, 0.96, 1));
  it('hundred-and-seventy-seventh set (Italian): recall ≥ 0.66, precision ≥ 1.00, periods right ≥ 1.00', () => floors(real177, 0.66, 1, 1));
  it('hundred-and-seventy-eighth set (English): recall ≥ 0.54, precision ≥ 0.75, periods right ≥ 0.77', () =>
    floors(real178, 0.54, 0.75, 0.77));
});
