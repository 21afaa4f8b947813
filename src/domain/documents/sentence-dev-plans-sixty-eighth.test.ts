import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real339 from '../../../tests/fixtures/documents/sentences/dev-real339.json' with { type: 'json' };
import real340 from '../../../tests/fixtures/documents/sentences/dev-real340.json' with { type: 'json' };
import real341 from '../../../tests/fixtures/documents/sentences/dev-real341.json' with { type: 'json' };
import real342 from '../../../tests/fixtures/documents/sentences/dev-real342.json' with { type: 'json' };
import real343 from '../../../tests/fixtures/documents/sentences/dev-real343.json' with { type: 'json' };
import real344 from '../../../tests/fixtures/documents/sentences/dev-real344.json' with { type: 'json' };
import real345 from '../../../tests/fixtures/documents/sentences/dev-real345.json' with { type: 'json' };
import real346 from '../../../tests/fixtures/documents/sentences/dev-real346.json' with { type: 'json' };
import real347 from '../../../tests/fixtures/documents/sentences/dev-real347.json' with { type: 'json' };
import real348 from '../../../tests/fixtures/documents/sentences/dev-real348.json' with { type: 'json' };
import real349 from '../../../tests/fixtures/documents/sentences/dev-real349.json' with { type: 'json' };
import real350 from '../../../tests/fixtures/documents/sentences/dev-real350.json' with { type: 'json' };
import real351 from '../../../tests/fixtures/documents/sentences/dev-real351.json' with { type: 'json' };
import real352 from '../../../tests/fixtures/documents/sentences/dev-real352.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (airlines and airport operators, Italian banks, shipping companies, Italian energy
// and renewables companies, homebuilders, Italian private healthcare providers, staffing and HR-services companies; junior and mid-tier miners, Italian logistics and transport companies, biotechnology companies,
// Italian steel and metals companies, supermarket chains and grocery retailers, Italian food processors, telecom operators and towers),
// written by helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold
// what the reader of the sixty-eighth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixty-seventh pass, opened and tuned on in this one. At this pass's start (b052bb41), recall / precision /
// periods right: dev-real339 0.787 / 0.750 / 0.729; dev-real340 1.000 / 0.755 / 0.725; dev-real342 0.857 / 0.904 / 0.879; dev-real343
// 0.909 / 0.928 / 0.711; dev-real344 0.843 / 0.852 / 0.867; dev-real345 0.796 / 0.975 / 0.808; dev-real341 as at the end. At its end:
// dev-real339 0.787 / 0.787 / 0.729; dev-real340 1.000 / 0.755 / 0.750; dev-real341 0.857 / 0.809 / 0.847; dev-real342 0.896 / 0.908 /
// 0.913; dev-real343 0.909 / 0.928 / 0.889; dev-real344 0.854 / 0.864 / 0.868; dev-real345 0.929 / 0.968 / 0.934 (its precision below
// the held-back floor of 0.97: fourteen more proposals, thirteen of them right).
describe('sets held back in the sixty-seventh pass, tuned on in the sixty-eighth', () => {
  it('three-hundred-and-thirty-ninth set (English): recall ≥ 0.78, precision ≥ 0.78, periods right ≥ 0.72', () =>
    floors(real339, 0.78, 0.78, 0.72));
  it('three-hundred-and-fortieth set (Italian): recall ≥ 1.00, precision ≥ 0.75, periods right ≥ 0.75', () =>
    floors(real340, 1.0, 0.75, 0.75));
  it('three-hundred-and-forty-first set (English): recall ≥ 0.85, precision ≥ 0.80, periods right ≥ 0.84', () =>
    floors(real341, 0.85, 0.8, 0.84));
  it('three-hundred-and-forty-second set (Italian): recall ≥ 0.89, precision ≥ 0.90, periods right ≥ 0.91', () =>
    floors(real342, 0.89, 0.9, 0.91));
  it('three-hundred-and-forty-third set (English): recall ≥ 0.90, precision ≥ 0.92, periods right ≥ 0.88', () =>
    floors(real343, 0.9, 0.92, 0.88));
  it('three-hundred-and-forty-fourth set (Italian): recall ≥ 0.85, precision ≥ 0.86, periods right ≥ 0.86', () =>
    floors(real344, 0.85, 0.86, 0.86));
  it('three-hundred-and-forty-fifth set (English): recall ≥ 0.92, precision ≥ 0.96, periods right ≥ 0.93', () =>
    floors(real345, 0.92, 0.96, 0.93));
});
// Held back for the whole pass: read only with the reader the pass started from (b052bb41, at arrival: 61.8 % right figure and period,
// aggregate and per-set lines) and with its last one; never tuned on (no rule was written from them; their texts and misses were not
// opened). Every set read the same at the end as at arrival; the floors are the end readings.
describe('sets held back in the sixty-eighth pass, never tuned on', () => {
  it('three-hundred-and-forty-sixth set (English): recall ≥ 0.85, precision ≥ 0.88, periods right ≥ 0.76', () =>
    floors(real346, 0.85, 0.88, 0.76));
  it('three-hundred-and-forty-seventh set (Italian): recall ≥ 0.92, precision ≥ 0.75, periods right ≥ 0.83', () =>
    floors(real347, 0.92, 0.75, 0.83));
  it('three-hundred-and-forty-eighth set (English): recall ≥ 0.74, precision ≥ 0.92, periods right ≥ 0.96', () =>
    floors(real348, 0.74, 0.92, 0.96));
  it('three-hundred-and-forty-ninth set (Italian): recall ≥ 0.81, precision ≥ 0.87, periods right ≥ 0.65', () =>
    floors(real349, 0.81, 0.87, 0.65));
  it('three-hundred-and-fiftieth set (English): recall ≥ 0.85, precision ≥ 0.80, periods right ≥ 0.22', () =>
    floors(real350, 0.85, 0.8, 0.22));
  it('three-hundred-and-fifty-first set (Italian): recall ≥ 0.77, precision ≥ 0.84, periods right ≥ 0.87', () =>
    floors(real351, 0.77, 0.84, 0.87));
  it('three-hundred-and-fifty-second set (English): recall ≥ 0.90, precision ≥ 0.93, periods right ≥ 0.86', () =>
    floors(real352, 0.9, 0.93, 0.86));
});
