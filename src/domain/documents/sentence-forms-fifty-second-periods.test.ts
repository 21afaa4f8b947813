import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md): a comparison's amount is of the period compared with; a year of the company's history
// dates no figure. The sentences are written for these tests (fifty-second pass, 2026-12-05), with invented companies and figures; none
// is a held-out text's. The pass's other forms (currencies, key words, changes) are in sentence-forms-fifty-second.test.ts.

describe('fifty-second pass: a founding year beside the amount, a change whose end is qualified (from dev-real230, dev-real228)', () => {
  it('"le performance più alte dalla sua fondazione, nel 1959, raggiungendo un fatturato di 234,1 milioni": the year is history', () => {
    const text =
      'Un 2022 da record per Ferlano Luce: l’azienda ha chiuso l’anno con le performance più alte dalla sua fondazione, nel 1959, raggiungendo un fatturato di 234,1 milioni (+15,1%).';
    expect(read(text, 'it', '2023-03-23')).toEqual([['revenue', 234_100_000, '2022']]);
  });

  it('"its best year since its founding in 1987, with revenue of $48 million": the same in English', () => {
    const text = 'Ferlano Lighting closed 2022 as its best year since its founding in 1987, with revenue of $48 million.';
    expect(read(text, 'en', '2023-02-10')).toEqual([['revenue', 48_000_000, '2022']]);
  });

  it('"salito anno su anno da 4,8 a oltre 5 miliardi", "ebitda in progresso da 1,7 a oltre 1,8 miliardi": the year before, then the year', () => {
    const text =
      'L’esercizio 2023 di Ferlano Armatori evidenzia un valore della produzione salito anno su anno da 4,8 a oltre 5 miliardi, con ebitda in progresso da 1,7 a oltre 1,8 miliardi e un utile in progresso da 1,1 a 1,2 miliardi.';
    expect(read(text, 'it', '2024-06-19')).toEqual([
      ['revenue', 4_800_000_000, '2022'],
      ['revenue', 5_000_000_000, '2023'],
      ['ebitda', 1_700_000_000, '2022'],
      ['ebitda', 1_800_000_000, '2023'],
      ['net_income', 1_100_000_000, '2022'],
      ['net_income', 1_200_000_000, '2023'],
    ]);
  });

  it('(guard) "prevede ricavi da 33 a 40 milioni", no verb of change: still a range', () => {
    const text = 'Per il 2024 Ferlano Armatori prevede ricavi da 33 a 40 milioni di euro.';
    expect(read(text, 'it', '2024-02-01')).toEqual([['revenue', 33_000_000, '2024']]);
  });
});

describe('fifty-second pass: "last year" after an older period (from dev-real229)', () => {
  it('"In the 2003 fourth quarter, … $7.3 million … in the 2002 fourth quarter to $17.7 million … last year" (February 2004): 2003Q4', () => {
    const text =
      'In the 2003 fourth quarter, Ferlano REIT saw a $10 million rise in net income, $7.3 million, or 21 cents per diluted share, in the 2002 fourth quarter to $17.7 million, or 26 cents per diluted share, last year.';
    expect(read(text, 'en', '2004-02-20')).toEqual([
      ['net_income', 7_300_000, '2002Q4'],
      ['net_income', 17_700_000, '2003Q4'],
    ]);
  });

  it('(guard) "$9.1 million in the 2003 fourth quarter, against $7.3 million last year" in February 2004: a year before the period', () => {
    const text = 'Ferlano REIT earned net income of $9.1 million in the 2003 fourth quarter, against $7.3 million last year.';
    expect(read(text, 'en', '2004-02-20')).toEqual([
      ['net_income', 9_100_000, '2003Q4'],
      ['net_income', 7_300_000, '2002Q4'],
    ]);
  });
});

describe('fifty-second pass: an undated text on a quarter, a sentence looking back with no amounts (from dev-real232)', () => {
  it('"in continuità con quanto già realizzato dal Gruppo nel 2016" sets no topic for the first quarter of 2017 the text names', () => {
    const text = [
      'Ferlano Spazio, ricavi e Ebitda in crescita nel primo trimestre dell’anno',
      '',
      'Parte forte il 2017 di Ferlano Spazio, l’azienda dei lanciatori. Il consiglio di ieri ha approvato i risultati del primo trimestre dell’anno, registrando ricavi pari a 59,9 milioni di euro, in aumento del 32% rispetto allo stesso periodo del 2016.',
      '',
      '“È proseguito il trend di crescita a doppia cifra, in continuità con quanto già realizzato dal Gruppo nel 2016”, ha detto l’amministratore delegato. L’incremento del fatturato è dovuto alle maggiori attività di produzione. L’Ebitda Adjusted, pari a 5,4 milioni di euro, mostra così una crescita del 5% rispetto al primo trimestre 2016.',
    ].join('\n');
    expect(read(text, 'it', null)).toEqual([
      ['revenue', 59_900_000, '2017Q1'],
      ['ebitda', 5_400_000, '2017Q1'],
    ]);
  });

  it('(guard) "Nel 2016 i ricavi …" with an amount still reads its own year', () => {
    const text =
      'Ferlano Spazio ha approvato i risultati del primo trimestre 2017, con ricavi pari a 59,9 milioni di euro. Nel 2016 i ricavi erano stati pari a 230 milioni di euro.';
    expect(read(text, 'it', null)).toEqual([
      ['revenue', 59_900_000, '2017Q1'],
      ['revenue', 230_000_000, '2016'],
    ]);
  });
});

describe('fifty-second pass: a change’s years after a part of the year (from dev-real231)', () => {
  it('"revenue for the three-month period ending March 31 slipped from $113.3 million in 2016 to $110.2 million this year"', () => {
    const text =
      'Ferlano Ecology reported dips for the first quarter of 2017. Company-wide revenue for the three-month period ending March 31 slipped from $113.3 million in 2016 to $110.2 million this year.';
    expect(read(text, 'en', null)).toEqual([
      ['revenue', 113_300_000, '2016Q1'],
      ['revenue', 110_200_000, '2017Q1'],
    ]);
  });

  it('(guard) "revenue slipped from $450 million in 2016 to $441 million in 2017" with no part named: the years', () => {
    const text = 'Ferlano Ecology published its annual report. Revenue slipped from $450 million in 2016 to $441 million in 2017.';
    expect(read(text, 'en', null)).toEqual([
      ['revenue', 450_000_000, '2016'],
      ['revenue', 441_000_000, '2017'],
    ]);
  });
});

describe('fifty-second pass: "the fourth quarter of year 2007", "an increment of" (from dev-real227)', () => {
  it('"increased to Ps. 2,987.9 million in the fourth quarter of year 2007 from Ps. 2,178.1 million for the same period in 2006"', () => {
    const text =
      'Revenues of Ferlano Telecom increased to Ps. 2,987.9 million in the fourth quarter of year 2007 from Ps. 2,178.1 million for the same period in 2006, an increment of Ps. 809.8 million, or 37%.';
    expect(read(text, 'en', '2008-02-20')).toEqual([
      ['revenue', 2_987_900_000, '2007Q4'],
      ['revenue', 2_178_100_000, '2006Q4'],
    ]);
  });
});

describe('fifty-second pass: a stretch of years after a rate (from dev-real230)', () => {
  it('"il fatturato è salito a 231,5 milioni, con un aumento del 6% all’anno in media negli ultimi 3 anni": no span for the amount', () => {
    const text =
      'Il fatturato di Ferlano Luce nel 2016 è salito a 231,5 milioni, con un aumento del 6% all’anno in media negli ultimi 3 anni.';
    expect(read(text, 'it', '2017-03-26')).toEqual([['revenue', 231_500_000, '2016']]);
  });

  it('(guard) "investimenti per 40 milioni negli ultimi tre anni": a stretch right after the amount is its own', () => {
    const text = 'Ferlano Luce ha realizzato investimenti per 40 milioni negli ultimi tre anni.';
    expect(read(text, 'it', '2017-03-26')).toEqual([['capex', 40_000_000, '2014-2016']]);
  });
});

describe('fifty-second pass: an undated text’s year from a rate over a year and a year it moves into (from dev-real229)', () => {
  it('"up 14.3 per cent over 2012" and "Moving into 2014, we will …": the text reports 2013', () => {
    const text = [
      'Ferlano REIT has recorded a 14.5 per cent increase in distribution per unit to 1.97 cents for the fourth quarter.',
      'This takes the total annualised DPU to 7.52 cents, up 14.3 per cent over 2012.',
      'Gross revenue grew 48.2 per cent to $22.8 million during the quarter.',
      'For the full year, gross revenue rose by 44.5 per cent to $83.3 million.',
      '"Moving into 2014, we will continue to look at acquisitions," the chief executive said.',
    ].join(' ');
    expect(read(text, 'en', null)).toEqual([
      ['revenue', 22_800_000, '2013Q4'],
      ['revenue', 83_300_000, '2013'],
    ]);
  });

  it('(guard) "up 4% over the 13 weeks ended February 3, 2018": a stretch measured over, no year compared with', () => {
    const text =
      'Ferlano Stores reported fourth-quarter sales of $4.11 billion. Comparable store sales up 4% over the 13 weeks ended February 3, 2018.';
    expect(read(text, 'en', '2019-03-05')).toEqual([['revenue', 4_110_000_000, '2018Q4']]);
  });
});
