import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real248 from '../../../tests/fixtures/documents/sentences/dev-real248.json' with { type: 'json' };
import real249 from '../../../tests/fixtures/documents/sentences/dev-real249.json' with { type: 'json' };
import real250 from '../../../tests/fixtures/documents/sentences/dev-real250.json' with { type: 'json' };
import real251 from '../../../tests/fixtures/documents/sentences/dev-real251.json' with { type: 'json' };
import real252 from '../../../tests/fixtures/documents/sentences/dev-real252.json' with { type: 'json' };
import real253 from '../../../tests/fixtures/documents/sentences/dev-real253.json' with { type: 'json' };
import real254 from '../../../tests/fixtures/documents/sentences/dev-real254.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Italian ski-lift, spa, theme-park and ferry companies, apparel, footwear and toy
// companies, Italian builders and general contractors, insurance brokers and insurers, Italian software and IT-services companies,
// hotel, timeshare and lodging companies, Italian pharmacies and pharmaceutical wholesalers; Italian asset managers, fintech, factoring
// and credit-servicing companies, brewers, distillers, wine and soft-drink companies, Italian wool, silk, cotton and spinning mills,
// packaging companies, Italian furniture, kitchen and lighting makers, engineering consultancies and testing, inspection and
// certification companies, Italian agricultural-machinery, irrigation and fertiliser makers), written by helpers who never opened the
// reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the fifty-fifth pass
// reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-fourth pass, opened and tuned on in this one. At this pass's start (c4e44c86), recall / precision /
// periods right: dev-real248 0.633 / 0.792 / 0.711; dev-real249 0.878 / 0.855 / 0.538; dev-real250 0.898 / 0.849 / 0.873; dev-real251
// 0.839 / 0.754 / 0.846; dev-real252 0.907 / 0.773 / 0.794; dev-real253 0.923 / 0.808 / 0.976; dev-real254 0.766 / 0.667 / 0.778. At its
// end: dev-real248 0.733 / 0.815 / 0.682; dev-real249 0.878 / 0.855 / 0.554; dev-real250 0.898 / 0.888 / 0.873; dev-real251 0.903 /
// 0.875 / 0.929; dev-real252 0.907 / 0.800 / 0.912; dev-real253 0.956 / 0.829 / 0.943; dev-real254 0.766 / 0.667 / 0.778. Two periods-
// right floors fall from their held-back ones, as rates, while the count of right periods does not: dev-real248 0.71 -> 0.68 (figures
// matched 38 -> 44, right periods 27 -> 30; one right period lost by accident, a change once read as a range whose period matched its
// low end's truth), dev-real253 0.97 -> 0.94 (three figures more from a key-points box, "Revenue ($m) 692.5", their half-year period not
// the fiscal year; right periods 82 -> 82).
describe('sets held back in the fifty-fourth pass, tuned on in the fifty-fifth', () => {
  it('two-hundred-and-forty-eighth set (Italian): recall ≥ 0.73, precision ≥ 0.81, periods right ≥ 0.68', () =>
    floors(real248, 0.73, 0.81, 0.68));
  it('two-hundred-and-forty-ninth set (English): recall ≥ 0.87, precision ≥ 0.85, periods right ≥ 0.55', () =>
    floors(real249, 0.87, 0.85, 0.55));
  it('two-hundred-and-fiftieth set (Italian): recall ≥ 0.89, precision ≥ 0.88, periods right ≥ 0.87', () =>
    floors(real250, 0.89, 0.88, 0.87));
  it('two-hundred-and-fifty-first set (English): recall ≥ 0.90, precision ≥ 0.87, periods right ≥ 0.92', () =>
    floors(real251, 0.9, 0.87, 0.92));
  it('two-hundred-and-fifty-second set (Italian): recall ≥ 0.90, precision ≥ 0.80, periods right ≥ 0.91', () =>
    floors(real252, 0.9, 0.8, 0.91));
  it('two-hundred-and-fifty-third set (English): recall ≥ 0.95, precision ≥ 0.82, periods right ≥ 0.94', () =>
    floors(real253, 0.95, 0.82, 0.94));
  it('two-hundred-and-fifty-fourth set (Italian): recall ≥ 0.76, precision ≥ 0.66, periods right ≥ 0.77', () =>
    floors(real254, 0.76, 0.66, 0.77));
});
// The seven sets held back in this pass (dev-real255-261) are tuned on from the fifty-sixth pass; their floors, raised to its end
// readings, are in sentence-dev-plans-fifty-sixth.test.ts.
