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

describe('thirty-fourth pass: a lender’s loan for a project (from dev-real59)', () => {
  const at = '2021-07-30';
  it('"will provide €145 million in funds for the project", "is lending EUR 90 million to support … expansion plans": the project’s debt', () => {
    expect(read('The EIB said it will provide €145 million in funds for the Ferlano solar project.', 'en', at)).toEqual([
      ['debt', 145_000_000, null],
    ]);
    expect(read("The EBRD said it is lending EUR 90 million to support Ferlano's expansion plans in Romania.", 'en', at)).toEqual([
      ['debt', 90_000_000, null],
    ]);
  });

  it('"US$5.2 billion non-recourse green financing", "€50 million loans", "up to €68 million finance": the project’s debt', () => {
    expect(read('The Ferlano wind project reached financial close for its US$5.2 billion non-recourse green financing.', 'en', at)).toEqual(
      [['debt', 5_200_000_000, null]],
    );
    expect(read('The €50 million loans will help finance a series of investments in the Ferlano processing plant.', 'en', at)).toEqual([
      ['debt', 50_000_000, null],
    ]);
    expect(read('Seven Ferlano solar projects have secured up to €68 million finance with the help of the EIB.', 'en', at)).toEqual([
      ['debt', 68_000_000, null],
    ]);
  });

  it('"will jointly invest €850 million in the construction of four solar parks": capex', () => {
    expect(read('Ferlano and Valmora will jointly invest €850 million in the construction of four solar parks.', 'en', at)).toEqual([
      ['capex', 850_000_000, null],
    ]);
  });

  it('guard: "will provide $5 million in revenue" is revenue; a bank providing working capital finances no project', () => {
    expect(read('Ferlano said the contract will provide $5 million in revenue this year.', 'en', at)).toEqual([
      ['revenue', 5_000_000, '2021'],
    ]);
    expect(read('The bank will provide €20 million to Ferlano for its working capital.', 'en', at)).toEqual([]);
  });
});

describe('thirty-fourth pass: a project’s cost and a company’s new centre (from dev-real58)', () => {
  const at = '2017-01-16';
  it('"Ferlano’s new £45 million distribution centre": capex; guard: "Ferlano’s £45 million loss" stays a loss', () => {
    expect(read('Ferlano’s new £45 million distribution centre will open later this month.', 'en', at)).toEqual([
      ['capex', 45_000_000, null],
    ]);
    expect(read('Ferlano’s £45 million loss widened last year.', 'en', at)).toEqual([['net_income', -45_000_000, '2016']]);
  });

  it('"the total project contract value … is in the region of £14M", "the total … project cost is estimated at $200 million": capex', () => {
    expect(read('The total project contract value for this project is in the region of £14M.', 'en', at)).toEqual([
      ['capex', 14_000_000, null],
    ]);
    expect(read('According to IFC, the total Ferlano solar power project cost is estimated at $200 million.', 'en', at)).toEqual([
      ['capex', 200_000_000, null],
    ]);
  });

  it('"360mila metri quadrati" is an area, not money', () => {
    expect(
      read('Il polo di Ferlano richiede un investimento di 100 milioni di euro e si estende su 360mila metri quadrati.', 'it', at),
    ).toEqual([['capex', 100_000_000, null]]);
  });
});

describe('thirty-fourth pass: the jobs a new plant will bring are no headcount (dev-real52, 53, 54, 58)', () => {
  const at = '2019-06-21';
  it('"the facility would employ 225 people", "dovrebbe impiegare 240 addetti": no figure', () => {
    expect(read('The Ferlano facility would employ 225 people, state officials said.', 'en', at)).toEqual([]);
    expect(read('Il progetto di Ferlano dovrebbe impiegare 240 addetti.', 'it', at)).toEqual([]);
  });

  it('guard: "which employs 300 people", "ha 120 dipendenti" stay the headcount', () => {
    expect(read('Ferlano, which employs 300 people at its site in Limerick, is expanding.', 'en', at)).toEqual([['headcount', 300, null]]);
    expect(read('Ferlano ha 120 dipendenti.', 'it', at)).toEqual([['headcount', 120, null]]);
  });
});

describe('thirty-fourth pass: more verbs of revenue, loans and offers (from dev-real53, 56)', () => {
  it('"fatturando circa 50 milioni di euro": revenue, approximately', () => {
    const got = read(
      "Una volta a regime l'impianto di Ferlano produrrà 300 GWh in un anno, fatturando circa 50 milioni di euro.",
      'it',
      '2011-10-10',
    );
    expect(got).toEqual([['revenue', 50_000_000, null]]);
  });

  it('"might loan it $500 million for its … project": the project’s debt', () => {
    const got = read('A government agency might loan it $500 million for its Ferlano project in northern Ontario.', 'en', '2024-09-09');
    expect(got).toEqual([['debt', 500_000_000, null]]);
  });
});
