import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real141 from '../../../tests/fixtures/documents/sentences/dev-real141.json' with { type: 'json' };
import real142 from '../../../tests/fixtures/documents/sentences/dev-real142.json' with { type: 'json' };
import real143 from '../../../tests/fixtures/documents/sentences/dev-real143.json' with { type: 'json' };
import real144 from '../../../tests/fixtures/documents/sentences/dev-real144.json' with { type: 'json' };
import real149 from '../../../tests/fixtures/documents/sentences/dev-real149.json' with { type: 'json' };
import real150 from '../../../tests/fixtures/documents/sentences/dev-real150.json' with { type: 'json' };
import real151 from '../../../tests/fixtures/documents/sentences/dev-real151.json' with { type: 'json' };
import real152 from '../../../tests/fixtures/documents/sentences/dev-real152.json' with { type: 'json' };

// Oracle: the truths of development sets of real plans, projects, public bodies and companies' results, written by helpers who never
// opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the fortieth
// pass's end (ADR 0091) reads, truncated to two decimals; a later rule that loses here fails. (The sets this pass held back, dev-real153
// to 160, opened in the forty-first pass, have their floors in sentence-dev-plans-forty-first.test.ts.)
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole thirty-ninth pass, opened and tuned on in this one. At this pass's start (ad4f2e2b) / end (recall / precision
// / periods right): dev-real141 0.190 / 0.471 / 0.750 and 0.571 / 0.750 / 0.875; dev-real142 0.781 / 0.893 / 0.880 and 0.906 / 0.906 /
// 0.862; dev-real143 0.765 / 0.929 / 0.923 and 0.794 / 0.931 / 0.926; dev-real144 0.727 / 0.667 / 1.000 and 0.727 / 0.667 / 1.000; dev-
// real149 0.714 / 0.882 / 0.844 and 0.778 / 0.907 / 0.816; dev-real150 0.538 / 0.778 / 0.810 and 0.615 / 0.857 / 0.833; dev-real151
// 0.793 / 0.868 / 0.783 and 0.879 / 0.879 / 0.882; dev-real152 0.868 / 0.902 / 0.739 and 0.868 / 0.902 / 0.739.
describe('sets held back in the thirty-ninth pass, tuned on in the fortieth', () => {
  it('hundred-and-forty-first set (English): recall ≥ 0.57, precision ≥ 0.75, periods right ≥ 0.87', () =>
    floors(real141, 0.57, 0.75, 0.87));
  it('hundred-and-forty-second set (Italian): recall ≥ 0.90, precision ≥ 0.90, periods right ≥ 0.86', () =>
    floors(real142, 0.9, 0.9, 0.86));
  it('hundred-and-forty-third set (English): recall ≥ 0.79, precision ≥ 0.93, periods right ≥ 0.92', () =>
    floors(real143, 0.79, 0.93, 0.92));
  it('hundred-and-forty-fourth set (Italian): recall ≥ 0.72, precision ≥ 0.66, periods right ≥ 1.00', () => floors(real144, 0.72, 0.66, 1));
  // (periods right lowered from 0.81 in the forty-fifth pass, with no right period lost: an OCR'd magazine page's "Turnover is expected to
  // hit 212.3m this year", its "£" read as a "2", is now recalled as a glued "m", with the year of the page's other years)
  it('hundred-and-forty-ninth set (English): recall ≥ 0.77, precision ≥ 0.90, periods right ≥ 0.80', () => floors(real149, 0.77, 0.9, 0.8));
  it('hundred-and-fiftieth set (Italian): recall ≥ 0.61, precision ≥ 0.85, periods right ≥ 0.83', () => floors(real150, 0.61, 0.85, 0.83));
  it('hundred-and-fifty-first set (English): recall ≥ 0.87, precision ≥ 0.87, periods right ≥ 0.88', () =>
    floors(real151, 0.87, 0.87, 0.88));
  it('hundred-and-fifty-second set (Italian): recall ≥ 0.86, precision ≥ 0.90, periods right ≥ 0.73', () =>
    floors(real152, 0.86, 0.9, 0.73));
});
