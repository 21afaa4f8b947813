import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import type { SentenceFigure } from './sentence-reader.ts';
import { periodLabel } from './types.ts';

// Oracle: each sentence below was written for the test; the expected key, value (base units),
// period and marks are read off the sentence by hand. Values compare exactly (amounts are rounded
// to the cent by the reader, the oracle's numbers are exact decimals).
function read(text: string, lang: 'en' | 'it', date: string | null = null): SentenceFigure[] {
  return readSentences(text, lang, sentenceDocument(text, date, lang));
}
function brief(fs: readonly SentenceFigure[]): [string, number, string | null][] {
  return fs.map((f) => [f.key, f.value, periodLabel(f.period)]);
}

describe('amount forms, each in a sentence shape of its own', () => {
  it.each([
    ['key-of-amount, $ and million', 'Revenue of $144.0 million in 2024.', 'en', 144_000_000, 'USD'],
    ['key-is-amount, € and m', 'Our EBITDA is € 1.2m in 2024.', 'en', 1_200_000, 'EUR'],
    ['key-of-amount, code and bn', 'Capex of USD 3bn in 2024.', 'en', 3_000_000_000, 'USD'],
    ['key-pari-a, milioni di euro', 'Il fatturato 2024 è pari a 1,2 milioni di euro.', 'it', 1_200_000, 'EUR'],
    ['key-pari-a, capitalised Euro', 'I ricavi 2024 sono pari a 343,5 milioni di Euro.', 'it', 343_500_000, 'EUR'],
    ['key-a, miliardi without currency', 'Nel 2024 i ricavi sono saliti a 4,7 miliardi di euro.', 'it', 4_700_000_000, 'EUR'],
    ['key-a, mld', 'Il fatturato del 2024 si attesta a 2,9 mld di euro.', 'it', 2_900_000_000, 'EUR'],
    ['key-di, mln', "L'utile netto 2024 è di 90 mln di euro.", 'it', 90_000_000, 'EUR'],
    ['key-of, thousand', 'Net income in 2024 was $322 thousand.', 'en', 322_000, 'USD'],
    ['key-of, capital M', 'Revenue reached $12.7M in 2024.', 'en', 12_700_000, 'USD'],
  ] as const)('%s: %s', (_shape, text, lang, value, currency) => {
    const f = read(text, lang);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ value, currency });
    expect(periodLabel(f[0]!.period)).toBe('2024');
    expect(text.includes(f[0]!.quote)).toBe(true);
  });

  it('ranges in both languages: value is the low end, marks.high the high end, approximate', () => {
    for (const [text, lang] of [
      ['Revenue for 2025 is expected between $33 and $40 million.', 'en'],
      ['Per il 2025 prevediamo ricavi tra 33 e 40 milioni di euro.', 'it'],
      ['Revenue for 2025 is expected at $33-40 million.', 'en'],
    ] as const) {
      const f = read(text, lang);
      expect(f, text).toHaveLength(1);
      expect(f[0], text).toMatchObject({ key: 'revenue', value: 33_000_000, marks: { high: 40_000_000, approximate: true } });
    }
  });

  it('qualifiers are kept and mark the figure approximate: over, about, oltre, circa', () => {
    expect(read('In 2024 we invested over €5 million in capex.', 'en')[0]).toMatchObject({
      key: 'capex',
      value: 5_000_000,
      marks: { approximate: true },
    });
    expect(read('Revenue in 2024 was about $2.1 million.', 'en')[0]).toMatchObject({ value: 2_100_000, marks: { approximate: true } });
    expect(read('Nel 2024 investimenti per oltre 3 milioni di euro.', 'it')[0]).toMatchObject({
      key: 'capex',
      value: 3_000_000,
      marks: { approximate: true },
    });
    expect(read("L'utile netto 2024 è di circa 1,5 milioni di euro.", 'it')[0]).toMatchObject({
      value: 1_500_000,
      marks: { approximate: true },
    });
  });

  it('a currency stated for the whole document applies to amounts written without one', () => {
    const text = 'All figures are in Canadian dollars.\nRevenue in 2024 was 12.5 million.';
    expect(read(text, 'en')[0]).toMatchObject({
      key: 'revenue',
      value: 12_500_000,
      currency: 'CAD',
      reason: 'currency_stated_for_document',
    });
    const it = 'Importi in euro.\nI ricavi 2024 sono stati pari a 3 milioni.';
    expect(read(it, 'it')[0]).toMatchObject({ value: 3_000_000, currency: 'EUR' });
  });
});

describe('the words a figure goes by, and its sign', () => {
  it.each([
    ['net loss is negative', 'In 2024 the company reported a net loss of $3.2 million.', 'en', 'net_income', -3_200_000, {}],
    ['perdita netta is negative', 'La perdita netta 2024 è pari a 1,1 milioni di euro.', 'it', 'net_income', -1_100_000, {}],
    ['adjusted EBITDA is marked', 'Adjusted EBITDA for 2024 was $8.0 million.', 'en', 'ebitda', 8_000_000, { adjusted: true }],
    [
      'EBITDA rettificato is marked',
      "L'Ebitda rettificato 2024 sale a 12 milioni di euro.",
      'it',
      'ebitda',
      12_000_000,
      { adjusted: true },
    ],
    ['MOL is EBITDA', 'Il MOL 2024 è pari a 2 milioni di euro.', 'it', 'ebitda', 2_000_000, {}],
    ['net debt is marked net', 'Net debt at the end of 2024 was €40 million.', 'en', 'debt', 40_000_000, { net: true }],
    [
      'posizione finanziaria netta positiva is net cash',
      'A fine 2024 la posizione finanziaria netta è positiva per 5 milioni di euro.',
      'it',
      'debt',
      -5_000_000,
      { net: true },
    ],
    ['cash and investments', 'We ended 2024 with $25.0 million in cash and investments.', 'en', 'cash', 25_000_000, {}],
    ['disponibilità liquide', 'Le disponibilità liquide a fine 2024 ammontano a 7 milioni di euro.', 'it', 'cash', 7_000_000, {}],
    ['investimenti are capex', 'Nel 2024 gli investimenti sono stati pari a 4 milioni di euro.', 'it', 'capex', 4_000_000, {}],
    ['valore della produzione is revenue', 'Il valore della produzione 2024 è pari a 9 milioni di euro.', 'it', 'revenue', 9_000_000, {}],
    ['turnover is revenue', 'Turnover in 2024 reached £6.5m.', 'en', 'revenue', 6_500_000, {}],
  ] as const)('%s: %s', (_shape, text, lang, key, value, marks) => {
    const f = read(text, lang);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ key, value });
    expect(f[0]!.marks).toMatchObject(marks);
  });

  it('people: employees, dipendenti, headcount with a qualifier', () => {
    expect(brief(read('At the end of 2024 we had 48 employees.', 'en'))).toEqual([['headcount', 48, '2024-12-31']]);
    expect(brief(read("Nel 2024 l'organico conta 120 dipendenti.", 'it'))).toEqual([['headcount', 120, '2024-12-31']]);
    expect(read('Total headcount was approximately 1,250 as of December 31, 2024.', 'en')[0]).toMatchObject({
      key: 'headcount',
      value: 1250,
      marks: { approximate: true },
    });
  });

  it('funding sought and market sizes have no period unless one is written on the amount', () => {
    expect(brief(read('We are raising €2 million in a seed round.', 'en'))).toEqual([['funding_sought', 2_000_000, null]]);
    expect(brief(read('Il mercato totale indirizzabile (TAM) vale 3 miliardi di euro.', 'it'))).toEqual([['tam', 3_000_000_000, null]]);
  });
});

describe('several figures and periods in one sentence', () => {
  it('"X nel 2024 (Y nel 2019)": each amount its own year', () => {
    expect(brief(read('Ebitda previsto a 30 milioni di euro nel 2024 (18 milioni nel 2019).', 'it'))).toEqual([
      ['ebitda', 30_000_000, '2024'],
      ['ebitda', 18_000_000, '2019'],
    ]);
  });
  it('"from X in 2019 to Y in 2024"', () => {
    expect(brief(read('Revenue grows from $5 million in 2019 to $9 million in 2024.', 'en'))).toEqual([
      ['revenue', 5_000_000, '2019'],
      ['revenue', 9_000_000, '2024'],
    ]);
  });
  it('"reported revenues of $X, net loss of $Y and adjusted EBITDA of $Z": each amount its own key', () => {
    const f = read(
      'In the first quarter of 2024 the company reported revenues of $10.0 million, net loss of $2.0 million and adjusted EBITDA of $1.0 million.',
      'en',
    );
    expect(brief(f)).toEqual([
      ['revenue', 10_000_000, '2024Q1'],
      ['net_income', -2_000_000, '2024Q1'],
      ['ebitda', 1_000_000, '2024Q1'],
    ]);
    expect(f[2]!.marks.adjusted).toBe(true);
  });
  it('"X for the quarter and Y for the nine months"', () => {
    const text = 'Third quarter 2024 results. Revenue was $4.0 million for the quarter and $11.0 million for the nine months.';
    expect(brief(read(text, 'en'))).toEqual([
      ['revenue', 4_000_000, '2024Q3'],
      ['revenue', 11_000_000, '2024M9'],
    ]);
  });
  it('"rispettivamente": the measures listed take the amounts in order', () => {
    expect(brief(read('Nel 2024 Ebitda ed Ebit salgono rispettivamente a 20 milioni di euro e a 12 milioni di euro.', 'it'))).toEqual([
      ['ebitda', 20_000_000, '2024'],
    ]);
  });
});

describe("the issue's own failing shapes (issue 28), written anew", () => {
  it('"reported revenues of $X million, net loss of $Y million and adjusted EBITDA of $Z million"', () => {
    const f = read(
      'For 2024 the company reported revenues of $52.3 million, net loss of $4.1 million and adjusted EBITDA of $6.0 million.',
      'en',
    );
    expect(brief(f)).toEqual([
      ['revenue', 52_300_000, '2024'],
      ['net_income', -4_100_000, '2024'],
      ['ebitda', 6_000_000, '2024'],
    ]);
  });
  it('"Ebitda <year> previsto a X milioni di euro (Y milioni nel <year>)"', () => {
    expect(brief(read('Ebitda 2026 previsto a 45 milioni di euro (30 milioni nel 2023).', 'it'))).toEqual([
      ['ebitda', 45_000_000, '2026'],
      ['ebitda', 30_000_000, '2023'],
    ]);
  });
  it('"investimenti per oltre X miliardi" over a plan span', () => {
    expect(read('Il piano 2025-2029 prevede investimenti per oltre 2,5 miliardi di euro.', 'it')[0]).toMatchObject({
      key: 'capex',
      value: 2_500_000_000,
      marks: { approximate: true },
    });
  });
  it('"posizione finanziaria netta da X a Y milioni": a range', () => {
    expect(read('Per il 2025 la posizione finanziaria netta è attesa da 20 a 25 milioni di euro.', 'it')[0]).toMatchObject({
      key: 'debt',
      value: 20_000_000,
      marks: { high: 25_000_000, net: true },
    });
  });
  it('"cash balances remain strong at $X million"', () => {
    expect(read('At the end of 2024 cash balances remain strong at $18.2 million.', 'en')[0]).toMatchObject({
      key: 'cash',
      value: 18_200_000,
    });
  });
  it('"il fatturato … sui X mld dello scorso anno"', () => {
    const f = read('Il fatturato 2025 è atteso in crescita sui 2,9 mld di euro dello scorso anno.', 'it', '2025-02-01');
    expect(f[0]).toMatchObject({ key: 'revenue', value: 2_900_000_000, marks: { approximate: true } });
    expect(periodLabel(f[0]!.period)).toBe('2024');
  });
});

describe('restatements and ranges written as "X to Y"', () => {
  it('an amount restated in another currency in brackets is the same figure, not a second one', () => {
    expect(read('Fiscal 2024 revenues were $7.4 million Canadian ($6.13 million U.S.).', 'en').map((f) => [f.value, f.currency])).toEqual([
      [7_400_000, 'CAD'],
    ]);
  });
  it('"approximately $9 million to $11 million" is a range; "from € 1.2m to € 2.5m" is not', () => {
    expect(read('Capex for 2025 is expected to be approximately $9 million to $11 million.', 'en')[0]).toMatchObject({
      key: 'capex',
      value: 9_000_000,
      marks: { high: 11_000_000, approximate: true },
    });
    expect(read('Revenue grew from € 1.2m to € 2.5m.', 'en')).toHaveLength(2);
  });
});

describe('periods beyond a plain year, resolved against the document', () => {
  it.each([
    ['quarter, Q-form', 'Revenue in Q2 2024 was $3.0 million.', 'en', null, '2024Q2'],
    ['quarter, 1Q-form', 'Net revenue of $3.0 million in 1Q24.', 'en', null, '2024Q1'],
    ['quarter, Italian words', 'Nel secondo trimestre 2024 i ricavi sono pari a 3 milioni di euro.', 'it', null, '2024Q2'],
    ['half, Italian words', 'Nel primo semestre 2024 i ricavi sono pari a 3 milioni di euro.', 'it', null, '2024H1'],
    ['nine months, Italian', 'Nei primi nove mesi del 2024 i ricavi sono pari a 3 milioni di euro.', 'it', null, '2024M9'],
    ['fiscal year', 'Revenue for FY2024 was $3.0 million.', 'en', null, '2024'],
    ['last year, against the document date', 'Revenue last year was $3.0 million.', 'en', '2025-03-01', '2024'],
    [
      'lo scorso anno, against the document date',
      'I ricavi dello scorso anno sono stati pari a 3 milioni di euro.',
      'it',
      '2025-03-01',
      '2024',
    ],
    ['span kept as a span', 'Nel triennio 2019-2021 gli investimenti sono stati pari a 3 milioni di euro.', 'it', null, '2019-2021'],
    ['balance at a date', 'Cash and cash equivalents were $3.0 million as of March 31, 2024.', 'en', null, '2024-03-31'],
    ['quarter as a month range', 'Nel periodo luglio-settembre 2024 i ricavi sono pari a 3 milioni di euro.', 'it', null, '2024Q3'],
    ['quarter ended a date', 'Net revenues for the quarter ended June 30, 2024 were $3.0 million.', 'en', null, '2024Q2'],
    [
      'balance at an Italian date',
      "L'indebitamento finanziario netto al 30 giugno 2024 è pari a 3 milioni di euro.",
      'it',
      null,
      '2024-06-30',
    ],
  ] as const)('%s: %s', (_shape, text, lang, date, label) => {
    const f = read(text, lang, date);
    expect(f).toHaveLength(1);
    expect(f[0]!.value).toBe(3_000_000);
    expect(periodLabel(f[0]!.period)).toBe(label);
  });

  it('a quarter written without its year takes the document current period; "prior year" is a year before it', () => {
    const text =
      'First quarter 2024 results.\nRevenue for the quarter was $5.0 million, compared to $4.0 million in the prior year quarter.';
    expect(brief(read(text, 'en'))).toEqual([
      ['revenue', 5_000_000, '2024Q1'],
      ['revenue', 4_000_000, '2023Q1'],
    ]);
  });
});

describe('what is not the figure stays out', () => {
  it.each([
    ['growth rate', 'Revenue grew 45% in 2024.', 'en'],
    ['margin', "L'Ebitda margin 2024 è pari al 21%.", 'it'],
    ['per share', 'Net income per share was $0.45 in 2024.', 'en'],
    ['per-share after the amount', 'In 2024 net income was $0.45 per diluted share.', 'en'],
    ['dividend', 'Il Cda propone un dividendo di 0,70 euro per azione per il 2024.', 'it'],
    ['price', 'Customers pay €1,200 per site per year.', 'en'],
    ['ratio', 'Net debt is 1.9 times EBITDA in 2024.', 'en'],
    ['a change, not a level', 'Revenue in 2024 showed an increase of $2.2 million.', 'en'],
    ['a change, Italian', "Nel 2024 l'indebitamento è in calo di 12 milioni di euro.", 'it'],
    ['another measure', 'EBIT in 2024 was €3 million and free cash flow was €1 million.', 'en'],
    ["analysts' estimate", 'Analysts expected revenue of $1.47 billion for 2024.', 'en'],
    ['consensus', "L'utile netto 2024 è inferiore ai 15,6 milioni del consensus.", 'it'],
    ['consensus before the amount', 'Nel 2024 ricavi sotto il consensus (597 milioni di euro).', 'it'],
    ['a change after a percentage', 'Net sales for fiscal 2024 increased by 14.0%, or $34.1 million.', 'en'],
    [
      'an unused credit facility',
      'At December 31, 2024 the company had $33.0 million of available borrowings under the credit agreement.',
      'en',
    ],
    ['the parts of a total', 'Revenue for 2024 is comprised of $56.1 million from products and $30.2 million from services.', 'en'],
  ] as const)('%s: %s', (_shape, text, lang) => {
    expect(read(text, lang)).toEqual([]);
  });
});
