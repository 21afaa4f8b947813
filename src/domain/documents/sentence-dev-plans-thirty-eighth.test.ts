import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real97 from '../../../tests/fixtures/documents/sentences/dev-real97.json' with { type: 'json' };
import real98 from '../../../tests/fixtures/documents/sentences/dev-real98.json' with { type: 'json' };
import real99 from '../../../tests/fixtures/documents/sentences/dev-real99.json' with { type: 'json' };
import real100 from '../../../tests/fixtures/documents/sentences/dev-real100.json' with { type: 'json' };
import real113 from '../../../tests/fixtures/documents/sentences/dev-real113.json' with { type: 'json' };
import real114 from '../../../tests/fixtures/documents/sentences/dev-real114.json' with { type: 'json' };
import real115 from '../../../tests/fixtures/documents/sentences/dev-real115.json' with { type: 'json' };
import real116 from '../../../tests/fixtures/documents/sentences/dev-real116.json' with { type: 'json' };
import real117 from '../../../tests/fixtures/documents/sentences/dev-real117.json' with { type: 'json' };
import real118 from '../../../tests/fixtures/documents/sentences/dev-real118.json' with { type: 'json' };
import real119 from '../../../tests/fixtures/documents/sentences/dev-real119.json' with { type: 'json' };
import real120 from '../../../tests/fixtures/documents/sentences/dev-real120.json' with { type: 'json' };
import real121 from '../../../tests/fixtures/documents/sentences/dev-real121.json' with { type: 'json' };
import real122 from '../../../tests/fixtures/documents/sentences/dev-real122.json' with { type: 'json' };
import real123 from '../../../tests/fixtures/documents/sentences/dev-real123.json' with { type: 'json' };
import real124 from '../../../tests/fixtures/documents/sentences/dev-real124.json' with { type: 'json' };
import real125 from '../../../tests/fixtures/documents/sentences/dev-real125.json' with { type: 'json' };
import real126 from '../../../tests/fixtures/documents/sentences/dev-real126.json' with { type: 'json' };
import real127 from '../../../tests/fixtures/documents/sentences/dev-real127.json' with { type: 'json' };
import real128 from '../../../tests/fixtures/documents/sentences/dev-real128.json' with { type: 'json' };
import real129 from '../../../tests/fixtures/documents/sentences/dev-real129.json' with { type: 'json' };
import real130 from '../../../tests/fixtures/documents/sentences/dev-real130.json' with { type: 'json' };
import real131 from '../../../tests/fixtures/documents/sentences/dev-real131.json' with { type: 'json' };
import real132 from '../../../tests/fixtures/documents/sentences/dev-real132.json' with { type: 'json' };
import real133 from '../../../tests/fixtures/documents/sentences/dev-real133.json' with { type: 'json' };
import real134 from '../../../tests/fixtures/documents/sentences/dev-real134.json' with { type: 'json' };
import real135 from '../../../tests/fixtures/documents/sentences/dev-real135.json' with { type: 'json' };
import real136 from '../../../tests/fixtures/documents/sentences/dev-real136.json' with { type: 'json' };

// Oracle: the truths of development sets of real plans, projects, raises and companies' results, written by helpers who never opened
// the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the thirty-eighth
// pass's end (ADR 0089) reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole thirty-seventh pass, opened and tuned on in this one (ADR 0088 gives their readings then). dev-real118,
// 126 and 128: their builders wrote a bond or loan being placed as funding sought where the earlier sets write it as debt (31 truths
// to 1); the reader keeps the earlier reading, so those truths stay missed and the proposals count against precision.
describe('sets held back in the thirty-seventh pass, tuned on in the thirty-eighth', () => {
  it('ninety-seventh set (Italian): recall ≥ 0.82, precision ≥ 0.90, periods right ≥ 0.73', () => floors(real97, 0.82, 0.9, 0.73));
  it('ninety-eighth set (English): recall ≥ 0.84, precision ≥ 0.89, periods right ≥ 0.84', () => floors(real98, 0.84, 0.89, 0.84));
  it('ninety-ninth set (Italian): recall ≥ 0.81, precision ≥ 0.96, periods right ≥ 0.93', () => floors(real99, 0.81, 0.96, 0.93));
  it('hundredth set (English): recall ≥ 0.93, precision ≥ 0.93, periods right ≥ 0.80', () => floors(real100, 0.93, 0.93, 0.8));
  it('hundred-and-thirteenth set (Italian): recall ≥ 0.83, precision ≥ 1.00, periods right ≥ 0.90', () => floors(real113, 0.83, 1.0, 0.9));
  // (precision lowered in the thirty-ninth pass, 0.840 to 0.808: "the distillery's development" now names what a loan finances, so a
  // follow-on tranche inside the loan already read is proposed as a second project debt; lowered again in the fortieth, 0.808 to 0.778:
  // a centre's cost is capex ("a new £30 million A&E centre"), so another company's "£16.5M research and development centre" in a list
  // of a business park's projects is proposed too)
  it('hundred-and-fourteenth set (English): recall ≥ 0.65, precision ≥ 0.77, periods right ≥ 0.85', () =>
    floors(real114, 0.65, 0.77, 0.85));
  // (periods right lowered in the fortieth pass, 0.889 to 0.842, with no right period lost: "un utile d'esercizio di 1 milione 756.784
  // euro" is now one amount, matched, with the season "2012-2013" the text names rather than the builder's 2013)
  it('hundred-and-fifteenth set (Italian): recall ≥ 0.67, precision ≥ 0.79, periods right ≥ 0.84', () => floors(real115, 0.67, 0.79, 0.84));
  it('hundred-and-sixteenth set (English): recall ≥ 0.87, precision ≥ 0.82, periods right ≥ 0.69', () => floors(real116, 0.87, 0.82, 0.69));
});

// This pass's fresh sets, each committed as built and read on arrival (dev-real117-120 with f68ec0db, 125-128 with 804f5db6, both
// reading as the pass's start reader cdc22256 did), then tuned on. On arrival (recall / precision / periods right): dev-real117
// 0.577 / 0.938 / 1.000, 118 0.439 / 0.720 / 0.778, 119 0.667 / 0.764 / 0.810, 120 0.667 / 0.756 / 0.706, 125 0.725 / 0.902 / 0.486,
// 126 0.811 / 0.956 / 0.977, 127 0.578 / 0.661 / 0.595, 128 0.696 / 0.736 / 0.923.
describe('fresh sets of the thirty-eighth pass, tuned on', () => {
  // (precision floor lowered in the sixty-fifth pass, 0.74 → 0.71: 'impiegando oltre 9 mila dipendenti', an investees' total,
  // read as a headcount: one proposal more in a set of 27)
  it('hundred-and-seventeenth set (English): recall ≥ 0.76, precision ≥ 1.00, periods right ≥ 0.90', () => floors(real117, 0.76, 1.0, 0.9));
  it('hundred-and-eighteenth set (Italian): recall ≥ 0.48, precision ≥ 0.71, periods right ≥ 0.80', () => floors(real118, 0.48, 0.71, 0.8));
  it('hundred-and-nineteenth set (English): recall ≥ 0.80, precision ≥ 0.83, periods right ≥ 0.82', () => floors(real119, 0.8, 0.83, 0.82));
  // (Ferrero's 6,384 staff at its year-end, 31 August 2015, a new match: the builder writes the year, 2015, the reader the day)
  // (precision 0.76 → 0.75 in the forty-fourth pass: "utile netto incrementato da 1,6 a 5,5 milioni", now read as a change from one
  // year to the next, proposes the 1,6 its builder left out, the sum of seven companies in which a port authority holds stakes)
  it('hundred-and-twentieth set (Italian): recall ≥ 0.70, precision ≥ 0.75, periods right ≥ 0.77', () => floors(real120, 0.7, 0.75, 0.77));
  it('hundred-and-twenty-fifth set (English): recall ≥ 0.74, precision ≥ 0.90, periods right ≥ 0.55', () =>
    floors(real125, 0.74, 0.9, 0.55));
  it('hundred-and-twenty-sixth set (Italian): recall ≥ 0.84, precision ≥ 0.95, periods right ≥ 0.97', () =>
    floors(real126, 0.84, 0.95, 0.97));
  it('hundred-and-twenty-seventh set (English): recall ≥ 0.75, precision ≥ 0.84, periods right ≥ 0.72', () =>
    floors(real127, 0.75, 0.84, 0.72));
  // (precision 0.81 → 0.80 in the forty-second pass: the evaluation now counts a range and a point that share their lower end as two
  // proposals, as the product shows them; one such range here matches no truth)
  it('hundred-and-twenty-eighth set (Italian): recall ≥ 0.78, precision ≥ 0.80, periods right ≥ 0.90', () =>
    floors(real128, 0.78, 0.8, 0.9));
});

// The pass's third wave, read on arrival (dev-real133 with 2b049b3d, 134-136 with 08c8983a) and then tuned on: on arrival dev-real133
// 0.625 / 0.789 / 0.733, 134 0.625 / 0.833 / 1.000, 135 0.783 / 0.766 / 0.917, 136 0.906 / 0.853 / 0.931 (136 without the text that
// was dev-real6's).
describe('the thirty-eighth pass’s third wave, tuned on', () => {
  it('hundred-and-thirty-third set (English): recall ≥ 0.75, precision ≥ 0.81, periods right ≥ 0.77', () =>
    floors(real133, 0.75, 0.81, 0.77));
  it('hundred-and-thirty-fourth set (Italian): recall ≥ 0.87, precision ≥ 0.87, periods right ≥ 1.00', () =>
    floors(real134, 0.87, 0.87, 1.0));
  it('hundred-and-thirty-fifth set (English): recall ≥ 0.78, precision ≥ 0.83, periods right ≥ 0.91', () =>
    floors(real135, 0.78, 0.83, 0.91));
  it('hundred-and-thirty-sixth set (Italian): recall ≥ 0.92, precision ≥ 0.86, periods right ≥ 0.93', () =>
    floors(real136, 0.92, 0.86, 0.93));
});

// Held back for the whole pass: read only with the reader the pass started from (cdc22256) and with its last one, never tuned on (no
// rule was written from them; their texts and misses were not opened). Start / end (recall / precision / periods right): dev-real121
// 0.429 / 0.529 / 0.667 both; 122 0.633 / 0.745 / 0.737 and 0.650 / 0.750 / 0.744; 123 0.750 / 0.849 / 0.844 and 0.817 / 0.907 /
// 0.857; 124 0.455 / 0.625 / 0.600 both; 129 0.732 / 0.811 / 0.700 and 0.780 / 0.821 / 0.719; 130 0.787 / 0.863 / 0.905 and 0.787 /
// 0.875 / 0.905; 131 0.889 / 0.870 / 0.575 both; 132 0.765 / 0.867 / 0.897 both. The floors are the end readings.
describe('sets held back in the thirty-eighth pass, never tuned on', () => {
  it('hundred-and-twenty-first set (English): recall ≥ 0.42, precision ≥ 0.52, periods right ≥ 0.66', () =>
    floors(real121, 0.42, 0.52, 0.66));
  it('hundred-and-twenty-second set (Italian): recall ≥ 0.65, precision ≥ 0.75, periods right ≥ 0.74', () =>
    floors(real122, 0.65, 0.75, 0.74));
  it('hundred-and-twenty-third set (English): recall ≥ 0.81, precision ≥ 0.90, periods right ≥ 0.85', () =>
    floors(real123, 0.81, 0.9, 0.85));
  it('hundred-and-twenty-fourth set (Italian): recall ≥ 0.45, precision ≥ 0.62, periods right ≥ 0.60', () =>
    floors(real124, 0.45, 0.62, 0.6));
  it('hundred-and-twenty-ninth set (English): recall ≥ 0.78, precision ≥ 0.82, periods right ≥ 0.71', () =>
    floors(real129, 0.78, 0.82, 0.71));
  it('hundred-and-thirtieth set (Italian): recall ≥ 0.78, precision ≥ 0.87, periods right ≥ 0.90', () => floors(real130, 0.78, 0.87, 0.9));
  it('hundred-and-thirty-first set (English): recall ≥ 0.88, precision ≥ 0.86, periods right ≥ 0.57', () =>
    floors(real131, 0.88, 0.86, 0.57));
  it('hundred-and-thirty-second set (Italian): recall ≥ 0.76, precision ≥ 0.86, periods right ≥ 0.89', () =>
    floors(real132, 0.76, 0.86, 0.89));
});
