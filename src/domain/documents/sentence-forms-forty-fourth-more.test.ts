import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (forty-fourth pass, 2026-12-04),
// with invented companies and figures; none is a held-out text's.

describe('forty-fourth pass: an amount in a currency named in words, then its value in dollars in brackets (from dev-real178)', () => {
  it('"1.77 billion pesos ($146 million) in 2013": the pesos, with the year after the bracket; the dollars are the same amount', () => {
    expect(read('Ferlano said it planned to invest 1.77 billion pesos ($146 million) in 2013.', 'en', '2013-05-01')).toEqual([
      ['capex', 1_770_000_000, '2013'],
    ]);
  });

  it('"1,200 million kronor (€115 million)": the same with kronor', () => {
    expect(read('Ferlano’s sales rose to 1,200 million kronor (€115 million) in 2021.', 'en', '2022-03-01')).toEqual([
      ['revenue', 1_200_000_000, '2021'],
    ]);
  });

  it('"VNĐ140 trillion (US$6.06 billion)": the dong as the Vietnamese press writes it, and its conversion left out', () => {
    const text =
      'Ferlano targets net revenue of VNĐ140 trillion (US$6.06 billion) and after-tax profit of VNĐ6 trillion ($260 million) in 2022.';
    expect(read(text, 'en', '2022-03-01')).toEqual([
      ['revenue', 140_000_000_000_000, '2022'],
      ['net_income', 6_000_000_000_000, '2022'],
    ]);
  });
});

describe('forty-fourth pass: a loan the company has secured, signed or obtained is its debt (ADR 0090; from dev-real178)', () => {
  it('"has signed a US$318mn syndicated export pre-payment facility with eight banks": debt, not a plant', () => {
    expect(read('Ferlano has signed a US$318mn syndicated export pre-payment facility with eight banks.', 'en', '2014-12-10')).toEqual([
      ['debt', 318_000_000, null],
    ]);
  });

  it('"agreed to a US$6-million loan from a related party": debt', () => {
    expect(read('Ferlano’s board agreed to a US$6-million loan from a related party.', 'en', '2023-06-10')).toEqual([
      ['debt', 6_000_000, null],
    ]);
  });

  it('"ha ottenuto un finanziamento di 12 milioni di euro": debt', () => {
    expect(read('Ferlano ha ottenuto un finanziamento di 12 milioni di euro da un pool di banche.', 'it', '2024-05-10')).toEqual([
      ['debt', 12_000_000, null],
    ]);
  });

  it('a lender’s total in the plural ("ha erogato finanziamenti per 4,6 miliardi") stays out (guard)', () => {
    expect(read('Nel 2023 la banca ha erogato finanziamenti per 4,6 miliardi di euro alle imprese.', 'it', '2024-05-10')).toEqual([]);
  });

  it('a start-up’s "ha chiuso un nuovo finanziamento da 13,2 milioni" with investors is a round, not a loan (guard)', () => {
    const text = 'La startup Ferlano ha chiuso un nuovo finanziamento da 13,2 milioni di euro con investitori internazionali.';
    expect(read(text, 'it', '2019-05-10').filter(([k]) => k === 'debt')).toEqual([]);
  });

  it('a lender’s verb ("concluded a deal to provide EUR 110 million to finance transport in the region") names no borrower (guard)', () => {
    const text = 'On 7 March, the Ferlano Bank concluded a deal to provide EUR 110 million to finance transport in the region.';
    expect(read(text, 'en', '2017-03-10')).toEqual([]);
  });
});

describe('forty-fourth pass: "l’ultimo trimestre" in a nine months’ text, and "a X miliardi dai Y" (from dev-real173)', () => {
  it('"Parlando dell’ultimo trimestre: i ricavi calano a 5,42 miliardi dai 5,68 dello stesso periodo dell’anno scorso": the third quarters', () => {
    const text =
      'Ferlano ha chiuso i primi 9 mesi del 2014 con ricavi per 15,9 miliardi. Parlando dell’ultimo trimestre: i ricavi calano a 5,42 miliardi dai 5,68 dello stesso periodo dell’anno scorso.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 15_900_000_000, '2014M9'],
      ['revenue', 5_420_000_000, '2014Q3'],
      ['revenue', 5_680_000_000, '2013Q3'],
    ]);
  });

  it('"l’Ebitda sale a 2,44 miliardi dai 2,24 del 2013": the bare comparison takes the scale of the level before it', () => {
    expect(read('Nel 2014 l’Ebitda di Ferlano sale a 2,44 miliardi dai 2,24 del 2013.', 'it')).toEqual([
      ['ebitda', 2_440_000_000, '2014'],
      ['ebitda', 2_240_000_000, '2013'],
    ]);
  });

  it('"nell’ultimo trimestre del 2012": that year’s fourth quarter', () => {
    expect(read('Nell’ultimo trimestre del 2012 Ferlano ha registrato ricavi per 1,2 miliardi di euro.', 'it', '2014-05-10')).toEqual([
      ['revenue', 1_200_000_000, '2012Q4'],
    ]);
  });
});

describe('forty-fourth pass: "the second quarter ended September 2022", a month with no day (from dev-real174)', () => {
  it('in a year to March, the ordinal is the fiscal quarter: fiscal 2023’s second', () => {
    const text =
      'Ferlano said its consolidated net profit increased by 79 per cent to Rs 145 crore for the second quarter ended September 2022. Revenue from operations rose to Rs 1,151 crore for the September quarter as compared with Rs 888 crore in the year-ago period.';
    expect(read(text, 'en', '2022-10-20')).toEqual([
      ['net_income', 1_450_000_000, '2023Q2'],
      ['revenue', 11_510_000_000, '2023Q2'],
      ['revenue', 8_880_000_000, '2022Q2'],
    ]);
  });

  it('"the first quarter ended March" names no year (guard)', () => {
    expect(read('Ferlano’s revenue was $12 million in the first quarter ended March.', 'en').map(([, , p]) => p)).toEqual([null]);
  });
});

describe('forty-fourth pass: a plan’s doubling, a year of birth, a change to come (from dev-real175)', () => {
  it('"il raddoppio del fatturato, da 150 a 300 milioni di euro entro il 2028": today’s figure and the target, not a range', () => {
    const text = 'Il piano di Ferlano prevede il raddoppio del fatturato, da 150 a 300 milioni di euro entro il 2028.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 150_000_000, null],
      ['revenue', 300_000_000, '2028'],
    ]);
  });

  it('"Fatturato previsto: 15 milioni di euro. Il pasticcere — classe 1977": a year of birth dates no figure', () => {
    const text =
      'Fatturato previsto: 15 milioni di euro. Il giovane maestro pasticcere di Ferlano — classe 1977 — apre il nuovo laboratorio.';
    expect(read(text, 'it').map(([, , p]) => p)).not.toContain('1977');
  });

  it('"l’Ebitda potrebbe crescere al 2024 di ulteriori 20 milioni" and "could grow by a further $20 million": a change, no level', () => {
    expect(read('L’Ebitda di Ferlano potrebbe crescere al 2024 di ulteriori 20 milioni.', 'it', '2021-05-01')).toEqual([]);
    expect(read('Ferlano’s EBITDA could grow by a further $20 million by 2024.', 'en', '2021-05-01')).toEqual([]);
  });

  it('"l’Ebitda crescerà a 20 milioni nel 2024": a level to come stays (guard)', () => {
    expect(read('L’Ebitda di Ferlano crescerà a 20 milioni nel 2024.', 'it', '2021-05-01')).toEqual([['ebitda', 20_000_000, '2024']]);
  });
});

describe('forty-fourth pass: a quarter’s part of nine months is the quarter’s figure (from dev-real173)', () => {
  it('"I ricavi dei primi nove mesi del 2019 si attestano a 419,5 milioni di cui 132,9 milioni del terzo trimestre"', () => {
    const text = 'I ricavi di Ferlano dei primi nove mesi del 2019 si attestano a 419,5 milioni di cui 132,9 milioni del terzo trimestre.';
    expect(read(text, 'it')).toEqual([
      ['revenue', 419_500_000, '2019M9'],
      ['revenue', 132_900_000, '2019Q3'],
    ]);
  });

  it('a part that is a business’s ("di cui 132,9 milioni della divisione tessile") stays out (guard)', () => {
    const text =
      'I ricavi di Ferlano dei primi nove mesi del 2019 si attestano a 419,5 milioni di cui 132,9 milioni della divisione tessile.';
    expect(read(text, 'it')).toEqual([['revenue', 419_500_000, '2019M9']]);
  });
});

describe('forty-fourth pass: "rispetto 2011" with no article is a comparison (from dev-real173)', () => {
  it('a July headline "Per 2012 conferma utile pur in sensibile riduzione rispetto 2011", then "i primi sei mesi dell’anno": 2012’s half', () => {
    const text =
      'Ferlano, nel semestre utile a 21,2 milioni\n\nPer 2012 conferma utile pur in sensibile riduzione rispetto 2011\n\nFerlano ha chiuso i primi sei mesi dell’anno con ricavi consolidati pari a 419,8 milioni.';
    expect(read(text, 'it', '2012-07-25')).toEqual([
      ['net_income', 21_200_000, '2012H1'],
      ['revenue', 419_800_000, '2012H1'],
    ]);
  });
});

describe('forty-fourth pass: "revenue from operating activities"; the taxes set aside beside a profit (from dev-real174, 177)', () => {
  it('"Revenue from operating activities was $5.18 million": the revenue, not one source’s', () => {
    expect(read('Ferlano’s revenue from operating activities was $5.18 million for the half year 2019.', 'en')).toEqual([
      ['revenue', 5_180_000, '2019H1'],
    ]);
  });

  it('"utile di € 334.864,90, al netto di imposte sul reddito accantonate per € 304.586,79": the profit, not the taxes', () => {
    const text =
      'L’esercizio 2015 di Ferlano chiude con un utile di € 334.864,90, al netto di imposte sul reddito accantonate per € 304.586,79.';
    expect(read(text, 'it', '2016-05-01')).toEqual([['net_income', 334_864.9, '2015']]);
  });

  it('"utile netto dopo le imposte di 163.000 euro" stays the profit (guard)', () => {
    expect(read('Nel 2011 Ferlano ha chiuso con un utile netto dopo le imposte di 163.000 euro.', 'it', '2012-05-01')).toEqual([
      ['net_income', 163_000, '2011'],
    ]);
  });
});

describe('forty-fourth pass: a minus in the bracket after a profit "in forte calo" is the fall (from dev-real173)', () => {
  it('"Utile netto in forte calo … nei primi nove mesi del 2012, a 1.926 milioni di euro (-1.256 milioni)": no loss a year before', () => {
    const text = 'Utile netto in forte calo per Ferlano nei primi nove mesi del 2012, a 1.926 milioni di euro (-1.256 milioni).';
    expect(read(text, 'it')).toEqual([['net_income', 1_926_000_000, '2012M9']]);
  });
});

describe('forty-fourth pass: "(da 89,4)", "(dai 116,4 dello stesso periodo del 2011)": the bracket’s prior figure (from dev-real173)', () => {
  it('"ricavi a 101,4 milioni di euro (dai 116,4 dello stesso periodo del 2011)": the first half a year before', () => {
    const text = 'Ferlano chiude il primo semestre 2012 con ricavi a 101,4 milioni di euro (dai 116,4 dello stesso periodo del 2011).';
    expect(read(text, 'it')).toEqual([
      ['revenue', 101_400_000, '2012H1'],
      ['revenue', 116_400_000, '2011H1'],
    ]);
  });

  it('"ricavi a 83,3 milioni (da 89,4)": the same, with no period written', () => {
    expect(read('Ferlano chiude il primo semestre 2014 con ricavi a 83,3 milioni (da 89,4).', 'it')).toEqual([
      ['revenue', 83_300_000, '2014H1'],
      ['revenue', 89_400_000, '2013H1'],
    ]);
  });
});
