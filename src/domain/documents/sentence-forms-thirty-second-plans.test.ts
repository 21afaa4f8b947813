import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a project's investment is capex, its period null unless
// its years are named; a plan's total over its years is a span). The sentences are written for these tests (thirty-second pass,
// 2026-12-02), with invented companies and figures; none is a held-out text's.

describe('thirty-second pass: what a plan or a project invests', () => {
  it('"Investments are expected to amount to EUR 410 million in the period 2021 – 2025, …": the plan’s span, the comma after it', () => {
    expect(
      read(
        'In 2025, EBITDA is expected to total EUR 96 million. Investments are expected to amount to EUR 410 million in the period 2021 – 2025, this being the basis of growth.',
        'en',
        '2021-01-28',
      ),
    ).toEqual([
      ['ebitda', 96_000_000, '2025'],
      ['capex', 410_000_000, '2021-2025'],
    ]);
  });

  it('"said it planned to invest up to 12 billion euros" under the plan for 2023-2025', () => {
    expect(
      read(
        'Presenting its strategic plan for the period 2023-2025, Ferlano Energia said it planned to invest up to 12 billion euros to expand its renewable output.',
        'en',
        '2022-11-22',
      ),
    ).toEqual([['capex', 12_000_000_000, '2023-2025']]);
  });

  it('"an initial capital cost of $640 million", "The capital cost … is estimated at $95 million": a project’s capex', () => {
    expect(
      read(
        'The feasibility study shows an internal rate of return of 17.9% at an initial capital cost of $640 million.',
        'en',
        '2014-06-04',
      ),
    ).toEqual([['capex', 640_000_000, null]]);
    expect(
      read(
        'The capital cost including contingency is estimated at $95 million, with a construction period of 24 months.',
        'en',
        '2007-04-23',
      ),
    ).toEqual([['capex', 95_000_000, null]]);
  });

  it('"L’investimento complessivo è stato di circa 40 milioni di euro", "L’investimento è stato di 3 milioni": the plant’s capex', () => {
    expect(
      read(
        'Il parco eolico di Ferlano è entrato in esercizio. L’investimento complessivo è stato di circa 40 milioni di euro e porterà, a regime, ricavi annui per 5,5 milioni di euro.',
        'it',
        '2017-05-07',
      ),
    ).toEqual([
      ['capex', 40_000_000, null],
      ['revenue', 5_500_000, null],
    ]);
    expect(read('Il nuovo reparto di Ferlano è operativo. L’investimento è stato di 3 milioni di euro.', 'it', '2016-12-19')).toEqual([
      ['capex', 3_000_000, null],
    ]);
  });

  it('"third-party investments of around 5 billion euros" are partners’ money, and "le verticali di investimento" no measure: no capex', () => {
    expect(
      read('Confermato il solido andamento delle verticali di investimento del Gruppo, pari a Euro 84,7 milioni.', 'it', '2024-09-27'),
    ).toEqual([]);
    expect(
      read('With its partners, Ferlano Energia hopes to attract third-party investments of around 5 billion euros.', 'en', '2022-11-22'),
    ).toEqual([]);
  });
});

describe('thirty-second pass: what an offer seeks, and a plan’s increase in brackets', () => {
  it('"Our target is to raise £250,000.", "its £900,000 funding target", "attempting to raise between £30,000 and £55,000"', () => {
    expect(read('Ferlano Community Energy launched its share offer. “Our target is to raise £250,000.', 'en', '2023-08-10')).toEqual([
      ['funding_sought', 250_000, null],
    ]);
    expect(
      read('Ferlano Solar Co-operative is now more than half way to reaching its £900,000 funding target.', 'en', '2016-07-27'),
    ).toEqual([['funding_sought', 900_000, null]]);
    expect(
      read(
        'Ferlano Co-operative is running a community share offer and attempting to raise between £30,000 and £55,000 to install solar panels.',
        'en',
        '2020-03-27',
      ),
    ).toEqual([['funding_sought', 30_000, null]]);
  });

  it('"(85 milioni in più rispetto al 2019)" after a plan’s EBITDA: how much more, not the 2019 EBITDA', () => {
    expect(
      read(
        'Il piano 2020-2025 di Ferlano prevede un Ebitda di 410 milioni di euro al 2025 (85 milioni in più rispetto al 2019).',
        'it',
        '2020-09-30',
      ),
    ).toEqual([['ebitda', 410_000_000, '2025']]);
  });

  it('"Open Offer to raise up to an additional £0.5 million", "needs to raise £120,000 by Christmas", "set out to raise £9m"', () => {
    expect(read('Ferlano plc also announces an Open Offer to raise up to an additional £0.5 million.', 'en', '2016-04-21')).toEqual([
      ['funding_sought', 500_000, null],
    ]);
    expect(read('The village needs to raise £120,000 by Christmas to buy its pub.', 'en', '2022-11-28')).toEqual([
      ['funding_sought', 120_000, null],
    ]);
    expect(read('Ferlano Travel set out to raise £9m, but had to settle for £3.1m.', 'en', '2011-06-01')).toEqual([
      ['funding_sought', 9_000_000, null],
    ]);
  });

  it('guard: an amount already raised is no funding sought', () => {
    expect(read('Ferlano Bio has raised $40 million in a Series B round led by Ferlano Ventures.', 'en', '2021-06-11')).toEqual([]);
  });
});

describe('thirty-second pass: a project’s investment is no figure of the period the text reports', () => {
  it('"would require a capital investment of A$18-million" after the year’s profit: the project’s cost has no period', () => {
    expect(
      read(
        'Ferlano Gold reported a 2015 net profit of A$3-million. The study shows the new project would require a capital investment of A$18-million.',
        'en',
        '2016-02-07',
      ),
    ).toEqual([
      ['net_income', 3_000_000, '2015'],
      ['capex', 18_000_000, null],
    ]);
  });

  it('guard: "capital expenditures of $12 million in the quarter" stays the quarter’s', () => {
    expect(read('Ferlano Mining reported capital expenditures of $12 million in the third quarter of 2015.', 'en', '2015-11-05')).toEqual([
      ['capex', 12_000_000, '2015Q3'],
    ]);
  });
});

describe('thirty-second pass: a plan’s path from one amount to another', () => {
  it('"nel 2021 raggiungerà 20,7 milioni … fino a 39,8 milioni nel 2023, portando l’Ebitda adjusted da 1,1 milioni a 3,7 milioni"', () => {
    expect(
      read(
        'Il piano industriale 2021–2023 di Ferlano prevede ricavi che nel 2021 raggiungeranno 20,7 milioni per poi crescere fino a 39,8 milioni nel 2023, portando l’Ebitda adjusted da 1,1 milioni a 3,7 milioni.',
        'it',
        '2020-12-03',
      ),
    ).toEqual([
      ['revenue', 20_700_000, '2021'],
      ['revenue', 39_800_000, '2023'],
      ['ebitda', 1_100_000, '2021'],
      ['ebitda', 3_700_000, '2023'],
    ]);
  });

  it('guard: past years ("In 2023 Ferlano, which was founded in 2019, saw revenue rise from …") keep the change from the year before', () => {
    expect(
      read('In 2023 Ferlano, which was founded in 2019, saw revenue rise from $10.1 million to $12.3 million.', 'en', '2024-03-01'),
    ).toEqual([
      ['revenue', 10_100_000, '2022'],
      ['revenue', 12_300_000, '2023'],
    ]);
  });
});
