import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md): the company's own key figures with the period each is stated for; parts,
// other companies' and estimates' amounts are none. Sentences written for these tests (fifty-fifth pass, 2026-12-05), with invented
// companies and figures; none is a held-out text's.

describe('fifty-fifth pass: revenue in the singular (from dev-real248)', () => {
  it('"contava su un ricavo totale di 12.345.678 euro": the season\'s revenue', () => {
    expect(read('Nell’esercizio 2018/19 Ferlano Impianti contava su un ricavo totale di 12.345.678 euro.', 'it', null)).toEqual([
      ['revenue', 12_345_678, '2019'],
    ]);
  });

  it('"il ricavo è stato di 9,8 milioni"', () => {
    expect(read('Nel 2021 il ricavo di Ferlano Impianti è stato di 9,8 milioni di euro.', 'it', null)).toEqual([
      ['revenue', 9_800_000, '2021'],
    ]);
  });

  it('(guard) "il ricavo medio per camera … 149,8 euro" is a price', () => {
    expect(read('Nel 2021 il ricavo medio per camera di Ferlano Hotel è stato pari a 149,8 euro.', 'it', null)).toEqual([]);
  });
});

describe('fifty-fifth pass: "un miglioramento … da X a Y" is a change, not a range (from dev-real248)', () => {
  it('"un miglioramento dell’Ebitda (o Margine operativo lordo: …) da 35,4 a 42,9 milioni": the year before, then the year', () => {
    const text =
      'Nel 2020 Ferlano Parchi registra un miglioramento dell’Ebitda (o Margine operativo lordo: l’utile al lordo di ammortamenti e tasse) da 35,4 a 42,9 milioni di euro.';
    expect(read(text, 'it', null)).toEqual([
      ['ebitda', 35_400_000, '2019'],
      ['ebitda', 42_900_000, '2020'],
    ]);
  });

  it('(guard) "prevede un Ebitda da 5 a 6 milioni" stays a range', () => {
    expect(read('Per il 2021 Ferlano Parchi prevede un Ebitda da 5 a 6 milioni di euro.', 'it', null)).toEqual([
      ['ebitda', 5_000_000, '2021'],
    ]);
  });
});

describe('fifty-fifth pass: what a builder’s release states beside its revenue (from dev-real250)', () => {
  it('"ricavi che salgono a 2,4 miliardi, con una crescita su base annua di 310 milioni": the level only', () => {
    const text =
      'Nel primo semestre 2022 Ferlano Costruzioni ha registrato ricavi che salgono a 2,4 miliardi, con una crescita su base annua di 310 milioni.';
    expect(read(text, 'it', '2022-07-28')).toEqual([['revenue', 2_400_000_000, '2022H1']]);
  });

  it('"ricavi a 410 mln (+52%): portafogli lavori a 1,9 mld": the backlog is no revenue', () => {
    expect(
      read('Ferlano Costruzioni chiude il 2024 con ricavi a 410 mln (+52%): portafogli lavori a 1,9 mld.', 'it', '2025-03-01'),
    ).toEqual([['revenue', 410_000_000, '2024']]);
  });

  it('"ricavi per complessivi 480 milioni, con un utile lordo di 52 milioni": a gross profit is no revenue', () => {
    const text = 'Nel 2019 la Ferlano ha registrato ricavi per complessivi 480 milioni, con un utile lordo di 52 milioni.';
    expect(read(text, 'it', '2020-03-01')).toEqual([['revenue', 480_000_000, '2019']]);
  });
});

describe('fifty-fifth pass: an insurance broker’s EBITDAC (from dev-real251)', () => {
  it('"EBITDAC - Adjusted increased 9.5% to $210 million, with EBITDAC Margin - Adjusted …": adjusted EBITDA, the margin none', () => {
    const text =
      'In the second quarter of 2025, Ferlano Brokers’ EBITDAC - Adjusted increased 9.5% to $210 million, with EBITDAC Margin - Adjusted improving to 33.1% from 32.4%.';
    expect(read(text, 'en', '2025-07-28')).toEqual([['ebitda', 210_000_000, '2025Q2']]);
  });

  it('"EBITDAC was $180 million"', () => {
    expect(read('In the second quarter of 2025, Ferlano Brokers’ EBITDAC was $180 million.', 'en', '2025-07-28')).toEqual([
      ['ebitda', 180_000_000, '2025Q2'],
    ]);
  });
});

describe('fifty-fifth pass: "semester" for a half, as releases translated from Romance languages write it (from dev-real249)', () => {
  it('"Net sales in the first semester totaled 5.1 million US dollars": the half', () => {
    const text = 'Ferlano Footwear reports its 2016 results. Net sales in the first semester totaled 5.1 million US dollars.';
    expect(read(text, 'en', '2016-08-15')).toEqual([['revenue', 5_100_000, '2016H1']]);
  });
});

describe('fifty-fifth pass: a year an event is planned for is not the year an undated text reports (from dev-real252)', () => {
  it('"in crescita rispetto al 2016 … la quotazione, prevista per il 2018": the half is 2017\'s', () => {
    const text =
      'Ferlano Software ha chiuso il primo semestre con 40,2 milioni di euro di ricavi, in crescita del 20% rispetto al 2016. Saranno avviate le procedure propedeutiche alla quotazione, prevista per il 2018.';
    expect(read(text, 'it', null)).toEqual([['revenue', 40_200_000, '2017H1']]);
  });
});

describe('fifty-fifth pass: figures listed first, their period named at the end after a colon (from dev-real252)', () => {
  it('"Fatturato … 12,4 milioni, Ebitda a 2,1 milioni, +20% rispetto al primo semestre 2020: questi i dati relativi al primo semestre 2021"', () => {
    const text =
      'Fatturato vicino ai 12,4 milioni di euro, Ebitda a circa 2,1 milioni di euro, +20% rispetto a quello registrato nel primo semestre 2020: questi i dati preconsuntivi relativi al primo semestre 2021 di Ferlano Digitale.';
    expect(read(text, 'it', null)).toEqual([
      ['revenue', 12_400_000, '2021H1'],
      ['ebitda', 2_100_000, '2021H1'],
    ]);
  });

  it('"Revenue of $8.2 million and net income of $1.1 million: these are the results for the first quarter of 2021"', () => {
    const text =
      'Revenue of $8.2 million and net income of $1.1 million: these are the results Ferlano Digital reported for the first quarter of 2021.';
    expect(read(text, 'en', null)).toEqual([
      ['revenue', 8_200_000, '2021Q1'],
      ['net_income', 1_100_000, '2021Q1'],
    ]);
  });
});

describe('fifty-fifth pass: "the year ended December 31" with no year written (from dev-real251)', () => {
  it('in a text of February 2018: the year 2017, and "a year ago" 2016', () => {
    const text =
      'Ferlano Insurance said its cash loss for the year ended Dec. 31 came in at $128 million compared with a profit of $402 million a year ago.';
    expect(read(text, 'en', '2018-02-26')).toEqual([
      ['net_income', -128_000_000, '2017'],
      ['net_income', 402_000_000, '2016'],
    ]);
  });
});
