import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-sixth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-sixth pass: signs, Nordic amounts, changes', () => {
  it('"a net loss of $30.8 million …, which compares to the net gain of $21.2 million": the gain keeps its sign', () => {
    expect(
      read(
        'Fenwick reported a net loss of $30.8 million for the fourth quarter of 2014, which compares to the net gain of $21.2 million reported in Q4 2013.',
        'en',
        '2015-02-10',
      ),
    ).toEqual([
      ['net_income', -30_800_000, '2014Q4'],
      ['net_income', 21_200_000, '2013Q4'],
    ]);
  });

  it('guard: "a net loss of $30.8 million, compared with $21.2 million" stays a loss', () => {
    expect(read('Fenwick reported a net loss of $30.8 million for 2014, compared with $21.2 million in 2013.', 'en', '2015-02-10')).toEqual(
      [
        ['net_income', -30_800_000, '2014'],
        ['net_income', -21_200_000, '2013'],
      ],
    );
  });

  it('"MNOK 12 406", "NOK 1 234 million": a space groups thousands after a Nordic code', () => {
    expect(read('Operating revenues in the first half-year of 2016 were MNOK 12 406.', 'en', '2016-08-30')).toEqual([
      ['revenue', 12_406_000_000, '2016H1'],
    ]);
    expect(read('Net debt at 31 December 2016 was NOK 1 234 million.', 'en', '2017-02-10')).toEqual([
      ['debt', 1_234_000_000, '2016-12-31'],
    ]);
  });

  it('"MNOK 473 – or 11.2 % – higher than in the corresponding period": a change, with its share between dashes', () => {
    expect(
      read(
        'Revenues were MNOK 4 706 in the first half-year of 2016, MNOK 473 – or 11.2 % – higher than in the corresponding period of 2015.',
        'en',
        '2016-08-30',
      ),
    ).toEqual([['revenue', 4_706_000_000, '2016H1']]);
  });

  it('"The Group\'s operations outside Norway had operating revenues of …": a region\'s revenue', () => {
    expect(
      read(
        "Operating revenues in the first half-year of 2016 were MNOK 12 406. The Group's operations outside Norway had operating revenues of MNOK 4 706 in the first half-year of 2016.",
        'en',
        '2016-08-30',
      ),
    ).toEqual([['revenue', 12_406_000_000, '2016H1']]);
  });
});

describe('twenty-sixth pass: kronor and regions', () => {
  it('"49,8 miliardi di corone svedesi (pari a 5,2 miliardi di euro)": Swedish kronor, the euro amount a translation', () => {
    expect(
      read(
        'Norrhem ha registrato nel primo semestre del 2008 un fatturato di 49,8 miliardi di corone svedesi (pari a 5,2 miliardi di euro).',
        'it',
        '2008-07-17',
      ),
    ).toEqual([['revenue', 49_800_000_000, '2008H1']]);
    expect(read('Revenue was 12.4 billion Norwegian kroner in 2019.', 'en', '2020-02-10')).toEqual([['revenue', 12_400_000_000, '2019']]);
  });

  it('"In Nord America il fatturato …", "A livello europeo, il fatturato …", "In Europe, sales rose …": a sentence opening on a region', () => {
    expect(
      read(
        'Nel primo semestre 2008 Norrhem ha registrato un fatturato di 49,8 miliardi di corone svedesi. A livello europeo, il fatturato è stato pari a 21 miliardi di corone svedesi. In Nord America il fatturato è in flessione (-12,3%) e si attesta a 15,5 miliardi di corone svedesi.',
        'it',
        '2008-07-17',
      ),
    ).toEqual([['revenue', 49_800_000_000, '2008H1']]);
    expect(read('Norrhem reported 2019 revenue of €4.1 billion. In Europe, sales rose 3% to €1.2 billion.', 'en', '2020-02-10')).toEqual([
      ['revenue', 4_100_000_000, '2019'],
    ]);
  });

  it('guard: "In 2019, sales rose 3% to €1.2 billion" and "A livello consolidato, il fatturato …" are the company\'s', () => {
    expect(read('In 2019, Norrhem sales rose 3% to €1.2 billion.', 'en', '2020-02-10')).toEqual([['revenue', 1_200_000_000, '2019']]);
    expect(read('A livello consolidato, il fatturato 2019 è stato pari a 21 milioni di euro.', 'it', '2020-02-10')).toEqual([
      ['revenue', 21_000_000, '2019'],
    ]);
  });
});

describe('twenty-sixth pass: a currency amount with no scale', () => {
  it('"Revenue $442 $407 9% $1,305 $1,240" under "(U.S. $ in millions)": cells a header scales are no figures as written', () => {
    expect(
      read(
        'Consolidated revenue rose 9 percent, to $442 million, for the third quarter of fiscal 2013.\nThird Quarter Year-to-Date(U.S. $ in millions) FY13 FY12 Change FY13 FY12 ChangeRevenue $442 $407 9% $1,305 $1,240 5%',
        'en',
        '2013-03-13',
      ).filter(([, v]) => v < 10_000),
    ).toEqual([]);
  });

  it('"guidance of $5,500 - $5,700" is no revenue as written; guard: "a net loss of $89,942" is', () => {
    expect(read('Halden expects fiscal 2020 revenue guidance of $5,500 - $5,700.', 'en', '2019-08-10')).toEqual([]);
    expect(read('Halden reported a net loss of $89,942 for 1996.', 'en', '1997-02-10')).toEqual([['net_income', -89_942, '1996']]);
  });
});

describe('twenty-sixth pass: a measure moved by an amount', () => {
  it('"a reserve … impacting revenue and margin by $3 million": how much the measure moved, not its level', () => {
    expect(
      read(
        'Revenue was $101.7 million in the fourth quarter of 2021. The recording of a reserve for a customer credit impacted revenue and margin by $3 million.',
        'en',
        '2022-03-15',
      ),
    ).toEqual([['revenue', 101_700_000, '2021Q4']]);
  });

  it('guard: Italian "un utile di 3 milioni" is the level', () => {
    expect(read('Nel 2021 il gruppo Vettore ha registrato un utile di 3 milioni di euro.', 'it', '2022-03-15')).toEqual([
      ['net_income', 3_000_000, '2021'],
    ]);
  });
});

describe('twenty-sixth pass: a measure named as a deficit', () => {
  it('"L\'Ebitda riduce il deficit del 25% a 1,2 milioni": the EBITDA is below zero', () => {
    expect(read('Nel 2022 l’Ebitda di Viaggi Orsa riduce il deficit del 25% a 1,2 milioni.', 'it', '2023-04-25')).toEqual([
      ['ebitda', -1_200_000, '2022'],
    ]);
  });

  it('guard: "l\'Ebitda sale del 25% a 1,2 milioni" stays above zero', () => {
    expect(read('Nel 2022 l’Ebitda di Viaggi Orsa sale del 25% a 1,2 milioni.', 'it', '2023-04-25')).toEqual([
      ['ebitda', 1_200_000, '2022'],
    ]);
  });
});
