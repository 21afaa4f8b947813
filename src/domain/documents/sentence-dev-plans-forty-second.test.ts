import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real161 from '../../../tests/fixtures/documents/sentences/dev-real161.json' with { type: 'json' };
import real162 from '../../../tests/fixtures/documents/sentences/dev-real162.json' with { type: 'json' };
import real163 from '../../../tests/fixtures/documents/sentences/dev-real163.json' with { type: 'json' };
import real164 from '../../../tests/fixtures/documents/sentences/dev-real164.json' with { type: 'json' };
import real165 from '../../../tests/fixtures/documents/sentences/dev-real165.json' with { type: 'json' };
import real166 from '../../../tests/fixtures/documents/sentences/dev-real166.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts in the issue's own genre (companies' results releases and plans, and start-ups'
// and small companies' plans as presented to raise money), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the forty-second pass's end (ADR 0093) reads,
// truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// (The floors of dev-real167-172, held back in this pass, moved to sentence-dev-plans-forty-third.test.ts when they were tuned on.)
// Held back for the whole forty-first pass, opened and tuned on in this one. At this pass's start (c064f2b4) / end (recall / precision /
// periods right): dev-real161 0.892 / 0.892 / 0.833 and 0.892 / 0.904 / 0.939; dev-real162 0.720 / 0.808 / 0.915 and 0.854 / 0.921 /
// 0.900; dev-real163 0.750 / 0.840 / 0.762 and 0.786 / 0.863 / 0.818; dev-real164 0.745 / 0.774 / 0.707 and 0.782 / 0.811 / 0.744;
// dev-real165 0.682 / 0.833 / 0.867 and 0.773 / 0.850 / 1.000; dev-real166 0.611 / 0.688 / 0.682 and 0.694 / 0.781 / 0.760.
// (dev-real162's periods rate fell from 0.915 with no right period lost: 59 matches with 54 right periods became 70 with 63.)
describe('sets held back in the forty-first pass, tuned on in the forty-second', () => {
  it('hundred-and-sixty-first set (Italian): recall ≥ 0.89, precision ≥ 0.90, periods right ≥ 0.93', () =>
    floors(real161, 0.89, 0.9, 0.93));
  // (precision lowered from 0.92 and periods right from 0.90 in the forty-fifth pass, with no match or right period lost: in a half-year
  // report that lost its "£" signs, "Total revenues were 10.5m (H1 : 10.3m)" and four more figures are now read as glued "m" amounts,
  // with two segment lines ("Wearable technology increased +356% to 0.70m") and a comparative whose year the transcription lost)
  it('hundred-and-sixty-second set (English): recall ≥ 0.85, precision ≥ 0.90, periods right ≥ 0.89', () =>
    floors(real162, 0.85, 0.9, 0.89));
  it('hundred-and-sixty-third set (Italian): recall ≥ 0.78, precision ≥ 0.86, periods right ≥ 0.81', () =>
    floors(real163, 0.78, 0.86, 0.81));
  // (recall 0.78 -> 0.76 in the fifty-fourth pass, ADR 0105: "run-rate adjusted earnings before interest, tax, depreciation and
  // amortisation was currently £37 million" is now read whole, "run-rate" included, and left out as the reader leaves out the run-rate
  // revenue beside it; it had been matched only because "adjusted" stood between "run-rate" and the measure)
  it('hundred-and-sixty-fourth set (English): recall ≥ 0.76, precision ≥ 0.81, periods right ≥ 0.74', () =>
    floors(real164, 0.76, 0.81, 0.74));
  it('hundred-and-sixty-fifth set (Italian and English): recall ≥ 0.77, precision ≥ 0.85, periods right ≥ 1.00', () =>
    floors(real165, 0.77, 0.85, 1));
  // (precision floor lowered in the sixty-fifth pass, 0.78 → 0.75: 'the operating result for 2023 is 33.9 million euro loss' read
  // as a net loss now that a currency in words may stand before 'loss')
  it('hundred-and-sixty-sixth set (English): recall ≥ 0.69, precision ≥ 0.75, periods right ≥ 0.76', () =>
    floors(real166, 0.69, 0.75, 0.76));
});
