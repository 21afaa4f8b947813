import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real213 from '../../../tests/fixtures/documents/sentences/dev-real213.json' with { type: 'json' };
import real214 from '../../../tests/fixtures/documents/sentences/dev-real214.json' with { type: 'json' };
import real215 from '../../../tests/fixtures/documents/sentences/dev-real215.json' with { type: 'json' };
import real216 from '../../../tests/fixtures/documents/sentences/dev-real216.json' with { type: 'json' };
import real217 from '../../../tests/fixtures/documents/sentences/dev-real217.json' with { type: 'json' };
import real218 from '../../../tests/fixtures/documents/sentences/dev-real218.json' with { type: 'json' };
import real219 from '../../../tests/fixtures/documents/sentences/dev-real219.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (restaurants and pubs, Italian retail chains, African and Middle Eastern companies,
// Italian transport infrastructure, carmakers, Italian steel and materials, housebuilders and contractors; fertilisers and chemicals,
// Italian media and telecoms, producing miners, Italian carmakers and suppliers, aerospace and defence, Italian machinery makers, Asian
// companies in their own currencies), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the fiftieth pass reads, truncated to two decimals; a
// later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole forty-ninth pass, opened and tuned on in this one. At this pass's start (1eabae40) / end (recall / precision /
// periods right): dev-real213 0.966 / 0.934 / 0.541 and 0.966 / 0.934 / 0.682 (a fourth-quarter and full-year release that names neither
// quarter; 'Interim Results'); dev-real214 0.863 / 0.778 / 0.714 and 0.863 / 0.778 / 0.810 (a fiscal year closed in September);
// dev-real215 0.941 / 0.881 / 0.640 and 0.941 / 0.895 / 0.892 (a part of a year with its short name, 'Q1-23', fiscal years written as
// two years); dev-real216 0.912 / 0.827 / 0.774, the same; dev-real217 0.833 / 0.862 / 0.587 and 0.833 / 0.862 / 0.733 (an Indian
// company's quarter named by its month or its yearless ordinal); dev-real218 0.824 / 0.812 / 0.821, the same; dev-real219 0.839 / 0.723 /
// 0.712 and 0.839 / 0.745 / 0.808 (a trade paper's undated story on a year). No floor falls.
describe('sets held back in the forty-ninth pass, tuned on in the fiftieth', () => {
  it('two-hundred-and-thirteenth set (English): recall ≥ 0.96, precision ≥ 0.93, periods right ≥ 0.68', () =>
    floors(real213, 0.96, 0.93, 0.68));
  it('two-hundred-and-fourteenth set (Italian): recall ≥ 0.86, precision ≥ 0.77, periods right ≥ 0.80', () =>
    floors(real214, 0.86, 0.77, 0.8));
  // (recall raised to 0.96 and periods right lowered from 0.89 in the sixty-first pass, ADR 0113: a bank's "gross earnings" is now read
  // as its revenue, and the two figures newly found in an undated half-year text take the year the reader already gave that text's
  // net income; no right period was lost)
  it('two-hundred-and-fifteenth set (English): recall ≥ 0.96, precision ≥ 0.89, periods right ≥ 0.86', () =>
    floors(real215, 0.96, 0.89, 0.86));
  it('two-hundred-and-sixteenth set (Italian): recall ≥ 0.91, precision ≥ 0.82, periods right ≥ 0.77', () =>
    floors(real216, 0.91, 0.82, 0.77));
  it('two-hundred-and-seventeenth set (English): recall ≥ 0.83, precision ≥ 0.86, periods right ≥ 0.73', () =>
    floors(real217, 0.83, 0.86, 0.73));
  it('two-hundred-and-eighteenth set (Italian): recall ≥ 0.82, precision ≥ 0.81, periods right ≥ 0.82', () =>
    floors(real218, 0.82, 0.81, 0.82));
  it('two-hundred-and-nineteenth set (English): recall ≥ 0.83, precision ≥ 0.74, periods right ≥ 0.80', () =>
    floors(real219, 0.83, 0.74, 0.8));
});
// The sets held back in this pass (dev-real220-226) were tuned on in the fifty-first: their floors are in
// sentence-dev-plans-fifty-first.test.ts.
