import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real255 from '../../../tests/fixtures/documents/sentences/dev-real255.json' with { type: 'json' };
import real256 from '../../../tests/fixtures/documents/sentences/dev-real256.json' with { type: 'json' };
import real257 from '../../../tests/fixtures/documents/sentences/dev-real257.json' with { type: 'json' };
import real258 from '../../../tests/fixtures/documents/sentences/dev-real258.json' with { type: 'json' };
import real259 from '../../../tests/fixtures/documents/sentences/dev-real259.json' with { type: 'json' };
import real260 from '../../../tests/fixtures/documents/sentences/dev-real260.json' with { type: 'json' };
import real261 from '../../../tests/fixtures/documents/sentences/dev-real261.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Italian asset managers, fintech, factoring and credit-servicing companies,
// brewers, distillers, wine and soft-drink companies, Italian wool, silk, cotton and spinning mills, packaging companies, Italian
// furniture, kitchen and lighting makers, engineering consultancies and testing, inspection and certification companies, Italian
// agricultural-machinery, irrigation and fertiliser makers), written by helpers who
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
// The seven sets held back in this pass (dev-real262-268) are tuned on from the fifty-seventh pass; their floors, raised to its end
// readings, are in sentence-dev-plans-fifty-seventh.test.ts.
