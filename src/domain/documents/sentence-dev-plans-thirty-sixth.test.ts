import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real73 from '../../../tests/fixtures/documents/sentences/dev-real73.json' with { type: 'json' };
import real74 from '../../../tests/fixtures/documents/sentences/dev-real74.json' with { type: 'json' };
import real75 from '../../../tests/fixtures/documents/sentences/dev-real75.json' with { type: 'json' };
import real76 from '../../../tests/fixtures/documents/sentences/dev-real76.json' with { type: 'json' };
import real77 from '../../../tests/fixtures/documents/sentences/dev-real77.json' with { type: 'json' };
import real78 from '../../../tests/fixtures/documents/sentences/dev-real78.json' with { type: 'json' };
import real79 from '../../../tests/fixtures/documents/sentences/dev-real79.json' with { type: 'json' };
import real80 from '../../../tests/fixtures/documents/sentences/dev-real80.json' with { type: 'json' };
import real81 from '../../../tests/fixtures/documents/sentences/dev-real81.json' with { type: 'json' };
import real82 from '../../../tests/fixtures/documents/sentences/dev-real82.json' with { type: 'json' };
import real83 from '../../../tests/fixtures/documents/sentences/dev-real83.json' with { type: 'json' };
import real84 from '../../../tests/fixtures/documents/sentences/dev-real84.json' with { type: 'json' };
import real85 from '../../../tests/fixtures/documents/sentences/dev-real85.json' with { type: 'json' };
import real86 from '../../../tests/fixtures/documents/sentences/dev-real86.json' with { type: 'json' };
import real87 from '../../../tests/fixtures/documents/sentences/dev-real87.json' with { type: 'json' };
import real88 from '../../../tests/fixtures/documents/sentences/dev-real88.json' with { type: 'json' };

// Oracle: the truths of development sets of real plans, projects, raises and small companies' results, written by helpers who
// never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader reads
// now; a rule that loses here fails. (thirty-sixth pass, ADR 0087)
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Read on arrival (recall / precision / periods right, with the commit of the reader): dev-real73 0.692 / 0.750 / 0.907 (09b876b5);
// dev-real74 0.547 / 0.763 / 0.690 (0a229a24); dev-real75 0.786 / 0.815 / 0.864 and dev-real76 0.500 / 0.667 / 0.833 (f86d7c99);
// dev-real77 0.636 / 0.875 / 0.714 (eb27fa72); dev-real78 0.704 / 0.746 / 0.660 and dev-real80 0.488 / 0.833 / 0.650 (0600de3d);
// dev-real79 0.746 / 0.898 / 0.659 (ad29126f). Tuned on since.
describe('plans, projects and raises of the thirty-sixth pass, first two waves', () => {
  it('seventy-third set (Italian): recall ≥ 0.75, precision ≥ 0.75, periods right ≥ 0.91', () => floors(real73, 0.75, 0.75, 0.91));
  it('seventy-fourth set (English): recall ≥ 0.77, precision ≥ 0.82, periods right ≥ 0.78', () => floors(real74, 0.77, 0.82, 0.78));
  it('seventy-fifth set (Italian): recall ≥ 0.78, precision ≥ 0.81, periods right ≥ 0.86', () => floors(real75, 0.78, 0.81, 0.86));
  it('seventy-sixth set (English): recall ≥ 0.66, precision ≥ 0.80, periods right ≥ 0.91', () => floors(real76, 0.66, 0.8, 0.91));
  it('seventy-seventh set (Italian): recall ≥ 0.72, precision ≥ 0.88, periods right ≥ 0.87', () => floors(real77, 0.72, 0.88, 0.87));
  it('seventy-eighth set (English): recall ≥ 0.77, precision ≥ 0.77, periods right ≥ 0.67', () => floors(real78, 0.77, 0.77, 0.67));
  it('seventy-ninth set (Italian): recall ≥ 0.81, precision ≥ 0.90, periods right ≥ 0.79', () => floors(real79, 0.81, 0.9, 0.79));
  it('eightieth set (English): recall ≥ 0.78, precision ≥ 0.91, periods right ≥ 0.87', () => floors(real80, 0.78, 0.91, 0.87));
});

// Read on arrival: dev-real81 0.825 / 0.681 / 0.894 (586b99bb); dev-real82 0.721 / 0.846 / 0.795 and dev-real84 0.708 / 0.756 /
// 0.912 (7ca040ac); dev-real83 0.686 / 0.875 / 0.914 (8beb9bd3); dev-real85 0.659 / 0.730 / 0.815 and dev-real87 0.868 / 0.876 /
// 0.880 (3d358882); dev-real86 0.489 / 0.710 / 0.727 (e14fab24). Tuned on since.
describe('small companies’ results, projects and raises of the thirty-sixth pass, third and fourth waves', () => {
  // (periods 0.87 in the thirty-seventh pass: a match gained with another year than its builder's, AMIA Verona's €6.5 million of
  // investment, a 2021 plan the reader dates by the 2020 accounts; no right period lost)
  it('eighty-first set (Italian): recall ≥ 0.84, precision ≥ 0.69, periods right ≥ 0.87', () => floors(real81, 0.84, 0.69, 0.87));
  it('eighty-second set (English): recall ≥ 0.85, precision ≥ 0.86, periods right ≥ 0.82', () => floors(real82, 0.85, 0.86, 0.82));
  it('eighty-third set (Italian): recall ≥ 0.68, precision ≥ 0.87, periods right ≥ 0.91', () => floors(real83, 0.68, 0.87, 0.91));
  it('eighty-fourth set (English): recall ≥ 0.79, precision ≥ 0.77, periods right ≥ 0.92', () => floors(real84, 0.79, 0.77, 0.92));
  it('eighty-fifth set (Italian): recall ≥ 0.80, precision ≥ 0.76, periods right ≥ 0.81', () => floors(real85, 0.8, 0.76, 0.81));
  // (precision 0.77 in the thirty-seventh pass: "raised $4.1 million …, exceeding its $2.5 million target" is read as the raise's target,
  // funding sought, which this set's builder left out while the raise sets' builders count it; periods up to 0.91)
  it('eighty-sixth set (English): recall ≥ 0.75, precision ≥ 0.77, periods right ≥ 0.9', () => floors(real86, 0.75, 0.77, 0.9));
  it('eighty-seventh set (Italian): recall ≥ 0.86, precision ≥ 0.87, periods right ≥ 0.88', () => floors(real87, 0.86, 0.87, 0.88));
});

// Read on arrival with the reader of e14fab24 and not tuned on: the floor is that reading, a guard against a later rule that
// loses here.
describe('a set read only on arrival in the thirty-sixth pass', () => {
  it('eighty-eighth set (English): recall ≥ 0.84, precision ≥ 0.95, periods right ≥ 0.82', () => floors(real88, 0.84, 0.95, 0.82));
});
