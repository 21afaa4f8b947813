import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real220 from '../../../tests/fixtures/documents/sentences/dev-real220.json' with { type: 'json' };
import real221 from '../../../tests/fixtures/documents/sentences/dev-real221.json' with { type: 'json' };
import real222 from '../../../tests/fixtures/documents/sentences/dev-real222.json' with { type: 'json' };
import real223 from '../../../tests/fixtures/documents/sentences/dev-real223.json' with { type: 'json' };
import real224 from '../../../tests/fixtures/documents/sentences/dev-real224.json' with { type: 'json' };
import real225 from '../../../tests/fixtures/documents/sentences/dev-real225.json' with { type: 'json' };
import real226 from '../../../tests/fixtures/documents/sentences/dev-real226.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (fertilisers and chemicals, Italian media and telecoms, producing miners, Italian
// carmakers and suppliers, aerospace and defence, Italian machinery makers, Asian companies in their own currencies), written by helpers
// who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors
// hold what the reader of the fifty-first pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fiftieth pass, opened and tuned on in this one. At this pass's start (8dd06c32) / end (recall / precision /
// periods right): dev-real220 0.929 / 0.876 / 0.821 and 0.929 / 0.876 / 0.885 (a year-ago part in a sentence of no amounts heads nothing);
// dev-real221 0.874 / 0.847 / 0.735 and 0.895 / 0.850 / 0.812 (an event's month no date of the text; a half named in a comparison's
// year; 'deficit netto'); dev-real222 0.909 / 0.933 / 0.814 and 0.909 / 0.933 / 0.843 (a fiscal first quarter the text never calls
// fiscal); dev-real223 0.904 / 0.846 / 0.848 and 0.904 / 0.846 / 0.879 ('i primi tre mesi di questo 2016'); dev-real224 0.775 / 0.756 /
// 0.710 and 0.775 / 0.756 / 0.790 (an undated story comparing with a year it names again; 'last year' as the year reported);
// dev-real225 0.807 / 0.885 / 0.587 and 0.807 / 0.885 / 0.783 (the same, in Italian; a half-year story that never writes its year);
// dev-real226 0.918 / 0.678 / 0.885 and 0.918 / 0.678 / 0.936 ('3QFY2023'). No floor falls.
describe('sets held back in the fiftieth pass, tuned on in the fifty-first', () => {
  it('two-hundred-and-twentieth set (English): recall ≥ 0.92, precision ≥ 0.87, periods right ≥ 0.88', () =>
    floors(real220, 0.92, 0.87, 0.88));
  it('two-hundred-and-twenty-first set (Italian): recall ≥ 0.89, precision ≥ 0.85, periods right ≥ 0.81', () =>
    floors(real221, 0.89, 0.85, 0.81));
  it('two-hundred-and-twenty-second set (English): recall ≥ 0.90, precision ≥ 0.93, periods right ≥ 0.84', () =>
    floors(real222, 0.9, 0.93, 0.84));
  it('two-hundred-and-twenty-third set (Italian): recall ≥ 0.90, precision ≥ 0.84, periods right ≥ 0.87', () =>
    floors(real223, 0.9, 0.84, 0.87));
  it('two-hundred-and-twenty-fourth set (English): recall ≥ 0.77, precision ≥ 0.75, periods right ≥ 0.79', () =>
    floors(real224, 0.77, 0.75, 0.79));
  it('two-hundred-and-twenty-fifth set (Italian): recall ≥ 0.80, precision ≥ 0.88, periods right ≥ 0.78', () =>
    floors(real225, 0.8, 0.88, 0.78));
  it('two-hundred-and-twenty-sixth set (English): recall ≥ 0.91, precision ≥ 0.67, periods right ≥ 0.93', () =>
    floors(real226, 0.91, 0.67, 0.93));
});
// The sets held back in this pass (dev-real227-233) were tuned on in the fifty-second: their floors are in
// sentence-dev-plans-fifty-second.test.ts.
