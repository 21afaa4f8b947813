import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (sixty-second pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

describe('sixty-second pass: rankings and ratios (from dev-real302)', () => {
  it('"i primi quattro posti per fatturato sono occupati da Ferlano (963 milioni di euro), …": each bracket the ranking\'s revenue', () => {
    const text =
      'Nella classifica 2017 delle imprese marchigiane troviamo alcune aziende della pelle. I primi tre posti per fatturato sono ' +
      'occupati da Ferlano (963 milioni di euro), Cosmai (267 milioni) e Pelvi (199 milioni).';
    expect(read(text, 'it')).toEqual([
      ['revenue', 963_000_000, '2017'],
      ['revenue', 267_000_000, '2017'],
      ['revenue', 199_000_000, '2017'],
    ]);
  });

  it('(guard) "il 4% per fatturato" outside a ranking is still no measure', () => {
    expect(read('Le spese di pubblicità sono pari a 2 milioni di euro per fatturato di gruppo nel 2017.', 'it')).toEqual([]);
  });

  it('"pari al 15,3% del fatturato, crescendo del 39% rispetto ai 5,37 milioni dell\'esercizio 2017": the EBITDA compared with', () => {
    const text =
      'Il margine operativo lordo di Ferlano è stato di 7,5 milioni di euro nel 2018, pari al 15,3% del fatturato, crescendo del 39% ' +
      "rispetto ai 5,37 milioni dell'esercizio 2017.";
    expect(read(text, 'it')).toEqual([
      ['ebitda', 7_500_000, '2018'],
      ['ebitda', 5_370_000, '2017'],
    ]);
  });

  it('"…, or 9% of revenue, up 12% compared with $4.1 million": the same in English', () => {
    const text = 'Ferlano Inc. reported EBITDA of $5.2 million in 2019, 9% of revenue, up 12% compared with $4.1 million in 2018.';
    expect(read(text, 'en')).toEqual([
      ['ebitda', 5_200_000, '2019'],
      ['ebitda', 4_100_000, '2018'],
    ]);
  });
});

describe("sixty-second pass: a year of the company's history, named by what follows it (from dev-real302)", () => {
  it('"e che dal 2008 ha spostato la sede a Milano, … rispetto ai 45,6 milioni dell\'anno precedente": the year before the figure\'s', () => {
    const text =
      "Il fatturato 2018 di Ferlano, che poi dal 2008 ha spostato la sede a Milano, è stato di 49 milioni di euro, +8% rispetto ai 45,6 milioni dell'anno precedente.";
    expect(read(text, 'it', '2019-04-03')).toEqual([
      ['revenue', 49_000_000, '2018'],
      ['revenue', 45_600_000, '2017'],
    ]);
  });

  it('(guard) "in 2008 revenue was $10 million, compared with $8 million the previous year": a year of the figures', () => {
    const text = 'In 2008 Ferlano Inc. revenue was $10 million, compared with $8 million the previous year.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 10_000_000, '2008'],
      ['revenue', 8_000_000, '2007'],
    ]);
  });
});
