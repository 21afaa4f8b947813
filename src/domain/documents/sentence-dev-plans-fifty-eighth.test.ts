import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real269 from '../../../tests/fixtures/documents/sentences/dev-real269.json' with { type: 'json' };
import real270 from '../../../tests/fixtures/documents/sentences/dev-real270.json' with { type: 'json' };
import real271 from '../../../tests/fixtures/documents/sentences/dev-real271.json' with { type: 'json' };
import real272 from '../../../tests/fixtures/documents/sentences/dev-real272.json' with { type: 'json' };
import real273 from '../../../tests/fixtures/documents/sentences/dev-real273.json' with { type: 'json' };
import real274 from '../../../tests/fixtures/documents/sentences/dev-real274.json' with { type: 'json' };
import real275 from '../../../tests/fixtures/documents/sentences/dev-real275.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (death-care companies and veterinary and pet-care chains, Italian insurers,
// mutuals and insurance brokers, water and wastewater utilities, Italian pharmacy chains and pharmaceutical wholesalers, homebuilders,
// Italian coffee roasters and confectionery makers, steel, aluminium and metals companies), written by helpers who never opened the
// reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the fifty-eighth pass
// reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-seventh pass, opened and tuned on in this one. At this pass's start (caeee83e), recall / precision /
// periods right: dev-real269 0.918 / 0.838 / 0.776; dev-real270 0.833 / 0.862 / 0.840; dev-real271 0.644 / 0.904 / 0.617; dev-real272
// 0.860 / 0.741 / 0.744; dev-real273 0.718 / 0.614 / 0.569; dev-real274 0.835 / 0.931 / 0.914; dev-real275 0.877 / 0.949 / 0.828. At
// its end: dev-real269 and dev-real272 and dev-real274 the same; dev-real270 0.933 / 0.812 / 0.839; dev-real271 0.671 / 0.907 / 0.816;
// dev-real273 0.803 / 0.919 / 0.737; dev-real275 0.877 / 0.949 / 0.860. Two of dev-real270's rates fall (precision 0.86 → 0.81,
// periods right 0.84 → 0.83) while it reads more: an insurer's premiums standing in for its revenue match six truths more (50 → 56
// matched, 42 → 47 with the right period) and propose five that are no truth (a line's premiums, other insurers' in a ranking).
describe('sets held back in the fifty-seventh pass, tuned on in the fifty-eighth', () => {
  it('two-hundred-and-sixty-ninth set (English): recall ≥ 0.91, precision ≥ 0.83, periods right ≥ 0.77', () =>
    floors(real269, 0.91, 0.83, 0.77));
  it('two-hundred-and-seventieth set (Italian): recall ≥ 0.93, precision ≥ 0.81, periods right ≥ 0.83', () =>
    floors(real270, 0.93, 0.81, 0.83));
  it('two-hundred-and-seventy-first set (English): recall ≥ 0.67, precision ≥ 0.90, periods right ≥ 0.81', () =>
    floors(real271, 0.67, 0.9, 0.81));
  it('two-hundred-and-seventy-second set (Italian): recall ≥ 0.86, precision ≥ 0.74, periods right ≥ 0.74', () =>
    floors(real272, 0.86, 0.74, 0.74));
  it('two-hundred-and-seventy-third set (English): recall ≥ 0.80, precision ≥ 0.91, periods right ≥ 0.73', () =>
    floors(real273, 0.8, 0.91, 0.73));
  it('two-hundred-and-seventy-fourth set (Italian): recall ≥ 0.83, precision ≥ 0.93, periods right ≥ 0.91', () =>
    floors(real274, 0.83, 0.93, 0.91));
  it('two-hundred-and-seventy-fifth set (English): recall ≥ 0.87, precision ≥ 0.94, periods right ≥ 0.86', () =>
    floors(real275, 0.87, 0.94, 0.86));
});
// The sets held back in this pass (dev-real276 to dev-real282) are tuned on from the fifty-ninth: their floors, with the readings at
// arrival and at this pass's end, are in sentence-dev-plans-fifty-ninth.test.ts.
