import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-first pass, 2026-12-03),
// with invented bodies and figures; none is a held-out text's.

describe('forty-first pass: a place’s size in thousands is no headcount (the fortieth pass’s read-through)', () => {
  it('"una capienza di 16 mila persone": how many a stadium holds, not its staff', () => {
    expect(read('Il nuovo stadio di Ferlano avrà una capienza di 14 mila persone.', 'it', '2020-01-01')).toEqual([]);
  });

  it('"circa 16 mila dipendenti": people employed, counted in thousands, still read (guard)', () => {
    expect(read('Il gruppo Ferlano conta circa 14 mila dipendenti.', 'it', '2020-01-01')).toEqual([['headcount', 14_000, null]]);
  });
});

describe('forty-first pass: a public body’s or non-profit’s income is its revenue (from dev-real154 and 156)', () => {
  it('"Il totale delle entrate ammonta a 4,8 miliardi, il totale delle spese impegnate è di 4,9 miliardi": the income alone', () => {
    expect(
      read(
        'Il rendiconto 2016 della Regione Ferlano: il totale delle entrate ammonta a 3,8 miliardi, il totale delle spese impegnate è di 3,9 miliardi.',
        'it',
        '2017-11-07',
      ),
    ).toEqual([['revenue', 3_800_000_000, '2016']]);
  });

  it('"Totale entrate ammonta a 4,8 miliardi, uscite per 4,9 mld": the spending is another measure', () => {
    expect(
      read('Rendiconto 2016 della Regione Ferlano: totale entrate ammonta a 3,8 miliardi, uscite per 3,9 mld.', 'it', '2017-11-07'),
    ).toEqual([['revenue', 3_800_000_000, '2016']]);
  });

  it('"con entrate pari a 837.838 e uscite 790.780", "Le entrate si avvicinano ai 18 milioni": the income', () => {
    expect(read('Il 2022 si chiude per la Caritas di Ferlano con entrate pari a 737.838 euro.', 'it', '2023-05-10')).toEqual([
      ['revenue', 737_838, '2022'],
    ]);
    expect(read('Per il Teatro Ferlano, nel 2016 le entrate si avvicinano ai 16 milioni di euro.', 'it', '2017-05-10')).toEqual([
      ['revenue', 16_000_000, '2016'],
    ]);
  });

  it('"Le entrate derivanti dai diritti di licenza", "entrate tributarie", "Agenzia delle Entrate": a part or a name (guard)', () => {
    expect(read('Le entrate derivanti dai diritti di licenza di Ferlano sono scese a 469.000 euro.', 'it', '2009-08-01')).toEqual([]);
    expect(read('Ferlano ha ricevuto dall’Agenzia delle Entrate una cartella per 1,1 milioni.', 'it', '2018-05-01')).toEqual([]);
  });
});

describe('forty-first pass: borrowing a university or hospital district seeks, and the loans it has (from dev-real155)', () => {
  it('"is set to borrow almost $37 million", "the go-ahead to borrow $36,750,000 for the project": borrowing still to draw is sought', () => {
    expect(
      read('The University of Ferlano is set to borrow almost $27 million for its College West renovation.', 'en', '2017-08-01'),
    ).toEqual([['funding_sought', 27_000_000, null]]);
  });

  it('"a bond election to authorize the issuance of $800 million in bonds": bonds voters have yet to authorize are sought', () => {
    expect(
      read(
        'The Court voted to call a bond election to authorize the issuance of $600 million in bonds for the Ferlano hospital district.',
        'en',
        '2018-08-14',
      ),
    ).toEqual([['funding_sought', 600_000_000, null]]);
  });

  it('"had £5.86m of loans outstanding with Santander": the loans a college has are its debt', () => {
    expect(read('Ferlano College’s report showed it had £4.86m of loans outstanding with its bank.', 'en', '2020-09-25')).toEqual([
      ['debt', 4_860_000, null],
    ]);
  });

  it('"approval to borrow €120,000 from Bank of Ireland": a loan with its lender named is arranged, not sought (guard)', () => {
    expect(
      read('Ferlano GAA Club were given approval to borrow €110,000 from Bank of Ireland for its pitch.', 'en', '2022-06-07'),
    ).not.toContainEqual(['funding_sought', 110_000, null]);
  });
});

describe('forty-first pass: a build’s cost named before it (from dev-real155)', () => {
  it('"The presumed estimated cost for the new facility at Woodland Community College is $41,664,000": capex', () => {
    expect(read('The estimated cost for the new facility at Ferlano College is $31,664,000.', 'en', '2021-08-13')).toEqual([
      ['capex', 31_664_000, null],
    ]);
    expect(read('The cost of the fire alarm system at Ferlano College is approximately $4,027,000.', 'en', '2021-08-13')).toEqual([
      ['capex', 4_027_000, null],
    ]);
  });

  it('"the cost of the programme to students is $1,200": no build named, no capex (guard)', () => {
    expect(read('The cost of the programme to students is $1,200 a term.', 'en', '2021-08-13')).toEqual([]);
  });
});

describe('forty-first pass: a surplus named after its amount (from dev-real155)', () => {
  it('"a sharp downturn from the $62.8 million surplus noted one year prior": the year’s net income', () => {
    expect(read('Ferlano University made a $12.8 million surplus in 2019.', 'en', '2021-05-05')).toEqual([
      ['net_income', 12_800_000, '2019'],
    ]);
  });
});
