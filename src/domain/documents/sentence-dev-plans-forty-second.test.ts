import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real161 from '../../../tests/fixtures/documents/sentences/dev-real161.json' with { type: 'json' };
import real162 from '../../../tests/fixtures/documents/sentences/dev-real162.json' with { type: 'json' };
import real163 from '../../../tests/fixtures/documents/sentences/dev-real163.json' with { type: 'json' };
import real164 from '../../../tests/fixtures/documents/sentences/dev-real164.json' with { type: 'json' };
import real165 from '../../../tests/fixtures/documents/sentences/dev-real165.json' with { type: 'json' };
import real166 from '../../../tests/fixtures/documents/sentences/dev-real166.json' with { type: 'json' };
import real167 from '../../../tests/fixtures/documents/sentences/dev-real167.json' with { type: 'json' };
import real168 from '../../../tests/fixtures/documents/sentences/dev-real168.json' with { type: 'json' };
import real169 from '../../../tests/fixtures/documents/sentences/dev-real169.json' with { type: 'json' };
import real170 from '../../../tests/fixtures/documents/sentences/dev-real170.json' with { type: 'json' };
import real171 from '../../../tests/fixtures/documents/sentences/dev-real171.json' with { type: 'json' };
import real172 from '../../../tests/fixtures/documents/sentences/dev-real172.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts in the issue's own genre (companies' results releases and plans, and start-ups'
// and small companies' plans as presented to raise money), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the forty-second pass's end (ADR 0093) reads,
// truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole forty-first pass, opened and tuned on in this one. At this pass's start (c064f2b4) / end (recall / precision /
// periods right): dev-real161 0.892 / 0.892 / 0.833 and 0.892 / 0.904 / 0.939; dev-real162 0.720 / 0.808 / 0.915 and 0.854 / 0.921 /
// 0.900; dev-real163 0.750 / 0.840 / 0.762 and 0.786 / 0.863 / 0.818; dev-real164 0.745 / 0.774 / 0.707 and 0.782 / 0.811 / 0.744;
// dev-real165 0.682 / 0.833 / 0.867 and 0.773 / 0.850 / 1.000; dev-real166 0.611 / 0.688 / 0.682 and 0.694 / 0.781 / 0.760.
// (dev-real162's periods rate fell from 0.915 with no right period lost: 59 matches with 54 right periods became 70 with 63.)
describe('sets held back in the forty-first pass, tuned on in the forty-second', () => {
  it('hundred-and-sixty-first set (Italian): recall ≥ 0.89, precision ≥ 0.90, periods right ≥ 0.93', () =>
    floors(real161, 0.89, 0.9, 0.93));
  it('hundred-and-sixty-second set (English): recall ≥ 0.85, precision ≥ 0.92, periods right ≥ 0.90', () =>
    floors(real162, 0.85, 0.92, 0.9));
  it('hundred-and-sixty-third set (Italian): recall ≥ 0.78, precision ≥ 0.86, periods right ≥ 0.81', () =>
    floors(real163, 0.78, 0.86, 0.81));
  it('hundred-and-sixty-fourth set (English): recall ≥ 0.78, precision ≥ 0.81, periods right ≥ 0.74', () =>
    floors(real164, 0.78, 0.81, 0.74));
  it('hundred-and-sixty-fifth set (Italian and English): recall ≥ 0.77, precision ≥ 0.85, periods right ≥ 1.00', () =>
    floors(real165, 0.77, 0.85, 1));
  it('hundred-and-sixty-sixth set (English): recall ≥ 0.69, precision ≥ 0.78, periods right ≥ 0.76', () =>
    floors(real166, 0.69, 0.78, 0.76));
});

// Held back for the whole pass (the same genre, from other publishers and kinds of organisation): read only with the reader the pass
// started from (c064f2b4) and the reader of the commit that registered them (aggregate lines only: 52.4 % right figure and period with
// both), and with its last one; never tuned on (no rule was written from them; their texts and misses were not opened). End readings:
// dev-real167 0.806 / 0.883 / 0.904; dev-real168 0.714 / 0.814 / 0.629; dev-real169 0.709 / 0.736 / 0.692; dev-real170 0.611 / 0.759 /
// 0.545; dev-real171 0.333 / 0.500 / 0.500 (four texts); dev-real172 0.511 / 0.697 / 0.783. The floors are the end readings.
describe('sets held back in the forty-second pass, never tuned on', () => {
  it('hundred-and-sixty-seventh set (Italian): recall ≥ 0.80, precision ≥ 0.88, periods right ≥ 0.90', () =>
    floors(real167, 0.8, 0.88, 0.9));
  it('hundred-and-sixty-eighth set (English): recall ≥ 0.71, precision ≥ 0.81, periods right ≥ 0.62', () =>
    floors(real168, 0.71, 0.81, 0.62));
  it('hundred-and-sixty-ninth set (Italian): recall ≥ 0.70, precision ≥ 0.73, periods right ≥ 0.69', () =>
    floors(real169, 0.7, 0.73, 0.69));
  it('hundred-and-seventieth set (English): recall ≥ 0.61, precision ≥ 0.75, periods right ≥ 0.54', () =>
    floors(real170, 0.61, 0.75, 0.54));
  it('hundred-and-seventy-first set (Italian): recall ≥ 0.33, precision ≥ 0.50, periods right ≥ 0.50', () =>
    floors(real171, 0.33, 0.5, 0.5));
  it('hundred-and-seventy-second set (English): recall ≥ 0.51, precision ≥ 0.69, periods right ≥ 0.78', () =>
    floors(real172, 0.51, 0.69, 0.78));
});
