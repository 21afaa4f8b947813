import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-fifth pass, 2026-12-02,
// from amounts written in words in dev-real49, 53, 55, 56, 57, 60, 62 and 64), with invented companies and figures; none is a
// held-out text's.

describe('thirty-fifth pass: a number written in words', () => {
  it('"Abbiamo investito oltre un milione di euro": capex of a million, approximate', () => {
    const text = '«Abbiamo investito oltre un milione di euro per aumentare la capacità del magazzino», spiega il presidente di Ferlano.';
    expect(read(text, 'it', '2010-05-01')).toEqual([['capex', 1_000_000, null]]);
  });

  it('"un bilancio in utile di circa un milione e mezzo di euro": a million and a half', () => {
    expect(read('Quest’anno Ferlano ha un bilancio in utile di circa un milione e mezzo di euro.', 'it', '2010-05-01')).toEqual([
      ['net_income', 1_500_000, '2010'],
    ]);
  });

  it('"raggiunge i due miliardi di euro di fatturato": two billion', () => {
    expect(read('Nel 2019 Ferlano raggiunge i due miliardi di euro di fatturato.', 'it', '2020-05-01')).toEqual([
      ['revenue', 2_000_000_000, '2019'],
    ]);
  });

  it('"was turning over more than a million pounds", "turned over £4.2m last year": the revenue', () => {
    expect(read('By then Ferlano was turning over more than a million pounds.', 'en', '2014-05-01')).toEqual([
      ['revenue', 1_000_000, null],
    ]);
    expect(read('Ferlano turned over £4.2m last year.', 'en', '2014-05-01')).toEqual([['revenue', 4_200_000, '2013']]);
  });

  it('"a one billion-dollar debt financing … for the construction of a new line": project debt', () => {
    const text = 'The IFC announced a one billion-dollar debt financing for Ferlano for the construction of a new fertiliser line.';
    expect(read(text, 'en', '2018-05-01')).toEqual([['debt', 1_000_000_000, null]]);
  });

  it('guard: "un milione di paia di scarpe", "a billion dollar brand … a billion users", "turned over the keys" are no figures', () => {
    expect(read('Il magazzino di Ferlano potrà contenere oltre un milione di paia di scarpe.', 'it', '2010-05-01')).toEqual([]);
    expect(read('Ferlano is expected to become a billion dollar brand by 2027, serving a billion users.', 'en', '2014-05-01')).toEqual([]);
    expect(read('Ferlano turned over the keys to the new owners for £4.2m.', 'en', '2014-05-01')).toEqual([]);
  });
});
