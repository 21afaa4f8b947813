import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real192 from '../../../tests/fixtures/documents/sentences/dev-real192.json' with { type: 'json' };
import real193 from '../../../tests/fixtures/documents/sentences/dev-real193.json' with { type: 'json' };
import real194 from '../../../tests/fixtures/documents/sentences/dev-real194.json' with { type: 'json' };
import real195 from '../../../tests/fixtures/documents/sentences/dev-real195.json' with { type: 'json' };
import real196 from '../../../tests/fixtures/documents/sentences/dev-real196.json' with { type: 'json' };
import real197 from '../../../tests/fixtures/documents/sentences/dev-real197.json' with { type: 'json' };
import real198 from '../../../tests/fixtures/documents/sentences/dev-real198.json' with { type: 'json' };
import real199 from '../../../tests/fixtures/documents/sentences/dev-real199.json' with { type: 'json' };
import real200 from '../../../tests/fixtures/documents/sentences/dev-real200.json' with { type: 'json' };
import real201 from '../../../tests/fixtures/documents/sentences/dev-real201.json' with { type: 'json' };
import real202 from '../../../tests/fixtures/documents/sentences/dev-real202.json' with { type: 'json' };
import real203 from '../../../tests/fixtures/documents/sentences/dev-real203.json' with { type: 'json' };
import real204 from '../../../tests/fixtures/documents/sentences/dev-real204.json' with { type: 'json' };
import real205 from '../../../tests/fixtures/documents/sentences/dev-real205.json' with { type: 'json' };

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

// Held back for the whole pass: read only with the reader the pass started from (7aec9add, which the registering commit df4fd9eb
// also carries: 63.2 % right figure and period, aggregate line only) and with its last one (63.7 %); never tuned on (no rule was written
// from them; their texts and misses were not opened). End readings: dev-real199 0.778 / 0.875 / 0.918; dev-real200 0.714 / 0.909 / 0.800
// (five texts); dev-real201 0.472 / 0.944 / 0.588; dev-real202 0.671 / 0.817 / 0.816; dev-real203 0.895 / 0.817 / 0.824; dev-real204
// 0.909 / 1.000 / 0.950 (ten texts); dev-real205 0.866 / 0.894 / 0.750. The floors are the end readings.
describe('sets held back in the forty-seventh pass, never tuned on', () => {
  it('hundred-and-ninety-ninth set (English): recall ≥ 0.77, precision ≥ 0.87, periods right ≥ 0.91', () =>
    floors(real199, 0.77, 0.87, 0.91));
  it('two-hundredth set (Italian): recall ≥ 0.71, precision ≥ 0.90, periods right ≥ 0.80', () => floors(real200, 0.71, 0.9, 0.8));
  it('two-hundred-and-first set (English): recall ≥ 0.47, precision ≥ 0.94, periods right ≥ 0.58', () => floors(real201, 0.47, 0.94, 0.58));
  it('two-hundred-and-second set (Italian): recall ≥ 0.67, precision ≥ 0.81, periods right ≥ 0.81', () =>
    floors(real202, 0.67, 0.81, 0.81));
  it('two-hundred-and-third set (English): recall ≥ 0.89, precision ≥ 0.81, periods right ≥ 0.82', () => floors(real203, 0.89, 0.81, 0.82));
  it('two-hundred-and-fourth set (Italian): recall ≥ 0.90, precision ≥ 1.00, periods right ≥ 0.95', () => floors(real204, 0.9, 1, 0.95));
  it('two-hundred-and-fifth set (English): recall ≥ 0.86, precision ≥ 0.89, periods right ≥ 0.75', () => floors(real205, 0.86, 0.89, 0.75));
});
