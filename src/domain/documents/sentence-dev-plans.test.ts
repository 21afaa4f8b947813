import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real51 from '../../../tests/fixtures/documents/sentences/dev-real51.json' with { type: 'json' };
import real52 from '../../../tests/fixtures/documents/sentences/dev-real52.json' with { type: 'json' };
import real53 from '../../../tests/fixtures/documents/sentences/dev-real53.json' with { type: 'json' };
import real54 from '../../../tests/fixtures/documents/sentences/dev-real54.json' with { type: 'json' };
import real55 from '../../../tests/fixtures/documents/sentences/dev-real55.json' with { type: 'json' };
import real56 from '../../../tests/fixtures/documents/sentences/dev-real56.json' with { type: 'json' };
import real57 from '../../../tests/fixtures/documents/sentences/dev-real57.json' with { type: 'json' };
import real58 from '../../../tests/fixtures/documents/sentences/dev-real58.json' with { type: 'json' };
import real59 from '../../../tests/fixtures/documents/sentences/dev-real59.json' with { type: 'json' };
import real60 from '../../../tests/fixtures/documents/sentences/dev-real60.json' with { type: 'json' };
import real61 from '../../../tests/fixtures/documents/sentences/dev-real61.json' with { type: 'json' };
import real62 from '../../../tests/fixtures/documents/sentences/dev-real62.json' with { type: 'json' };
import real63 from '../../../tests/fixtures/documents/sentences/dev-real63.json' with { type: 'json' };
import real64 from '../../../tests/fixtures/documents/sentences/dev-real64.json' with { type: 'json' };
import real65 from '../../../tests/fixtures/documents/sentences/dev-real65.json' with { type: 'json' };
import real66 from '../../../tests/fixtures/documents/sentences/dev-real66.json' with { type: 'json' };
import real67 from '../../../tests/fixtures/documents/sentences/dev-real67.json' with { type: 'json' };
import real68 from '../../../tests/fixtures/documents/sentences/dev-real68.json' with { type: 'json' };
import real69 from '../../../tests/fixtures/documents/sentences/dev-real69.json' with { type: 'json' };
import real70 from '../../../tests/fixtures/documents/sentences/dev-real70.json' with { type: 'json' };
import real71 from '../../../tests/fixtures/documents/sentences/dev-real71.json' with { type: 'json' };
import real72 from '../../../tests/fixtures/documents/sentences/dev-real72.json' with { type: 'json' };

// Oracle: the truths of development sets of real plans, project announcements and offers, written by helpers who never opened
// the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the reader reads now; a
// rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Read on arrival with the reader of 239a6762 (thirty-third pass, ADR 0082): dev-real51 (Italian, 25 texts, 44 figures)
// 0.818 / 0.783 / 0.750 and dev-real52 (English, 30 texts, 73 figures) 0.699 / 0.911 / 0.588; tuned on since (each floor of the
// thirty-fourth pass fails on the reader of fa782ae5, ADR 0084).
describe('plans, projects and offers from the thirty-third pass', () => {
  it('fifty-first set (Italian): recall ≥ 0.88, precision ≥ 0.81, periods right ≥ 0.79', () => floors(real51, 0.88, 0.81, 0.79));
  it('fifty-second set (English): recall ≥ 0.87, precision ≥ 0.95, periods right ≥ 0.76', () => floors(real52, 0.87, 0.95, 0.76));
});

// Read on arrival (ADR 0084), recall / precision / periods right: dev-real53 (Italian, 27 texts, 39 figures) 0.641 / 0.694 / 0.880
// with 77547bff; dev-real54 (English, 28 texts, 53 figures) 0.245 / 0.813 / 0.692 with 72210a59; dev-real55 (Italian and English,
// 29 texts, 52 figures) 0.538 / 0.824 / 0.750 with 77547bff; dev-real56 (English, 25 texts, 43 figures) 0.488 / 0.750 / 0.905
// with 87fea630; dev-real57 (Italian, 25 texts, 41 figures) 0.659 / 0.818 / 0.667 with a66c448a; dev-real58 (English and Italian, 11 texts, 18 figures) 0.667 / 0.706 / 0.583 and dev-real59 (English and
// Italian, 20 texts, 26 figures) 0.269 / 0.636 / 0.857, both with 892d5051. Tuned on since.
describe('plans, projects and offers from the thirty-fourth pass', () => {
  // (precision 0.821 → 0.805 with the numbers in words, thirty-fifth pass: a market's "mezzo miliardo di fatturato" of a hundred firms)
  // (precision 0.80 → 0.79 in the thirty-sixth pass: the headline 'Orogel investe 18 mln di euro a Policoro' is now read, a part of the
  // 100 million plan that its builder did not count)
  it('fifty-third set (Italian): recall ≥ 0.84, precision ≥ 0.79, periods right ≥ 0.90', () => floors(real53, 0.84, 0.79, 0.9));
  it('fifty-fourth set (English): recall ≥ 0.66, precision ≥ 0.89, periods right ≥ 0.77', () => floors(real54, 0.66, 0.89, 0.77));
  it('fifty-fifth set (both languages): recall ≥ 0.71, precision ≥ 0.80, periods right ≥ 0.83', () => floors(real55, 0.71, 0.8, 0.83));
  it('fifty-sixth set (English): recall ≥ 0.81, precision ≥ 0.83, periods right ≥ 0.85', () => floors(real56, 0.81, 0.83, 0.85));
  it('fifty-seventh set (Italian): recall ≥ 0.85, precision ≥ 0.87, periods right ≥ 0.74', () => floors(real57, 0.85, 0.87, 0.74));
  it('fifty-eighth set (both languages): recall ≥ 0.83, precision ≥ 0.83, periods right ≥ 0.53', () => floors(real58, 0.83, 0.83, 0.53));
  it('fifty-ninth set (both languages): recall ≥ 0.57, precision ≥ 0.68, periods right ≥ 0.9', () => floors(real59, 0.57, 0.68, 0.9));
});

// Read on arrival (ADR 0086), recall / precision / periods right: dev-real60 (Italian, 30 texts, 88 kept figures) 0.773 / 0.861 /
// 0.882 with 656e0c30; dev-real61 (English, 28 texts, 50 figures) 0.580 / 0.784 / 0.586 with 656e0c30; dev-real62 (Italian and
// English, 29 texts, 50 kept figures) 0.540 / 0.730 / 0.815 with 9d565655; dev-real63 (small companies' results, 28 texts, 143
// figures) 0.846 / 0.871 / 0.868 with 9d565655; dev-real64 (Italian, 25 texts, 32 figures) 0.469 / 0.750 / 0.867 with 5e334098;
// dev-real65 (English, 26 texts, 47 figures) 0.596 / 0.800 / 0.929 and dev-real66 (mid-sized companies' results, 30 texts, 130
// figures) 0.792 / 0.811 / 0.699, both with a43c068b. Tuned on since.
describe('plans, projects, offers and small companies’ results from the thirty-fifth pass', () => {
  it('sixtieth set (Italian): recall ≥ 0.79, precision ≥ 0.87, periods right ≥ 0.88', () => floors(real60, 0.79, 0.87, 0.88));
  // (periods right 0.68 → 0.67 in the thirty-sixth pass: Almac's £25m, now read, takes the year of the workforce target beside it)
  it('sixty-first set (English): recall ≥ 0.76, precision ≥ 0.80, periods right ≥ 0.67', () => floors(real61, 0.76, 0.8, 0.67));
  it('sixty-second set (both languages): recall ≥ 0.72, precision ≥ 0.81, periods right ≥ 0.86', () => floors(real62, 0.72, 0.81, 0.86));
  it('sixty-third set (both languages): recall ≥ 0.87, precision ≥ 0.91, periods right ≥ 0.90', () => floors(real63, 0.87, 0.91, 0.9));
  it('sixty-fourth set (Italian): recall ≥ 0.62, precision ≥ 0.90, periods right ≥ 0.85', () => floors(real64, 0.62, 0.9, 0.85));
  // (precision 0.84 → 0.82 in the thirty-sixth pass: 'a N45 billion ($60 million) energy facility that will be developed' is now read
  // as the plant's cost, which its builder left out beside the loan of the same amount)
  it('sixty-fifth set (English): recall ≥ 0.78, precision ≥ 0.82, periods right ≥ 0.94', () => floors(real65, 0.78, 0.82, 0.94));
  it('sixty-sixth set (both languages): recall ≥ 0.81, precision ≥ 0.85, periods right ≥ 0.73', () => floors(real66, 0.81, 0.85, 0.73));
});

// Read on arrival (ADR 0086), after most of the pass's rules were written, to measure how far they carry: dev-real67 (Italian
// plans, 27 texts, 67 figures) 0.716 / 0.941 / 0.688 and dev-real69 (raises and plans, 26 texts, 32 figures) 0.594 / 0.704 / 0.895,
// both with 53931e5f; dev-real68 (English projects, 30 texts, 55 figures) 0.509 / 0.848 / 0.750 and dev-real70 (small and mid-sized
// companies' results, 29 texts, 141 figures) 0.837 / 0.837 / 0.873, both with cf2b135f. Tuned on since.
describe('the late sets of the thirty-fifth pass', () => {
  it('sixty-seventh set (Italian): recall ≥ 0.77, precision ≥ 0.94, periods right ≥ 0.75', () => floors(real67, 0.77, 0.94, 0.75));
  // (precision 0.86 → 0.85 in the forty-fourth pass: Suntrust's "agreed to a US$6-million loan from a related party", now read as debt
  // as ADR 0090 asks of a loan the company has obtained, is one its builder, before ADR 0090, did not record)
  it('sixty-eighth set (English): recall ≥ 0.69, precision ≥ 0.85, periods right ≥ 0.76', () => floors(real68, 0.69, 0.85, 0.76));
  // (precision 0.70 → 0.68 in the thirty-sixth pass: Fuling's "more than $ 7 million to expand its factory in Allentown", now read as
  // capex, is one its builder left out beside the $ 9.5 million it counted)
  it('sixty-ninth set (both languages): recall ≥ 0.68, precision ≥ 0.68, periods right ≥ 0.90', () => floors(real69, 0.68, 0.68, 0.9));
  it('seventieth set (both languages): recall ≥ 0.86, precision ≥ 0.85, periods right ≥ 0.87', () => floors(real70, 0.86, 0.85, 0.87));
});

// Read on arrival with the thirty-fifth pass's final reader (1b7f96fe), then tuned on from the thirty-sixth pass (ADR 0087):
// dev-real71 (Italian, 16 texts, 30 figures) 0.767 / 0.885 / 0.652 and dev-real72 (English, 20 texts, 23 figures) 0.435 / 0.667 /
// 1.000 on arrival. (dev-real71's precision: 4 Madonne's '6 milioni di euro di minibond' is now read as its debt, a bond its
// builder did not count, as the builder of dev-real73 counts every bond.)
describe('sets read on arrival at the end of the thirty-fifth pass, tuned on from the thirty-sixth', () => {
  it('seventy-first set (Italian): recall ≥ 0.76, precision ≥ 0.85, periods right ≥ 0.78', () => floors(real71, 0.76, 0.85, 0.78));
  // (precision 0.80 in the thirty-seventh pass, ADR 0088: a headline's "plant worth $20 mn" is read as capex, the same cost its builder
  // recorded once, in dong)
  it('seventy-second set (English): recall ≥ 0.86, precision ≥ 0.80, periods right ≥ 1.00', () => floors(real72, 0.86, 0.8, 1.0));
});
