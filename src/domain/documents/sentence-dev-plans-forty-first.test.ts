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
import real161 from '../../../tests/fixtures/documents/sentences/dev-real161.json' with { type: 'json' };
import real162 from '../../../tests/fixtures/documents/sentences/dev-real162.json' with { type: 'json' };
import real163 from '../../../tests/fixtures/documents/sentences/dev-real163.json' with { type: 'json' };
import real164 from '../../../tests/fixtures/documents/sentences/dev-real164.json' with { type: 'json' };
import real165 from '../../../tests/fixtures/documents/sentences/dev-real165.json' with { type: 'json' };
import real166 from '../../../tests/fixtures/documents/sentences/dev-real166.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts by public bodies, institutions and companies, written by helpers who never
// opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the
// forty-first pass's end (ADR 0092) reads, truncated to two decimals; a later rule that loses here fails.
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

// Held back for the whole pass (the issue's own genre: companies' results releases and plans, and start-ups' and small companies'
// plans as presented to raise money, Italian and English): read only with the reader the pass started from (c317e29c), once on arrival
// with the reader of the commit that registered them (aggregate lines only, the same as the start's), and with its last one; never
// tuned on (no rule was written from them; their texts and misses were not opened). Start and end read the same: dev-real161 0.892 /
// 0.892 / 0.833; dev-real162 0.720 / 0.808 / 0.915; dev-real163 0.750 / 0.840 / 0.762; dev-real164 0.745 / 0.774 / 0.707; dev-real165
// 0.682 / 0.833 / 0.867; dev-real166 0.611 / 0.688 / 0.682. The floors are the end readings.
describe('sets held back in the forty-first pass, never tuned on', () => {
  it('hundred-and-sixty-first set (Italian): recall ≥ 0.89, precision ≥ 0.89, periods right ≥ 0.83', () =>
    floors(real161, 0.89, 0.89, 0.83));
  it('hundred-and-sixty-second set (English): recall ≥ 0.71, precision ≥ 0.80, periods right ≥ 0.91', () =>
    floors(real162, 0.71, 0.8, 0.91));
  it('hundred-and-sixty-third set (Italian): recall ≥ 0.75, precision ≥ 0.84, periods right ≥ 0.76', () =>
    floors(real163, 0.75, 0.84, 0.76));
  it('hundred-and-sixty-fourth set (English): recall ≥ 0.74, precision ≥ 0.77, periods right ≥ 0.70', () =>
    floors(real164, 0.74, 0.77, 0.7));
  it('hundred-and-sixty-fifth set (Italian and English): recall ≥ 0.68, precision ≥ 0.83, periods right ≥ 0.86', () =>
    floors(real165, 0.68, 0.83, 0.86));
  it('hundred-and-sixty-sixth set (English): recall ≥ 0.61, precision ≥ 0.68, periods right ≥ 0.68', () =>
    floors(real166, 0.61, 0.68, 0.68));
});
