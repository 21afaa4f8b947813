import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real121 from '../../../tests/fixtures/documents/sentences/dev-real121.json' with { type: 'json' };
import real122 from '../../../tests/fixtures/documents/sentences/dev-real122.json' with { type: 'json' };
import real123 from '../../../tests/fixtures/documents/sentences/dev-real123.json' with { type: 'json' };
import real124 from '../../../tests/fixtures/documents/sentences/dev-real124.json' with { type: 'json' };
import real129 from '../../../tests/fixtures/documents/sentences/dev-real129.json' with { type: 'json' };
import real130 from '../../../tests/fixtures/documents/sentences/dev-real130.json' with { type: 'json' };
import real131 from '../../../tests/fixtures/documents/sentences/dev-real131.json' with { type: 'json' };
import real132 from '../../../tests/fixtures/documents/sentences/dev-real132.json' with { type: 'json' };
import real137 from '../../../tests/fixtures/documents/sentences/dev-real137.json' with { type: 'json' };
import real138 from '../../../tests/fixtures/documents/sentences/dev-real138.json' with { type: 'json' };
import real139 from '../../../tests/fixtures/documents/sentences/dev-real139.json' with { type: 'json' };
import real140 from '../../../tests/fixtures/documents/sentences/dev-real140.json' with { type: 'json' };
import real145 from '../../../tests/fixtures/documents/sentences/dev-real145.json' with { type: 'json' };
import real146 from '../../../tests/fixtures/documents/sentences/dev-real146.json' with { type: 'json' };
import real147 from '../../../tests/fixtures/documents/sentences/dev-real147.json' with { type: 'json' };
import real148 from '../../../tests/fixtures/documents/sentences/dev-real148.json' with { type: 'json' };

// Oracle: the truths of development sets of real plans, projects, raises and companies' results, written by helpers who never opened
// the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the thirty-ninth
// pass's end (ADR 0090) reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole thirty-eighth pass (its floors, lower, stay in sentence-dev-plans-thirty-eighth.test.ts), opened and tuned on
// in this one. At this pass's start (691dd2e0) / end (recall / precision / periods right): dev-real121 0.429 / 0.529 / 0.667 and 0.762
// / 0.667 / 0.688; dev-real122 0.650 / 0.750 / 0.744 and 0.717 / 0.768 / 0.767; dev-real123 0.817 / 0.907 / 0.857 and 0.917 / 0.948 /
// 0.855; dev-real124 0.455 / 0.625 / 0.600 and 0.455 / 0.625 / 0.600; dev-real129 0.780 / 0.821 / 0.719 and 0.902 / 0.860 / 0.811;
// dev-real130 0.787 / 0.875 / 0.905 and 0.800 / 0.877 / 0.906; dev-real131 0.889 / 0.870 / 0.575 and 0.889 / 0.870 / 0.575; dev-real132
// 0.765 / 0.867 / 0.897 and 0.824 / 0.875 / 0.905.
// dev-real121 and 124: their builders wrote loans obtained and public grants as funding sought, where this pass's brief (ADR 0090)
// writes a loan obtained as debt and a grant as no key figure; those truths stay missed.
describe('sets held back in the thirty-eighth pass, tuned on in the thirty-ninth', () => {
  it('hundred-and-twenty-first set (English): recall ≥ 0.76, precision ≥ 0.66, periods right ≥ 0.68', () =>
    floors(real121, 0.76, 0.66, 0.68));
  it('hundred-and-twenty-second set (Italian): recall ≥ 0.71, precision ≥ 0.76, periods right ≥ 0.76', () =>
    floors(real122, 0.71, 0.76, 0.76));
  // (precision lowered from 0.94 in the forty-first pass: Hydro One's "we issued $175 million of notes" is now read as debt, as ADR
  // 0090's rule writes a bond or note issued; this set's builder, before that rule, wrote it as money sought)
  it('hundred-and-twenty-third set (English): recall ≥ 0.91, precision ≥ 0.93, periods right ≥ 0.85', () =>
    floors(real123, 0.91, 0.93, 0.85));
  it('hundred-and-twenty-fourth set (Italian): recall ≥ 0.45, precision ≥ 0.62, periods right ≥ 0.60', () =>
    floors(real124, 0.45, 0.62, 0.6));
  it('hundred-and-twenty-ninth set (English): recall ≥ 0.90, precision ≥ 0.86, periods right ≥ 0.81', () =>
    floors(real129, 0.9, 0.86, 0.81));
  it('hundred-and-thirtieth set (Italian): recall ≥ 0.80, precision ≥ 0.87, periods right ≥ 0.90', () => floors(real130, 0.8, 0.87, 0.9));
  it('hundred-and-thirty-first set (English): recall ≥ 0.88, precision ≥ 0.86, periods right ≥ 0.57', () =>
    floors(real131, 0.88, 0.86, 0.57));
  it('hundred-and-thirty-second set (Italian): recall ≥ 0.82, precision ≥ 0.87, periods right ≥ 0.90', () =>
    floors(real132, 0.82, 0.87, 0.9));
});

// This pass's fresh sets to tune on, each committed as built and read on arrival with the pass's start reader (691dd2e0; dev-real147
// arrived after d61a88a0 and read the same with both): on arrival dev-real137 0.594 / 0.679 / 0.895; dev-real138 0.756 / 0.861 / 0.968;
// dev-real139 0.529 / 0.692 / 0.833; dev-real140 0.667 / 0.842 / 0.813; dev-real145 0.678 / 0.851 / 0.650; dev-real146 0.893 / 0.926 /
// 0.880; dev-real147 0.542 / 0.765 / 0.885; dev-real148 0.417 / 0.455 / 0.800.
describe('fresh sets of the thirty-ninth pass, tuned on', () => {
  it('hundred-and-thirty-seventh set (English): recall ≥ 0.84, precision ≥ 0.77, periods right ≥ 0.92', () =>
    floors(real137, 0.84, 0.77, 0.92));
  it('hundred-and-thirty-eighth set (Italian): recall ≥ 0.75, precision ≥ 0.86, periods right ≥ 0.96', () =>
    floors(real138, 0.75, 0.86, 0.96));
  it('hundred-and-thirty-ninth set (English): recall ≥ 0.55, precision ≥ 0.73, periods right ≥ 0.84', () =>
    floors(real139, 0.55, 0.73, 0.84));
  // (precision lowered from 0.85 in the forty-first pass: a headline's "registrato entrate per oltre 13 milioni", the rounded restatement
  // of the year's income its paragraph gives exactly, is now read beside it)
  it('hundred-and-fortieth set (Italian): recall ≥ 0.70, precision ≥ 0.82, periods right ≥ 0.82', () => floors(real140, 0.7, 0.82, 0.82));
  it('hundred-and-forty-fifth set (English): recall ≥ 0.83, precision ≥ 0.89, periods right ≥ 0.75', () =>
    floors(real145, 0.83, 0.89, 0.75));
  it('hundred-and-forty-sixth set (Italian): recall ≥ 0.89, precision ≥ 0.92, periods right ≥ 0.92', () =>
    floors(real146, 0.89, 0.92, 0.92));
  // (precision floor lowered in the sixty-fifth pass, 0.78 → 0.77: 'total income' read as revenue matched one figure more and
  // proposed 'including R1.2bn', a part)
  it('hundred-and-forty-seventh set (English): recall ≥ 0.68, precision ≥ 0.77, periods right ≥ 0.90', () =>
    floors(real147, 0.68, 0.77, 0.9));
  it('hundred-and-forty-eighth set (Italian): recall ≥ 0.41, precision ≥ 0.45, periods right ≥ 0.80', () =>
    floors(real148, 0.41, 0.45, 0.8));
});

// The eight sets held back in this pass (dev-real141-144, 149-152) are tuned on from the fortieth; their start and end readings and
// their floors are in sentence-dev-plans-fortieth.test.ts.
