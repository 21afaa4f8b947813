import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real311 from '../../../tests/fixtures/documents/sentences/dev-real311.json' with { type: 'json' };
import real312 from '../../../tests/fixtures/documents/sentences/dev-real312.json' with { type: 'json' };
import real313 from '../../../tests/fixtures/documents/sentences/dev-real313.json' with { type: 'json' };
import real314 from '../../../tests/fixtures/documents/sentences/dev-real314.json' with { type: 'json' };
import real315 from '../../../tests/fixtures/documents/sentences/dev-real315.json' with { type: 'json' };
import real316 from '../../../tests/fixtures/documents/sentences/dev-real316.json' with { type: 'json' };
import real317 from '../../../tests/fixtures/documents/sentences/dev-real317.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (medical-device and diagnostics companies, Italian engineering and
// construction groups, Pakistani, Sri Lankan, Bangladeshi and Vietnamese companies, Italian hotel groups and tour operators,
// semiconductor and component companies, Italian beverage companies, Greek, Cypriot, Spanish and Portuguese companies), written by
// helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the
// reader of the sixty-fourth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixty-third pass, opened and tuned on in this one. At this pass's start (5493685b), recall / precision /
// periods right: dev-real311 0.908 / 0.848 / 0.764; dev-real312 0.851 / 0.925 / 0.826; dev-real313 0.735 / 0.877 / 0.580;
// dev-real314 0.823 / 0.962 / 0.588; dev-real315 0.943 / 0.891 / 0.451; dev-real316 0.825 / 0.825 / 0.818; dev-real317 0.964 / 0.909
// / 0.938. At its end: dev-real311 0.908 / 0.848 / 0.787; dev-real312 0.851 / 0.925 / 0.860; dev-real313 0.868 / 0.868 / 0.797;
// dev-real314 0.887 / 0.965 / 0.600; dev-real315 0.943 / 0.891 / 0.549; dev-real316 0.825 / 0.917 / 0.818; dev-real317 0.964 / 0.909
// / 0.938. (dev-real313's precision floor is lower than the sixty-third pass's, 0.87 → 0.86: the taka read as a currency brought
// eleven proposals more, nine of them right, 50 → 59 figures matched; no figure or right period was lost.)
describe('sets held back in the sixty-third pass, tuned on in the sixty-fourth', () => {
  // (precision floor lowered in the sixty-fifth pass, 0.84 → 0.83: "total income" read as revenue proposes "Total income of $13.4
  // million" beside the revenue the text's truth takes; that rule matched 49 figures more over the sets and lost none)
  it('three-hundred-and-eleventh set (English): recall ≥ 0.90, precision ≥ 0.83, periods right ≥ 0.78', () =>
    floors(real311, 0.9, 0.83, 0.78));
  it('three-hundred-and-twelfth set (Italian): recall ≥ 0.85, precision ≥ 0.92, periods right ≥ 0.86', () =>
    floors(real312, 0.85, 0.92, 0.86));
  it('three-hundred-and-thirteenth set (English): recall ≥ 0.86, precision ≥ 0.86, periods right ≥ 0.79', () =>
    floors(real313, 0.86, 0.86, 0.79));
  it('three-hundred-and-fourteenth set (Italian): recall ≥ 0.88, precision ≥ 0.96, periods right ≥ 0.60', () =>
    floors(real314, 0.88, 0.96, 0.6));
  it('three-hundred-and-fifteenth set (English): recall ≥ 0.94, precision ≥ 0.89, periods right ≥ 0.54', () =>
    floors(real315, 0.94, 0.89, 0.54));
  it('three-hundred-and-sixteenth set (Italian): recall ≥ 0.82, precision ≥ 0.91, periods right ≥ 0.81', () =>
    floors(real316, 0.82, 0.91, 0.81));
  it('three-hundred-and-seventeenth set (English): recall ≥ 0.96, precision ≥ 0.90, periods right ≥ 0.93', () =>
    floors(real317, 0.96, 0.9, 0.93));
});
// dev-real318 to dev-real324, held back in this pass, were opened and tuned on in the sixty-fifth: their floors are in
// sentence-dev-plans-sixty-fifth.test.ts.
