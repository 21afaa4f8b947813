import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a plan's investment with no year of its own is over the
// plan's span). The sentences are written for these tests (thirty-third pass, 2026-12-02), with invented companies and figures;
// none is a held-out text's.

describe('thirty-third pass: an investment in a plan’s text', () => {
  it('"Investimenti per oltre 120 milioni … prevede il piano strategico 2025-2028": over the plan', () => {
    expect(
      read(
        'MILANO - Investimenti per oltre 120 milioni destinati alla crescita del gruppo. È quanto prevede il piano strategico 2025-2028 di Ferlano, approvato dal consiglio di amministrazione.',
        'it',
        '2024-10-21',
      ),
    ).toEqual([['capex', 120_000_000, '2025-2028']]);
  });

  it('guard: the same investment in a text on a year keeps that year', () => {
    expect(
      read(
        'Nel 2024 Ferlano ha chiuso con ricavi per 80 milioni. Investimenti per 12 milioni destinati alla crescita del gruppo.',
        'it',
        '2025-03-10',
      ),
    ).toEqual([
      ['revenue', 80_000_000, '2024'],
      ['capex', 12_000_000, '2024'],
    ]);
  });
});

describe('thirty-third pass: a recapitalisation sought', () => {
  it('"un’ulteriore ricapitalizzazione per massimi 40 milioni": funding sought', () => {
    expect(
      read(
        'I soci di Ferlano saranno chiamati a deliberare un’ulteriore ricapitalizzazione per massimi 40 milioni entro tre anni.',
        'it',
        '2019-04-02',
      ),
    ).toEqual([['funding_sought', 40_000_000, null]]);
  });

  it('"a capital increase of up to €25 million": funding sought', () => {
    expect(
      read('The board of Ferlano SpA proposed a capital increase of up to €25 million to fund the new plant.', 'en', '2019-04-02'),
    ).toEqual([['funding_sought', 25_000_000, null]]);
  });
});

describe('thirty-third pass: an offer’s total, sought or already raised', () => {
  it('"TO RAISE TOTAL OF £5.3 MILLION" under a placing’s heading: funding sought', () => {
    expect(read('PLACING AND OPEN OFFER OF NEW SHARES\nFERLANO TO RAISE TOTAL OF £5.3 MILLION\n', 'en', '2013-09-25')).toEqual([
      ['funding_sought', 5_300_000, null],
    ]);
  });

  it('guard: "completed a subscription to raise a total of £0.75m" is raised, not sought', () => {
    expect(
      read('Post period end, Ferlano completed a subscription to raise a total of £0.75m before expenses.', 'en', '2019-09-18'),
    ).toEqual([]);
  });
});

describe('thirty-third pass: a loan or facility that finances a project is its debt, with no period', () => {
  it('"The $250 million financing supporting the construction of the project": debt', () => {
    expect(
      read(
        'The $250 million financing supporting the construction of the Ferlano solar project could close this week.',
        'en',
        '2011-09-27',
      ),
    ).toEqual([['debt', 250_000_000, null]]);
  });

  it('"interventi di project financing … per un valore complessivo di 40 milioni di euro": debt', () => {
    expect(
      read(
        'Gli impianti di Ferlano sono stati finanziati dalla banca tramite interventi di project financing per un valore complessivo di 40 milioni di euro.',
        'it',
        '2010-12-15',
      ),
    ).toEqual([['debt', 40_000_000, null]]);
  });

  it('"an existing A$45-million debt facility … to fast-track its copper project": debt', () => {
    expect(
      read(
        'Ferlano Resources agreed to an early drawdown of A$9-million on an existing A$45-million debt facility to fast-track its copper project.',
        'en',
        '2015-06-01',
      ),
    ).toEqual([['debt', 45_000_000, null]]);
  });

  it('guard: a company’s own term loan, with no project named, is no key figure', () => {
    expect(read('Ferlano closed on a new five-year $350 million senior unsecured term loan.', 'en', '2019-10-30')).toEqual([]);
  });

  it('guard: a loan guarantee applied for is no debt', () => {
    expect(read('Ferlano applied for a $900 million loan guarantee for its wind project.', 'en', '2011-09-27')).toEqual([]);
  });
});
