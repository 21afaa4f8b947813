import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real332 from '../../../tests/fixtures/documents/sentences/dev-real332.json' with { type: 'json' };
import real333 from '../../../tests/fixtures/documents/sentences/dev-real333.json' with { type: 'json' };
import real334 from '../../../tests/fixtures/documents/sentences/dev-real334.json' with { type: 'json' };
import real335 from '../../../tests/fixtures/documents/sentences/dev-real335.json' with { type: 'json' };
import real336 from '../../../tests/fixtures/documents/sentences/dev-real336.json' with { type: 'json' };
import real337 from '../../../tests/fixtures/documents/sentences/dev-real337.json' with { type: 'json' };
import real338 from '../../../tests/fixtures/documents/sentences/dev-real338.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (listed education companies, Italian automotive-component suppliers, casino and
// betting operators, Italian local utilities, chemical companies, Italian machinery makers, aerospace and defence contractors), written
// by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixty-seventh pass reads, truncated to two
// decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixty-sixth pass, opened and tuned on in this one. At this pass's start (379d7847), recall / precision /
// periods right: dev-real332 0.919 / 0.883 / 0.824; dev-real334 0.610 / 0.924 / 0.934; dev-real337 0.837 / 0.861 / 0.816; dev-real338
// 0.779 / 0.848 / 0.612; dev-real333, dev-real335 and dev-real336 as at the end. At its end: dev-real332 0.939 / 0.903 / 0.860;
// dev-real333 0.821 / 0.948 / 0.913; dev-real334 0.730 / 0.948 / 1.000; dev-real335 0.906 / 0.841 / 0.828; dev-real336 0.833 / 0.852 /
// 0.813; dev-real337 0.837 / 0.861 / 0.862; dev-real338 0.779 / 0.848 / 0.642.
describe('sets held back in the sixty-sixth pass, tuned on in the sixty-seventh', () => {
  it('three-hundred-and-thirty-second set (English): recall ≥ 0.93, precision ≥ 0.90, periods right ≥ 0.86', () =>
    floors(real332, 0.93, 0.9, 0.86));
  it('three-hundred-and-thirty-third set (Italian): recall ≥ 0.82, precision ≥ 0.94, periods right ≥ 0.91', () =>
    floors(real333, 0.82, 0.94, 0.91));
  it('three-hundred-and-thirty-fourth set (English): recall ≥ 0.73, precision ≥ 0.94, periods right ≥ 1.00', () =>
    floors(real334, 0.73, 0.94, 1.0));
  it('three-hundred-and-thirty-fifth set (Italian): recall ≥ 0.90, precision ≥ 0.84, periods right ≥ 0.82', () =>
    floors(real335, 0.9, 0.84, 0.82));
  it('three-hundred-and-thirty-sixth set (English): recall ≥ 0.83, precision ≥ 0.85, periods right ≥ 0.81', () =>
    floors(real336, 0.83, 0.85, 0.81));
  it('three-hundred-and-thirty-seventh set (Italian): recall ≥ 0.83, precision ≥ 0.86, periods right ≥ 0.86', () =>
    floors(real337, 0.83, 0.86, 0.86));
  it('three-hundred-and-thirty-eighth set (English): recall ≥ 0.77, precision ≥ 0.84, periods right ≥ 0.64', () =>
    floors(real338, 0.77, 0.84, 0.64));
});
// The sets held back in this pass (dev-real339-345) were opened and tuned on in the sixty-eighth: their floors are in
// sentence-dev-plans-sixty-eighth.test.ts.
