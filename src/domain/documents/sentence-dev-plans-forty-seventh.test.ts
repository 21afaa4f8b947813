import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real192 from '../../../tests/fixtures/documents/sentences/dev-real192.json' with { type: 'json' };
import real193 from '../../../tests/fixtures/documents/sentences/dev-real193.json' with { type: 'json' };
import real194 from '../../../tests/fixtures/documents/sentences/dev-real194.json' with { type: 'json' };
import real195 from '../../../tests/fixtures/documents/sentences/dev-real195.json' with { type: 'json' };
import real196 from '../../../tests/fixtures/documents/sentences/dev-real196.json' with { type: 'json' };
import real197 from '../../../tests/fixtures/documents/sentences/dev-real197.json' with { type: 'json' };
import real198 from '../../../tests/fixtures/documents/sentences/dev-real198.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts (yearly accounts in prose, call transcripts, Italian press on foreign companies,
// founders' posts, agency flashes, loans, telecoms and media; filings, listings, project studies, property and hotels, life sciences,
// sustainability reports, consumer chains), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the forty-seventh pass reads, truncated to two
// decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole forty-sixth pass, opened and tuned on in this one. At this pass's start (7aec9add) / end (recall / precision /
// periods right): dev-real192 0.615 / 0.667 / 0.625 and 0.769 / 0.833 / 0.700; dev-real193 0.667 / 1.000 / 0.625, the same;
// dev-real194 0.529 / 0.750 / 0.400 and 0.788 / 0.827 / 0.627; dev-real195 0.167 / 1.000 / 1.000 and 0.667 / 1.000 / 0.500 (two texts;
// annual recurring revenue read as revenue: three more matches, one with the builder's period); dev-real196 0.862 / 0.980 / 0.740 and
// 0.862 / 0.980 / 0.780; dev-real197 0.123 / 0.538 / 0.857 and 0.351 / 1.000 / 1.000; dev-real198 0.879 / 0.707 / 0.690 and
// 0.879 / 0.716 / 0.707.
describe('sets held back in the forty-sixth pass, tuned on in the forty-seventh', () => {
  it('hundred-and-ninety-second set (Italian): recall ≥ 0.76, precision ≥ 0.83, periods right ≥ 0.70', () =>
    floors(real192, 0.76, 0.83, 0.7));
  it('hundred-and-ninety-third set (English): recall ≥ 0.66, precision ≥ 1.00, periods right ≥ 0.62', () => floors(real193, 0.66, 1, 0.62));
  it('hundred-and-ninety-fourth set (Italian): recall ≥ 0.78, precision ≥ 0.82, periods right ≥ 0.62', () =>
    floors(real194, 0.78, 0.82, 0.62));
  it('hundred-and-ninety-fifth set (English): recall ≥ 0.66, precision ≥ 1.00, periods right ≥ 0.50', () => floors(real195, 0.66, 1, 0.5));
  it('hundred-and-ninety-sixth set (Italian): recall ≥ 0.86, precision ≥ 0.98, periods right ≥ 0.78', () =>
    floors(real196, 0.86, 0.98, 0.78));
  it('hundred-and-ninety-seventh set (English): recall ≥ 0.35, precision ≥ 1.00, periods right ≥ 1.00', () => floors(real197, 0.35, 1, 1));
  it('hundred-and-ninety-eighth set (English): recall ≥ 0.87, precision ≥ 0.71, periods right ≥ 0.70', () =>
    floors(real198, 0.87, 0.71, 0.7));
});

// The sets held back in this pass (dev-real199 to dev-real205) were opened and tuned on in the forty-eighth pass: their floors are in
// sentence-dev-plans-forty-eighth.test.ts, at that pass's readings.
