import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md) and the calendar (2024 is
// a leap year, 2023 is not). The sentences are written for these tests (twentieth pass, 2026-11-30), with
// invented companies and figures; none is a held-out text's.

describe('twentieth pass: forms of the nineteenth development set', () => {
  it('"la posizione finanziaria netta è cash positive per 839mila euro": net cash, so net debt below zero', () => {
    const text =
      'Al 31 dicembre 2021 la posizione finanziaria netta è cash positive per 839mila euro (cash positive per circa 2 milioni al 31 dicembre 2020).';
    expect(read(text, 'it', '2022-03-30')).toEqual([
      ['debt', -839_000, '2021-12-31'],
      ['debt', -2_000_000, '2020-12-31'],
    ]);
  });

  it('"utili di terzi per 1,1 milioni", "net income attributable to non-controlling interests": the minorities\' share is no net income', () => {
    const text = "Nei nove mesi 2018 l'utile netto di gruppo è di 10,3 milioni, dopo utili di terzi per 1,1 milioni.";
    expect(read(text, 'it', '2018-11-14')).toEqual([['net_income', 10_300_000, '2018M9']]);
    expect(
      read(
        'In 2018 net income was $42.0 million and net income attributable to non-controlling interests was $3.1 million.',
        'en',
        '2019-02-20',
      ),
    ).toEqual([['net_income', 42_000_000, '2018']]);
  });

  it('"$21 million in annualized revenue", "annual run-rate revenue of $30 million": a run-rate, not revenue earned', () => {
    const text =
      'Revenue for the third quarter of 2022 was $150.2 million. The new contracts add $21 million in annualized revenue, and an annual run-rate revenue of $30 million.';
    expect(read(text, 'en', '2022-11-08')).toEqual([['revenue', 150_200_000, '2022Q3']]);
  });

  it('"indebitamento finanziario netto … pari a 22,6 milioni …, includendo 7,5 milioni legati all\'IFRS 16": a component', () => {
    const text =
      "Al 30 giugno 2020 l'indebitamento finanziario netto è pari a 22,6 milioni (23,3 milioni al 30 giugno 2019), includendo 7,5 milioni legati all'introduzione dell'IFRS 16.";
    expect(read(text, 'it', '2020-09-20')).toEqual([
      ['debt', 22_600_000, '2020-06-30'],
      ['debt', 23_300_000, '2019-06-30'],
    ]);
  });
});

describe('twentieth pass: a results table one cell a line, then its highlights', () => {
  const text =
    'Spire Healthcare reports its results for the year ended 31 December 2015.\n\nYear ended 31 December\n\n(£ million)\n\n2015\n\n2014\n\nVariance\n\n%\n\nVariance excluding acquisitions / disposals\n\n% (1)\n\nRevenue\n\n884.8\n\n856.0\n\n3.4%\n\n2.5%\n\nNet debt at the year end\n\n419.5\n\nGroup financial highlights\n\n·      Revenue increased by 3.4% to £884.8m (2014: £856.0m) with growth across all payor groups\n\n·      Net debt reduced to £419.5m';

  it('"2015" over "2014" heads columns, "Net debt at the year end" labels its row: the highlights below are 2015\'s', () => {
    // before: the head's "2014" and the row label's "year end" headed the bullets, read as 2014 and at 31 December 2015 as a flow
    expect(read(text, 'en', '2016-03-17')).toEqual([
      ['revenue', 884_800_000, '2015'],
      ['revenue', 856_000_000, '2014'],
      ['debt', 419_500_000, '2015-12-31'],
    ]);
  });
});

describe('twentieth pass: an apposition naming the kind of measure', () => {
  it('"Recurring EBITDA, a key earnings metric, … dropped … to 2.48 billion francs": EBITDA, in Swiss francs', () => {
    // "earnings" was read as a net income of its own, and "francs" as no currency
    const text = 'In the first half of 2018, recurring EBITDA, a key earnings metric, dropped 3.8 percent to 2.48 billion francs.';
    expect(read(text, 'en', '2018-07-27')).toEqual([['ebitda', 2_480_000_000, '2018H1']]);
  });
});

describe('twentieth pass: currencies by word and sign', () => {
  const currencies = (text: string) =>
    readSentences(text, 'en', sentenceDocument(text, null, 'en', { date: '2018-07-27', source: 'metadata' })).map((f) => [
      f.key,
      f.value,
      f.currency,
    ]);

  it('"394 million Swiss francs", "1.15 billion francs", "R$ 1.8 billion": CHF and BRL', () => {
    expect(
      currencies("In the first half of 2018 net income plunged to 394 million Swiss francs from last year's 1.15 billion francs."),
    ).toEqual([
      ['net_income', 394_000_000, 'CHF'],
      ['net_income', 1_150_000_000, 'CHF'],
    ]);
    expect(currencies('Net income reached R$ 1.8 billion in the first half of 2018.')).toEqual([['net_income', 1_800_000_000, 'BRL']]);
  });
});

describe('twentieth pass: a tolerance and a part by market', () => {
  it('"adjusted EBITDA of around EUR 600 million with a variance of plus/minus EUR 50 million": the tolerance is no figure', () => {
    const text = 'For 2023 the Group expects adjusted EBITDA of around EUR 600 million with a variance of plus/minus EUR 50 million.';
    expect(read(text, 'en', '2023-05-10')).toEqual([['ebitda', 600_000_000, '2023']]);
  });

  it('"il fatturato estero in calo del 10,6% a 32,2 milioni": the foreign part of revenue', () => {
    const text = 'Nel primo trimestre 2021 i ricavi sono pari a 88,1 milioni, con il fatturato estero in calo del 10,6% a 32,2 milioni.';
    expect(read(text, 'it', '2021-05-12')).toEqual([['revenue', 88_100_000, '2021Q1']]);
  });
});

describe('twentieth pass: a section heading with its own words', () => {
  it('"FISCAL 2025 FULL YEAR RESULTS" after "FISCAL 2025 FOURTH QUARTER RESULTS": the lines below it are the year\'s', () => {
    const text =
      'Acme today reported financial results for its fiscal 2025 fourth quarter and full year ended June 30, 2025.\n\nFISCAL 2025 FOURTH QUARTER RESULTS\n\nNet Sales +12% y/y to $95.1 million\n\nNet Income $4.2 million; Adjusted Net Income $5.6 million\n\nDiluted EPS of $0.16\n\nFISCAL 2025 FULL YEAR RESULTS\n\nNet Sales +14% y/y to record $373.4 million\n\nNet Income $14.4 million; Adjusted net income $19.9 million\n\nEBITDA of $28.3 million; Adjusted EBITDA $31.0 million or 8.3%/sales';
    expect(read(text, 'en', '2025-08-21')).toEqual([
      ['revenue', 95_100_000, '2025Q4'],
      ['net_income', 4_200_000, '2025Q4'],
      ['net_income', 5_600_000, '2025Q4'],
      ['revenue', 373_400_000, '2025'],
      ['net_income', 14_400_000, '2025'],
      ['net_income', 19_900_000, '2025'],
      ['ebitda', 28_300_000, '2025'],
      ['ebitda', 31_000_000, '2025'],
    ]);
  });
});

describe('twentieth pass: periods with a hyphen before the year', () => {
  it('"Net Income of R$ 5,031 million in 9M-2017, compared to a loss of R$ 17,334 million in 9M-2016": nine months, no amount "9M"', () => {
    const text = 'Net Income of R$ 5,031 million in 9M-2017, compared to a loss of R$ 17,334 million in 9M-2016.';
    expect(read(text, 'en', '2017-11-13')).toEqual([
      ['net_income', 5_031_000_000, '2017M9'],
      ['net_income', -17_334_000_000, '2016M9'],
    ]);
  });

  it('"revenue of $9M in 2Q-2017": the amount stays, the quarter is read (a guard for "9M")', () => {
    expect(read('Revenue of $9M in 2Q-2017 was a record.', 'en', '2017-08-10')).toEqual([['revenue', 9_000_000, '2017Q2']]);
  });
});

describe('twentieth pass: the Italian press\'s "Mol" and a measure "comprensivo di" its charges', () => {
  it('"Il Mol è diminuito del 14,5% a 149,3 milioni": "Mol" is EBITDA as the press writes it', () => {
    const text =
      'Nel primo semestre 2011 il fatturato netto è salito del 6% a 2.146,9 milioni. Il Mol è diminuito del 14,5% a 149,3 milioni.';
    expect(read(text, 'it', '2011-08-30')).toEqual([
      ['revenue', 2_146_900_000, '2011H1'],
      ['ebitda', 149_300_000, '2011H1'],
    ]);
  });

  it('"l\'Ebitda comprensivo di tali oneri straordinari scende del 3% a 30,3 milioni": the measure with its charges, not a part', () => {
    const text =
      "Nel quarto trimestre 2016 l'Ebitda adjusted è pari a 31,8 milioni, mentre l'Ebitda comprensivo di tali oneri straordinari scende del 3% a 30,3 milioni.";
    expect(read(text, 'it', '2017-02-20')).toEqual([
      ['ebitda', 31_800_000, '2016Q4'],
      ['ebitda', 30_300_000, '2016Q4'],
    ]);
  });
});

describe("twentieth pass: a guidance's year after an amount", () => {
  it('"il Mol è di 133,5 milioni +36,6% La società migliora la guidance 2021": the half\'s EBITDA, not 2021\'s', () => {
    const text =
      'Il gruppo approva i risultati del primo semestre 2021: il Mol è di 133,5 milioni +36,6% La società migliora la guidance 2021.';
    expect(read(text, 'it', '2021-07-28')).toEqual([['ebitda', 133_500_000, '2021H1']]);
  });
});

describe('twentieth pass: a placing to raise money', () => {
  it('"a placing to raise approximately £2.1m (before expenses)": the funding sought', () => {
    expect(read('The company announced a placing to raise approximately £2.1m (before expenses).', 'en', '2016-09-20')).toEqual([
      ['funding_sought', 2_100_000, null],
    ]);
  });

  it('"plans to raise prices by 5%", "to raise awareness": no amount follows, nothing is proposed (a guard)', () => {
    expect(read('The company plans to raise prices by 5% and to raise awareness of its brand.', 'en', '2016-09-20')).toEqual([]);
  });
});

describe('twentieth pass: a sentence that opens on the change from an earlier amount', () => {
  it('"… with cash of $314.6 million. This was an increase from the $73.5 million on hand as of Dec. 31, 2020."', () => {
    const text =
      'The company ended the first quarter of 2021 with cash of $314.6 million. This was an increase from the $73.5 million on hand as of Dec. 31, 2020.';
    expect(read(text, 'en', '2021-05-10')).toEqual([
      ['cash', 314_600_000, '2021-03-31'],
      ['cash', 73_500_000, '2020-12-31'],
    ]);
  });
});

describe('twentieth pass: the previous measure on an adjusted basis', () => {
  it('"… un utile netto di 89,9 milioni. Su base rettificata è stato pari a 104,4 milioni": the adjusted net income', () => {
    const text =
      'Nel primo trimestre 2021 il periodo si è chiuso con un utile netto di 89,9 milioni (-19,2%). Su base rettificata è stato pari a 104,4 milioni (-16,6%).';
    const doc = sentenceDocument(text, null, 'it', { date: '2021-05-06', source: 'metadata' });
    expect(readSentences(text, 'it', doc).map((f) => [f.key, f.value, f.marks.adjusted ?? false])).toEqual([
      ['net_income', 89_900_000, false],
      ['net_income', 104_400_000, true],
    ]);
  });
});

describe('twentieth pass: an amount ending in "9M" is no nine months', () => {
  it('"net income fell to $163.6M from $179.9M" in a third quarter\'s text: the earlier amount a year before', () => {
    // "$179.9M" was read as holding "9M", nine months, a period of its own
    expect(read('In the third quarter of 2019, net income fell to $163.6M from $179.9M.', 'en', '2019-11-06')).toEqual([
      ['net_income', 163_600_000, '2019Q3'],
      ['net_income', 179_900_000, '2018Q3'],
    ]);
  });
});

describe('twentieth pass: a change from a period, in a sentence whose amounts a page lost', () => {
  it('", a decrease of from the fourth quarter of 2022." heads nothing: the next sentence keeps the text\'s quarter', () => {
    const text =
      'Fourth Quarter 2023 Highlights\n\n, a decrease of from the fourth quarter of 2022. Adjusted EBITDA was $150.4 million a decrease of $3.2 million from the fourth quarter of 2022.';
    expect(read(text, 'en', '2024-02-28')).toEqual([['ebitda', 150_400_000, '2023Q4']]);
  });
});

describe('twentieth pass: parts in a bracket end with it', () => {
  it('"321,5 milioni (di cui 294 milioni dal vending), … rispetto a 303,7 milioni al 30 settembre 2017 (di cui …)"', () => {
    // the bracket's "di cui" made every amount after it a part, the comparison's too
    const text =
      'Il fatturato consolidato nei primi nove mesi del 2018 ammonta a 321,5 milioni (di cui 294 milioni dal vending), con un incremento del 5,9% rispetto a 303,7 milioni al 30 settembre 2017 (di cui 280,1 milioni nel vending).';
    expect(read(text, 'it', '2018-11-16')).toEqual([
      ['revenue', 321_500_000, '2018M9'],
      ['revenue', 303_700_000, '2017M9'],
    ]);
  });

  it('"Revenue was $50 million, of which $30 million from services and $20 million from products": parts to the end (a guard)', () => {
    expect(
      read('In 2023 revenue was $50 million, of which $30 million from services and $20 million from products.', 'en', '2024-02-01'),
    ).toEqual([['revenue', 50_000_000, '2023']]);
  });
});

describe('twentieth pass: "nell\'esercizio precedente"', () => {
  it('"rispetto a 561,1 milioni di euro nell\'esercizio precedente": the year before, not "nell\'esercizio" (this year)', () => {
    const text = "Nel 2011 i ricavi sono 605,2 milioni di euro rispetto a 561,1 milioni di euro nell'esercizio precedente.";
    expect(read(text, 'it', '2012-02-28')).toEqual([
      ['revenue', 605_200_000, '2011'],
      ['revenue', 561_100_000, '2010'],
    ]);
  });
});

describe('twentieth pass: "on turnover that climbed from … to …"', () => {
  it('"Pretax profits rose … a year earlier on turnover that climbed from €25.4 million to €26.5 million in 2015"', () => {
    // "on turnover" read as a ratio's base, and the change's first amount then taken a year before "a year earlier"
    const text =
      'Pretax profits rose to €4.2 million from €1.6 million a year earlier on turnover that climbed from €25.4 million to €26.5 million in 2015.';
    expect(read(text, 'en', '2016-03-10')).toEqual([
      ['revenue', 25_400_000, '2014'],
      ['revenue', 26_500_000, '2015'],
    ]);
  });
});

describe('twentieth pass: cash with short- and long-term investments', () => {
  it('"Cash, cash equivalents and short- and long-term investments as of September 30, 2013 of $103.9 million": one measure', () => {
    const text =
      'Cash, cash equivalents and short- and long-term investments as of September 30, 2013 of $103.9 million, an increase of $8.6 million.';
    expect(read(text, 'en', '2013-10-25')).toEqual([['cash', 103_900_000, '2013-09-30']]);
  });
});
