import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real241 from '../../../tests/fixtures/documents/sentences/dev-real241.json' with { type: 'json' };
import real242 from '../../../tests/fixtures/documents/sentences/dev-real242.json' with { type: 'json' };
import real243 from '../../../tests/fixtures/documents/sentences/dev-real243.json' with { type: 'json' };
import real244 from '../../../tests/fixtures/documents/sentences/dev-real244.json' with { type: 'json' };
import real245 from '../../../tests/fixtures/documents/sentences/dev-real245.json' with { type: 'json' };
import real246 from '../../../tests/fixtures/documents/sentences/dev-real246.json' with { type: 'json' };
import real247 from '../../../tests/fixtures/documents/sentences/dev-real247.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Italian water-service operators, education and childcare companies, Italian
// cosmetics and household-products makers, electric and gas utilities, Italian tour operators and travel-agency networks, casino,
// betting and lottery companies, Italian electronics, cable and automation makers; Italian ski-lift, spa, theme-park and ferry
// companies, apparel, footwear and toy companies, Italian builders and general contractors, insurance brokers and insurers, Italian
// software and IT-services companies, hotel, timeshare and lodging companies, Italian pharmacies and pharmaceutical wholesalers),
// written by helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold
// what the reader of the fifty-fourth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-third pass, opened and tuned on in this one. At this pass's start (e406c37e), recall / precision /
// periods right: dev-real241 0.857 / 0.880 / 0.818; dev-real242 0.841 / 0.951 / 0.810; dev-real243 0.766 / 0.783 / 0.667; dev-real244
// 0.881 / 0.892 / 0.865; dev-real245 0.754 / 0.812 / 0.808; dev-real246 0.792 / 0.731 / 0.772; dev-real247 0.846 / 0.759 / 0.864. At its
// end: dev-real241 0.883 / 0.883 / 0.824; dev-real242 0.884 / 0.953 / 0.934; dev-real243 0.872 / 0.820 / 0.707; dev-real244 0.881 /
// 0.892 / 0.919; dev-real245 0.797 / 0.859 / 0.855; dev-real246 0.847 / 0.772 / 0.787; dev-real247 0.872 / 0.782 / 0.868. No floor falls
// from its held-back one.
describe('sets held back in the fifty-third pass, tuned on in the fifty-fourth', () => {
  it('two-hundred-and-forty-first set (Italian): recall ≥ 0.88, precision ≥ 0.88, periods right ≥ 0.82', () =>
    floors(real241, 0.88, 0.88, 0.82));
  it('two-hundred-and-forty-second set (English): recall ≥ 0.88, precision ≥ 0.95, periods right ≥ 0.93', () =>
    floors(real242, 0.88, 0.95, 0.93));
  it('two-hundred-and-forty-third set (Italian): recall ≥ 0.87, precision ≥ 0.82, periods right ≥ 0.70', () =>
    floors(real243, 0.87, 0.82, 0.7));
  // (periods right lowered from 0.91 to 0.90 in the fifty-seventh pass: a unit in the singular, "Net debt (£ million)", reads two
  // rows more, 74 → 76 matched and 68 → 69 right; the second is a half-year table's prior column, read at 30 June 2022, where the
  // truth has the year 2022. No figure matched before is lost or read with another period.)
  it('two-hundred-and-forty-fourth set (English): recall ≥ 0.90, precision ≥ 0.89, periods right ≥ 0.90', () =>
    floors(real244, 0.9, 0.89, 0.9));
  it('two-hundred-and-forty-fifth set (Italian): recall ≥ 0.79, precision ≥ 0.85, periods right ≥ 0.85', () =>
    floors(real245, 0.79, 0.85, 0.85));
  it('two-hundred-and-forty-sixth set (English): recall ≥ 0.84, precision ≥ 0.77, periods right ≥ 0.78', () =>
    floors(real246, 0.84, 0.77, 0.78));
  it('two-hundred-and-forty-seventh set (Italian): recall ≥ 0.87, precision ≥ 0.78, periods right ≥ 0.86', () =>
    floors(real247, 0.87, 0.78, 0.86));
});
// The sets held back in this pass (dev-real248 to dev-real254) were opened and tuned on in the fifty-fifth: their floors moved to
// sentence-dev-plans-fifty-fifth.test.ts.
