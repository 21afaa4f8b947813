import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real290 from '../../../tests/fixtures/documents/sentences/dev-real290.json' with { type: 'json' };
import real291 from '../../../tests/fixtures/documents/sentences/dev-real291.json' with { type: 'json' };
import real292 from '../../../tests/fixtures/documents/sentences/dev-real292.json' with { type: 'json' };
import real293 from '../../../tests/fixtures/documents/sentences/dev-real293.json' with { type: 'json' };
import real294 from '../../../tests/fixtures/documents/sentences/dev-real294.json' with { type: 'json' };
import real295 from '../../../tests/fixtures/documents/sentences/dev-real295.json' with { type: 'json' };
import real296 from '../../../tests/fixtures/documents/sentences/dev-real296.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (restaurant chains, Italian food-service and restaurant-chain companies, Nordic
// and Dutch companies reporting in English, Italian automotive component suppliers, Nigerian and Kenyan listed companies, Italian
// municipal waste-management companies, Japanese and South Korean companies), written by helpers who never opened the reader,
// before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixty-first pass reads,
// truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole sixtieth pass, opened and tuned on in this one. At this pass's start (99be4277), recall / precision /
// periods right: dev-real290 0.906 / 1.000 / 0.776; dev-real291 0.860 / 0.784 / 0.850; dev-real292 0.740 / 0.831 / 0.778;
// dev-real293 0.853 / 0.956 / 0.851; dev-real294 0.726 / 0.815 / 0.849; dev-real295 0.886 / 0.838 / 0.839; dev-real296 0.824 /
// 0.744 / 0.574. At its end: dev-real290 0.906 / 1.000 / 0.862; dev-real291 0.860 / 0.784 / 0.863; dev-real292 0.795 / 0.951 / 0.793;
// dev-real293 and dev-real295 the same; dev-real294 0.890 / 0.844 / 0.846; dev-real296 0.905 / 0.779 / 0.776.
describe('sets held back in the sixtieth pass, tuned on in the sixty-first', () => {
  it('two-hundred-and-ninetieth set (English): recall ≥ 0.90, precision ≥ 1.00, periods right ≥ 0.86', () => floors(real290, 0.9, 1, 0.86));
  it('two-hundred-and-ninety-first set (Italian): recall ≥ 0.86, precision ≥ 0.78, periods right ≥ 0.86', () =>
    floors(real291, 0.86, 0.78, 0.86));
  it('two-hundred-and-ninety-second set (English): recall ≥ 0.79, precision ≥ 0.95, periods right ≥ 0.79', () =>
    floors(real292, 0.79, 0.95, 0.79));
  it('two-hundred-and-ninety-third set (Italian): recall ≥ 0.85, precision ≥ 0.95, periods right ≥ 0.85', () =>
    floors(real293, 0.85, 0.95, 0.85));
  // (periods-right floor lowered in the sixty-fifth pass, 0.84 → 0.82: 'total income' read as revenue matched four figures more,
  // two of them with the truth's period; no figure or right period lost)
  it('two-hundred-and-ninety-fourth set (English): recall ≥ 0.89, precision ≥ 0.84, periods right ≥ 0.82', () =>
    floors(real294, 0.89, 0.84, 0.82));
  it('two-hundred-and-ninety-fifth set (Italian): recall ≥ 0.88, precision ≥ 0.83, periods right ≥ 0.83', () =>
    floors(real295, 0.88, 0.83, 0.83));
  it('two-hundred-and-ninety-sixth set (English): recall ≥ 0.90, precision ≥ 0.77, periods right ≥ 0.77', () =>
    floors(real296, 0.9, 0.77, 0.77));
});
// The sets held back in this pass (dev-real297 to dev-real303) were opened and tuned on in the sixty-second; their floors moved to
// sentence-dev-plans-sixty-second.test.ts.
