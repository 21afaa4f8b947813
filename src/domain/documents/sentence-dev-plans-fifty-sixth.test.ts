import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real255 from '../../../tests/fixtures/documents/sentences/dev-real255.json' with { type: 'json' };
import real256 from '../../../tests/fixtures/documents/sentences/dev-real256.json' with { type: 'json' };
import real257 from '../../../tests/fixtures/documents/sentences/dev-real257.json' with { type: 'json' };
import real258 from '../../../tests/fixtures/documents/sentences/dev-real258.json' with { type: 'json' };
import real259 from '../../../tests/fixtures/documents/sentences/dev-real259.json' with { type: 'json' };
import real260 from '../../../tests/fixtures/documents/sentences/dev-real260.json' with { type: 'json' };
import real261 from '../../../tests/fixtures/documents/sentences/dev-real261.json' with { type: 'json' };
import real262 from '../../../tests/fixtures/documents/sentences/dev-real262.json' with { type: 'json' };
import real263 from '../../../tests/fixtures/documents/sentences/dev-real263.json' with { type: 'json' };
import real264 from '../../../tests/fixtures/documents/sentences/dev-real264.json' with { type: 'json' };
import real265 from '../../../tests/fixtures/documents/sentences/dev-real265.json' with { type: 'json' };
import real266 from '../../../tests/fixtures/documents/sentences/dev-real266.json' with { type: 'json' };
import real267 from '../../../tests/fixtures/documents/sentences/dev-real267.json' with { type: 'json' };
import real268 from '../../../tests/fixtures/documents/sentences/dev-real268.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Italian asset managers, fintech, factoring and credit-servicing companies,
// brewers, distillers, wine and soft-drink companies, Italian wool, silk, cotton and spinning mills, packaging companies, Italian
// furniture, kitchen and lighting makers, engineering consultancies and testing, inspection and certification companies, Italian
// agricultural-machinery, irrigation and fertiliser makers; Italian energy-services companies, advertising and marketing-services firms,
// Italian ceramic-tile and building-materials makers, data-centre and tower companies, Italian shipyards and yacht builders, security,
// facility-management and outsourcing companies, Italian sporting-goods, bicycle, toy and stationery makers), written by helpers who
// never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the
// fifty-sixth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-fifth pass, opened and tuned on in this one. At this pass's start (60bbf971), recall / precision /
// periods right: dev-real255 0.771 / 0.730 / 0.963; dev-real256 0.850 / 0.739 / 0.647; dev-real257 0.671 / 0.850 / 0.745; dev-real258
// 0.844 / 0.890 / 0.877; dev-real259 0.814 / 0.906 / 0.813; dev-real260 0.873 / 0.954 / 0.903; dev-real261 0.897 / 0.881 / 0.808. At its
// end: dev-real255 0.771 / 0.750 / 0.963; dev-real256 0.850 / 0.895 / 0.647; dev-real257 0.671 / 0.850 / 0.784; dev-real258 0.870 / 0.893
// / 0.881; dev-real259 0.847 / 0.926 / 0.820; dev-real260 0.887 / 0.955 / 0.905; dev-real261 0.931 / 0.915 / 0.815. No floor falls.
describe('sets held back in the fifty-fifth pass, tuned on in the fifty-sixth', () => {
  it('two-hundred-and-fifty-fifth set (Italian): recall ≥ 0.77, precision ≥ 0.75, periods right ≥ 0.96', () =>
    floors(real255, 0.77, 0.75, 0.96));
  it('two-hundred-and-fifty-sixth set (English): recall ≥ 0.85, precision ≥ 0.89, periods right ≥ 0.64', () =>
    floors(real256, 0.85, 0.89, 0.64));
  it('two-hundred-and-fifty-seventh set (Italian): recall ≥ 0.67, precision ≥ 0.85, periods right ≥ 0.78', () =>
    floors(real257, 0.67, 0.85, 0.78));
  it('two-hundred-and-fifty-eighth set (English): recall ≥ 0.87, precision ≥ 0.89, periods right ≥ 0.88', () =>
    floors(real258, 0.87, 0.89, 0.88));
  it('two-hundred-and-fifty-ninth set (Italian): recall ≥ 0.84, precision ≥ 0.92, periods right ≥ 0.82', () =>
    floors(real259, 0.84, 0.92, 0.82));
  it('two-hundred-and-sixtieth set (English): recall ≥ 0.88, precision ≥ 0.95, periods right ≥ 0.90', () =>
    floors(real260, 0.88, 0.95, 0.9));
  it('two-hundred-and-sixty-first set (Italian): recall ≥ 0.93, precision ≥ 0.91, periods right ≥ 0.81', () =>
    floors(real261, 0.93, 0.91, 0.81));
});
// Held back for the whole pass: read only with the reader the pass started from (60bbf971, at arrival: 61.7 % right figure and period,
// aggregate and per-set lines) and with its last one; never tuned on (no rule was written from them; their texts and misses were not
// opened). End readings, the same as at arrival: dev-real262 0.909 / 0.758 / 0.680; dev-real263 0.855 / 0.855 / 0.754; dev-real264 0.667
// / 0.824 / 0.607; dev-real265 0.768 / 0.843 / 0.907; dev-real266 0.866 / 0.921 / 0.793; dev-real267 0.860 / 0.891 / 0.796; dev-real268
// 0.881 / 0.852 / 0.750. The floors are the end readings.
describe('sets held back in the fifty-sixth pass, never tuned on', () => {
  it('two-hundred-and-sixty-second set (Italian): recall ≥ 0.90, precision ≥ 0.75, periods right ≥ 0.68', () =>
    floors(real262, 0.9, 0.75, 0.68));
  it('two-hundred-and-sixty-third set (English): recall ≥ 0.85, precision ≥ 0.85, periods right ≥ 0.75', () =>
    floors(real263, 0.85, 0.85, 0.75));
  it('two-hundred-and-sixty-fourth set (Italian): recall ≥ 0.66, precision ≥ 0.82, periods right ≥ 0.60', () =>
    floors(real264, 0.66, 0.82, 0.6));
  it('two-hundred-and-sixty-fifth set (English): recall ≥ 0.76, precision ≥ 0.84, periods right ≥ 0.90', () =>
    floors(real265, 0.76, 0.84, 0.9));
  it('two-hundred-and-sixty-sixth set (Italian): recall ≥ 0.86, precision ≥ 0.92, periods right ≥ 0.79', () =>
    floors(real266, 0.86, 0.92, 0.79));
  it('two-hundred-and-sixty-seventh set (English): recall ≥ 0.85, precision ≥ 0.89, periods right ≥ 0.79', () =>
    floors(real267, 0.85, 0.89, 0.79));
  it('two-hundred-and-sixty-eighth set (Italian): recall ≥ 0.88, precision ≥ 0.85, periods right ≥ 0.75', () =>
    floors(real268, 0.88, 0.85, 0.75));
});
