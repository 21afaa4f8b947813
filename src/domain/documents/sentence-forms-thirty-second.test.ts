import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the sentence by the
// evaluation sets' rules (tests/fixtures/documents/sentences/README.md: a flow "at" a day is the year to that day). The
// sentences are written for these tests (thirty-second pass, 2026-12-02), with invented companies and figures; none is a
// held-out text's.

describe('thirty-second pass: a flow at a quarter’s last day, in a text on that quarter', () => {
  it('"ricavi … al 30 settembre 2012" under "nel terzo trimestre": the nine months to that day', () => {
    expect(
      read(
        'Nel terzo trimestre dell’anno Ferlano ha registrato ricavi stabili, passando dai 51,2 milioni di euro del 30 settembre 2011 ai 51,9 milioni di euro registrati al 30 settembre 2012.',
        'it',
        '2012-11-07',
      ),
    ).toEqual([
      ['revenue', 51_200_000, '2011M9'],
      ['revenue', 51_900_000, '2012M9'],
    ]);
  });

  it('"a loss of €3.1 million at 30 September 2010" after the third quarter’s: the nine months', () => {
    expect(
      read(
        'Ferlano’s third quarter 2010 closed with a profit of €1.2 million; in cumulative terms the result was a loss of €3.1 million at 30 September 2010.',
        'en',
        '2010-11-12',
      ),
    ).toEqual([
      ['net_income', 1_200_000, '2010Q3'],
      ['net_income', -3_100_000, '2010M9'],
    ]);
  });

  it('"revenue for 2015 … through December 31" in a text on the fourth quarter: the year', () => {
    expect(
      read(
        'In the fourth quarter Ferlano Builders saw steady demand. Revenue of $4.2 billion was recorded for the twelve months through December 31, 2015.',
        'en',
        '2016-02-25',
      ),
    ).toEqual([['revenue', 4_200_000_000, '2015']]);
  });

  it('guard: "al 30 giugno 2012" in a text on the first half stays the half', () => {
    expect(read('Nel primo semestre Ferlano ha registrato ricavi per 12,4 milioni di euro al 30 giugno 2012.', 'it', '2012-08-30')).toEqual(
      [['revenue', 12_400_000, '2012H1']],
    );
  });
});

describe('thirty-second pass: a year named after a compared part of a year is not the period reported', () => {
  it('a first quarter compared with the one before, then "nel 2024": the quarter’s figures stay the quarter’s', () => {
    expect(
      read(
        'Ricavi pari a 410 milioni di euro. Ebitda pari a 233 milioni di euro (in linea rispetto al primo trimestre 2024). Utile del periodo pari a 71 milioni di euro, in calo rispetto al primo trimestre 2024 per gli ammortamenti delle opere entrate in esercizio nel 2024.',
        'it',
        '2025-05-14',
      ),
    ).toEqual([
      ['revenue', 410_000_000, '2025Q1'],
      ['ebitda', 233_000_000, '2025Q1'],
      ['net_income', 71_000_000, '2025Q1'],
    ]);
  });

  it('guard: a year’s results compared with the year before stay the year’s', () => {
    expect(read('Ferlano closed 2024 with revenue of €88 million, against €80 million in 2023.', 'en', '2025-03-10')).toEqual([
      ['revenue', 88_000_000, '2024'],
      ['revenue', 80_000_000, '2023'],
    ]);
  });
});

describe('thirty-second pass: a quarter named by the month it ends in', () => {
  it('"for the September 2004 quarter" and "for the September 2003 quarter": the third quarters, not the days', () => {
    expect(
      read(
        'Ferlano Airways reported a net loss of $212 million for the September 2004 quarter. For the September 2003 quarter, Ferlano reported a net loss of $75 million.',
        'en',
        '2004-10-20',
      ),
    ).toEqual([
      ['net_income', -212_000_000, '2004Q3'],
      ['net_income', -75_000_000, '2003Q3'],
    ]);
  });

  it('"the December 2012 quarter" of a company whose fiscal third quarter it is: the third quarter of fiscal 2013', () => {
    expect(
      read(
        'Ferlano Helicopters Reports Results For Its Fiscal Third Quarter. Ferlano today reported net income for the December 2012 quarter of $21.4 million, compared to $15.0 million in the December 2011 quarter.',
        'en',
        '2013-02-04',
      ),
    ).toEqual([
      ['net_income', 21_400_000, '2013Q3'],
      ['net_income', 15_000_000, '2012Q3'],
    ]);
  });

  it('"the third quarter of the current fiscal" after a paragraph on the quarter a year before: the quarter reported', () => {
    expect(
      read(
        'Ferlano Power reports results for the third quarter of fiscal 2019. In the third quarter of fiscal 2018, the company got Rs 310 crore in one-time income. Excluding it, net earnings in the third quarter of the current fiscal rose to Rs 95 crore from Rs 60 crore.',
        'en',
        '2019-02-14',
      ),
    ).toEqual([
      ['net_income', 950_000_000, '2019Q3'],
      ['net_income', 600_000_000, '2018Q3'],
    ]);
  });

  it('a calendar text’s "fourth quarter" and "December 2021 quarter" agree: the calendar’s fourth quarter', () => {
    expect(
      read(
        'In the fourth quarter, Ferlano Mining lifted sales; revenue for the December 2021 quarter was A$310 million.',
        'en',
        '2022-01-28',
      ),
    ).toEqual([['revenue', 310_000_000, '2021Q4']]);
  });
});

describe('thirty-second pass: "a X da Y milioni", and a plan named ahead', () => {
  it('"I ricavi calano a 303,4 da 343,1 milioni, l’Ebitda a 30,1 da 33 milioni": the level reached and the one before, one scale', () => {
    expect(
      read(
        'Ferlano chiude il primo trimestre 2013 con ricavi e utili in ribasso rispetto al 2012. I ricavi calano a 81,4 da 90,2 milioni, l’Ebitda a 7,1 da 8 milioni.',
        'it',
        '2013-05-06',
      ),
    ).toEqual([
      ['revenue', 81_400_000, '2013Q1'],
      ['revenue', 90_200_000, '2012Q1'],
      ['ebitda', 7_100_000, '2013Q1'],
      ['ebitda', 8_000_000, '2012Q1'],
    ]);
  });

  it('"… presenterà il nuovo piano strategico 2014-1018." heads no sentence after it: the quarter’s figures stay the quarter’s', () => {
    expect(
      read(
        'Ferlano chiude il primo trimestre 2013 con ricavi in ribasso. Lo dice una nota della società, aggiungendo che, entro fine anno, presenterà il nuovo piano strategico 2014-1018.\n\nI ricavi calano a 81,4 milioni.',
        'it',
        '2013-05-06',
      ),
    ).toEqual([['revenue', 81_400_000, '2013Q1']]);
  });

  it('guard: a plan’s span named in a sentence of prose heads the plan’s lines after it', () => {
    expect(
      read(
        'Questi i punti principali emersi dal Piano Industriale 2026-2035 di Ferlano, approvato dal CdA con l’obiettivo di coniugare crescita e sostenibilità.\nInvestimenti di 120 milioni di euro per la transizione energetica.',
        'it',
        null,
      ),
    ).toEqual([['capex', 120_000_000, '2026-2035']]);
  });
});

describe('thirty-second pass: a quarter in news Italian', () => {
  it('"Ebitda I trim. in linea con 2005 a 21,3 mln", "contro i 21,5 milioni del primo quarto del 2005"', () => {
    expect(
      read(
        'Ferlano Autostrade, Ebitda I trim. in linea con 2005 a 21,3 mln\n\nIl consiglio di amministrazione ha approvato la relazione trimestrale al 31 marzo 2006, che ha mostrato un Ebitda sostanzialmente in linea con il dato del 2005, contro i 21,5 milioni del primo quarto del 2005.',
        'it',
        '2006-05-12',
      ),
    ).toEqual([
      ['ebitda', 21_300_000, '2006Q1'],
      ['ebitda', 21_500_000, '2005Q1'],
    ]);
  });

  it('guard: "tassi di cambio in linea con quelli del secondo trimestre 2014" is no comparison of the text’s figures', () => {
    expect(
      read(
        'Ferlano ha chiuso il secondo trimestre con ricavi pari a 124,2 milioni di euro. Per l’esercizio 2014, assumendo tassi di cambio in linea con quelli del secondo trimestre 2014, il gruppo prevede un fatturato in linea.',
        'it',
        '2014-07-30',
      ),
    ).toEqual([['revenue', 124_200_000, '2014Q2']]);
  });
});

describe('thirty-second pass: two days handed out by "rispettivamente"', () => {
  it('"al 31 dicembre 2016 e al 31 dicembre 2017, che evidenziano rispettivamente una perdita netta di 38,9 milioni e di 10,9 milioni"', () => {
    expect(
      read(
        'Il Cda di Ferlano ha approvato le situazioni patrimoniali al 31 dicembre 2016 e al 31 dicembre 2017, che evidenziano rispettivamente una perdita netta di 38,9 milioni e di 10,9 milioni.',
        'it',
        '2018-03-08',
      ),
    ).toEqual([
      ['net_income', -38_900_000, '2016'],
      ['net_income', -10_900_000, '2017'],
    ]);
  });
});
