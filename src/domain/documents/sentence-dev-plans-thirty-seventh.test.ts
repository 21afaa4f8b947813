import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real89 from '../../../tests/fixtures/documents/sentences/dev-real89.json' with { type: 'json' };
import real90 from '../../../tests/fixtures/documents/sentences/dev-real90.json' with { type: 'json' };
import real91 from '../../../tests/fixtures/documents/sentences/dev-real91.json' with { type: 'json' };
import real92 from '../../../tests/fixtures/documents/sentences/dev-real92.json' with { type: 'json' };
import real93 from '../../../tests/fixtures/documents/sentences/dev-real93.json' with { type: 'json' };
import real94 from '../../../tests/fixtures/documents/sentences/dev-real94.json' with { type: 'json' };
import real95 from '../../../tests/fixtures/documents/sentences/dev-real95.json' with { type: 'json' };
import real96 from '../../../tests/fixtures/documents/sentences/dev-real96.json' with { type: 'json' };
import real101 from '../../../tests/fixtures/documents/sentences/dev-real101.json' with { type: 'json' };
import real102 from '../../../tests/fixtures/documents/sentences/dev-real102.json' with { type: 'json' };
import real103 from '../../../tests/fixtures/documents/sentences/dev-real103.json' with { type: 'json' };
import real104 from '../../../tests/fixtures/documents/sentences/dev-real104.json' with { type: 'json' };
import real105 from '../../../tests/fixtures/documents/sentences/dev-real105.json' with { type: 'json' };
import real106 from '../../../tests/fixtures/documents/sentences/dev-real106.json' with { type: 'json' };
import real107 from '../../../tests/fixtures/documents/sentences/dev-real107.json' with { type: 'json' };
import real108 from '../../../tests/fixtures/documents/sentences/dev-real108.json' with { type: 'json' };
import real109 from '../../../tests/fixtures/documents/sentences/dev-real109.json' with { type: 'json' };
import real110 from '../../../tests/fixtures/documents/sentences/dev-real110.json' with { type: 'json' };
import real111 from '../../../tests/fixtures/documents/sentences/dev-real111.json' with { type: 'json' };
import real112 from '../../../tests/fixtures/documents/sentences/dev-real112.json' with { type: 'json' };

// Oracle: the truths of development sets of real plans, projects, raises and small companies' results, written by helpers who
// never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the
// thirty-seventh pass's end (ADR 0088) reads; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// The thirty-sixth pass's last wave, read once on arrival (07ff44a8) and tuned on from this pass: on arrival dev-real89 0.688 / 0.733 /
// 0.682, dev-real90 0.667 / 0.625 / 0.850, dev-real91 0.847 / 0.912 / 0.952, dev-real92 0.754 / 0.778 / 0.796. The floors are the
// readings at the end of this pass (the periods rate of dev-real91 and 92 is lower for more matches, none lost).
describe('the thirty-sixth pass’s last wave, tuned on in the thirty-seventh', () => {
  it('eighty-ninth set (Italian): recall ≥ 0.87, precision ≥ 0.84, periods right ≥ 0.75', () => floors(real89, 0.87, 0.84, 0.75));
  it('ninetieth set (English): recall ≥ 0.76, precision ≥ 0.67, periods right ≥ 0.86', () => floors(real90, 0.76, 0.67, 0.86));
  it('ninety-first set (Italian): recall ≥ 0.88, precision ≥ 0.94, periods right ≥ 0.94', () => floors(real91, 0.88, 0.94, 0.94));
  // (precision 0.82 → 0.81 in the forty-second pass: "to raise a minimum of $6,500,000 with up to $500,000" now reads the minimum, a truth,
  // and the over-allotment beside it, none; recall 0.89 → 0.90)
  it('ninety-second set (English): recall ≥ 0.87, precision ≥ 0.81, periods right ≥ 0.71', () => floors(real92, 0.87, 0.81, 0.71));
});

// This pass's fresh sets, each committed as built and read on arrival with the reader of the commit its message names, then tuned on.
describe('fresh sets of the thirty-seventh pass, tuned on', () => {
  it('ninety-third set (Italian): recall ≥ 0.77, precision ≥ 0.97, periods right ≥ 0.91', () => floors(real93, 0.77, 0.97, 0.91));
  it('ninety-fourth set (English): recall ≥ 0.89, precision ≥ 0.94, periods right ≥ 0.84', () => floors(real94, 0.89, 0.94, 0.84));
  it('ninety-fifth set (Italian): recall ≥ 0.95, precision ≥ 0.76, periods right ≥ 0.84', () => floors(real95, 0.95, 0.76, 0.84));
  it('ninety-sixth set (English): recall ≥ 0.72, precision ≥ 0.85, periods right ≥ 0.89', () => floors(real96, 0.72, 0.85, 0.89));
  it('hundred-and-first set (Italian): recall ≥ 0.55, precision ≥ 0.83, periods right ≥ 0.80', () => floors(real101, 0.55, 0.83, 0.8));
  it('hundred-and-second set (English): recall ≥ 0.56, precision ≥ 0.58, periods right ≥ 0.73', () => floors(real102, 0.56, 0.58, 0.73));
  // (precision lowered in the thirty-ninth pass, 0.719 to 0.697: one pharmacy's "disavanzo" of a town's three is read as the result)
  it('hundred-and-third set (Italian): recall ≥ 0.71, precision ≥ 0.69, periods right ≥ 0.69', () => floors(real103, 0.71, 0.69, 0.69));
  it('hundred-and-fourth set (English): recall ≥ 0.58, precision ≥ 0.70, periods right ≥ 0.87', () => floors(real104, 0.58, 0.7, 0.87));
  it('hundred-and-fifth set (English): recall ≥ 0.65, precision ≥ 0.86, periods right ≥ 0.96', () => floors(real105, 0.65, 0.86, 0.96));
  // (precision lowered in the thirty-ninth pass, 0.951 to 0.943, for one more match: "il disavanzo era stato rispettivamente di 14 e 8
  // milioni" now gives the net loss, and the operating loss beside it is read as a second one)
  it('hundred-and-sixth set (Italian): recall ≥ 0.90, precision ≥ 0.94, periods right ≥ 0.80', () => floors(real106, 0.9, 0.94, 0.8));
  it('hundred-and-seventh set (English): recall ≥ 0.71, precision ≥ 0.94, periods right ≥ 0.81', () => floors(real107, 0.71, 0.94, 0.81));
  it('hundred-and-eighth set (Italian): recall ≥ 0.78, precision ≥ 0.87, periods right ≥ 0.86', () => floors(real108, 0.78, 0.87, 0.86));
  it('hundred-and-ninth set (English): recall ≥ 0.82, precision ≥ 0.80, periods right ≥ 0.62', () => floors(real109, 0.82, 0.8, 0.62));
  it('hundred-and-tenth set (Italian): recall ≥ 0.64, precision ≥ 0.95, periods right ≥ 0.85', () => floors(real110, 0.64, 0.95, 0.85));
  it('hundred-and-eleventh set (English): recall ≥ 0.56, precision ≥ 0.91, periods right ≥ 0.80', () => floors(real111, 0.56, 0.91, 0.8));
  it('hundred-and-twelfth set (Italian): recall ≥ 0.65, precision ≥ 0.81, periods right ≥ 0.84', () => floors(real112, 0.65, 0.81, 0.84));
});

// dev-real97-100 and 113-116, held back in this pass, are tuned on from the thirty-eighth: their floors are in
// sentence-dev-plans-thirty-eighth.test.ts.
