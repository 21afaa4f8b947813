import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real153 from '../../../tests/fixtures/documents/sentences/dev-real153.json' with { type: 'json' };
import real154 from '../../../tests/fixtures/documents/sentences/dev-real154.json' with { type: 'json' };
import real155 from '../../../tests/fixtures/documents/sentences/dev-real155.json' with { type: 'json' };
import real156 from '../../../tests/fixtures/documents/sentences/dev-real156.json' with { type: 'json' };
import real157 from '../../../tests/fixtures/documents/sentences/dev-real157.json' with { type: 'json' };
import real158 from '../../../tests/fixtures/documents/sentences/dev-real158.json' with { type: 'json' };
import real159 from '../../../tests/fixtures/documents/sentences/dev-real159.json' with { type: 'json' };
import real160 from '../../../tests/fixtures/documents/sentences/dev-real160.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts by public bodies, institutions and companies, written by helpers who never
// opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the
// forty-first pass's end (ADR 0092) reads, truncated to two decimals; a later rule that loses here fails. (The six sets that pass held
// back, dev-real161-166, are tuned on from the forty-second; their floors are in sentence-dev-plans-forty-second.test.ts.)
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole fortieth pass, opened and tuned on in this one. At this pass's start (c317e29c) / end (recall / precision /
// periods right): dev-real153 0.156 / 0.583 / 0.857 and 0.267 / 0.800 / 0.917; dev-real154 0.172 / 1.000 / 0.800 and 0.414 / 1.000 /
// 0.833; dev-real155 0.396 / 0.778 / 0.857 and 0.698 / 0.881 / 0.730; dev-real156 0.222 / 0.500 / 0.833 and 0.556 / 0.750 / 0.867;
// dev-real157 0.273 / 0.529 / 0.778 and 0.485 / 0.727 / 0.875; dev-real158 0.684 / 1.000 / 0.692 and the same; dev-real159 0.512 /
// 0.786 / 0.818 and 0.721 / 0.861 / 0.839; dev-real160 0.768 / 0.729 / 0.791 and 0.768 / 0.796 / 0.791. (dev-real155's periods rate
// fell from 0.857 with no right period lost: 21 matches with 18 right periods became 37 with 27; the new matches are years in deficit
// whose period is written as "the previous two years" or "the last financial year".)
describe('sets held back in the fortieth pass, tuned on in the forty-first', () => {
  it('hundred-and-fifty-third set (English): recall ≥ 0.26, precision ≥ 0.80, periods right ≥ 0.91', () =>
    floors(real153, 0.26, 0.8, 0.91));
  it('hundred-and-fifty-fourth set (Italian): recall ≥ 0.41, precision ≥ 1.00, periods right ≥ 0.83', () => floors(real154, 0.41, 1, 0.83));
  it('hundred-and-fifty-fifth set (English): recall ≥ 0.69, precision ≥ 0.88, periods right ≥ 0.72', () =>
    floors(real155, 0.69, 0.88, 0.72));
  it('hundred-and-fifty-sixth set (Italian): recall ≥ 0.55, precision ≥ 0.75, periods right ≥ 0.86', () =>
    floors(real156, 0.55, 0.75, 0.86));
  it('hundred-and-fifty-seventh set (English): recall ≥ 0.48, precision ≥ 0.72, periods right ≥ 0.87', () =>
    floors(real157, 0.48, 0.72, 0.87));
  it('hundred-and-fifty-eighth set (Italian): recall ≥ 0.68, precision ≥ 1.00, periods right ≥ 0.69', () => floors(real158, 0.68, 1, 0.69));
  it('hundred-and-fifty-ninth set (English): recall ≥ 0.72, precision ≥ 0.86, periods right ≥ 0.83', () =>
    floors(real159, 0.72, 0.86, 0.83));
  it('hundred-and-sixtieth set (Italian): recall ≥ 0.76, precision ≥ 0.79, periods right ≥ 0.79', () => floors(real160, 0.76, 0.79, 0.79));
});
