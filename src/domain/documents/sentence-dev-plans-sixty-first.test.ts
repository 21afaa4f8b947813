import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real290 from '../../../tests/fixtures/documents/sentences/dev-real290.json' with { type: 'json' };
import real291 from '../../../tests/fixtures/documents/sentences/dev-real291.json' with { type: 'json' };
import real292 from '../../../tests/fixtures/documents/sentences/dev-real292.json' with { type: 'json' };
import real293 from '../../../tests/fixtures/documents/sentences/dev-real293.json' with { type: 'json' };
import real294 from '../../../tests/fixtures/documents/sentences/dev-real294.json' with { type: 'json' };
import real295 from '../../../tests/fixtures/documents/sentences/dev-real295.json' with { type: 'json' };
import real296 from '../../../tests/fixtures/documents/sentences/dev-real296.json' with { type: 'json' };
import real297 from '../../../tests/fixtures/documents/sentences/dev-real297.json' with { type: 'json' };
import real298 from '../../../tests/fixtures/documents/sentences/dev-real298.json' with { type: 'json' };
import real299 from '../../../tests/fixtures/documents/sentences/dev-real299.json' with { type: 'json' };
import real300 from '../../../tests/fixtures/documents/sentences/dev-real300.json' with { type: 'json' };
import real301 from '../../../tests/fixtures/documents/sentences/dev-real301.json' with { type: 'json' };
import real302 from '../../../tests/fixtures/documents/sentences/dev-real302.json' with { type: 'json' };
import real303 from '../../../tests/fixtures/documents/sentences/dev-real303.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (restaurant chains, Italian food-service and restaurant-chain companies, Nordic
// and Dutch companies reporting in English, Italian automotive component suppliers, Nigerian and Kenyan listed companies, Italian
// municipal waste-management companies, Japanese and South Korean companies; insurers, reinsurers and brokers, Italian publishers and
// local newspapers, Singapore- and Malaysia-listed companies, Italian ports, shipping and ferry companies, Canadian small and mid-caps,
// Italian mid-size fashion companies, Egyptian, Moroccan and Ghanaian companies), written by helpers who never opened the reader,
// before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixty-first pass reads,
// truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixtieth pass, opened and tuned on in this one. At this pass's start (99be4277), recall / precision /
// periods right: dev-real290 0.906 / 1.000 / 0.776; dev-real291 0.860 / 0.784 / 0.850; dev-real292 0.740 / 0.831 / 0.778;
// dev-real293 0.853 / 0.956 / 0.851; dev-real294 0.726 / 0.815 / 0.849; dev-real295 0.886 / 0.838 / 0.839; dev-real296 0.824 /
// 0.744 / 0.574. At its end: dev-real290 0.906 / 1.000 / 0.862; dev-real291 0.860 / 0.784 / 0.863; dev-real292 0.795 / 0.951 / 0.793;
// dev-real293 and dev-real295 the same; dev-real294 0.890 / 0.844 / 0.846; dev-real296 0.905 / 0.779 / 0.776.
describe('sets held back in the sixtieth pass, tuned on in the sixty-first', () => {
  it('two-hundred-and-ninetieth set (English): recall ≥ 0.90, precision ≥ 1.00, periods right ≥ 0.86', () => floors(real290, 0.9, 1, 0.86));
  it('two-hundred-and-ninety-first set (Italian): recall ≥ 0.86, precision ≥ 0.78, periods right ≥ 0.86', () =>
    floors(real291, 0.86, 0.78, 0.86));
  it('two-hundred-and-ninety-second set (English): recall ≥ 0.79, precision ≥ 0.95, periods right ≥ 0.79', () =>
    floors(real292, 0.79, 0.95, 0.79));
  it('two-hundred-and-ninety-third set (Italian): recall ≥ 0.85, precision ≥ 0.95, periods right ≥ 0.85', () =>
    floors(real293, 0.85, 0.95, 0.85));
  it('two-hundred-and-ninety-fourth set (English): recall ≥ 0.89, precision ≥ 0.84, periods right ≥ 0.84', () =>
    floors(real294, 0.89, 0.84, 0.84));
  it('two-hundred-and-ninety-fifth set (Italian): recall ≥ 0.88, precision ≥ 0.83, periods right ≥ 0.83', () =>
    floors(real295, 0.88, 0.83, 0.83));
  it('two-hundred-and-ninety-sixth set (English): recall ≥ 0.90, precision ≥ 0.77, periods right ≥ 0.77', () =>
    floors(real296, 0.9, 0.77, 0.77));
});
// Held back for the whole pass: read only with the reader the pass started from (99be4277, at arrival: 71.5 % right figure and period,
// aggregate and per-set lines) and with its last one; never tuned on (no rule was written from them; their texts and misses were not
// opened). At the end the same figures matched and proposed on every set, three right periods more (dev-real302 one, at arrival
// 0.677 / 0.875 / 0.810; dev-real303 two, at arrival 0.829 / 0.915 / 0.907); the floors are the end readings.
describe('sets held back in the sixty-first pass, never tuned on', () => {
  it('two-hundred-and-ninety-seventh set (English): recall ≥ 0.94, precision ≥ 0.68, periods right ≥ 0.85', () =>
    floors(real297, 0.94, 0.68, 0.85));
  it('two-hundred-and-ninety-eighth set (Italian): recall ≥ 0.88, precision ≥ 0.91, periods right ≥ 0.78', () =>
    floors(real298, 0.88, 0.91, 0.78));
  it('two-hundred-and-ninety-ninth set (English): recall ≥ 0.96, precision ≥ 0.82, periods right ≥ 0.79', () =>
    floors(real299, 0.96, 0.82, 0.79));
  it('three-hundredth set (Italian): recall ≥ 0.77, precision ≥ 0.90, periods right ≥ 0.90', () => floors(real300, 0.77, 0.9, 0.9));
  it('three-hundred-and-first set (English): recall ≥ 0.92, precision ≥ 0.81, periods right ≥ 0.75', () =>
    floors(real301, 0.92, 0.81, 0.75));
  it('three-hundred-and-second set (Italian): recall ≥ 0.67, precision ≥ 0.87, periods right ≥ 0.83', () =>
    floors(real302, 0.67, 0.87, 0.83));
  it('three-hundred-and-third set (English): recall ≥ 0.82, precision ≥ 0.91, periods right ≥ 0.92', () =>
    floors(real303, 0.82, 0.91, 0.92));
});
