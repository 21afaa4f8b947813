import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real297 from '../../../tests/fixtures/documents/sentences/dev-real297.json' with { type: 'json' };
import real298 from '../../../tests/fixtures/documents/sentences/dev-real298.json' with { type: 'json' };
import real299 from '../../../tests/fixtures/documents/sentences/dev-real299.json' with { type: 'json' };
import real300 from '../../../tests/fixtures/documents/sentences/dev-real300.json' with { type: 'json' };
import real301 from '../../../tests/fixtures/documents/sentences/dev-real301.json' with { type: 'json' };
import real302 from '../../../tests/fixtures/documents/sentences/dev-real302.json' with { type: 'json' };
import real303 from '../../../tests/fixtures/documents/sentences/dev-real303.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (insurers, reinsurers and brokers, Italian publishers and local newspapers,
// Singapore- and Malaysia-listed companies, Italian ports, shipping and ferry companies, Canadian small and mid-caps, Italian mid-size
// fashion companies, Egyptian, Moroccan and Ghanaian companies), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixty-second pass reads, truncated to two
// decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixty-first pass, opened and tuned on in this one. At this pass's start (0d737b8b), recall / precision /
// periods right: dev-real297 0.949 / 0.683 / 0.857; dev-real298 0.880 / 0.917 / 0.788; dev-real299 0.962 / 0.826 / 0.790;
// dev-real300 0.780 / 0.908 / 0.909; dev-real301 0.925 / 0.810 / 0.757; dev-real302 0.677 / 0.875 / 0.833; dev-real303 0.829 /
// 0.915 / 0.928. At its end: dev-real297 0.949 / 0.812 / 0.857; dev-real298 0.893 / 0.931 / 0.821; dev-real299 0.962 / 0.826 /
// 0.830; dev-real300 0.819 / 0.912 / 0.913; dev-real301 0.925 / 0.816 / 0.802; dev-real302 0.758 / 0.904 / 0.851; dev-real303 0.846 /
// 0.917 / 0.929.
describe('sets held back in the sixty-first pass, tuned on in the sixty-second', () => {
  it('two-hundred-and-ninety-seventh set (English): recall ≥ 0.94, precision ≥ 0.81, periods right ≥ 0.85', () =>
    floors(real297, 0.94, 0.81, 0.85));
  it('two-hundred-and-ninety-eighth set (Italian): recall ≥ 0.89, precision ≥ 0.93, periods right ≥ 0.82', () =>
    floors(real298, 0.89, 0.93, 0.82));
  it('two-hundred-and-ninety-ninth set (English): recall ≥ 0.96, precision ≥ 0.82, periods right ≥ 0.83', () =>
    floors(real299, 0.96, 0.82, 0.83));
  it('three-hundredth set (Italian): recall ≥ 0.81, precision ≥ 0.91, periods right ≥ 0.91', () => floors(real300, 0.81, 0.91, 0.91));
  it('three-hundred-and-first set (English): recall ≥ 0.92, precision ≥ 0.81, periods right ≥ 0.80', () =>
    floors(real301, 0.92, 0.81, 0.8));
  it('three-hundred-and-second set (Italian): recall ≥ 0.75, precision ≥ 0.90, periods right ≥ 0.85', () =>
    floors(real302, 0.75, 0.9, 0.85));
  it('three-hundred-and-third set (English): recall ≥ 0.84, precision ≥ 0.91, periods right ≥ 0.92', () =>
    floors(real303, 0.84, 0.91, 0.92));
});
// dev-real304 to dev-real310, held back in this pass, were opened and tuned on in the sixty-third: their floors are in
// sentence-dev-plans-sixty-third.test.ts.
