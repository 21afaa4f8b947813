import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (fifty-ninth pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

describe('fifty-ninth pass: periods', () => {
  it('a year compared with, then a yearless fourth quarter, in a text dated after the year closed: the year is reported (from dev-real278)', () => {
    const text =
      'I ricavi netti di Ferlano Clima sono stati pari a 1.204,5 milioni, in crescita del 12% rispetto al 2022, con il contributo ' +
      "dell'acquisizione di Brenti completata a gennaio 2023. L'effetto cambio è stato negativo del 2% nell'anno e del 3% nel quarto trimestre.\n\n" +
      "L'utile netto dell'anno ha raggiunto 88,4 milioni di euro.";
    expect(read(text, 'it', '2024-03-05')).toEqual([
      ['revenue', 1_204_500_000, '2023'],
      ['net_income', 88_400_000, '2023'],
    ]);
  });

  it('(guard) the same in May of the year compared with: the quarter is the one reported', () => {
    const text =
      'I ricavi netti di Ferlano Clima sono stati pari a 301,5 milioni, in crescita rispetto al primo trimestre 2022. ' +
      'Nel primo trimestre il margine è salito.';
    expect(read(text, 'it', '2023-05-10')).toEqual([['revenue', 301_500_000, '2023Q1']]);
  });
});

describe('fifty-ninth pass: readings', () => {
  it('"la posizione finanziaria netta è attiva per X (Y al …)": net cash, net debt below zero, both amounts (from dev-real280)', () => {
    const text = 'La posizione finanziaria netta di Ferlano Sistemi è attiva per 21,1 milioni (23,9 milioni al 31 dicembre 2023).';
    expect(read(text, 'it', '2024-07-20')).toEqual([
      ['debt', -21_100_000, '2024-06-30'],
      ['debt', -23_900_000, '2023-12-31'],
    ]);
  });
});
