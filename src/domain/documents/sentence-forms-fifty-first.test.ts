import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md): a comparison's amount is of the year compared with; the others are of the
// year the text reports. The sentences are written for these tests (fifty-first pass, 2026-12-05), with invented companies and
// figures; none is a held-out text's.

describe('fifty-first pass: an undated text that names the year it compares with again (from dev-real225, dev-real224)', () => {
  it('"rispetto al 2021 … dopo i 198 milioni di utile del 2021": the year compared with again; the text reports 2022', () => {
    const text = [
      'L’anno scorso le esportazioni del distretto hanno sfiorato i 14 miliardi di euro, con un balzo di oltre 2 miliardi rispetto al 2021.',
      'Il gruppo Ferlano ha superato i 2 miliardi di vendite e ha registrato profitti netti per 270 milioni di euro, dopo i 198 milioni di utile del 2021.',
      'Ferlano Meccanica ha superato i 600 milioni di ricavi, con un utile netto di 31 milioni di euro.',
    ].join(' ');
    expect(read(text, 'it', null)).toEqual([
      ['revenue', 2_000_000_000, '2022'],
      ['net_income', 270_000_000, '2022'],
      ['net_income', 198_000_000, '2021'],
      ['revenue', 600_000_000, '2022'],
      ['net_income', 31_000_000, '2022'],
    ]);
  });

  it('"compared with 375 in 2008 … a $1.19 billion profit in 2008": the revenue after them is of 2009', () => {
    const text =
      'Ferlano Aircraft delivered 481 units, compared with 375 in 2008. The unit had turned a $1.19 billion profit in 2008. Revenue dipped more than one-fifth to $34.1 billion.';
    expect(read(text, 'en', null)).toContainEqual(['revenue', 34_100_000_000, '2009']);
  });

  it('(guard) "ha chiuso il 2023 con un utile": a year the text says closed is the one it reports', () => {
    const text =
      'Al primo posto la conceria Ferlano con un fatturato rispetto al 2023 di 81 milioni; terza la conceria Ferlana, che ha chiuso il 2023 con un utile di 5 milioni di euro e ricavi per 40 milioni.';
    expect(read(text, 'it', null)).toEqual([
      ['revenue', 81_000_000, '2023'],
      ['net_income', 5_000_000, '2023'],
      ['revenue', 40_000_000, '2023'],
    ]);
  });
});
