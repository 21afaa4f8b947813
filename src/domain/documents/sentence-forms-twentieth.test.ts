import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md) and the calendar (2024 is
// a leap year, 2023 is not). The sentences are written for these tests (twentieth pass, 2026-11-30), with
// invented companies and figures; none is a held-out text's.

describe('twentieth pass: a balance at a day that ends no quarter, compared a year before', () => {
  it('"cash of EUR 3.0 million at 29 February 2024, against EUR 2.0 million a year earlier": 28 February 2023', () => {
    // a retailer's year to the end of February; the calendar year's end was read before
    expect(read('Cash was EUR 3.0 million at 29 February 2024, compared with EUR 2.0 million a year earlier.', 'en', '2024-05-02')).toEqual(
      [
        ['cash', 3_000_000, '2024-02-29'],
        ['cash', 2_000_000, '2023-02-28'],
      ],
    );
  });

  it('"al 29 giugno 2024 … un anno prima": the same day, in Italian', () => {
    expect(
      read('La cassa era di 4,1 milioni di euro al 29 giugno 2024, rispetto a 3,6 milioni un anno prima.', 'it', '2024-09-12'),
    ).toEqual([
      ['cash', 4_100_000, '2024-06-29'],
      ['cash', 3_600_000, '2023-06-29'],
    ]);
  });

  it('"net debt … at 29 February 2024 (38.1)": the bracket\'s prior year is 28 February, not a day that does not exist (a guard)', () => {
    expect(read('At 29 February 2024, net debt stood at EUR 45.2 million (38.1).', 'en', '2024-05-02')).toEqual([
      ['debt', 45_200_000, '2024-02-29'],
      ['debt', 38_100_000, '2023-02-28'],
    ]);
  });
});

describe('twentieth pass: what is a change, not a level', () => {
  it('"in aumento di 2,1 milioni rispetto al 1Q 2021": a quarter written number first is no amount', () => {
    // the "1" of "1Q" was read as a second capex of 1 million
    expect(
      read(
        'Nel trimestre il Gruppo ha realizzato investimenti per 13,1 milioni, in aumento di 2,1 milioni rispetto al 1Q 2021.',
        'it',
        '2022-05-12',
      ),
    ).toEqual([['capex', 13_100_000, '2022Q1']]);
  });

  it('"$12 million in 2H19 and $3 million in 1Q20": the periods stay periods (a guard)', () => {
    expect(read('Revenue was $12 million in 2H19 and $3 million in 1Q20.', 'en', '2020-05-12')).toEqual([
      ['revenue', 12_000_000, '2019H2'],
      ['revenue', 3_000_000, '2020Q1'],
    ]);
  });

  it('"51,8 milioni (+ 34,3 milioni rispetto al 2019)": a sign apart from its number, after a bracket, is a change\'s', () => {
    expect(read("L'utile netto 2020 è pari a 51,8 milioni (+ 34,3 milioni rispetto al 2019).", 'it', '2021-03-10')).toEqual([
      ['net_income', 51_800_000, '2020'],
    ]);
  });

  it('"in diminuzione di circa 28 milioni rispetto al 31 dicembre e di circa 35,6 milioni rispetto al 30 settembre": both changes', () => {
    const text =
      "Al 30 settembre 2017 l'indebitamento finanziario netto risulta pari a 155 milioni, in diminuzione di circa 28 milioni rispetto al 31 dicembre 2016 e di circa 35,6 milioni rispetto al 30 settembre 2016.";
    expect(read(text, 'it', '2017-11-10')).toEqual([['debt', 155_000_000, '2017-09-30']]);
  });

  it('"a decrease of $28 million compared with December 31, 2016 and of $35.6 million against September 30, 2016": in English', () => {
    const text =
      'Net debt was $155 million at September 30, 2017, a decrease of $28 million compared with December 31, 2016 and of $35.6 million against September 30, 2016.';
    expect(read(text, 'en', '2017-11-10')).toEqual([['debt', 155_000_000, '2017-09-30']]);
  });
});

describe('twentieth pass: what a figure took in, told in a relative clause', () => {
  it('"…, which included a one-time gain of $4.0 million": a component of the comparison\'s figure', () => {
    const text =
      'Net income was $12.0 million in 2023, compared with $15.5 million in 2022, which included a one-time gain of $4.0 million from the sale of a building.';
    expect(read(text, 'en', '2024-02-20')).toEqual([
      ['net_income', 12_000_000, '2023'],
      ['net_income', 15_500_000, '2022'],
    ]);
  });

  it('"3,7 milioni dell\'esercizio 2015, che includeva per 7,1 milioni gli effetti delle dismissioni"', () => {
    const text =
      "La società chiude il 2016 con una perdita consolidata di 2,5 milioni rispetto all'utile consolidato di 3,7 milioni dell'esercizio 2015, che includeva per 7,1 milioni gli effetti delle dismissioni.";
    expect(read(text, 'it', '2017-03-20')).toEqual([
      ['net_income', -2_500_000, '2016'],
      ['net_income', 3_700_000, '2015'],
    ]);
  });

  it('"…, che avevano recepito un importo positivo di oltre 5,3 milioni": the same with another verb', () => {
    const text =
      "L'utile netto 2016 si fissa a 2 milioni e si confronta con i 6,8 milioni dell'esercizio precedente, che avevano recepito un importo positivo di oltre 5,3 milioni legato alla fiscalità differita.";
    expect(read(text, 'it', '2017-04-10')).toEqual([
      ['net_income', 2_000_000, '2016'],
      ['net_income', 6_800_000, '2015'],
    ]);
  });
});

describe('twentieth pass: the year a text reports, when it writes only others', () => {
  it('"in linea con il primo semestre 2013 (1,081 miliardi)": a comparison\'s half, so the text reports the half after it', () => {
    const text =
      "Tengono i conti nel semestre. L'utile netto di gruppo di 1,075 miliardi risulta in linea con il primo semestre 2013 (1,081 miliardi).\nIl gruppo Edison nel semestre registra un utile netto di 116 milioni di euro.";
    expect(read(text, 'it')).toEqual([
      ['net_income', 1_075_000_000, '2014H1'],
      ['net_income', 1_081_000_000, '2013H1'],
      ['net_income', 116_000_000, '2014H1'],
    ]);
  });

  it('"i risultati del piano al 2015": a plan\'s horizon is no topic for the sentences after it', () => {
    const text =
      "Nel primo semestre 2014 l'utile netto è di 1,075 miliardi. La compagnia è prossima a conseguire i risultati del piano al 2015.\nFINMECCANICA\nFinmeccanica archivia il primo semestre con ricavi a 6,557 miliardi.";
    expect(read(text, 'it')).toEqual([
      ['net_income', 1_075_000_000, '2014H1'],
      ['revenue', 6_557_000_000, '2014H1'],
    ]);
  });
});

describe('twentieth pass: the sign of a loss improved on', () => {
  it('"risultato netto negativo per 39 milioni, in miglioramento rispetto ai 62 milioni": the earlier one a loss too', () => {
    const text =
      'Nel primo semestre 2014 la holding chiude con un risultato netto negativo per 39 milioni di euro, in miglioramento rispetto ai 62 milioni del primo semestre del 2013.';
    expect(read(text, 'it')).toEqual([
      ['net_income', -39_000_000, '2014H1'],
      ['net_income', -62_000_000, '2013H1'],
    ]);
  });

  it('"negative at EUR 39 million, an improvement on EUR 62 million": in English, "negative at" a sign word', () => {
    const text =
      'In the first half of 2014 the net result was negative at EUR 39 million, an improvement on EUR 62 million in the first half of 2013.';
    expect(read(text, 'en')).toEqual([
      ['net_income', -39_000_000, '2014H1'],
      ['net_income', -62_000_000, '2013H1'],
    ]);
  });

  it('"negativo per 39 milioni rispetto ai 62 milioni" with no word of improvement: the earlier one keeps its sign (a guard)', () => {
    const text =
      'Nel primo semestre 2014 il risultato netto è negativo per 39 milioni di euro rispetto ai 62 milioni del primo semestre del 2013.';
    expect(read(text, 'it')).toEqual([
      ['net_income', -39_000_000, '2014H1'],
      ['net_income', 62_000_000, '2013H1'],
    ]);
  });
});

describe('twentieth pass: the net result to common stockholders', () => {
  it('"a net loss of $10.8 million and a net loss attributed to common stockholders of $12.2 million": the first is the net loss', () => {
    const text =
      'The company reported a net loss of $10.8 million and a net loss attributed to common stockholders of $12.2 million for the second quarter of 2020.';
    expect(read(text, 'en', '2020-07-27')).toEqual([['net_income', -10_800_000, '2020Q2']]);
  });

  it('"The net loss attributable to common stockholders for 2004 was $17.3 million": alone, it is the net loss stated (a guard)', () => {
    const text =
      'The net loss attributable to common stockholders for 2004 was $17.3 million, compared with a net loss attributable to common stockholders of $26.5 million for 2003.';
    expect(read(text, 'en', '2005-02-20')).toEqual([
      ['net_income', -17_300_000, '2004'],
      ['net_income', -26_500_000, '2003'],
    ]);
  });
});

describe('twentieth pass: an estimate named after its amount', () => {
  it('"(+13 milioni rispetto a 2.728 milioni stimati)", "118 milioni stimati dal consensus": the analysts\' figure, not the company\'s', () => {
    const text =
      "L'indebitamento finanziario netto al 30 settembre 2019 si esprime in 2.741 milioni, di poco superiore al consensus (+13 milioni rispetto a 2.728 milioni stimati). L'Ebitda dei nove mesi è di 120 milioni, contro i 118 milioni stimati dal consensus.";
    expect(read(text, 'it', '2019-11-10')).toEqual([
      ['debt', 2_741_000_000, '2019-09-30'],
      ['ebitda', 120_000_000, '2019M9'],
    ]);
  });
});

describe('twentieth pass: cash generated is a flow, not a balance', () => {
  it('"Net cash of £0.7m generated from operations (H1 2015: £2.0m)": neither amount is net cash held', () => {
    expect(read('Net cash of £0.7m generated from operations (H1 2015: £2.0m).', 'en', '2016-09-10')).toEqual([]);
    expect(read('Net cash of £0.7m (H1 2015: £2.0m) generated from operations.', 'en', '2016-09-10')).toEqual([]);
  });

  it('"La cassa generata dalla gestione operativa è di 5 milioni": the key names a flow', () => {
    const text =
      'Nel 2015 la cassa generata dalla gestione operativa è di 5 milioni, mentre la posizione finanziaria netta è positiva per 12 milioni di euro.';
    expect(read(text, 'it', '2016-03-10')).toEqual([['debt', -12_000_000, '2015-12-31']]);
  });

  it('"Net cash was £5.7m at 30 June 2016 (30 June 2015: £4.0m), with £0.7m generated from operations": the balances stay, the flow goes', () => {
    const text = 'Net cash was £5.7m at 30 June 2016 (30 June 2015: £4.0m), with £0.7m generated from operations.';
    expect(read(text, 'en', '2016-09-10')).toEqual([
      ['debt', -5_700_000, '2016-06-30'],
      ['debt', -4_000_000, '2015-06-30'],
    ]);
  });
});

describe('twentieth pass: "in negativo rispettivamente per"', () => {
  it('"Ebitda ed Ebit … passano in negativo rispettivamente per 1.522 mila euro e 2.100 mila euro": the EBITDA below zero', () => {
    const text =
      'Nel primo semestre 2020 Ebitda ed Ebit cambiano di segno e passano in negativo rispettivamente per 1.522 mila euro e 2.100 mila euro.';
    expect(read(text, 'it', '2020-09-20')).toEqual([['ebitda', -1_522_000, '2020H1']]);
  });
});

describe('twentieth pass: UK highlights, amounts carrying their scale', () => {
  const text =
    'Results for the year ended 31 March 2019\n\n  Statutory results Underlying* results\n  2019 2018 2019 2018\nRevenue £911.1m £833.0m £911.1m £833.0m\nOperating profit £113.8m £141.0m £123.9m £122.5m\nProfit after tax £113.9m £138.1m £111.5m £109.0m\nNet cash     £188.5m £266.8m';

  it('"Revenue £911.1m £833.0m £911.1m £833.0m" under "2019 2018 2019 2018": each amount its column, a balance at the fiscal year\'s end', () => {
    // the rows were read as prose before, every amount in 2018 (the year named last before them)
    expect(read(text, 'en')).toEqual([
      ['revenue', 911_100_000, '2019'],
      ['revenue', 833_000_000, '2018'],
      ['revenue', 911_100_000, '2019'],
      ['revenue', 833_000_000, '2018'],
      ['net_income', 113_900_000, '2019'],
      ['net_income', 138_100_000, '2018'],
      ['net_income', 111_500_000, '2019'],
      ['net_income', 109_000_000, '2018'],
      ['debt', -188_500_000, '2019-03-31'],
      ['debt', -266_800_000, '2018-03-31'],
    ]);
  });
});
