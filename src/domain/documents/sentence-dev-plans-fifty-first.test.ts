import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real220 from '../../../tests/fixtures/documents/sentences/dev-real220.json' with { type: 'json' };
import real221 from '../../../tests/fixtures/documents/sentences/dev-real221.json' with { type: 'json' };
import real222 from '../../../tests/fixtures/documents/sentences/dev-real222.json' with { type: 'json' };
import real223 from '../../../tests/fixtures/documents/sentences/dev-real223.json' with { type: 'json' };
import real224 from '../../../tests/fixtures/documents/sentences/dev-real224.json' with { type: 'json' };
import real225 from '../../../tests/fixtures/documents/sentences/dev-real225.json' with { type: 'json' };
import real226 from '../../../tests/fixtures/documents/sentences/dev-real226.json' with { type: 'json' };
import real227 from '../../../tests/fixtures/documents/sentences/dev-real227.json' with { type: 'json' };
import real228 from '../../../tests/fixtures/documents/sentences/dev-real228.json' with { type: 'json' };
import real229 from '../../../tests/fixtures/documents/sentences/dev-real229.json' with { type: 'json' };
import real230 from '../../../tests/fixtures/documents/sentences/dev-real230.json' with { type: 'json' };
import real231 from '../../../tests/fixtures/documents/sentences/dev-real231.json' with { type: 'json' };
import real232 from '../../../tests/fixtures/documents/sentences/dev-real232.json' with { type: 'json' };
import real233 from '../../../tests/fixtures/documents/sentences/dev-real233.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (fertilisers and chemicals, Italian media and telecoms, producing miners, Italian
// carmakers and suppliers, aerospace and defence, Italian machinery makers, Asian companies in their own currencies; Latin American
// companies in their own currencies, Italian logistics and shipping, REITs and listed landlords, Italian appliance, heating, lighting and
// cosmetics makers, waste and environmental services, Italian aerospace, defence and shipbuilding, staffing, outsourcing and consulting
// firms), written by helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors
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
// Held back for the whole pass: read only with the reader the pass started from (8dd06c32, at arrival: 62.3 % right figure and period,
// aggregate and per-set lines) and with its last one (also 62.3 %: dev-real228 one right period fewer, dev-real230 one more); never
// tuned on (no rule was written from them; their texts and misses were not opened). End readings: dev-real227 0.706 / 0.686 / 0.750;
// dev-real228 0.644 / 0.783 / 0.894; dev-real229 0.803 / 0.838 / 0.632; dev-real230 0.899 / 0.922 / 0.873; dev-real231 0.921 / 0.911 /
// 0.720; dev-real232 0.899 / 0.947 / 0.761; dev-real233 0.747 / 0.844 / 0.785. The floors are the end readings.
describe('sets held back in the fifty-first pass, never tuned on', () => {
  it('two-hundred-and-twenty-seventh set (English): recall ≥ 0.70, precision ≥ 0.68, periods right ≥ 0.75', () =>
    floors(real227, 0.7, 0.68, 0.75));
  it('two-hundred-and-twenty-eighth set (Italian): recall ≥ 0.64, precision ≥ 0.78, periods right ≥ 0.89', () =>
    floors(real228, 0.64, 0.78, 0.89));
  it('two-hundred-and-twenty-ninth set (English): recall ≥ 0.80, precision ≥ 0.83, periods right ≥ 0.63', () =>
    floors(real229, 0.8, 0.83, 0.63));
  it('two-hundred-and-thirtieth set (Italian): recall ≥ 0.89, precision ≥ 0.92, periods right ≥ 0.87', () =>
    floors(real230, 0.89, 0.92, 0.87));
  it('two-hundred-and-thirty-first set (English): recall ≥ 0.92, precision ≥ 0.91, periods right ≥ 0.71', () =>
    floors(real231, 0.92, 0.91, 0.71));
  it('two-hundred-and-thirty-second set (Italian): recall ≥ 0.89, precision ≥ 0.94, periods right ≥ 0.76', () =>
    floors(real232, 0.89, 0.94, 0.76));
  it('two-hundred-and-thirty-third set (English): recall ≥ 0.74, precision ≥ 0.84, periods right ≥ 0.78', () =>
    floors(real233, 0.74, 0.84, 0.78));
});
