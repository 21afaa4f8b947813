import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real234 from '../../../tests/fixtures/documents/sentences/dev-real234.json' with { type: 'json' };
import real235 from '../../../tests/fixtures/documents/sentences/dev-real235.json' with { type: 'json' };
import real236 from '../../../tests/fixtures/documents/sentences/dev-real236.json' with { type: 'json' };
import real237 from '../../../tests/fixtures/documents/sentences/dev-real237.json' with { type: 'json' };
import real238 from '../../../tests/fixtures/documents/sentences/dev-real238.json' with { type: 'json' };
import real239 from '../../../tests/fixtures/documents/sentences/dev-real239.json' with { type: 'json' };
import real240 from '../../../tests/fixtures/documents/sentences/dev-real240.json' with { type: 'json' };
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
// The seven sets held back in this pass (dev-real241-247) were opened and tuned on in the fifty-fourth: their floors moved to
// sentence-dev-plans-fifty-fourth.test.ts, with their readings at the end of this pass as that pass's start.
