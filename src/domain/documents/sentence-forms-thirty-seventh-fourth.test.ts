import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-seventh pass,
// 2026-12-03, from the misses of dev-real89-96), with invented companies and figures; none is a held-out text's.

describe('thirty-seventh pass: amounts as the local press writes them', () => {
  it('"un fatturato di 73.890.378 milioni": every digit written out, the scale word after them is a slip', () => {
    expect(read('La conceria Ferlano ha chiuso il 2023 con un fatturato di 73.890.378 milioni.', 'it', '2025-01-07')).toEqual([
      ['revenue', 73_890_378, '2023'],
    ]);
  });

  it('guard: "un fatturato di 1.200 milioni" is 1.2 billion', () => {
    expect(read('Ferlano ha chiuso il 2023 con un fatturato di 1.200 milioni.', 'it', '2024-03-01')).toEqual([
      ['revenue', 1_200_000_000, '2023'],
    ]);
  });
});

describe('thirty-seventh pass: Italian investments in headlines and notes (from dev-real89)', () => {
  it('"Ferlano: investimento di 150 mln per rilanciare il sito", "Un maxi-investimento di 150 milioni": capex', () => {
    expect(read('Ferlano: investimento di 150 mln per rilanciare il sito di Narni', 'it', '2020-01-22')).toEqual([
      ['capex', 150_000_000, null],
    ]);
    expect(read('Un maxi-investimento di 150 milioni di euro per riconvertire lo stabilimento Ferlano.', 'it', '2020-01-22')).toEqual([
      ['capex', 150_000_000, null],
    ]);
  });

  it('"l’azienda non si è mai fermata, investendo ben 40 milioni": capex', () => {
    expect(read('Anche durante la pandemia Ferlano non si è mai fermata, investendo ben 40 milioni.', 'it', '2022-01-10')).toEqual([
      ['capex', 40_000_000, null],
    ]);
  });

  it('"uno o più aumenti di capitale fino ad un controvalore massimo … di 7,8 milioni": funding sought', () => {
    const text =
      'Il Cda di Ferlano avrà la delega per uno o più aumenti di capitale fino ad un controvalore massimo complessivo di 7,8 milioni di euro.';
    expect(read(text, 'it', '2019-11-14')).toEqual([['funding_sought', 7_800_000, null]]);
  });

  it('"Ferlano, 13 milioni in tre anni per lo stabilimento di Bari": capex named after its amount', () => {
    expect(read('Birra Ferlano, 13 milioni in tre anni per lo stabilimento di Bari.', 'it', '2019-07-01')).toEqual([
      ['capex', 13_000_000, null],
    ]);
  });

  it('guard: "un finanziamento di 5 milioni per il nuovo stabilimento" stays the loan', () => {
    expect(read('Ferlano ottiene un finanziamento di 5 milioni per il nuovo stabilimento.', 'it', '2019-07-01')).toEqual([
      ['debt', 5_000_000, null],
    ]);
  });

  it('"Investimento di 13 milioni e mezzo di euro": digits, the scale and a half', () => {
    expect(
      read('Investimento di 13 milioni e mezzo di euro nel Parmense da parte di Ferlano per ampliare la produzione.', 'it', '2020-07-30'),
    ).toEqual([['capex', 13_500_000, null]]);
  });
});

describe('thirty-seventh pass: English plans, bonds and fundraises (from dev-real90)', () => {
  it('"is pumping £5.7m into sites", "embarked on a $5 million mission to build a new … plant": capex', () => {
    expect(read('Ferlano is pumping £5.7m into sites in the current financial year.', 'en', '2010-09-07')).toEqual([
      ['capex', 5_700_000, null],
    ]);
    expect(read('Ferlano embarked on a $5 million mission to build a new dairy processing plant.', 'en', '2011-02-18')).toEqual([
      ['capex', 5_000_000, null],
    ]);
  });

  it('"has issued a €700 million Eurobond": the issuer’s debt', () => {
    expect(read('Ferlano Bank has issued a €700 million Eurobond to fund business growth.', 'en', '2022-02-15')).toEqual([
      ['debt', 700_000_000, null],
    ]);
  });

  it('"to raise (subject to … participation) up to £850,000": an aside between the verb and its amount', () => {
    const text =
      'Ferlano announces a fundraise to raise (subject to later confirmation of the Directors’ participation) up to £850,000 before expenses.';
    expect(read(text, 'en', '2025-06-10')).toEqual([['funding_sought', 850_000, null]]);
  });
});

describe('thirty-seventh pass: years of a company’s history (from dev-real78, 86 and 95)', () => {
  it('"When I established Ferlano way back in 1974", "since acquiring Wilsanco in 2006", "che nasce nel 1974": not the figures’ year', () => {
    const en = 'When I established Ferlano way back in 1974, we had one site. Ferlano has seen its turnover increase to £493 million.';
    expect(read(en, 'en', '2024-10-22')).toEqual([['revenue', 493_000_000, null]]);
    const acquired = 'Ferlano acquired Wilsanco Plastics based in Dungannon in 2006. Today the site is turning over £60m.';
    expect(read(acquired, 'en', '2022-10-12')).toEqual([['revenue', 60_000_000, null]]);
    const it = 'La Ferlano, che nasce nel 1974 a Visso, ha acquistato due lotti. L’azienda ha superato i 34 milioni di fatturato.';
    expect(read(it, 'it', '2021-09-25')).toEqual([['revenue', 34_000_000, null]]);
  });
});
