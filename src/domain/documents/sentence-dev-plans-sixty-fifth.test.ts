import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real318 from '../../../tests/fixtures/documents/sentences/dev-real318.json' with { type: 'json' };
import real319 from '../../../tests/fixtures/documents/sentences/dev-real319.json' with { type: 'json' };
import real320 from '../../../tests/fixtures/documents/sentences/dev-real320.json' with { type: 'json' };
import real321 from '../../../tests/fixtures/documents/sentences/dev-real321.json' with { type: 'json' };
import real322 from '../../../tests/fixtures/documents/sentences/dev-real322.json' with { type: 'json' };
import real323 from '../../../tests/fixtures/documents/sentences/dev-real323.json' with { type: 'json' };
import real324 from '../../../tests/fixtures/documents/sentences/dev-real324.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (animal-health and pet-food companies, Italian football clubs, Israeli
// companies, Italian jewellery and eyewear companies, French, Belgian, Dutch, Austrian and Swiss companies, asset managers and
// exchanges, Italian real-estate companies), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixty-fifth pass reads, truncated to two
// decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixty-fourth pass, opened and tuned on in this one. At this pass's start (1425bad1), recall / precision /
// periods right: dev-real318 0.984 / 0.913 / 0.889; dev-real319 0.698 / 0.800 / 0.568; dev-real320 0.889 / 0.736 / 0.906; dev-real321
// 0.854 / 0.845 / 0.695; dev-real322 0.712 / 0.839 / 0.660; dev-real323 0.596 / 0.459 / 0.607; dev-real324 0.841 / 0.792 / 0.863. At
// its end: dev-real318 0.984 / 0.940 / 0.944; dev-real319 0.762 / 0.814 / 0.688; dev-real320 0.889 / 0.771 / 0.906; dev-real321 0.854
// / 0.882 / 0.720; dev-real322 0.773 / 0.850 / 0.824; dev-real323 0.681 / 0.500 / 0.656; dev-real324 0.858 / 0.795 / 0.866.
describe('sets held back in the sixty-fourth pass, tuned on in the sixty-fifth', () => {
  it('three-hundred-and-eighteenth set (English): recall ≥ 0.98, precision ≥ 0.94, periods right ≥ 0.94', () =>
    floors(real318, 0.98, 0.94, 0.94));
  it('three-hundred-and-nineteenth set (Italian): recall ≥ 0.76, precision ≥ 0.81, periods right ≥ 0.68', () =>
    floors(real319, 0.76, 0.81, 0.68));
  it('three-hundred-and-twentieth set (English): recall ≥ 0.88, precision ≥ 0.77, periods right ≥ 0.90', () =>
    floors(real320, 0.88, 0.77, 0.9));
  it('three-hundred-and-twenty-first set (Italian): recall ≥ 0.85, precision ≥ 0.88, periods right ≥ 0.71', () =>
    floors(real321, 0.85, 0.88, 0.71));
  it('three-hundred-and-twenty-second set (English): recall ≥ 0.77, precision ≥ 0.85, periods right ≥ 0.82', () =>
    floors(real322, 0.77, 0.85, 0.82));
  it('three-hundred-and-twenty-third set (English): recall ≥ 0.68, precision ≥ 0.50, periods right ≥ 0.65', () =>
    floors(real323, 0.68, 0.5, 0.65));
  it('three-hundred-and-twenty-fourth set (Italian): recall ≥ 0.85, precision ≥ 0.79, periods right ≥ 0.86', () =>
    floors(real324, 0.85, 0.79, 0.86));
});
// The sets held back in this pass (dev-real325-331) were opened and tuned on in the sixty-sixth: their floors are in
// sentence-dev-plans-sixty-sixth.test.ts, at that pass's end readings.
