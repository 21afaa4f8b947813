import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real227 from '../../../tests/fixtures/documents/sentences/dev-real227.json' with { type: 'json' };
import real228 from '../../../tests/fixtures/documents/sentences/dev-real228.json' with { type: 'json' };
import real229 from '../../../tests/fixtures/documents/sentences/dev-real229.json' with { type: 'json' };
import real230 from '../../../tests/fixtures/documents/sentences/dev-real230.json' with { type: 'json' };
import real231 from '../../../tests/fixtures/documents/sentences/dev-real231.json' with { type: 'json' };
import real232 from '../../../tests/fixtures/documents/sentences/dev-real232.json' with { type: 'json' };
import real233 from '../../../tests/fixtures/documents/sentences/dev-real233.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Latin American companies in their own currencies, Italian logistics and
// shipping, REITs and listed landlords, Italian appliance, heating, lighting and cosmetics makers, waste and environmental services,
// Italian aerospace, defence and shipbuilding, staffing, outsourcing and consulting firms; Italian private hospital and care groups,
// railroads, truckers and parcel carriers, Italian telecom, fibre and tower companies, large software and cloud companies, Italian
// casinos and a lottery operator, meat, grain, dairy and packaged-food producers, Italian paper, packaging and printing companies),
// written by helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold
// what the reader of the fifty-second pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-first pass, opened and tuned on in this one. At this pass's start (a4a97206) / end (recall / precision /
// periods right): dev-real227 0.706 / 0.686 / 0.750 and 0.912 / 0.912 / 0.710 (the peso written "Ps.", the Mexican press's "mdp", a
// figure restated "in dollars", "the fourth quarter of year 2007"); dev-real228 0.644 / 0.783 / 0.894 and 0.726 / 0.841 / 0.906 (a
// lower-case "mol", "Ebidta", changes whose end is qualified, two measures' changes "rispettivamente"); dev-real229 0.803 / 0.838 /
// 0.632 and 0.803 / 0.891 / 0.684 (net property income; "last year" after an older period; an undated text's rate "over 2012");
// dev-real230 0.899 / 0.922 / 0.873 and 0.899 / 0.922 / 0.887 (a founding year beside an amount); dev-real231 0.921 / 0.911 / 0.720
// and 0.944 / 0.913 / 0.750 (guidance ranges, two changes after one verb, a change's years after a part named); dev-real232 0.899 /
// 0.947 / 0.761 and 0.899 / 0.947 / 0.789 (a sentence looking back sets no topic); dev-real233 0.747 / 0.844 / 0.785 and 0.759 /
// 0.857 / 0.788 (a region's revenue, a share of revenue with no commas).
// dev-real227's periods-right floor falls from 0.75 (its held-back floor) to 0.70, with its reason: the rate is over the figures
// matched, and the peso rule matched eight more of undated texts whose quarter is never written (the truth's quarter comes from the
// address), so right figures with right periods rose from 36 to 44 while their share of the matched fell. No other floor falls.
describe('sets held back in the fifty-first pass, tuned on in the fifty-second', () => {
  it('two-hundred-and-twenty-seventh set (English): recall ≥ 0.91, precision ≥ 0.91, periods right ≥ 0.70', () =>
    floors(real227, 0.91, 0.91, 0.7));
  it('two-hundred-and-twenty-eighth set (Italian): recall ≥ 0.72, precision ≥ 0.84, periods right ≥ 0.90', () =>
    floors(real228, 0.72, 0.84, 0.9));
  // (periods right 0.68 -> 0.67 in the fifty-fifth pass, ADR 0106: one figure more from a label with its unit in a bracket,
  // "Borrowings ($m) 324.2", matched at the wrong balance day (its table's first column is December's); right periods unchanged, 40)
  it('two-hundred-and-twenty-ninth set (English): recall ≥ 0.80, precision ≥ 0.89, periods right ≥ 0.67', () =>
    floors(real229, 0.8, 0.89, 0.67));
  it('two-hundred-and-thirtieth set (Italian): recall ≥ 0.89, precision ≥ 0.92, periods right ≥ 0.88', () =>
    floors(real230, 0.89, 0.92, 0.88));
  it('two-hundred-and-thirty-first set (English): recall ≥ 0.94, precision ≥ 0.91, periods right ≥ 0.75', () =>
    floors(real231, 0.94, 0.91, 0.75));
  it('two-hundred-and-thirty-second set (Italian): recall ≥ 0.89, precision ≥ 0.94, periods right ≥ 0.78', () =>
    floors(real232, 0.89, 0.94, 0.78));
  it('two-hundred-and-thirty-third set (English): recall ≥ 0.75, precision ≥ 0.85, periods right ≥ 0.78', () =>
    floors(real233, 0.75, 0.85, 0.78));
});
// The sets held back in this pass (dev-real234-240) were tuned on in the fifty-third: their floors, and the readings they were held
// back at, are in sentence-dev-plans-fifty-third.test.ts.
