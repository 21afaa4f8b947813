import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md: a project's investment and its loans have no period of their own). The
// sentences are written for these tests (thirty-fifth pass, 2026-12-02, from the misses of the fresh set dev-real68), with invented
// companies and figures; none is a held-out text's.
const D = '2024-03-08';

describe('thirty-fifth pass: hospitals, terminals and data centres', () => {
  it('"will set up a RM200 million private hospital", "A new 200-bed hospital costing RM245 million": capex', () => {
    expect(read('Ferlano will set up a RM200 million private hospital in Kota Kinabalu.', 'en', D)).toEqual([['capex', 200_000_000, null]]);
    expect(read('A new 200-bed tertiary hospital costing RM245 million will be built by Ferlano.', 'en', D)).toEqual([
      ['capex', 245_000_000, null],
    ]);
  });

  it('"The total cost of the three-year expansion project is €361 million", "a total investment capital of 45 million USD"', () => {
    expect(read('The total cost of the three-year expansion project is €361 million.', 'en', D)).toEqual([['capex', 361_000_000, null]]);
    expect(read('The Ferlano project boasts a total investment capital of 45 million USD.', 'en', D)).toEqual([
      ['capex', 45_000_000, null],
    ]);
  });

  it('"The project had been described as having a price tag of approximately US$1 billion": capex', () => {
    expect(read('The project had been described as having a price tag of approximately US$1 billion.', 'en', D)).toEqual([
      ['capex', 1_000_000_000, null],
    ]);
  });

  it('"IFC mobilized USD 582 million for the USD 908 million project": capex of the project named with an ISO code', () => {
    expect(read('IFC mobilized USD 582 million for the USD 908 million project through its syndication program.', 'en', D)).toEqual([
      ['capex', 908_000_000, null],
    ]);
  });

  it('"is providing a long-term loan of USD 97 million to Ferlano, which will operate the new container terminal", "Secures MYR15 Billion Financing for Green Data Centers"', () => {
    expect(
      read('IFC is providing a long-term loan of USD 97 million to Ferlano, which will operate the new container terminal.', 'en', D),
    ).toEqual([['debt', 97_000_000, null]]);
    expect(read('Ferlano Secures MYR15 Billion Financing for Green Data Centers in Malaysia', 'en', D)).toEqual([
      ['debt', 15_000_000_000, null],
    ]);
  });

  it('guard: "a $40 million financing round" and "the hospital’s price list" are no project figures', () => {
    expect(read('The hospital’s price list was cut by $40 million last year.', 'en', D)).toEqual([]);
  });
});

describe('thirty-fifth pass: years of a company’s history and approved accounts (from dev-real67)', () => {
  it('"fondata da Giovambattista La Marca nel 1975 e oggi … oltre 150 dipendenti": the founding year is no period', () => {
    const text =
      'L’azienda è Ferlano Spa, fondata da Giovambattista La Marca nel 1975 e oggi una delle maggiori realtà del settore, con oltre 150 dipendenti.';
    expect(read(text, 'it', '2020-06-10')).toEqual([['headcount', 150, null]]);
  });

  it('"i soci hanno approvato un bilancio …: 57 milioni di euro di valore della produzione" with no year, in May 2025: 2024', () => {
    const text =
      'Domenica i soci hanno approvato un bilancio all’insegna degli investimenti: 57 milioni di euro di valore della produzione (+27%).';
    expect(read(text, 'it', '2025-05-13')).toEqual([['revenue', 57_000_000, '2024']]);
  });

  it('guard: "approvato il bilancio di previsione" is no year closed', () => {
    const text = 'Il consiglio ha approvato il bilancio di previsione: 57 milioni di euro di valore della produzione.';
    expect(read(text, 'it', '2025-05-13')).toEqual([['revenue', 57_000_000, null]]);
  });
});

describe('thirty-fifth pass: "risultato di esercizio" (from dev-real67)', () => {
  it('"Risultato di esercizio consolidato a 78,2 milioni di euro (34,9 milioni di euro nel 2017, +124%)": the net income of each year', () => {
    const text =
      'Ferlano, bilancio 2018. Risultato di esercizio consolidato a 78,2 milioni di euro (34,9 milioni di euro nel 2017, +124%);';
    expect(read(text, 'it', '2019-05-01')).toEqual([
      ['net_income', 78_200_000, '2018'],
      ['net_income', 34_900_000, '2017'],
    ]);
  });
});

describe('thirty-fifth pass: the people named, then their number (from dev-real67 and 68)', () => {
  it('"has a staff of 400", "gli occupati sono 2.600": headcount', () => {
    expect(read('The Ferlano hospital offers 42 specialties and has a staff of 400, including 80 consultant doctors.', 'en', D)).toEqual([
      ['headcount', 400, null],
    ]);
    expect(read('Ad oggi Ferlano gestisce 85 strutture, gli occupati sono 2.600.', 'it', D)).toEqual([['headcount', 2600, null]]);
  });

  it('guard: "i dipendenti di 300 aziende" is no headcount', () => {
    expect(read('Il fondo assiste i dipendenti di 300 aziende lombarde.', 'it', D)).toEqual([]);
  });
});
