import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-eighth pass, 2026-12-03,
// from the misses of dev-real99, 115, 126 and 128), with invented companies and figures; none is a held-out text's.

describe('thirty-eighth pass: Italian raises, surpluses and staff (from dev-real126 and 128)', () => {
  it('"conta di raccogliere circa 20 milioni di euro con l’IPO", "una cifra di circa 50 milioni": funding sought', () => {
    expect(read('La famiglia Ferlano conta di raccogliere circa 18 milioni di euro con l’IPO.', 'it', '2015-04-22')).toEqual([
      ['funding_sought', 18_000_000, null],
    ]);
    expect(
      read('Con questa operazione la società conta di raccogliere una cifra di circa 42 milioni di euro.', 'it', '2010-07-05'),
    ).toEqual([['funding_sought', 42_000_000, null]]);
  });

  it('"ha chiuso con un attivo di circa 29 mila euro", "che riporta un attivo di 50 mila euro": a year closed in surplus', () => {
    expect(read('Il bilancio 2015 di Ferlano ha chiuso con un attivo di circa 31 mila euro.', 'it', '2016-07-02')).toEqual([
      ['net_income', 31_000, '2015'],
    ]);
    expect(read('Il bilancio 2019 di Ferlano, che riporta un attivo di 40 mila euro, è stato approvato.', 'it', '2020-05-02')).toEqual([
      ['net_income', 40_000, '2019'],
    ]);
  });

  it('"con un attivo patrimoniale di 71 milioni": the assets, no profit nor revenue', () => {
    expect(
      read('Nel 2018 i ricavi di Ferlano sono aumentati del 13%, con un attivo patrimoniale di 64 milioni di euro.', 'it', '2019-05-01'),
    ).toEqual([]);
  });

  it('guard: "investimenti in attivo immobilizzato compresi tra 15 e 17 milioni": still capex', () => {
    expect(
      read('Per il 2025 Ferlano prevede investimenti in attivo immobilizzato operativo compresi tra 12 e 14 milioni.', 'it', '2025-03-01'),
    ).toEqual([['capex', 12_000_000, '2025']]);
  });

  it('"portando il numero dei dipendenti a 380": the people employed', () => {
    expect(read('Nel 2015 Ferlano ha completato le fusioni, portando il numero dei dipendenti a 342.', 'it', '2016-07-02')).toEqual([
      ['headcount', 342, '2015-12-31'],
    ]);
  });
});
