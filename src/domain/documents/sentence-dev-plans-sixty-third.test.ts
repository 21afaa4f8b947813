import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real304 from '../../../tests/fixtures/documents/sentences/dev-real304.json' with { type: 'json' };
import real305 from '../../../tests/fixtures/documents/sentences/dev-real305.json' with { type: 'json' };
import real306 from '../../../tests/fixtures/documents/sentences/dev-real306.json' with { type: 'json' };
import real307 from '../../../tests/fixtures/documents/sentences/dev-real307.json' with { type: 'json' };
import real308 from '../../../tests/fixtures/documents/sentences/dev-real308.json' with { type: 'json' };
import real309 from '../../../tests/fixtures/documents/sentences/dev-real309.json' with { type: 'json' };
import real310 from '../../../tests/fixtures/documents/sentences/dev-real310.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Philippine, Indonesian and Thai listed companies, Italian cooperative and local
// banks, Gulf listed companies, Italian mid-size pharmaceutical and medical-device companies, Turkish and Central and Eastern European
// companies, Italian furniture and design companies, video-game and toy makers), written by helpers who never opened the reader, before
// any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixty-third pass reads, truncated
// to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixty-second pass, opened and tuned on in this one. At this pass's start (4c1a6a3c), recall / precision /
// periods right: dev-real304 0.774 / 0.649 / 0.854; dev-real305 0.621 / 0.692 / 0.889; dev-real306 0.744 / 0.726 / 0.820;
// dev-real307 0.941 / 0.941 / 0.833; dev-real308 0.845 / 0.681 / 0.918; dev-real309 0.882 / 0.843 / 0.800; dev-real310 0.772 / 0.667
// / 0.705. At its end: dev-real304 0.887 / 0.696 / 0.836; dev-real305 0.655 / 0.826 / 0.842; dev-real306 0.793 / 0.756 / 0.923;
// dev-real307 0.941 / 0.941 / 0.917; dev-real308 0.845 / 0.803 / 0.918; dev-real309 0.882 / 0.843 / 0.840; dev-real310 0.825 / 0.810
// / 0.702. (The periods-right rates of dev-real304, 305 and 310 are lower than at the start with no right period lost: 41 → 46, 16 →
// 16 and 31 → 33 right periods; the figures newly matched are more than the periods newly right.)
describe('sets held back in the sixty-second pass, tuned on in the sixty-third', () => {
  it('three-hundred-and-fourth set (English): recall ≥ 0.88, precision ≥ 0.69, periods right ≥ 0.83', () =>
    floors(real304, 0.88, 0.69, 0.83));
  it('three-hundred-and-fifth set (Italian): recall ≥ 0.65, precision ≥ 0.82, periods right ≥ 0.84', () =>
    floors(real305, 0.65, 0.82, 0.84));
  it('three-hundred-and-sixth set (English): recall ≥ 0.79, precision ≥ 0.75, periods right ≥ 0.92', () =>
    floors(real306, 0.79, 0.75, 0.92));
  it('three-hundred-and-seventh set (Italian): recall ≥ 0.94, precision ≥ 0.94, periods right ≥ 0.91', () =>
    floors(real307, 0.94, 0.94, 0.91));
  it('three-hundred-and-eighth set (English): recall ≥ 0.84, precision ≥ 0.80, periods right ≥ 0.91', () =>
    floors(real308, 0.84, 0.8, 0.91));
  it('three-hundred-and-ninth set (Italian): recall ≥ 0.88, precision ≥ 0.84, periods right ≥ 0.84', () =>
    floors(real309, 0.88, 0.84, 0.84));
  it('three-hundred-and-tenth set (English): recall ≥ 0.82, precision ≥ 0.81, periods right ≥ 0.70', () =>
    floors(real310, 0.82, 0.81, 0.7));
});
// dev-real311 to dev-real317, held back in this pass, were opened and tuned on in the sixty-fourth: their floors are in
// sentence-dev-plans-sixty-fourth.test.ts.
