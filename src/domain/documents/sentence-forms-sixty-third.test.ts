import { describe, expect, it } from 'vitest';
import { sentenceAmounts } from './sentence-amounts.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md). Sentences written for these tests (sixty-third pass, 2026-12-07), with invented
// companies and figures; none is a held-out text's.

describe('sixty-third pass: an amount turned into another currency after "or" (from dev-real310)', () => {
  it('"¥113.9 billion or $1.26 billion from the ¥146.9 billion or $1.63 billion": the yen figures only', () => {
    const text =
      "Ferlano's revenues for the first half of fiscal 2010 came down to ¥113.9 billion or $1.26 billion from the ¥146.9 billion " +
      'or $1.63 billion it earned in the first half of fiscal 2009.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 113_900_000_000, '2010H1'],
      ['revenue', 146_900_000_000, '2009H1'],
    ]);
  });

  it('(guard) "revenue of $12 million or more in 2020": no second currency, still read', () => {
    expect(read('Ferlano expects revenue of $12 million or more in 2020.', 'en')).toEqual([['revenue', 12_000_000, '2020']]);
  });

  it('"a net loss of ¥6.04 billion, which is quite dramatic, since, last year, …": "since" set off by commas opens another clause', () => {
    const text =
      'In the first half of fiscal 2010 Ferlano revealed a net loss of ¥6.04 billion, which is quite dramatic, since, last year, the ' +
      'company announced a net profit.';
    expect(read(text, 'en')).toEqual([['net_income', -6_040_000_000, '2010H1']]);
  });
});

describe("sixty-third pass: a cooperative bank's figures (from dev-real305)", () => {
  it('"i soci sono 155.718 (+5,5%) ed i dipendenti 5.856 (+1,9%)": the count with its verb left out after "ed"', () => {
    const text = 'A fine 2009 la Banca di Ferlano ha 71 sportelli, i soci sono 15.718 (+5,5%) ed i dipendenti 856 (+1,9%).';
    expect(read(text, 'it')).toEqual([['headcount', 856, '2009-12-31']]);
  });

  it('(guard) "con 40 soci e i dipendenti hanno ricevuto un premio": no number after the staff, no count', () => {
    expect(read('Ferlano ha chiuso il 2019 con 40 soci e i dipendenti hanno ricevuto un premio.', 'it')).toEqual([]);
  });

  it('"un utile netto di 1,366 milioni, destinato a riserva legale per 1,105 milioni, in beneficenza per 200 mila euro": the allocation is no profit', () => {
    const text =
      "La Banca di Ferlano ha chiuso il bilancio 2011 con un utile netto di 1,366 milioni di euro, destinato, all'unanimità, a riserva " +
      'legale per 1,105 milioni, in beneficenza ordinaria per 200 mila euro e al fondo mutualistico per quasi 41 mila euro.';
    expect(read(text, 'it')).toEqual([['net_income', 1_366_000, '2011']]);
  });

  it('(guard) "ha deciso di mandare a riserva l\'intero utile di 80,6 milioni": the profit itself, sent to the reserve', () => {
    const text = "L'assemblea di Ferlano ha deciso di mandare a riserva l'intero utile di 80,6 milioni di euro del bilancio 2021.";
    expect(read(text, 'it')).toEqual([['net_income', 80_600_000, '2021']]);
  });

  it('"un utile … sceso del 57% a fronte della crescita della raccolta diretta da clientela a 20,56 miliardi": deposits are no figure', () => {
    const text =
      'Dal bilancio 2011 di Ferlano è emerso un utile che, a 57,28 milioni di euro, è sceso anno su anno del 57,03% a fronte della ' +
      'crescita, pari all’8,4%, della raccolta diretta da clientela a 20,56 miliardi di euro.';
    expect(read(text, 'it')).toEqual([['net_income', 57_280_000, '2011']]);
  });
});

describe('sixty-third pass: the Gulf currencies as the press writes them in English (from dev-real306)', () => {
  it('"profit … was QR394m ($108m), up from QR333m": the Qatari riyal by its letters, the dollars its translation', () => {
    const text =
      'Ferlano Bank said net profit during the three months to 30 September 2009 was QR394m ($108m), up from QR333m a year earlier.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 394_000_000, '2009Q3'],
      ['net_income', 333_000_000, '2008Q3'],
    ]);
  });

  it('"net profit … rose to 289.24 million UAE dirhams ($79 million)" and "2.18 billion Saudi riyals": the currency named after the amount', () => {
    const text =
      'Ferlano Investments said net profit for the first half of 2024 rose 9 percent to 289.24 million UAE dirhams ($79 million), ' +
      'while revenue reached 2.18 billion Saudi riyals.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 289_240_000, '2024H1'],
      ['revenue', 2_180_000_000, '2024H1'],
    ]);
  });

  it('"the SR 520 bridge cost $4.5 billion": letters before a number with no scale are no riyals', () => {
    const amounts = sentenceAmounts('The SR 520 bridge that Ferlano built in 2016 cost $4.5 billion.', 'en');
    expect(amounts.map((a) => [a.value, a.currency])).toEqual([[4_500_000_000, 'USD']]);
  });

  it('"the fall in profits was due to the bank taking provisions of $104.7 million against …": the provisions are no profit', () => {
    const text =
      'The fall in profits in 2009 was due to Ferlano Bank taking provisions of $104.7 million against potential losses on its loans.';
    expect(read(text, 'en')).toEqual([]);
  });

  it('(guard) "from services ranging from … to the provision of laser eye surgery fell by 3% to £101.9 million": a service, no provision', () => {
    const text =
      'Ferlano revenues earned from services ranging from glasses to the provision of eye surgery fell by 3% to £101.9 million in 2017.';
    expect(read(text, 'en')).toEqual([['revenue', 101_900_000, '2017']]);
  });
});

describe('sixty-third pass: years that say nothing of when a text was written (from dev-real306)', () => {
  it('"for the first time since early 2020" in a text of November 2022: the quarter is 2022\'s', () => {
    const text =
      "Ferlano's net income was US$41.6 billion in the third quarter. Its gearing ratio turned negative for the first time since early 2020.";
    expect(read(text, 'en', '2022-11-01')).toEqual([['net_income', 41_600_000_000, '2022Q3']]);
  });

  it('"the economic gains generated by Expo 2020 Dubai" in a text of August 2023: the half is 2023\'s', () => {
    const text =
      'Net profit for the six months to the end of June climbed to Dh4.9 billion at Ferlano. The market recovered on the economic ' +
      'gains generated by Expo 2020 Dubai.';
    expect(read(text, 'en', '2023-08-10')).toEqual([['net_income', 4_900_000_000, '2023H1']]);
  });

  it('(guard) "results for the third quarter of 2020" in a file of 2022: a year the text writes as its own still rules', () => {
    const text = "Ferlano's net income was US$4.1 billion in the third quarter of 2020.";
    expect(read(text, 'en', '2022-11-01')).toEqual([['net_income', 4_100_000_000, '2020Q3']]);
  });
});

describe('sixty-third pass: "this year" against a comparison written later (from dev-real306)', () => {
  it('"profits for the second quarter of this year" in August 2024, then "Q1 2024, compared to … Q1 2023": the quarter is 2024\'s', () => {
    const text =
      'Ferlano has announced an 85% increase in profits for the second quarter of this year. Its profit reached 2.18 billion riyals.\n\n' +
      'Profits had fallen to 246.2 million riyals in Q1 2024, compared to 656.9 million riyals in Q1 2023.';
    expect(read(text, 'en', '2024-08-03')[0]).toEqual(['net_income', 2_180_000_000, '2024Q2']);
  });
});

describe("sixty-third pass: the Stock Exchange of Thailand's results announcements (from dev-real304)", () => {
  it('"Net Profit (Loss) Million Dollar | 610.00 | 600.00 |" under "Quarter | 2Q23 | 2Q22 |", then "6 Months | 2023 | 2022 |"', () => {
    const text =
      'Ferlano Public Company Limited has announced its 2Q23 consolidated financial statement as follows;\n' +
      'Quarter | 2Q23 | 2Q22 |\nNet Profit (Loss) Million Dollar | 610.00 | 600.00 |\nEarning Per Share (Dollar) | 0.1400 | 0.1500 |\n' +
      '% Change | 1.67 | |\n6 Months | 2023 | 2022 |\nNet Profit (Loss) Million Dollar | 1,180.00 | 918.00 |';
    expect(read(text, 'en', '2023-07-30')).toEqual([
      ['net_income', 610_000_000, '2023Q2'],
      ['net_income', 600_000_000, '2022Q2'],
      ['net_income', 1_180_000_000, '2023H1'],
      ['net_income', 918_000_000, '2022H1'],
    ]);
  });

  it('"a net profit of Baht 35,469 million, increased by Baht 15,362 million … from 2Q2023 at Baht 20,107 million": the baht by its name', () => {
    const text =
      'Ferlano reported a net profit of Baht 35,469 million in 2Q2024, increased by Baht 15,362 million or 76.4 % from 2Q2023 at ' +
      'Baht 20,107 million.';
    expect(read(text, 'en')).toEqual([
      ['net_income', 35_469_000_000, '2024Q2'],
      ['net_income', 20_107_000_000, '2023Q2'],
    ]);
  });
});

describe('sixty-third pass: a bracket that closes a sentence (from dev-real310)', () => {
  it('"… compared to $621.3 million a year ago (a 5% gain, excluding currency.) Net income zoomed to $58.9 million, from $19.7 million"', () => {
    const text =
      'Ferlano says its sales climbed 8% to $672.4 million in 2010, compared to $621.3 million a year ago (a 5% gain, excluding the ' +
      'impact of currency exchange.) Net income zoomed to $58.9 million in 2010, from $19.7 million in 2009.';
    expect(read(text, 'en')).toEqual([
      ['revenue', 672_400_000, '2010'],
      ['revenue', 621_300_000, '2009'],
      ['net_income', 58_900_000, '2010'],
      ['net_income', 19_700_000, '2009'],
    ]);
  });
});

describe('sixty-third pass: the Korean press in English (from dev-real310)', () => {
  it('"2.7 trillion won in revenue and 1.2 trillion won in operating profit": the won after its scale, the profit another measure', () => {
    const text = 'Ferlano Games reached record figures in 2024 with 2.7 trillion won in revenue and 1.2 trillion won in operating profit.';
    expect(read(text, 'en')).toEqual([['revenue', 2_700_000_000_000, '2024']]);
  });

  it('(guard) "the studio won 3 awards in 2024": "won" after a number with no scale is the verb', () => {
    expect(read('Ferlano posted revenue of $40 million in 2024, and its studio won 3 awards.', 'en')).toEqual([
      ['revenue', 40_000_000, '2024'],
    ]);
  });

  it('"cumulative revenue from the first to the third quarter at 3.3461 trillion won" / "dal primo al terzo trimestre": nine months', () => {
    expect(read('Ferlano posted revenue of 3.3461 trillion won from the first to the third quarter of 2025.', 'en')).toEqual([
      ['revenue', 3_346_100_000_000, '2025M9'],
    ]);
    expect(read('I ricavi di Ferlano dal primo al terzo trimestre 2024 sono stati pari a 41,2 milioni di euro.', 'it')).toEqual([
      ['revenue', 41_200_000, '2024M9'],
    ]);
  });
});

describe('sixty-third pass: the period compared with, named with its measure or as a period (from dev-real309 and dev-real307)', () => {
  it('"un aumento dell\'8,7% rispetto alle vendite del secondo trimestre 2009 e sono state pari a €145,2 milioni": the quarter reported', () => {
    const text =
      'Ferlano ha annunciato i risultati del secondo trimestre 2010. Le vendite totali nette hanno ' +
      "registrato un aumento dell'8,7% rispetto alle vendite del secondo trimestre 2009 e sono state pari a €145,2 milioni.";
    expect(read(text, 'it')).toEqual([['revenue', 145_200_000, '2010Q2']]);
  });

  it('"con un -1,4% rispetto al periodo gennaio – settembre 2009, si sono attestati a 548,6 milioni": "rispetto al periodo" compares', () => {
    const text =
      'Nei primi nove mesi del 2010 Ferlano ha conseguito un utile netto di 87 milioni di euro. Nel periodo i ricavi netti consolidati, ' +
      'con un -1,4% rispetto al periodo gennaio – settembre 2009, si sono attestati a 548,6 milioni di euro.';
    expect(read(text, 'it')).toEqual([
      ['net_income', 87_000_000, '2010M9'],
      ['revenue', 548_600_000, '2010M9'],
    ]);
  });
});

describe('sixty-third pass: the first six months written in figures (from dev-real307)', () => {
  it('"Nei primi 6 mesi del 2021, ha realizzato ricavi pari a 20,3 milioni" and "in the first 6 months of 2021": the first half', () => {
    expect(read('Nei primi 6 mesi del 2021, Ferlano ha realizzato ricavi pari a 20,3 milioni di euro.', 'it')).toEqual([
      ['revenue', 20_300_000, '2021H1'],
    ]);
    expect(read('In the first 6 months of 2021 Ferlano posted revenue of $20.3 million.', 'en')).toEqual([
      ['revenue', 20_300_000, '2021H1'],
    ]);
  });

  it('(guard) "cash to fund the next 6 months": a stretch ahead, no half', () => {
    expect(read('At the end of 2021 Ferlano had cash of $5.1 million, enough to fund the next 6 months.', 'en')).toEqual([
      ['cash', 5_100_000, '2021-12-31'],
    ]);
  });
});

describe('sixty-third pass: the lira in the plural (from dev-real308)', () => {
  it('"a net profit of $233 million (4.4 billion Turkish liras) in the first quarter of 2023": the liras are the translation', () => {
    const text = 'Ferlano Airlines registered a net profit of $233 million (4.4 billion Turkish liras) in the first quarter of 2023.';
    expect(read(text, 'en')).toEqual([['net_income', 233_000_000, '2023Q1']]);
  });
});
