import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-first pass, 2026-12-03,
// from the misses of dev-real153-160, held back last pass and opened now), with invented bodies and figures; none is a held-out text's.

describe('forty-first pass: a foundation’s or public body’s year closed with a surplus (from dev-real156)', () => {
  it('"si è concluso con un avanzo di esercizio di 43,03 milioni", "un avanzo di gestione di 253,1 milioni": the year’s net income', () => {
    expect(read('Il 2023 della Fondazione Ferlano si è concluso con un avanzo di esercizio di 41,07 milioni.', 'it', '2024-04-20')).toEqual(
      [['net_income', 41_070_000, '2023']],
    );
    expect(
      read('Il Consiglio ha approvato il bilancio 2017, con un avanzo di gestione di 251,3 milioni di euro.', 'it', '2018-04-24'),
    ).toEqual([['net_income', 251_300_000, '2017']]);
  });

  it('"un avanzo di circa 47.000 euro", "un avanzo di esercizio pari a 351.275 euro": the plain word and "pari a"', () => {
    expect(read('L’anno 2022 si chiude per l’Ente Ferlano con un avanzo di circa 46.000 euro.', 'it', '2023-05-10')).toEqual([
      ['net_income', 46_000, '2022'],
    ]);
    expect(read('Il bilancio consuntivo 2018 rileva un avanzo di esercizio pari a 352.175 euro.', 'it', '2019-04-30')).toEqual([
      ['net_income', 352_175, '2018'],
    ]);
  });

  it('"avanzo di amministrazione", "avanzo vincolato": a budget’s surplus or a part of it, no figure (guard)', () => {
    expect(
      read('Il rendiconto 2022 del Comune di Ferlano chiude con un avanzo di amministrazione di 1,2 milioni.', 'it', '2023-05-10'),
    ).toEqual([]);
    expect(read('Il rendiconto 2022 presenta un avanzo vincolato di 998.000 euro.', 'it', '2023-05-10')).toEqual([]);
  });
});

describe('forty-first pass: bonds a public body still seeks, and bonds it has issued (from dev-real153, 155 and 159)', () => {
  it('"the proposed $619.7 million bond", "an election for a $2.5 billion bond": a bond not yet approved is money sought', () => {
    expect(read('If passed by voters in May, the proposed $412.5 million bond would raise the levy rate.', 'en', '2018-03-16')).toEqual([
      ['funding_sought', 412_500_000, null],
    ]);
    expect(
      read('Ferlano County commissioners approved an election for a $1.8 billion bond for the hospital district.', 'en', '2023-08-17'),
    ).toEqual([['funding_sought', 1_800_000_000, null]]);
  });

  it('"seeks $450 million school bonds vote", "a $9.9 million bond proposal": sought, named after the amount', () => {
    expect(read('Ferlano Unified seeks $310 million school bonds vote in November', 'en', '2016-02-20')).toEqual([
      ['funding_sought', 310_000_000, null],
    ]);
    expect(read('Ferlano ISD’s $7.7 million bond proposal for new classrooms goes to voters on Tuesday.', 'en', '2023-11-05')).toEqual([
      ['funding_sought', 7_700_000, null],
    ]);
  });

  it('"authorize selling $450 million in bonds", "is planning to sell $328.7 million of … bonds": a sale still to come is sought', () => {
    expect(
      read('The district wants voters to authorize selling $310 million in bonds on the November ballot.', 'en', '2016-02-20'),
    ).toEqual([['funding_sought', 310_000_000, null]]);
    expect(
      read('Ferlano is planning to sell $212.4 million of water and wastewater revenue refunding bonds in August.', 'en', '2013-08-19'),
    ).toEqual([['funding_sought', 212_400_000, null]]);
  });

  it('"approved the issuance of $15.6 million of lease revenue bonds": an issue is debt, and a revenue bond is no revenue', () => {
    expect(
      read(
        'The City Council approved the issuance of $11.2 million of lease revenue bonds to finance the new library.',
        'en',
        '2018-11-14',
      ),
    ).toEqual([['debt', 11_200_000, null]]);
  });

  it('"a £300m public bond": a bond named after its amount with no word of seeking stays debt (guard)', () => {
    expect(read('Today Ferlano University successfully issued a £240m public bond.', 'en', '2017-04-05')).toEqual([
      ['debt', 240_000_000, null],
    ]);
  });
});

describe('forty-first pass: a university’s or hospital trust’s year in surplus or deficit (from dev-real155)', () => {
  it('"has reported a €25.6 million deficit for the 2019/20 financial year": a deficit named after its amount, below zero', () => {
    expect(read('Ferlano College has reported a €14.2 million deficit for the 2019/20 financial year.', 'en', '2021-05-14')).toEqual([
      ['net_income', -14_200_000, '2020'],
    ]);
  });

  it('"down from a surplus of $34.8 million in 2019", "reported surpluses of": a surplus after a comparison’s "from" or a report', () => {
    expect(read('Ferlano University lost money in 2020, down from a surplus of $31.4 million in 2019.', 'en', '2021-05-05')).toEqual([
      ['net_income', 31_400_000, '2019'],
    ]);
    expect(read('Ferlano College reported a surplus of €3.1 million for 2019.', 'en', '2020-05-05')).toEqual([
      ['net_income', 3_100_000, '2019'],
    ]);
  });

  it('"its deficit standing at £50.3 million", "forecasts a deficit of £20.7m": a deficit’s level and a plan’s deficit', () => {
    expect(read('At the end of 2022 the Ferlano trust had its deficit standing at £41.2 million.', 'en', '2023-02-13')).toEqual([
      ['net_income', -41_200_000, '2022'],
    ]);
    expect(read('The Ferlano trust’s 2020 plan forecasts a deficit of £18.3m.', 'en', '2019-10-23')).toEqual([
      ['net_income', -18_300_000, '2020'],
    ]);
  });

  it('"ended the last financial year £35.8m in the red": a year ended at a loss, below zero', () => {
    expect(read('The Ferlano trust ended 2018 £27.6m in the red.', 'en', '2019-10-23')).toEqual([['net_income', -27_600_000, '2018']]);
  });

  it('"the general fund operating budget … has a $5.9 million surplus", "finished 2017-18 in the red": a budget’s, a year’s (guard)', () => {
    expect(
      read('The general fund operating budget, the city’s primary operating fund, has a $4.4 million surplus.', 'en', '2018-06-20'),
    ).toEqual([]);
    expect(read('Nine Ferlano colleges finished 2017-18 in the red.', 'en', '2019-03-04')).toEqual([]);
  });
});

describe('forty-first pass: what a public work costs, in Italian (from dev-real154)', () => {
  it('"Ammonta ad oltre 52 milioni di euro il costo del progetto per i lavori …": the cost named after its amount', () => {
    expect(
      read(
        'Ammonta a 31 milioni di euro il costo del progetto per i lavori del depuratore di Ferlano, il più grande della zona.',
        'it',
        '2025-09-09',
      ),
    ).toEqual([['capex', 31_000_000, null]]);
  });

  it('"il costo finale dell\'opera è di circa 290.000 euro", "L\'intervento, che costerà poco più di 75 mila euro": a work’s cost', () => {
    expect(read("Il costo finale dell'opera è di circa 310.000 euro.", 'it', '2022-05-10')).toEqual([['capex', 310_000, null]]);
    expect(read('L’intervento, che costerà 82 mila euro, prevede la sistemazione della strada di Ferlano.', 'it', '2018-11-29')).toEqual([
      ['capex', 82_000, null],
    ]);
  });

  it('"5 milioni di euro che coprono il costo del progetto": money received is no cost (guard)', () => {
    expect(read('Ferlano ha ricevuto 5 milioni di euro che coprono il costo del progetto.', 'it', '2021-03-01')).toEqual([]);
  });
});

describe('forty-first pass: an amount in a concessive clause is not the measure’s (from dev-real160)', () => {
  it('"perde 20 milioni nel 2020, nonostante 214 milioni ricevuti tra ristori": the loss alone', () => {
    expect(
      read('L’azienda Ferlano perde 12 milioni nel 2020, nonostante 140 milioni ricevuti tra ristori e compensazioni.', 'it', '2021-08-05'),
    ).toEqual([['net_income', -12_000_000, '2020']]);
  });

  it('"a net loss of $5 million despite $12 million of grants": the loss alone', () => {
    expect(
      read('Ferlano Transit posted a net loss of $5.2 million in 2020 despite $12.4 million of relief grants.', 'en', '2021-05-05'),
    ).toEqual([['net_income', -5_200_000, '2020']]);
  });

  it('"un utile, nonostante la crisi, di 5 milioni": an aside closed by a comma keeps the measure (guard)', () => {
    expect(read('Ferlano chiude il 2020 con un utile netto, nonostante la crisi, di 5,1 milioni di euro.', 'it', '2021-04-05')).toEqual([
      ['net_income', 5_100_000, '2020'],
    ]);
  });
});

describe('forty-first pass: an amount with no currency that counts something else (from dev-real160)', () => {
  it('"gli investimenti sono aumentati nel 2016, … che serve 1 milione di utenze, … 40mila chilometri di reti": no investment', () => {
    expect(
      read(
        'Anche gli investimenti sono aumentati nel 2016, legati al comparto depurativo di Ferlano Acque che serve 1 milione di utenze in 260 comuni, in tutto 30mila chilometri di reti.',
        'it',
        '2017-07-15',
      ),
    ).toEqual([]);
  });

  it('"revenue rose to $80 million as it carried 2 million passengers": the revenue alone (guard)', () => {
    expect(read('Ferlano Air’s revenue rose to $80.5 million in 2019 as it carried 2.1 million passengers.', 'en', '2020-03-01')).toEqual([
      ['revenue', 80_500_000, '2019'],
    ]);
  });
});

describe('forty-first pass: taxes set aside are no result (from dev-real160)', () => {
  it('"un utile netto di € 473.528 dopo aver appostato imposte per € 500.612": the net income alone', () => {
    expect(
      read(
        'Il bilancio 2013 di Ferlano chiude con un utile netto di € 412.345 dopo aver appostato imposte per € 398.765.',
        'it',
        '2014-05-01',
      ),
    ).toEqual([['net_income', 412_345, '2013']]);
  });
});

describe('forty-first pass: community share offers and member loan drives (from dev-real157)', () => {
  it('"launched a share offer with a fundraising target of £500,000": a target named before its amount', () => {
    expect(
      read('Locals have launched a share offer with a fundraising target of £420,000 to buy the Ferlano cinema.', 'en', '2014-02-07'),
    ).toEqual([['funding_sought', 420_000, null]]);
  });

  it('"has already raised £308,000 of its £400,000 target … by selling shares": the target is still sought', () => {
    expect(
      read('The Ferlano Arms society has already raised £210,000 of its £350,000 target by selling shares.', 'en', '2021-03-15'),
    ).toEqual([['funding_sought', 350_000, null]]);
  });

  it('"our goal is to raise $1 million in member loans", "is hoping to raise the £40 million", "will be raising $500,000 in loans"', () => {
    expect(read('This time around, our goal is to raise $1.2 million in member loans.', 'en', '2016-10-13')).toEqual([
      ['funding_sought', 1_200_000, null],
    ]);
    expect(read('The Ferlano gallery is hoping to raise the £35 million for the transformation.', 'en', '2017-12-01')).toEqual([
      ['funding_sought', 35_000_000, null],
    ]);
    expect(read('The Ferlano co-op will be raising $450,000 in interest-yielding loans.', 'en', '2022-01-13')).toEqual([
      ['funding_sought', 450_000, null],
    ]);
  });

  it('"raising $2.39 million last December", "its $50 million revenue target": a past raise is not sought, a revenue target is revenue (guard)', () => {
    expect(
      read('Ferlano was a notable success story, raising $2.39 million last December on its own platform.', 'en', '2024-09-01'),
    ).toEqual([]);
    expect(read('Ferlano reaffirmed its $50 million revenue target.', 'en', '2024-09-01')).toEqual([['revenue', 50_000_000, null]]);
  });
});

describe('forty-first pass: what a raise is part of (from dev-real157)', () => {
  it('"to raise £400,000 of the £1.2 million needed to build the eco-venture": the raise sought, the whole the build’s cost', () => {
    expect(
      read(
        'The Ferlano hydro scheme is selling shares to raise £300,000 of the £1.1 million needed to build the turbine house.',
        'en',
        '2017-04-04',
      ),
    ).toEqual([
      ['funding_sought', 300_000, null],
      ['capex', 1_100_000, null],
    ]);
  });

  it('"to raise $2 million through member loans to help fund this approximately $11 million project": the project’s cost', () => {
    expect(
      read(
        'We set a goal to raise $1.5 million through member loans to help fund this approximately $9 million project.',
        'en',
        '2018-03-20',
      ),
    ).toEqual([
      ['funding_sought', 1_500_000, null],
      ['capex', 9_000_000, null],
    ]);
  });
});

describe('forty-first pass: a transport or water authority’s capital programme and borrowing (from dev-real159)', () => {
  it('"a $51 billion capital plan", "a $243.3 million capital improvement program budget for Fiscal Year 2025": capex', () => {
    expect(read('The Ferlano Transit Board will vote on a $12 billion capital plan on Wednesday.', 'en', '2019-09-25')).toEqual([
      ['capex', 12_000_000_000, null],
    ]);
    expect(
      read('The Board approved a $143.3 million capital improvement program budget for Fiscal Year 2025.', 'en', '2024-03-15'),
    ).toEqual([['capex', 143_300_000, '2025']]);
  });

  it('"The capital budget grows to $227.4 million in 2023", "Capital Budget includes a projected spending plan of $165.2 million"', () => {
    expect(read('The capital budget grows to $127.4 million in 2023 for new buses.', 'en', '2022-12-03')).toEqual([
      ['capex', 127_400_000, '2023'],
    ]);
    expect(read('The Recommended 2023 Capital Budget includes a projected spending plan of $65.2 million.', 'en', '2022-06-08')).toEqual([
      ['capex', 65_200_000, '2023'],
    ]);
  });

  it('"issuing £600m of green bonds", "Issue of GBP250,000,000 Fixed Rate Notes": debt, not the programme’s ceiling', () => {
    expect(read('Ferlano Water returned to the capital markets, issuing £400m of green bonds in September.', 'en', '2024-11-04')).toEqual([
      ['debt', 400_000_000, null],
    ]);
    expect(
      read(
        'Issue of GBP150,000,000 Fixed Rate Notes due 2031 under the GBP3,000,000,000 Euro Medium Term Note Programme',
        'en',
        '2019-09-05',
      ),
    ).toEqual([['debt', 150_000_000, null]]);
  });

  it('"still owes more than £43 million to the public purse": what a body owes is its debt', () => {
    expect(read('Ferlano Airport still owes more than £31 million to the public purse.', 'en', '2022-11-15')).toEqual([
      ['debt', 31_000_000, null],
    ]);
  });

  it('"a soon-to-be-issued 15 million euro convertible bond": a bond not issued yet is no debt issued (guard)', () => {
    expect(read('An investor agreed to buy a soon-to-be-issued 12 million euro convertible bond.', 'en', '2016-05-01')).not.toContainEqual([
      'debt',
      12_000_000,
      null,
    ]);
  });
});
