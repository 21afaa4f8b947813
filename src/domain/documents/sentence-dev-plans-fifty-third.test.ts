import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real234 from '../../../tests/fixtures/documents/sentences/dev-real234.json' with { type: 'json' };
import real235 from '../../../tests/fixtures/documents/sentences/dev-real235.json' with { type: 'json' };
import real236 from '../../../tests/fixtures/documents/sentences/dev-real236.json' with { type: 'json' };
import real237 from '../../../tests/fixtures/documents/sentences/dev-real237.json' with { type: 'json' };
import real238 from '../../../tests/fixtures/documents/sentences/dev-real238.json' with { type: 'json' };
import real239 from '../../../tests/fixtures/documents/sentences/dev-real239.json' with { type: 'json' };
import real240 from '../../../tests/fixtures/documents/sentences/dev-real240.json' with { type: 'json' };
import real241 from '../../../tests/fixtures/documents/sentences/dev-real241.json' with { type: 'json' };
import real242 from '../../../tests/fixtures/documents/sentences/dev-real242.json' with { type: 'json' };
import real243 from '../../../tests/fixtures/documents/sentences/dev-real243.json' with { type: 'json' };
import real244 from '../../../tests/fixtures/documents/sentences/dev-real244.json' with { type: 'json' };
import real245 from '../../../tests/fixtures/documents/sentences/dev-real245.json' with { type: 'json' };
import real246 from '../../../tests/fixtures/documents/sentences/dev-real246.json' with { type: 'json' };
import real247 from '../../../tests/fixtures/documents/sentences/dev-real247.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Italian private hospital and care groups, railroads, truckers and parcel
// carriers, Italian telecom, fibre and tower companies, large software and cloud companies, Italian casinos and a lottery operator,
// meat, grain, dairy and packaged-food producers, Italian paper, packaging and printing companies; Italian water-service operators,
// education and childcare companies, Italian cosmetics and household-products makers, electric and gas utilities, Italian tour
// operators and travel-agency networks, casino, betting and lottery companies, Italian electronics, cable and automation makers),
// written by helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold
// what the reader of the fifty-third pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-second pass, opened and tuned on in this one. At this pass's start (22755320), recall / precision /
// periods right: dev-real234 0.838 / 0.871 / 0.852; dev-real235 0.920 / 0.896 / 0.797; dev-real236 0.774 / 0.943 / 0.805; dev-real237
// 0.812 / 0.737 / 0.750; dev-real238 0.356 / 0.552 / 0.750; dev-real239 0.866 / 0.884 / 0.690; dev-real240 0.859 / 0.764 / 0.727. At its
// end: dev-real234 0.886 / 0.894 / 0.860; dev-real235 0.920 / 0.920 / 0.826; dev-real236 0.811 / 0.956 / 0.884; dev-real237 0.855 / 0.787
// / 0.746; dev-real238 0.622 / 0.571 / 0.821; dev-real239 0.897 / 0.916 / 0.701; dev-real240 0.875 / 0.875 / 0.839. One floor falls from
// its held-back one, with its reason: dev-real237 periods right 0.75 -> 0.74, because the rate is over the figures matched and "revenue of
// ... beat estimates" matched one more figure whose fiscal quarter its text never writes, so right periods stayed at 44 while their share
// fell.
describe('sets held back in the fifty-second pass, tuned on in the fifty-third', () => {
  it('two-hundred-and-thirty-fourth set (Italian): recall ≥ 0.88, precision ≥ 0.89, periods right ≥ 0.86', () =>
    floors(real234, 0.88, 0.89, 0.86));
  it('two-hundred-and-thirty-fifth set (English): recall ≥ 0.92, precision ≥ 0.92, periods right ≥ 0.82', () =>
    floors(real235, 0.92, 0.92, 0.82));
  it('two-hundred-and-thirty-sixth set (Italian): recall ≥ 0.81, precision ≥ 0.95, periods right ≥ 0.88', () =>
    floors(real236, 0.81, 0.95, 0.88));
  it('two-hundred-and-thirty-seventh set (English): recall ≥ 0.85, precision ≥ 0.78, periods right ≥ 0.74', () =>
    floors(real237, 0.85, 0.78, 0.74));
  it('two-hundred-and-thirty-eighth set (Italian): recall ≥ 0.62, precision ≥ 0.57, periods right ≥ 0.82', () =>
    floors(real238, 0.62, 0.57, 0.82));
  it('two-hundred-and-thirty-ninth set (English): recall ≥ 0.89, precision ≥ 0.91, periods right ≥ 0.70', () =>
    floors(real239, 0.89, 0.91, 0.7));
  it('two-hundred-and-fortieth set (Italian): recall ≥ 0.87, precision ≥ 0.87, periods right ≥ 0.83', () =>
    floors(real240, 0.87, 0.87, 0.83));
});
// Held back for the whole pass: read only with the reader the pass started from (22755320, at arrival: 66.3 % right figure and period,
// aggregate and per-set lines) and with its last one; never tuned on (no rule was written from them; their texts and misses were not
// opened). End readings: dev-real241 0.857 / 0.880 / 0.818; dev-real242 0.841 / 0.951 / 0.810; dev-real243 0.766 / 0.783 / 0.667; dev-
// real244 0.881 / 0.892 / 0.865; dev-real245 0.754 / 0.813 / 0.808; dev-real246 0.792 / 0.731 / 0.772; dev-real247 0.846 / 0.759 / 0.864.
// The floors are the end readings.
describe('sets held back in the fifty-third pass, never tuned on', () => {
  it('two-hundred-and-forty-first set (Italian): recall ≥ 0.85, precision ≥ 0.88, periods right ≥ 0.81', () =>
    floors(real241, 0.85, 0.88, 0.81));
  it('two-hundred-and-forty-second set (English): recall ≥ 0.84, precision ≥ 0.95, periods right ≥ 0.81', () =>
    floors(real242, 0.84, 0.95, 0.81));
  it('two-hundred-and-forty-third set (Italian): recall ≥ 0.76, precision ≥ 0.78, periods right ≥ 0.66', () =>
    floors(real243, 0.76, 0.78, 0.66));
  it('two-hundred-and-forty-fourth set (English): recall ≥ 0.88, precision ≥ 0.89, periods right ≥ 0.86', () =>
    floors(real244, 0.88, 0.89, 0.86));
  it('two-hundred-and-forty-fifth set (Italian): recall ≥ 0.75, precision ≥ 0.81, periods right ≥ 0.80', () =>
    floors(real245, 0.75, 0.81, 0.8));
  it('two-hundred-and-forty-sixth set (English): recall ≥ 0.79, precision ≥ 0.73, periods right ≥ 0.77', () =>
    floors(real246, 0.79, 0.73, 0.77));
  it('two-hundred-and-forty-seventh set (Italian): recall ≥ 0.84, precision ≥ 0.75, periods right ≥ 0.86', () =>
    floors(real247, 0.84, 0.75, 0.86));
});
