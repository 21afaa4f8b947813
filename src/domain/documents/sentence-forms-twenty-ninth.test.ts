import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-ninth pass, 2026-12-02), with invented companies and figures; none is a held-out text's.

describe('twenty-ninth pass: an amount that names its own measure after a per-share aside', () => {
  it('"net income of $35,000, or $0.01 per share, …, compared to $402,000 of operating income and net income of $317,000": the operating income is no net income', () => {
    expect(
      read(
        'Ferlano reported $41,000 of operating income and net income of $35,000, or $0.01 per share, for the third quarter of 2014, compared to $402,000 of operating income and net income of $317,000, or $0.02 per share, for the third quarter of 2013.',
        'en',
        '2014-11-12',
      ),
    ).toEqual([
      ['net_income', 35_000, '2014Q3'],
      ['net_income', 317_000, '2013Q3'],
    ]);
  });

  it('guard: "net income of $35,000, or $0.01 per share, compared to $317,000 a year earlier": the comparison is still the measure\'s', () => {
    expect(
      read(
        'Ferlano reported net income of $35,000, or $0.01 per share, for the third quarter of 2014, compared to $317,000 a year earlier.',
        'en',
        '2014-11-12',
      ),
    ).toEqual([
      ['net_income', 35_000, '2014Q3'],
      ['net_income', 317_000, '2013Q3'],
    ]);
  });
});

describe('twenty-ninth pass: thousands grouped by spaces before a scale and a code', () => {
  it('"normalized EBITDA of 5 313 million USD": five thousand three hundred and thirteen million', () => {
    expect(
      read(
        'In the third quarter of 2022, Ferlano reported revenue of 15 538 million USD and normalized EBITDA of 5 313 million USD.',
        'en',
        '2022-10-27',
      ),
    ).toEqual([
      ['revenue', 15_538_000_000, '2022Q3'],
      ['ebitda', 5_313_000_000, '2022Q3'],
    ]);
  });

  it('guard: "capital expenditure in 2022 148 million USD": a year is no group of thousands', () => {
    expect(read('Ferlano had capital expenditure in 2022 148 million USD.', 'en', '2023-02-27')).toEqual([['capex', 148_000_000, '2022']]);
  });
});

describe('twenty-ninth pass: changes written after the amount or as a plural noun', () => {
  it('"Revenue for the third quarter of $32.7 million was $0.5 million or 2% lower than last year": the level, not the change', () => {
    expect(
      read(
        'Revenue for the third quarter of $32.7 million was $0.5 million or 2% lower than last year. Year-to-date EBITDA of $22.9 million was $0.5 million or 2% higher than 2012.',
        'en',
        '2013-10-31',
      ),
    ).toEqual([
      ['revenue', 32_700_000, '2013Q3'],
      ['ebitda', 22_900_000, '2013M9'],
    ]);
  });

  it('"a decrease of $10.7 million … as a result of sales declines of $13.4 million": no change is a level', () => {
    expect(
      read(
        'Sales for the first quarter of 2020 were $105.1 million, a decrease of $10.7 million, or 9%, versus the comparable period last year, as a result of sales declines of $13.4 million in the industrial end market.',
        'en',
        '2020-06-30',
      ),
    ).toEqual([['revenue', 105_100_000, '2020Q1']]);
  });
});

describe('twenty-ninth pass: a year of weeks that closes late in December, and the day of an acquisition', () => {
  const release = (lines: string) =>
    `Ferlano Reports Operating Results for the Fourth Quarter and Full-Year of 2013\n\nLUNENBURG, NS, Feb. 19, 2014 /CNW/ - Ferlano Inc. today reported financial results for the thirteen-week period and fiscal year ended December 28, 2013.\n\n${lines}`;

  it('"the thirteen-week period and fiscal year ended December 28, 2013" under a headline\'s "Fourth Quarter": the calendar quarter', () => {
    expect(read(release('Sales increased in the quarter by 14.9% to $250.7 million from $218.3 million.'), 'en', '2014-02-19')).toEqual([
      ['revenue', 250_700_000, '2013Q4'],
      ['revenue', 218_300_000, '2012Q4'],
    ]);
  });

  it('"Marelo Seafoods was acquired on October 1, 2013" on a line of its own: the acquisition\'s day, no heading for the list', () => {
    expect(
      read(
        release(
          'Highlights for the fourth quarter of 2013 include:\n\nMarelo Seafoods was acquired on October 1, 2013;\n\nSales increased by 14.9% to $250.7 million from $218.3 million;',
        ),
        'en',
        '2014-02-19',
      ),
    ).toEqual([
      ['revenue', 250_700_000, '2013Q4'],
      ['revenue', 218_300_000, '2012Q4'],
    ]);
  });
});

describe("twenty-ninth pass: the parent's figure named after its amount, and a part's contribution", () => {
  it('"portare a nuovo la perdita netta di 49,65 milioni di euro contabilizzata dalla capogruppo": the parent\'s, beside the group\'s', () => {
    expect(
      read(
        "Ferlano ha chiuso il 2015 con ricavi per 1,03 miliardi di euro e una perdita netta di 175,7 milioni. Il consiglio ha deliberato di proporre all'assemblea di portare a nuovo la perdita netta di 49,65 milioni di euro contabilizzata dalla capogruppo.",
        'it',
        '2016-03-22',
      ),
    ).toEqual([
      ['revenue', 1_030_000_000, '2015'],
      ['net_income', -175_700_000, '2015'],
    ]);
  });

  it('"La contribuzione dei gruppi operativi all\'utile netto consolidato … passando da 65 milioni … a 65,6 milioni": a part of it', () => {
    expect(
      read(
        "Nel primo semestre 2007 il Gruppo Ferlano ha conseguito un utile netto consolidato di 68,6 milioni di euro. La contribuzione dei gruppi operativi all'utile netto consolidato si è mantenuta stabile, passando da 65 milioni di euro nei primi sei mesi del 2006 a 65,6 milioni nel primo semestre 2007.",
        'it',
        '2007-09-06',
      ),
    ).toEqual([['net_income', 68_600_000, '2007H1']]);
  });

  it('guard: "il contributo delle nuove acquisizioni è stato di 12 milioni; i ricavi sono saliti a 480 milioni": the measure after it stands', () => {
    expect(
      read(
        'Nel 2019 il contributo delle nuove acquisizioni è stato di 12 milioni di euro; i ricavi del Gruppo Ferlano sono saliti a 480 milioni di euro.',
        'it',
        '2020-03-10',
      ),
    ).toEqual([['revenue', 480_000_000, '2019']]);
  });
});

describe('twenty-ninth pass: "utile" as an adjective before a verb', () => {
  it('"il gruppo ha ritenuto utile predisporre alcuni dati pro-forma: sarebbero stati pari a 19,2 milioni": no profit is named', () => {
    expect(
      read(
        'Il gruppo Ferlano ha ritenuto utile predisporre alcuni dati pro-forma che fotografano i nuovi confini del Gruppo: sarebbero stati pari a 19,2 milioni di euro.',
        'it',
        '2018-05-03',
      ),
    ).toEqual([]);
  });

  it('guard: "un utile pari a 2,5 milioni": the noun is the profit', () => {
    expect(read('Nel 2017 Ferlano ha realizzato un utile pari a 2,5 milioni di euro.', 'it', '2018-05-03')).toEqual([
      ['net_income', 2_500_000, '2017'],
    ]);
  });
});

describe('twenty-ninth pass: a change over a stretch of time named between', () => {
  it('"con una riduzione negli ultimi tre esercizi di circa 100 milioni di euro": the change, not the position', () => {
    expect(
      read(
        'A fine 2016 la posizione finanziaria netta di Ferlano registra -263,6 milioni rispetto a -199,4 milioni del 2015, con una riduzione negli ultimi tre esercizi di circa 100 milioni di euro.',
        'it',
        '2017-03-15',
      ),
    ).toEqual([
      ['debt', 263_600_000, '2016-12-31'],
      ['debt', 199_400_000, '2015-12-31'],
    ]);
  });
});

describe("twenty-ninth pass: a country's share of the revenue", () => {
  it('"i ricavi Italia sono pari a 372,2 milioni …, quelli dall\'estero toccano i 96 milioni": parts of the group\'s', () => {
    expect(
      read(
        "Nel 2016 i ricavi consolidati di Ferlano sono stati pari a 468,2 milioni di euro. I ricavi Italia sono pari a 372,2 milioni di euro, in aumento di 16,5 milioni di euro (+4,6%), quelli dall'estero toccano i 96 milioni di euro.",
        'it',
        '2017-03-21',
      ),
    ).toEqual([['revenue', 468_200_000, '2016']]);
  });
});

describe('twenty-ninth pass: more lines of the revenue named by their kind', () => {
  it('"total revenue of $228 million …, but site rental and transmission revenue was $179.3 million": a line of it', () => {
    expect(
      read(
        'Ferlano reported total revenue of $228 million for the fourth quarter of 2002, but site rental and transmission revenue was $179.3 million, up 15 percent.',
        'en',
        '2003-02-27',
      ),
    ).toEqual([['revenue', 228_000_000, '2002Q4']]);
  });
});

describe('twenty-ninth pass: other measures named after an amount', () => {
  it('"the recognition of $181,000 of previously unrecognized revenue": deferred revenue released is no revenue of the year', () => {
    expect(
      read(
        'Ferlano reported revenues of $7.1 million for fiscal 2008. The increase included the recognition of $181,000 of previously unrecognized revenue.',
        'en',
        '2008-09-25',
      ),
    ).toEqual([['revenue', 7_100_000, '2008']]);
  });

  it('"In connection with the conversion of its Debt, the Company recorded a non-cash expense of $234,336": no debt', () => {
    expect(
      read(
        'In connection with the conversion of its Debt, Ferlano recorded a non-cash expense of $234,336 in fiscal 2007.',
        'en',
        '2007-09-20',
      ),
    ).toEqual([]);
  });

  it('"si è ridotto … a 16,4 milioni di euro, in conseguenza ad accantonamenti per 55,4 milioni": provisions, no EBITDA', () => {
    expect(
      read(
        'Il margine operativo lordo di Ferlano si è ridotto da 27,9 milioni a 16,4 milioni di euro nel 2015, in conseguenza ad accantonamenti per 55,4 milioni di euro.',
        'it',
        '2016-03-22',
      ),
    ).toEqual([
      ['ebitda', 27_900_000, '2014'],
      ['ebitda', 16_400_000, '2015'],
    ]);
  });

  it('guard: "escludendo l\'impatto di accantonamenti relativi al contenzioso, è stato pari a 4 milioni": the adjusted EBITDA stands', () => {
    expect(
      read(
        "Nel 2020 l'EBITDA di Ferlano si è attestato a 3,6 milioni mentre, su base adjusted, escludendo l'impatto di accantonamenti relativi al contenzioso fiscale, è stato pari a 4 milioni.",
        'it',
        '2021-06-04',
      ),
    ).toEqual([
      ['ebitda', 3_600_000, '2020'],
      ['ebitda', 4_000_000, '2020'],
    ]);
  });
});
