import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real297 from '../../../tests/fixtures/documents/sentences/dev-real297.json' with { type: 'json' };
import real298 from '../../../tests/fixtures/documents/sentences/dev-real298.json' with { type: 'json' };
import real299 from '../../../tests/fixtures/documents/sentences/dev-real299.json' with { type: 'json' };
import real300 from '../../../tests/fixtures/documents/sentences/dev-real300.json' with { type: 'json' };
import real301 from '../../../tests/fixtures/documents/sentences/dev-real301.json' with { type: 'json' };
import real302 from '../../../tests/fixtures/documents/sentences/dev-real302.json' with { type: 'json' };
import real303 from '../../../tests/fixtures/documents/sentences/dev-real303.json' with { type: 'json' };
import real304 from '../../../tests/fixtures/documents/sentences/dev-real304.json' with { type: 'json' };
import real305 from '../../../tests/fixtures/documents/sentences/dev-real305.json' with { type: 'json' };
import real306 from '../../../tests/fixtures/documents/sentences/dev-real306.json' with { type: 'json' };
import real307 from '../../../tests/fixtures/documents/sentences/dev-real307.json' with { type: 'json' };
import real308 from '../../../tests/fixtures/documents/sentences/dev-real308.json' with { type: 'json' };
import real309 from '../../../tests/fixtures/documents/sentences/dev-real309.json' with { type: 'json' };
import real310 from '../../../tests/fixtures/documents/sentences/dev-real310.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (insurers, reinsurers and brokers, Italian publishers and local newspapers,
// Singapore- and Malaysia-listed companies, Italian ports, shipping and ferry companies, Canadian small and mid-caps, Italian mid-size
// fashion companies, Egyptian, Moroccan and Ghanaian companies; Philippine, Indonesian and Thai listed companies, Italian cooperative and
// local banks, Gulf listed companies, Italian mid-size pharmaceutical and medical-device companies, Turkish and Central and Eastern
// European companies, Italian furniture and design companies, video-game and toy makers), written by helpers who never opened the reader, before any reading
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
// Held back for the whole pass: read only with the reader the pass started from (0d737b8b, at arrival: 66.7 % right figure and period,
// aggregate and per-set lines) and with its last one; never tuned on (no rule was written from them; their texts and misses were not
// opened). At the end every set read exactly as at arrival; the floors are the end readings.
describe('sets held back in the sixty-second pass, never tuned on', () => {
  it('three-hundred-and-fourth set (English): recall ≥ 0.77, precision ≥ 0.64, periods right ≥ 0.85', () =>
    floors(real304, 0.77, 0.64, 0.85));
  it('three-hundred-and-fifth set (Italian): recall ≥ 0.62, precision ≥ 0.69, periods right ≥ 0.88', () =>
    floors(real305, 0.62, 0.69, 0.88));
  it('three-hundred-and-sixth set (English): recall ≥ 0.74, precision ≥ 0.72, periods right ≥ 0.81', () =>
    floors(real306, 0.74, 0.72, 0.81));
  it('three-hundred-and-seventh set (Italian): recall ≥ 0.94, precision ≥ 0.94, periods right ≥ 0.83', () =>
    floors(real307, 0.94, 0.94, 0.83));
  it('three-hundred-and-eighth set (English): recall ≥ 0.84, precision ≥ 0.68, periods right ≥ 0.91', () =>
    floors(real308, 0.84, 0.68, 0.91));
  it('three-hundred-and-ninth set (Italian): recall ≥ 0.88, precision ≥ 0.84, periods right ≥ 0.80', () =>
    floors(real309, 0.88, 0.84, 0.8));
  it('three-hundred-and-tenth set (English): recall ≥ 0.77, precision ≥ 0.66, periods right ≥ 0.70', () =>
    floors(real310, 0.77, 0.66, 0.7));
});
