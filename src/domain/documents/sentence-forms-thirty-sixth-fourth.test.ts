import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value, period) is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md: a headcount's period is the date or year its text ties to it, none when it ties
// none). The sentences are written for these tests (thirty-sixth pass, 2026-12-03; ADR 0087), with invented companies and
// figures; none is a held-out text's. Across the development sets, 68 headcounts whose sentence gave no period had none in
// their builders' truths against 9 with the document's: the count a text states in passing has no period of its own.

describe('thirty-sixth pass: a headcount its sentence gives no period', () => {
  it('"Ferlano, che conta 150 dipendenti, investe 5 milioni …", "The firm … employs 58 staff": no period', () => {
    expect(read('Ferlano, che conta 150 dipendenti, investe 5 milioni di euro nel nuovo stabilimento.', 'it', '2023-05-10')).toEqual([
      ['capex', 5_000_000, null],
      ['headcount', 150, null],
    ]);
    expect(read('The firm, which is owned by the Quinn family, employs 58 staff.', 'en', '2021-01-12')).toEqual([['headcount', 58, null]]);
  });

  it('guard: "L’organico medio è stato di 6.148 dipendenti" in the year’s accounts is the year’s', () => {
    const text = 'Ferlano ha chiuso il bilancio 2018 con ricavi per 120 milioni di euro. L’organico medio è stato di 6.148 dipendenti.';
    expect(read(text, 'it', '2019-04-30')).toEqual([
      ['revenue', 120_000_000, '2018'],
      ['headcount', 6148, '2018-12-31'],
    ]);
  });

  it('guard: "At the end of 2024 we had 48 employees": the sentence’s own date', () => {
    expect(read('At the end of 2024 Ferlano had 48 employees.', 'en', '2025-02-01')).toEqual([['headcount', 48, '2024-12-31']]);
  });
});

describe('thirty-sixth pass: one investment keeps no year from the text around it', () => {
  it('"John Kele has just spent $7.2 million building …" after "in 2001": no period', () => {
    const text = 'Ferlano bought the estate in 2001. Its owner has just spent $7.2 million building a massive food distribution centre.';
    expect(read(text, 'en', '2011-05-01')).toEqual([['capex', 7_200_000, null]]);
  });

  it('"annunciato nuovi investimenti … per circa 12 milioni" beside "dal 1988 ad oggi": no period from the stretch to today', () => {
    const text =
      'Ferlano ha annunciato nuovi investimenti in Puglia per circa 12 milioni di euro. Dal 1988 ad oggi l’azienda ha quintuplicato la produzione.';
    expect(read(text, 'it', '2017-02-03')).toEqual([['capex', 12_000_000, null]]);
  });
});

describe('thirty-sixth pass: years of a company’s history, read far enough back', () => {
  it('"con sede e stabilimento produttivo a Pisa dal 1946, fatturato vicino ai 40 milioni": no year from 1946', () => {
    const text =
      'Ferlano, azienda attiva in campo di oftalmologia con sede e stabilimento produttivo a Pisa dal 1946, ha un fatturato vicino ai 40 milioni di euro.';
    expect(read(text, 'it', '2018-04-26')).not.toContainEqual(['revenue', 40_000_000, '1947']);
    expect(read(text, 'it', '2018-04-26')).not.toContainEqual(['revenue', 40_000_000, '1946']);
  });

  it('"The nursery was created in 1942 by …": a founding year', () => {
    const text = 'The nursery was created in 1942 by Eric and Pete Smith. Turnover at the centre has risen to £1.65 million.';
    expect(read(text, 'en', '2019-06-01')).not.toContainEqual(['revenue', 1_650_000, '1942']);
  });
});

describe('thirty-sixth pass: a bond the company issues is its debt, with no period of its own (from dev-real73)', () => {
  it('"Ferlano ha emesso un minibond da 4,5 milioni di euro con durata di 7 anni", "prestito obbligazionario per massimi 15 milioni, con scadenza al 2024"', () => {
    expect(read('Ferlano ha emesso un minibond da 4,5 milioni di euro con durata di 7 anni.', 'it', '2021-05-01')).toEqual([
      ['debt', 4_500_000, null],
    ]);
    expect(
      read(
        'Il Cda di Ferlano ha approvato l’emissione di un prestito obbligazionario per massimi 15 milioni, con scadenza al 2024.',
        'it',
        '2017-06-01',
      ),
    ).toEqual([['debt', 15_000_000, null]]);
  });

  it('"Ferlano is issuing a €500 million green bond": debt', () => {
    expect(read('Ferlano is issuing a €500 million seven-year green bond.', 'en', '2019-06-01')).toEqual([['debt', 500_000_000, null]]);
  });

  it('guard: "con un taglio minimo di 100mila euro" is one note’s size; "bond yields of $5 million" name no bond', () => {
    const text =
      'Il prestito, un green bond con un taglio minimo di 100mila euro, avrà un controvalore complessivo massimo di 500 milioni.';
    expect(read(text, 'it', '2019-06-01')).not.toContainEqual(['debt', 100_000, null]);
    expect(read('Ferlano holds $5 million bond funds.', 'en', '2019-06-01')).toEqual([]);
  });
});
