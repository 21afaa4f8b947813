import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a project's investment with no year of its own has no
// period; funding sought is an amount still sought, not one raised, nor a company's borrowing programme; 1 crore = 10,000,000).
// The sentences are written for these tests (thirty-fourth pass, 2026-12-02), with invented companies and figures; none is a
// held-out text's.
const D = '2024-05-10';

describe('thirty-fourth pass: an investment named by its verb or by what it builds', () => {
  it('"has decided to invest £6 million in a new bakery line": capex', () => {
    expect(read('Valmora Foods has decided to invest £6 million in a new bakery line.', 'en', D)).toEqual([['capex', 6_000_000, null]]);
  });

  it('"About £300,000 has been invested in …": capex named after its amount', () => {
    expect(read("About £300,000 has been invested in Ferlano's new cold store.", 'en', D)).toEqual([['capex', 300_000, null]]);
  });

  it('"is building a $90 million plant": the plant’s cost is capex', () => {
    expect(read('Ferlano is building a $90 million plant in Ohio to produce engine parts.', 'en', D)).toEqual([
      ['capex', 90_000_000, null],
    ]);
  });

  it('"will put $80 million toward the new assembly line", "Rs 60 crore … towards capital expenditure": capex', () => {
    expect(read('Ferlano will put $80 million toward the new assembly line.', 'en', D)).toEqual([['capex', 80_000_000, null]]);
    expect(read('The company intends to deploy Rs 60 crore from the net proceeds towards capital expenditure.', 'en', D)).toEqual([
      ['capex', 600_000_000, null],
    ]);
  });

  it('guard: "a $350 million credit facility" is no plant and no investment', () => {
    // (no capex; since ADR 0098 a facility the company signed is its debt at the amount signed)
    expect(read('Ferlano signed a $350 million credit facility.', 'en', D)).toEqual([['debt', 350_000_000, null]]);
  });
});

describe('thirty-fourth pass: a project’s financing package', () => {
  it('"a financing package worth AU$400 million to cover total project costs": the project’s debt, in Australian dollars', () => {
    const got = read('Ferlano signed off on a financing package worth AU$400 million to cover total project costs.', 'en', D);
    expect(got).toEqual([['debt', 400_000_000, null]]);
  });

  it('guard: a package "comprising" a loan and equity is not all debt', () => {
    const got = read(
      'The bank approved a financing package of US$100 million, comprising a US$80 million loan and US$20 million equity for the Ferlano hydro plants.',
      'en',
      D,
    );
    expect(got.filter(([, value]) => value === 100_000_000)).toEqual([]);
  });
});

describe('thirty-fourth pass: funding sought in more currencies and words', () => {
  it('"is set to raise Rs 150 crore": funding sought in rupees', () => {
    expect(read('Ferlano is set to raise Rs 150 crore to support its growth.', 'en', D)).toEqual([['funding_sought', 1_500_000_000, null]]);
  });

  it('"Rs 90 crore will be raised through issuance of equity shares": sought, named after the amount', () => {
    expect(read('According to an official, Rs 90 crore will be raised through issuance of equity shares.', 'en', D)).toEqual([
      ['funding_sought', 900_000_000, null],
    ]);
  });

  it('"Capital to be raised on Admission is approximately £3.0m": sought', () => {
    expect(read('Capital to be raised on Admission is approximately £3.0m via a subscription for new shares.', 'en', D)).toEqual([
      ['funding_sought', 3_000_000, null],
    ]);
  });

  it('"launched a £350,000 bond offer": sought', () => {
    expect(read('Ferlano Wind Co-op launched a £350,000 bond offer to buy a turbine.', 'en', D)).toEqual([
      ['funding_sought', 350_000, null],
    ]);
  });

  it('guard: raising up to Rs 500 crore by non-convertible debentures is a borrowing programme, not funding sought', () => {
    const got = read(
      "Ferlano's board approved raising up to Rs 500 crore by issuing non-convertible debentures (NCDs) on a private placement basis.",
      'en',
      D,
    );
    expect(got).toEqual([]);
  });
});

describe('thirty-fourth pass: a plan’s year, and its yearly investment', () => {
  it('"60 milioni di investimenti per il triennio 2025-2027, di cui 18 milioni previsti già per il 2025": the part is that year’s', () => {
    const got = read(
      'Ferlano ha stanziato 60 milioni di euro di investimenti per il triennio 2025-2027, di cui 18 milioni previsti già per il 2025.',
      'it',
      '2025-03-10',
    );
    expect(got).toEqual([
      ['capex', 60_000_000, '2025-2027'],
      ['capex', 18_000_000, '2025'],
    ]);
  });

  it('guard: a part’s own comparative in brackets stays out ("di cui 12 milioni destinati alla rete (10 milioni nel 2023)")', () => {
    const got = read(
      'Gli investimenti del 2024 sono pari a 40 milioni (35 milioni nel 2023), di cui 12 milioni destinati alla rete (10 milioni nel 2023).',
      'it',
      '2025-03-10',
    );
    expect(got).toEqual([
      ['capex', 40_000_000, '2024'],
      ['capex', 35_000_000, '2023'],
    ]);
  });

  it('"announced plans to invest 3 billion euros over five years": the five years from the one under way', () => {
    expect(read('Ferlano announced plans to invest 3 billion euros over five years, mostly in wind farms.', 'en', '2025-03-10')).toEqual([
      ['capex', 3_000_000_000, '2025-2029'],
    ]);
  });

  it('"will raise its annual investment to about 400 million euros": capex', () => {
    expect(read('Ferlano will raise its annual investment to about 400 million euros.', 'en', '2025-03-10')).toEqual([
      ['capex', 400_000_000, null],
    ]);
  });
});

describe('thirty-fourth pass: Italian investments by their verb and their programme (from dev-real57)', () => {
  it('"ha investito oltre 30 milioni … per la costruzione di un nuovo magazzino": capex, not the revenue before it', () => {
    const got = read(
      'Il patron di Ferlano, azienda con 400 milioni di fatturato, ha investito oltre 30 milioni di euro per la costruzione di un nuovo magazzino.',
      'it',
      '2019-07-03',
    );
    expect(got).toEqual([
      ['revenue', 400_000_000, null],
      ['capex', 30_000_000, null],
    ]);
  });

  it('"sta investendo 100 milioni", "un progetto d’investimento industriale per 15,5 milioni", "un piano di sviluppo da 45,2 milioni": capex', () => {
    expect(read('Ferlano sta investendo 100 milioni di euro nei suoi resort di punta.', 'it', '2019-07-03')).toEqual([
      ['capex', 100_000_000, null],
    ]);
    expect(
      read(
        'Per Ferlano un progetto d’investimento industriale per 15,5 milioni di euro, finalizzato all’ampliamento della capacità produttiva.',
        'it',
        '2019-07-03',
      ),
    ).toEqual([['capex', 15_500_000, null]]);
    expect(
      read(
        'Il contratto firmato prevede un piano di sviluppo da 45,2 milioni di euro, di cui 21,8 concessi dall’Agenzia.',
        'it',
        '2019-07-03',
      ),
    ).toEqual([['capex', 45_200_000, null]]);
  });

  it('"Con un finanziamento di complessivi 35 milioni … la realizzazione dell’impianto": the plant’s debt', () => {
    const got = read(
      "Con un finanziamento di complessivi 35 milioni di euro il pool di banche ha sostenuto la realizzazione dell'impianto di biometano.",
      'it',
      '2023-02-27',
    );
    expect(got).toEqual([['debt', 35_000_000, null]]);
  });
});
