import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: funding sought is an amount still sought, a crowdfunding
// target included; a project's investment with no year of its own has no period). The sentences are written for these tests
// (thirty-fourth pass, 2026-12-02, from the fresh set dev-real55), with invented companies and figures; none is a held-out text's.
const D = '2019-06-25';

describe('thirty-fourth pass: what a campaign asks for', () => {
  it('"ci vogliono almeno 200 mila euro … lanciato un crowdfunding", "Servono 200 mila euro …": funding sought', () => {
    expect(
      read('Per riaprire la libreria ci vogliono almeno 200 mila euro e per questo è stato lanciato un crowdfunding.', 'it', D),
    ).toEqual([['funding_sought', 200_000, null]]);
    expect(read('Servono 200 mila euro per la nuova sede: lanciato un crowdfunding.', 'it', D)).toEqual([
      ['funding_sought', 200_000, null],
    ]);
  });

  it('"is asking for $500,000 in a GoFundMe campaign", "a crowdfunding campaign with a $50,000 goal": funding sought', () => {
    expect(read('Ferlano is asking for $500,000 in a GoFundMe campaign.', 'en', D)).toEqual([['funding_sought', 500_000, null]]);
    expect(read('Ferlano launched a crowdfunding campaign with a $50,000 goal.', 'en', D)).toEqual([['funding_sought', 50_000, null]]);
  });
});

describe('thirty-fourth pass: an investment and its cost in more words', () => {
  it('"a more than $600,000 building renovation investment": capex', () => {
    expect(read("Ferlano's expansion includes a more than $600,000 building renovation investment.", 'en', D)).toEqual([
      ['capex', 600_000, null],
    ]);
  });

  it('guard: "a $5 million Series A investment" is a round raised, not capex', () => {
    expect(read('Ferlano raised a $5 million Series A investment led by Valmora Ventures.', 'en', D)).toEqual([]);
  });

  it('"expected the building work to cost £13M": capex; guard: "The strike will cost Ferlano £13M" is no investment', () => {
    expect(read('Ferlano expected the building work to cost £13M.', 'en', D)).toEqual([['capex', 13_000_000, null]]);
    expect(read('The strike will cost Ferlano £13M.', 'en', D)).toEqual([]);
  });

  it('"20 milioni da investire", "è previsto un investimento da 25 milioni" (no year of its own): capex, no period', () => {
    expect(read('Ferlano: 20 milioni da investire nel nuovo sito.', 'it', D)).toEqual([['capex', 20_000_000, null]]);
    const got = read(
      'Nel 2018 Ferlano ha fatturato 40 milioni di euro. Per ristrutturare lo stabilimento è previsto un investimento da 25 milioni di euro.',
      'it',
      D,
    );
    expect(got).toEqual([
      ['revenue', 40_000_000, '2018'],
      ['capex', 25_000_000, null],
    ]);
  });
});

describe('thirty-fourth pass: a grant is not the investment it supports (from dev-real53)', () => {
  it('"(l’agevolazione prevista è di 29 milioni)", "il Mise ha messo a disposizione circa 23 milioni": only the investment', () => {
    const at = '2017-03-29';
    expect(read("Ferlano prevede un investimento di 45 milioni di euro (l'agevolazione prevista è di 29 milioni).", 'it', at)).toEqual([
      ['capex', 45_000_000, null],
    ]);
    const got = read(
      'Il programma di Ferlano prevede investimenti complessivi pari a circa 66 milioni di euro, a sostegno dei quali il Mise ha messo a disposizione circa 23 milioni di euro.',
      'it',
      at,
    );
    expect(got).toEqual([['capex', 66_000_000, null]]);
  });
});
