import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-third pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-third pass: the rest of the revenue beside the main line', () => {
  it('"Gli altri ricavi operativi ammontano a 41 milioni" beside the revenue: only the revenue', () => {
    expect(
      read(
        'Nel primo semestre 2024 i ricavi operativi di Valtrasporti sono pari a 612 milioni di euro. Gli altri ricavi operativi ammontano a 41 milioni di euro, in calo di 8 milioni.',
        'it',
        '2024-08-01',
      ),
    ).toEqual([['revenue', 612_000_000, '2024H1']]);
  });

  it('"… and the company recorded other revenues of $12.4 million" beside the net sales: only the net sales', () => {
    expect(
      read(
        'Net sales for the third quarter of 2023 rose 4% to $187.2 million, and the company recorded other revenues of $12.4 million.',
        'en',
        '2023-11-02',
      ),
    ).toEqual([['revenue', 187_200_000, '2023Q3']]);
  });

  it('guard: "ricavi ed altri proventi complessivi per 98,2 milioni" and "revenues and other income of $54 million" are the total', () => {
    expect(
      read("L'esercizio 2023 si chiude con ricavi ed altri proventi complessivi per 98,2 milioni di euro.", 'it', '2024-04-10'),
    ).toEqual([['revenue', 98_200_000, '2023']]);
    expect(read('For fiscal 2023 the group reported revenues and other income of $54.0 million.', 'en', '2024-02-20')).toEqual([
      ['revenue', 54_000_000, '2023'],
    ]);
  });
});

describe("twenty-third pass: one country's part", () => {
  it('"il fatturato totale generato in Italia da Logimarket arriva a 2,1 miliardi": Italy\'s part, not the revenue', () => {
    expect(
      read('Nel 2022 il fatturato totale generato in Italia da Logimarket arriva a 2,1 miliardi di euro.', 'it', '2023-05-03'),
    ).toEqual([]);
  });

  it('"gli investimenti nella penisola degli ultimi dieci anni si attestano a 1,3 miliardi": the country\'s, over ten years', () => {
    expect(
      read('Gli investimenti nella penisola degli ultimi dieci anni si attestano a 1,3 miliardi di euro.', 'it', '2023-05-03'),
    ).toEqual([]);
  });

  it('guard: "il fatturato 2023 è salito a 1,2 miliardi, di cui il 40% in Italia" stays the revenue', () => {
    expect(
      read('Il fatturato 2023 di Ceramiche Sole è salito a 1,2 miliardi di euro, di cui il 40% in Italia.', 'it', '2024-03-20'),
    ).toEqual([['revenue', 1_200_000_000, '2023']]);
  });
});

describe('twenty-third pass: people who are not the headcount', () => {
  it('"un incremento dell\'organico di 140 unità": a change named through the label', () => {
    expect(read("Nel 2023 Pastificio Aurora ha registrato un incremento dell'organico di 140 unità.", 'it', '2024-03-01')).toEqual([]);
  });

  it('"laid off 1,200 people", "added 3,400 people to their workforces", "hanno partecipato 12.480 persone": flows and crowds', () => {
    expect(read('Northwind laid off 1,200 people from its print division last year.', 'en', '2024-03-01')).toEqual([]);
    expect(read('The fifty firms added 3,400 people to their workforces in 2023.', 'en', '2024-03-01')).toEqual([]);
    expect(read('Alle assemblee di bilancio del 2023 hanno partecipato 12.480 persone.', 'it', '2024-03-01')).toEqual([]);
  });

  it('guard: "l\'organico è salito a 1.240 unità" and "employs 3,400 people" stay the headcount', () => {
    expect(read("Al 31 dicembre 2023 l'organico di Pastificio Aurora conta 1.240 persone.", 'it', '2024-03-01')).toEqual([
      ['headcount', 1240, '2023-12-31'],
    ]);
    expect(read('At December 31, 2023, Northwind employed 3,400 people.', 'en', '2024-03-01')).toEqual([['headcount', 3400, '2023-12-31']]);
  });
});

describe('twenty-third pass: a spaced minus', () => {
  it('"Il risultato netto è pari a – 612mila euro" and "net income was – $1.4 million": the dash after a verb is the sign', () => {
    expect(read('Il risultato netto del primo trimestre 2024 è pari a – 612mila euro.', 'it', '2024-05-14')).toEqual([
      ['net_income', -612_000, '2024Q1'],
    ]);
    expect(read('Net income for the first quarter of 2024 was – $1.4 million.', 'en', '2024-05-14')).toEqual([
      ['net_income', -1_400_000, '2024Q1'],
    ]);
  });

  it('guard: "EBITDA 2024 atteso tra 4,1 – 4,5 milioni" stays a range', () => {
    expect(read("Per il 2024 l'EBITDA è atteso tra 4,1 – 4,5 milioni di euro.", 'it', '2024-03-14')).toEqual([
      ['ebitda', 4_100_000, '2024'],
    ]);
  });
});

describe('twenty-third pass: cash and equivalents, growth of a rate to a level', () => {
  it('"had cash and equivalents of $84.2 million as of March 31, 2024": the cash at the day', () => {
    expect(read('Sealine Bulk had cash and equivalents of $84.2 million as of March 31, 2024.', 'en', '2024-05-20')).toEqual([
      ['cash', 84_200_000, '2024-03-31'],
    ]);
  });

  it('"first-quarter revenue growth of 18.2% to $41.7 million": the revenue\'s level after the rate', () => {
    expect(read('Sealine Bulk reported first-quarter revenue growth of 18.2% to $41.7 million.', 'en', '2024-05-20')).toEqual([
      ['revenue', 41_700_000, '2024Q1'],
    ]);
  });

  it('guard: "revenue growth of 18.2% beat the guidance of $40 million" is no revenue level', () => {
    expect(read('Sealine Bulk reported revenue growth of 18.2%, beating its outlook.', 'en', '2024-05-20')).toEqual([]);
  });
});

describe('twenty-third pass: the Italian sentence that opens on its verb and amount', () => {
  it('"Ammontano a 1,3 miliardi di euro, nel 2023, i ricavi di Caffè Borea" and "Chiude a 96 milioni il fatturato 2023": the measure after', () => {
    expect(
      read('TORINO, 14 MAR - Ammontano a 1,3 miliardi di euro, nel 2023, i ricavi di Caffè Borea, in crescita del 4%.', 'it', '2024-03-14'),
    ).toEqual([['revenue', 1_300_000_000, '2023']]);
    expect(read('UDINE, 22 MAG – Chiude a 96 milioni di euro il fatturato 2023 di Servizi Friulani.', 'it', '2024-05-22')).toEqual([
      ['revenue', 96_000_000, '2023'],
    ]);
  });

  it('guard: "Ammontano a 40 milioni gli oneri non ricorrenti" names no key figure', () => {
    expect(read('Ammontano a 40 milioni di euro, nel 2023, gli oneri non ricorrenti di Caffè Borea.', 'it', '2024-03-14')).toEqual([]);
  });
});

describe('twenty-third pass: a signed comparative in brackets', () => {
  it('"Profit for the period NOK 212.4m (-18.3m)": a loss a year before, however far from the profit', () => {
    expect(read('Nine months 2023:\n• Profit for the period NOK 212.4m (-18.3m)', 'en', '2023-10-24')).toContainEqual([
      'net_income',
      -18_300_000,
      '2022M9',
    ]);
  });

  it('guard: "a net loss of $19.4 million ($16.1 million)" takes no comparative from a bracket with a symbol', () => {
    expect(read('Hollins reported a net loss for fiscal 2004 of $19.4 million ($16.1 million).', 'en', '2004-08-01')).toEqual([
      ['net_income', -19_400_000, '2004'],
    ]);
  });
});

describe('twenty-third pass: results before tax', () => {
  it('"revenue of $3.2 billion and a pretax loss of $41 million": the loss before tax is no revenue', () => {
    expect(
      read('For 2023, Cardinal Rentals reported revenue of $3.2 billion and a pretax loss of $41 million.', 'en', '2024-02-14'),
    ).toEqual([['revenue', 3_200_000_000, '2023']]);
  });

  it('"EBITDA of $96 million and a loss before income taxes of $12 million": only the EBITDA', () => {
    expect(
      read('For 2023, Cardinal Rentals reported EBITDA of $96 million and a loss before income taxes of $12 million.', 'en', '2024-02-14'),
    ).toEqual([['ebitda', 96_000_000, '2023']]);
  });
});

describe("twenty-third pass: a loss named after its measure, and the only division's", () => {
  it('"l\'Ebitda ha riportato una perdita di 1,4 milioni, rispetto a un importo positivo di 6 milioni del 3Q 2023": the EBITDA\'s', () => {
    expect(
      read(
        "Nel terzo trimestre 2024 l'Ebitda ha riportato una perdita di 1,4 milioni di euro, rispetto a un importo positivo di 6 milioni del 3Q 2023.",
        'it',
        '2024-11-07',
      ),
    ).toEqual([
      ['ebitda', -1_400_000, '2024Q3'],
      ['ebitda', 6_000_000, '2023Q3'],
    ]);
  });

  it('guard: "l\'Ebit ha evidenziato un rosso di 8,1 milioni": the EBIT\'s loss, no net loss', () => {
    expect(read("Nel terzo trimestre 2024 l'Ebit ha evidenziato un rosso di 8,1 milioni di euro.", 'it', '2024-11-07')).toEqual([]);
  });

  it('"La sola divisione Cargo ha concluso il semestre con una perdita netta di -6 milioni": a division\'s', () => {
    expect(
      read('La sola divisione Cargo ha concluso il primo semestre 2024 con una perdita netta di -6 milioni di euro.', 'it', '2024-08-30'),
    ).toEqual([]);
  });
});

describe('twenty-third pass: "in cumulative terms" in a quarter\'s release', () => {
  it('"EBITDA for the third quarter at 9.1 mln euro; in cumulative terms EBITDA at 21.4 mln euro": the nine months', () => {
    expect(
      read(
        'Third quarter 2024 results\n• EBITDA for the third quarter at 9.1 mln euro; a sharp improvement also in cumulative terms with EBITDA at 21.4 mln euro.',
        'en',
        '2024-11-12',
      ),
    ).toEqual([
      ['ebitda', 9_100_000, '2024Q3'],
      ['ebitda', 21_400_000, '2024M9'],
    ]);
  });

  it('"Nel trimestre i ricavi sono 40 milioni; in termini cumulati i ricavi sono 118 milioni": the same in Italian', () => {
    expect(
      read(
        'Nel terzo trimestre 2024 i ricavi sono pari a 40 milioni di euro; in termini cumulati i ricavi sono pari a 118 milioni di euro.',
        'it',
        '2024-11-12',
      ),
    ).toEqual([
      ['revenue', 40_000_000, '2024Q3'],
      ['revenue', 118_000_000, '2024M9'],
    ]);
  });
});

describe('twenty-third pass: "vs est" in a newswire summary', () => {
  it('"Q4 revenue $184.2 mln vs est $181.9 mln": the estimate is no figure', () => {
    expect(read('UPDATE 2-Brightline loss widens\n\n* Q4 revenue $184.2 mln vs est $181.9 mln', 'en', '2024-02-22')).toEqual([
      ['revenue', 184_200_000, '2023Q4'],
    ]);
  });
});

describe('twenty-third pass: a change against a year named between', () => {
  it('"con una crescita sul 2022 di 31 milioni" and "an increase over 2022 of $31 million": changes, not figures', () => {
    expect(
      read(
        'Nel 2023 il fatturato di Acque Baresi ha raggiunto 512 milioni di euro, con una crescita sul 2022 di 31 milioni.',
        'it',
        '2024-05-10',
      ),
    ).toEqual([['revenue', 512_000_000, '2023']]);
    expect(read('Revenue reached $512 million in 2023, an increase over 2022 of $31 million.', 'en', '2024-05-10')).toEqual([
      ['revenue', 512_000_000, '2023'],
    ]);
  });
});
