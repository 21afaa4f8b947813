import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-sixth pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-sixth pass: money raised by a bond, and a loan a lender backs the company with (from dev-real150, 155, 172, 175)', () => {
  it('"has raised £2m from a bond issue", "raccoglie 1,5 mln euro con il minibond", "the bonds have raised $200 million": debt', () => {
    expect(read('Ferlano has raised £2m from a bond issue that was admitted to trading on ISDX.', 'en', '2016-01-11')).toEqual([
      ['debt', 2_000_000, null],
    ]);
    expect(read('Il Ferlano Calcio raccoglie 1,5 mln euro con il minibond.', 'it', '2018-05-01')).toEqual([['debt', 1_500_000, null]]);
    expect(read('Thus far, the bonds have raised $200 million for Ferlano University’s new buildings.', 'en', '2004-05-01')).toEqual([
      ['debt', 200_000_000, null],
    ]);
  });

  it('"CDP sostiene il Piano di crescita 4.0 del Gruppo Ferlano S.p.A con un finanziamento da 6 milioni di euro": the company’s loan', () => {
    expect(
      read('CDP sostiene il Piano di crescita 4.0 del Gruppo Ferlano S.p.A con un finanziamento da 6 milioni di euro.', 'it', '2023-05-01'),
    ).toEqual([['debt', 6_000_000, null]]);
  });

  it('money raised from investors, "ha raccolto 2 milioni con il crowdfunding", is no bond (guard)', () => {
    expect(read('La Ferlano ha raccolto 2 milioni con il crowdfunding.', 'it', '2023-05-01').filter(([k]) => k === 'debt')).toEqual([]);
  });
});

describe('forty-sixth pass: an amount whose year follows its currency (from dev-real167)', () => {
  it('"si attesta a 174.766.802 euro rispetto ai 183.785.516 euro 2014": the comparison’s amount, of 2014', () => {
    const text =
      'Il fatturato della Ferlano per il 2015 si attesta a 174.766.802 euro rispetto ai 183.785.516 euro 2014 con una flessione del 4,9%.';
    expect(read(text, 'it', '2016-05-01')).toEqual([
      ['revenue', 174_766_802, '2015'],
      ['revenue', 183_785_516, '2014'],
    ]);
  });

  it('a number after the currency that is no year ("12 milioni di euro 3 volte superiori") leaves the amount as it was (guard)', () => {
    expect(
      read('La Ferlano ha chiuso il 2020 con ricavi per 12 milioni di euro 3 volte superiori alle attese.', 'it', '2021-05-01'),
    ).toEqual([['revenue', 12_000_000, '2020']]);
  });
});
