import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-seventh pass, 2026-12-03,
// from the misses of dev-real109), with invented companies and figures; none is a held-out text's.

describe('thirty-seventh pass: filed accounts in the regional press (from dev-real109)', () => {
  it('"staff numbers also went up by 25% from 303 to 380": both counts, a change given in per cent between', () => {
    expect(read('Ferlano’s staff numbers also went up by 25% from 303 to 380 over the year.', 'en', '2022-02-21')).toEqual([
      ['headcount', 303, null],
      ['headcount', 380, null],
    ]);
  });

  it('"a profit of €2.6 million after paying €1.44 million in tax": what was paid on the way is no second profit', () => {
    expect(read('In 2022 Ferlano made a profit of €2.6 million after paying €1.44 million in tax.', 'en', '2023-02-03')).toEqual([
      ['net_income', 2_600_000, '2022'],
    ]);
  });

  it('guard: "over the year to the end of April, 2021": the fiscal year that ends in April 2021, with a comma before its year', () => {
    expect(read('Ferlano’s turnover rose to £67m over the year to the end of April, 2021.', 'en', '2022-02-21')).toEqual([
      ['revenue', 67_000_000, '2021'],
    ]);
  });
});

describe('thirty-seventh pass: Australian raisings (from dev-real111)', () => {
  it('"will raise A$6-million through a share placement", "The Entitlement Offer will raise approximately A$7.09 million": funding sought', () => {
    expect(read('Ferlano Minerals will raise A$6-million through a share placement to fund exploration.', 'en', '2019-04-01')).toEqual([
      ['funding_sought', 6_000_000, null],
    ]);
    expect(read('The Entitlement Offer will raise approximately A$7.09 million before expenses.', 'en', '2012-09-03')).toEqual([
      ['funding_sought', 7_090_000, null],
    ]);
  });

  it('"commitments to raise AUD 3.5 million", "A further $7.5 million will be sought via … share purchase plan": funding sought', () => {
    expect(read('Ferlano has received firm commitments to raise AUD 3.5 million via a share placement.', 'en', '2022-08-23')).toEqual([
      ['funding_sought', 3_500_000, null],
    ]);
    expect(read('A further $7.5 million will be sought via an accompanying share purchase plan.', 'en', '2022-05-20')).toEqual([
      ['funding_sought', 7_500_000, null],
    ]);
  });

  it('guard: "The rights issue is expected to raise approximately 29.78 million … in net proceeds": not the amount sought', () => {
    expect(
      read('The rights issue is expected to raise approximately 29.78 million Hong Kong dollars in net proceeds.', 'en', '2024-11-20'),
    ).toEqual([]);
  });
});

describe('thirty-seventh pass: debts listed beside a loss (from dev-real110)', () => {
  it('"ha chiuso il bilancio 2022 con perdite per 6,5 milioni di euro, debiti per 18 milioni": the loss and the debt', () => {
    const text = 'Ferlano ha chiuso il bilancio 2022 con perdite per 6,5 milioni di euro, debiti per 18 milioni e un patrimonio negativo.';
    expect(read(text, 'it', '2023-09-23')).toEqual([
      ['net_income', -6_500_000, '2022'],
      ['debt', 18_000_000, '2022-12-31'],
    ]);
  });

  it('guard: "la pfn comprende, rispettivamente, debiti per 2,11 e 2,37 milioni per leasing" are parts, no debt of their own', () => {
    const text =
      'La pfn al 31 dicembre 2023 e quella al 31 dicembre 2022 comprendono, rispettivamente, debiti per 2,11 e 2,37 milioni per leasing.';
    expect(read(text, 'it', '2024-03-11')).toEqual([]);
  });
});

describe('thirty-seventh pass: a cooperative’s or a builder’s size (from dev-real91 and 108)', () => {
  it('"chiude il 2020 con una dimensione produttiva di 250 milioni (erano 217 nel 2019)", "un bilancio consolidato di 337 milioni": revenue', () => {
    expect(
      read('Il gruppo Ferlano chiude il 2020 con una dimensione produttiva di 250 milioni (erano 217 nel 2019).', 'it', '2021-04-14'),
    ).toEqual([
      ['revenue', 250_000_000, '2020'],
      ['revenue', 217_000_000, '2019'],
    ]);
    expect(read('Nel 2022 la cooperativa Ferlano chiude con un bilancio consolidato di 337 milioni di euro.', 'it', '2022-10-26')).toEqual([
      ['revenue', 337_000_000, '2022'],
    ]);
  });

  it('guard: "un bilancio di previsione di 5 milioni" is a budget, no revenue', () => {
    expect(read('Il Comune ha approvato un bilancio di previsione di 5 milioni.', 'it', '2022-10-26')).toEqual([]);
  });
});

describe('thirty-seventh pass: a raise’s price (from dev-real102)', () => {
  it('"raising £600k at a company value of £3m": the valuation is no amount sought', () => {
    expect(read('Ferlano is raising £600k at a company value of £3m on Crowdcube.', 'en', '2016-03-07')).toEqual([
      ['funding_sought', 600_000, null],
    ]);
  });
});
