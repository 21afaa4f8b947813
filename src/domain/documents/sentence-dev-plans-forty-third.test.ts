import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real167 from '../../../tests/fixtures/documents/sentences/dev-real167.json' with { type: 'json' };
import real168 from '../../../tests/fixtures/documents/sentences/dev-real168.json' with { type: 'json' };
import real169 from '../../../tests/fixtures/documents/sentences/dev-real169.json' with { type: 'json' };
import real170 from '../../../tests/fixtures/documents/sentences/dev-real170.json' with { type: 'json' };
import real171 from '../../../tests/fixtures/documents/sentences/dev-real171.json' with { type: 'json' };
import real172 from '../../../tests/fixtures/documents/sentences/dev-real172.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts (results releases, plans, annual report extracts and press on raises and
// loans), written by helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The
// floors hold what the reader of the forty-third pass's end (ADR 0094) reads, truncated to two decimals; a later rule that loses here
// fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole forty-second pass, opened and tuned on in this one. At this pass's start (e2a0133d) / end (recall /
// precision / periods right): dev-real167 0.806 / 0.883 / 0.904 and 0.816 / 0.913 / 0.952; dev-real168 0.714 / 0.814 / 0.629 and
// 0.776 / 0.884 / 0.947; dev-real169 0.709 / 0.736 / 0.692 and 0.764 / 0.778 / 0.738; dev-real170 0.611 / 0.759 / 0.545 and 0.667 /
// 0.774 / 0.708; dev-real171 0.333 / 0.500 / 0.500 and 0.833 / 0.714 / 0.800 (four texts); dev-real172 0.511 / 0.697 / 0.783 and
// 0.556 / 0.735 / 0.800.
describe('sets held back in the forty-second pass, tuned on in the forty-third', () => {
  it('hundred-and-sixty-seventh set (Italian): recall ≥ 0.81, precision ≥ 0.91, periods right ≥ 0.95', () =>
    floors(real167, 0.81, 0.91, 0.95));
  it('hundred-and-sixty-eighth set (English): recall ≥ 0.77, precision ≥ 0.88, periods right ≥ 0.94', () =>
    floors(real168, 0.77, 0.88, 0.94));
  it('hundred-and-sixty-ninth set (Italian): recall ≥ 0.76, precision ≥ 0.77, periods right ≥ 0.73', () =>
    floors(real169, 0.76, 0.77, 0.73));
  it('hundred-and-seventieth set (English): recall ≥ 0.66, precision ≥ 0.77, periods right ≥ 0.70', () => floors(real170, 0.66, 0.77, 0.7));
  it('hundred-and-seventy-first set (Italian): recall ≥ 0.83, precision ≥ 0.71, periods right ≥ 0.80', () =>
    floors(real171, 0.83, 0.71, 0.8));
  it('hundred-and-seventy-second set (English): recall ≥ 0.55, precision ≥ 0.73, periods right ≥ 0.80', () =>
    floors(real172, 0.55, 0.73, 0.8));
});

// The sets held back in the forty-third pass (dev-real173-178) were opened and tuned on in the forty-fourth: their floors are in
// sentence-dev-plans-forty-fourth.test.ts.
