import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real276 from '../../../tests/fixtures/documents/sentences/dev-real276.json' with { type: 'json' };
import real277 from '../../../tests/fixtures/documents/sentences/dev-real277.json' with { type: 'json' };
import real278 from '../../../tests/fixtures/documents/sentences/dev-real278.json' with { type: 'json' };
import real279 from '../../../tests/fixtures/documents/sentences/dev-real279.json' with { type: 'json' };
import real280 from '../../../tests/fixtures/documents/sentences/dev-real280.json' with { type: 'json' };
import real281 from '../../../tests/fixtures/documents/sentences/dev-real281.json' with { type: 'json' };
import real282 from '../../../tests/fixtures/documents/sentences/dev-real282.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (Italian publishers and broadcasters, pulp, paper, packaging and
// forest-products companies, Italian appliance, boiler and lighting makers, staffing and recruitment firms, Italian IT-services and
// software companies, medical-device, dental, eyecare and hearing-aid companies, Italian airport, motorway and interporto operators),
// written by helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold
// what the reader of the fifty-ninth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-eighth pass, opened and tuned on in this one. At this pass's start (f7bd9d69), recall / precision /
// periods right: dev-real276 0.815 / 0.822 / 0.875; dev-real277 0.853 / 0.806 / 0.759; dev-real278 0.859 / 0.944 / 0.672;
// dev-real279 0.597 / 0.771 / 0.865; dev-real280 0.754 / 0.742 / 0.837; dev-real281 0.857 / 0.871 / 0.759; dev-real282 0.893 / 0.931 /
// 0.925. At its end: dev-real276 0.852 / 0.885 / 0.880; dev-real277 0.853 / 0.806 / 0.805; dev-real278 0.859 / 0.944 / 0.731;
// dev-real279 0.919 / 0.851 / 0.912; dev-real280 0.800 / 0.788 / 0.827; dev-real281 0.889 / 0.875 / 0.786; dev-real282 the same.
// One rate falls while the set reads more: dev-real280's periods right (0.83 → 0.82) — a net financial position "attiva per" now
// read as net cash matches two truths more (49 → 52 matched with a third, 41 → 43 with the right period), one of them dated at a
// calendar quarter's end where the text's fiscal year closes on 30 April (written "marzo 2023-aprile 2024", a span the reader does
// not take for a fiscal year).
describe('sets held back in the fifty-eighth pass, tuned on in the fifty-ninth', () => {
  it('two-hundred-and-seventy-sixth set (Italian): recall ≥ 0.85, precision ≥ 0.88, periods right ≥ 0.88', () =>
    floors(real276, 0.85, 0.88, 0.88));
  it('two-hundred-and-seventy-seventh set (English): recall ≥ 0.85, precision ≥ 0.80, periods right ≥ 0.80', () =>
    floors(real277, 0.85, 0.8, 0.8));
  it('two-hundred-and-seventy-eighth set (Italian): recall ≥ 0.85, precision ≥ 0.94, periods right ≥ 0.73', () =>
    floors(real278, 0.85, 0.94, 0.73));
  // (periods right lowered 0.91 → 0.88 and recall raised 0.91 → 0.95 in the sixty-second pass: a payroll company's two "total service
  // revenue" figures, newly found as its revenue, take the calendar quarter the reader already gave that fiscal-year text's net
  // income; no right period was lost)
  it('two-hundred-and-seventy-ninth set (English): recall ≥ 0.95, precision ≥ 0.85, periods right ≥ 0.88', () =>
    floors(real279, 0.95, 0.85, 0.88));
  it('two-hundred-and-eightieth set (Italian): recall ≥ 0.80, precision ≥ 0.78, periods right ≥ 0.82', () =>
    floors(real280, 0.8, 0.78, 0.82));
  it('two-hundred-and-eighty-first set (English): recall ≥ 0.88, precision ≥ 0.87, periods right ≥ 0.78', () =>
    floors(real281, 0.88, 0.87, 0.78));
  it('two-hundred-and-eighty-second set (Italian): recall ≥ 0.89, precision ≥ 0.93, periods right ≥ 0.92', () =>
    floors(real282, 0.89, 0.93, 0.92));
});
// The sets held back in this pass (dev-real283 to dev-real289) are tuned on from the sixtieth: their floors, with the readings at
// arrival and at this pass's end, are in sentence-dev-plans-sixtieth.test.ts.
