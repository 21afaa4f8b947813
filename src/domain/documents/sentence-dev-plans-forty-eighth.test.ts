import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real199 from '../../../tests/fixtures/documents/sentences/dev-real199.json' with { type: 'json' };
import real200 from '../../../tests/fixtures/documents/sentences/dev-real200.json' with { type: 'json' };
import real201 from '../../../tests/fixtures/documents/sentences/dev-real201.json' with { type: 'json' };
import real202 from '../../../tests/fixtures/documents/sentences/dev-real202.json' with { type: 'json' };
import real203 from '../../../tests/fixtures/documents/sentences/dev-real203.json' with { type: 'json' };
import real204 from '../../../tests/fixtures/documents/sentences/dev-real204.json' with { type: 'json' };
import real205 from '../../../tests/fixtures/documents/sentences/dev-real205.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts (filings, listings, project studies, property and hotels, life sciences,
// sustainability reports, consumer chains; oil and gas, Italian utilities, Indian companies, Italian fashion, airlines and shipping,
// Italian life sciences, semiconductors), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the forty-eighth pass reads, truncated to two
// decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole forty-seventh pass, opened and tuned on in this one. At this pass's start (7578edb7) / end (recall / precision /
// periods right): dev-real199 0.778 / 0.875 / 0.918 and 0.841 / 0.883 / 0.925; dev-real200 0.714 / 0.909 / 0.800 and 0.786 / 0.917 /
// 0.818 (five texts); dev-real201 0.472 / 0.944 / 0.588 and 0.528 / 0.950 / 0.895 (project studies: a study's capital costs read, with no
// year); dev-real202 0.671 / 0.817 / 0.816 and 0.781 / 0.814 / 0.912; dev-real203 0.895 / 0.817 / 0.824 and 0.905 / 0.966 / 0.826 (a
// product line's revenue beside the company's goes); dev-real204 0.909 / 1.000 / 0.950, the same (ten texts); dev-real205 0.866 / 0.894 /
// 0.750 and 0.887 / 0.896 / 0.779.
describe('sets held back in the forty-seventh pass, tuned on in the forty-eighth', () => {
  it('hundred-and-ninety-ninth set (English): recall ≥ 0.84, precision ≥ 0.88, periods right ≥ 0.92', () =>
    floors(real199, 0.84, 0.88, 0.92));
  it('two-hundredth set (Italian): recall ≥ 0.78, precision ≥ 0.91, periods right ≥ 0.81', () => floors(real200, 0.78, 0.91, 0.81));
  it('two-hundred-and-first set (English): recall ≥ 0.52, precision ≥ 0.95, periods right ≥ 0.89', () => floors(real201, 0.52, 0.95, 0.89));
  it('two-hundred-and-second set (Italian): recall ≥ 0.78, precision ≥ 0.81, periods right ≥ 0.91', () =>
    floors(real202, 0.78, 0.81, 0.91));
  it('two-hundred-and-third set (English): recall ≥ 0.90, precision ≥ 0.96, periods right ≥ 0.82', () => floors(real203, 0.9, 0.96, 0.82));
  it('two-hundred-and-fourth set (Italian): recall ≥ 0.90, precision ≥ 1.00, periods right ≥ 0.95', () => floors(real204, 0.9, 1, 0.95));
  it('two-hundred-and-fifth set (English): recall ≥ 0.88, precision ≥ 0.89, periods right ≥ 0.77', () => floors(real205, 0.88, 0.89, 0.77));
});

// The sets held back in this pass (dev-real206-212) were opened and tuned on in the forty-ninth: their floors are in
// sentence-dev-plans-forty-ninth.test.ts.
