import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real325 from '../../../tests/fixtures/documents/sentences/dev-real325.json' with { type: 'json' };
import real326 from '../../../tests/fixtures/documents/sentences/dev-real326.json' with { type: 'json' };
import real327 from '../../../tests/fixtures/documents/sentences/dev-real327.json' with { type: 'json' };
import real328 from '../../../tests/fixtures/documents/sentences/dev-real328.json' with { type: 'json' };
import real329 from '../../../tests/fixtures/documents/sentences/dev-real329.json' with { type: 'json' };
import real330 from '../../../tests/fixtures/documents/sentences/dev-real330.json' with { type: 'json' };
import real331 from '../../../tests/fixtures/documents/sentences/dev-real331.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (JSE-listed South African companies, Italian cosmetics companies, Indian
// IT-services companies, Italian agri-food cooperatives, media and advertising companies, Italian software small caps, Italian textile
// makers), written by helpers who never opened the reader,
// before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixty-sixth pass reads,
// truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixty-fifth pass, opened and tuned on in this one. At this pass's start (1a8a5266), recall / precision /
// periods right: dev-real325 0.956 / 0.827 / 0.884; dev-real326 0.939 / 0.754 / 0.696; dev-real327 0.859 / 0.876 / 0.882; dev-real328
// 0.778 / 0.757 / 0.714; dev-real329 0.867 / 0.793 / 0.708; dev-real330 0.901 / 0.832 / 0.908; dev-real331 0.869 / 0.803 / 0.698. At
// its end: dev-real325 0.956 / 0.827 / 0.884; dev-real326 0.939 / 0.754 / 0.761; dev-real327 0.899 / 0.899 / 0.876; dev-real328 0.778
// / 0.757 / 0.714; dev-real329 0.867 / 0.793 / 0.738; dev-real330 0.917 / 0.847 / 0.892; dev-real331 0.902 / 0.833 / 0.709. (The
// periods-right rates of dev-real327 and dev-real330 are lower than at the start only because they matched four and two figures more:
// no right period was lost.)
describe('sets held back in the sixty-fifth pass, tuned on in the sixty-sixth', () => {
  it('three-hundred-and-twenty-fifth set (English): recall ≥ 0.95, precision ≥ 0.82, periods right ≥ 0.88', () =>
    floors(real325, 0.95, 0.82, 0.88));
  it('three-hundred-and-twenty-sixth set (Italian): recall ≥ 0.93, precision ≥ 0.75, periods right ≥ 0.76', () =>
    floors(real326, 0.93, 0.75, 0.76));
  it('three-hundred-and-twenty-seventh set (English): recall ≥ 0.89, precision ≥ 0.89, periods right ≥ 0.87', () =>
    floors(real327, 0.89, 0.89, 0.87));
  it('three-hundred-and-twenty-eighth set (Italian): recall ≥ 0.77, precision ≥ 0.75, periods right ≥ 0.71', () =>
    floors(real328, 0.77, 0.75, 0.71));
  it('three-hundred-and-twenty-ninth set (English): recall ≥ 0.86, precision ≥ 0.79, periods right ≥ 0.73', () =>
    floors(real329, 0.86, 0.79, 0.73));
  it('three-hundred-and-thirtieth set (Italian): recall ≥ 0.91, precision ≥ 0.84, periods right ≥ 0.89', () =>
    floors(real330, 0.91, 0.84, 0.89));
  it('three-hundred-and-thirty-first set (Italian): recall ≥ 0.90, precision ≥ 0.83, periods right ≥ 0.70', () =>
    floors(real331, 0.9, 0.83, 0.7));
});
// The sets held back in the sixty-sixth pass (dev-real332-338) were opened and tuned on in the sixty-seventh: their floors are in
// sentence-dev-plans-sixty-seventh.test.ts.
