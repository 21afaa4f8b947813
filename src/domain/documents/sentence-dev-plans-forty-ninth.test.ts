import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real206 from '../../../tests/fixtures/documents/sentences/dev-real206.json' with { type: 'json' };
import real207 from '../../../tests/fixtures/documents/sentences/dev-real207.json' with { type: 'json' };
import real208 from '../../../tests/fixtures/documents/sentences/dev-real208.json' with { type: 'json' };
import real209 from '../../../tests/fixtures/documents/sentences/dev-real209.json' with { type: 'json' };
import real210 from '../../../tests/fixtures/documents/sentences/dev-real210.json' with { type: 'json' };
import real211 from '../../../tests/fixtures/documents/sentences/dev-real211.json' with { type: 'json' };
import real212 from '../../../tests/fixtures/documents/sentences/dev-real212.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (oil and gas, Italian utilities, Indian companies, Italian fashion, airlines and
// shipping, Italian life sciences, semiconductors), written by helpers who never
// opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the
// forty-ninth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole forty-eighth pass, opened and tuned on in this one. At this pass's start (8d328a33) / end (recall / precision /
// periods right): dev-real206 0.672 / 0.872 / 0.878 and 0.721 / 0.880 / 0.886 (what a company will spend on its plants or in its capital
// budget); dev-real207 0.859 / 0.793 / 0.808 and 0.882 / 0.815 / 0.800; dev-real208 0.720 / 0.911 / 0.722 and 0.750 / 0.926 / 0.827 (an
// Indian company's fiscal quarters); dev-real209 0.608 / 0.954 / 0.726 and 0.608 / 0.954 / 0.774; dev-real210 0.829 / 0.872 / 0.794 and
// 0.854 / 0.897 / 0.786; dev-real211 0.890 / 0.765 / 0.923, the same; dev-real212 0.831 / 0.885 / 0.725 and 0.867 / 0.889 / 0.736.
// One floor of the forty-eighth pass falls as a rate while the right periods rise: dev-real210's periods right, 0.79 → 0.78 (54 → 55
// right of 68 → 70 matched: the two more figures matched are a shipping company's revenues, one read with its year for its quarter).
// dev-real207's stays at 0.80 (0.808 → 0.800, 59 → 60 right).
describe('sets held back in the forty-eighth pass, tuned on in the forty-ninth', () => {
  it('two-hundred-and-sixth set (English): recall ≥ 0.72, precision ≥ 0.88, periods right ≥ 0.88', () => floors(real206, 0.72, 0.88, 0.88));
  // (periods-right floor lowered in the sixty-fifth pass, 0.80 → 0.79: 'total income' read as revenue and 'il dato' as the
  // previous measure matched two figures more, one with the truth's period; no figure or right period lost)
  it('two-hundred-and-seventh set (Italian): recall ≥ 0.88, precision ≥ 0.81, periods right ≥ 0.79', () =>
    floors(real207, 0.88, 0.81, 0.79));
  // (precision 0.92 -> 0.91 in the fifty-fourth pass, ADR 0105: "Smartworks' revenue" is now the company's, so its fiscal 2023 revenue
  // is read twice, "Rs 710 crore" in the headline and "Rs 711 crore" in the body, both within the tolerance of its one truth: one figure
  // more matched, with its period, and one proposal counted wrong)
  it('two-hundred-and-eighth set (English): recall ≥ 0.75, precision ≥ 0.91, periods right ≥ 0.82', () =>
    floors(real208, 0.75, 0.91, 0.82));
  it('two-hundred-and-ninth set (Italian): recall ≥ 0.60, precision ≥ 0.95, periods right ≥ 0.77', () => floors(real209, 0.6, 0.95, 0.77));
  it('two-hundred-and-tenth set (English): recall ≥ 0.85, precision ≥ 0.89, periods right ≥ 0.78', () => floors(real210, 0.85, 0.89, 0.78));
  it('two-hundred-and-eleventh set (Italian): recall ≥ 0.89, precision ≥ 0.76, periods right ≥ 0.92', () =>
    floors(real211, 0.89, 0.76, 0.92));
  it('two-hundred-and-twelfth set (English): recall ≥ 0.86, precision ≥ 0.88, periods right ≥ 0.73', () =>
    floors(real212, 0.86, 0.88, 0.73));
});
// The sets held back in this pass (dev-real213-219) were opened and tuned on in the fiftieth: their floors are in
// sentence-dev-plans-fiftieth.test.ts.
