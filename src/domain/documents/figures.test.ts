import { describe, expect, it } from 'vitest';
import { dedupeFigures, labelKey, lineFigures, pageFigures, sheetFigures } from './figures.ts';
import { detectLanguage } from './language.ts';
import { planChecklist } from './checklist.ts';
import { classifyDocument } from './classify.ts';

describe('figures in sentences', () => {
  // Oracle: the sentence states the value; the expected numbers are written by hand.
  it.each([
    ['The total addressable market (TAM) is € 4.2 bn across the EU.', 'en', 'tam', null, 4_200_000_000],
    ['Il mercato servibile (SAM) è di 600 milioni di euro tra Italia, Spagna e Francia.', 'it', 'sam', null, 600_000_000],
    ['We target a serviceable obtainable market (SOM) of € 30m by 2029.', 'en', 'som', 2029, 30_000_000],
    ['Revenue in 2025 reached € 1.2m.', 'en', 'revenue', 2025, 1_200_000],
    ['Il fatturato 2024 è stato di 3,4 milioni di euro.', 'it', 'revenue', 2024, 3_400_000],
    ['Il MOL 2024 è pari a € 420.000.', 'it', 'ebitda', 2024, 420_000],
    ["L'utile netto 2024 è di 85 mila euro.", 'it', 'net_income', 2024, 85_000],
    ['Capex for 2025 is planned at € 400k.', 'en', 'capex', 2025, 400_000],
    ['Cerchiamo un finanziamento di 2 milioni di euro.', 'it', 'funding_sought', null, 2_000_000],
    ['We are raising € 1.5m in a seed round.', 'en', 'funding_sought', null, 1_500_000],
    ['At the end of 2024 the organico is 32.', 'en', 'headcount', 2024, 32],
    ['Internet revenue in 2024 was € 2m.', 'en', 'revenue', 2024, 2_000_000],
    ['The size of the total addressable market is € 9bn.', 'en', 'tam', null, 9_000_000_000],
    ["L'organico conta 27 dipendenti nel 2024.", 'it', 'headcount', 2024, 27],
  ] as const)('%s', (line, lang, key, period, value) => {
    const figures = lineFigures(line, lang);
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatchObject({ key, period, value });
    expect(line.includes(figures[0]!.quote)).toBe(true);
  });

  it('prefers no figure over a wrong one', () => {
    for (const [line, lang] of [
      ['Customers pay an annual subscription of € 1,200 per site.', 'en'],
      ['Revenue per customer is € 1,200.', 'en'],
      ['Revenue grew 45% in 2024.', 'en'],
      ['Cash flow from operations was € 1m in 2024.', 'en'],
      ['Companies with 10 to 250 employees.', 'en'],
      ['Imprese con 10-250 addetti.', 'it'],
      ['We are seeking new partners across Europe.', 'en'],
    ] as const)
      expect(lineFigures(line, lang), line).toEqual([]);
  });

  // Issue 28 changed these by design: an ambiguous reading is proposed with a lower confidence and
  // its reason (the reviewer decides) instead of being dropped; net debt is a figure, marked net.
  it('proposes an ambiguous reading with a lower confidence and the reason', () => {
    const twice = lineFigures('Revenue grew from € 1.2m to € 2.5m.', 'en');
    expect(twice.map((f) => [f.value, f.period, f.confidence])).toEqual([
      [1_200_000, null, 0.5],
      [2_500_000, null, 0.5],
    ]);
    expect(twice.every((f) => f.reason?.includes('same_period_twice'))).toBe(true);
    expect(lineFigures('Revenue of € 2m between 2023 and 2024.', 'en')[0]).toMatchObject({
      value: 2_000_000,
      period: null,
      periodDetail: { kind: 'span', from: 2023, to: 2024 },
    });
    expect(lineFigures('Net debt is € 3m.', 'en')[0]).toMatchObject({
      key: 'debt',
      value: 3_000_000,
      marks: { net: true },
      period: null,
      reason: 'no_period',
    });
  });

  it('reads two amounts when each carries its own year', () => {
    const f = lineFigures('Revenue was € 1.2m in 2025 and € 2.4m in 2026.', 'en');
    expect(f.map((x) => [x.period, x.value])).toEqual([
      [2025, 1_200_000],
      [2026, 2_400_000],
    ]);
  });
});

describe('tables in text', () => {
  const page = {
    page: 7,
    text: [
      "Profit and loss (€ '000) 2025 2026 2027",
      'Revenue 1,200 2,400 4,100',
      'EBITDA (350) 180 820',
      'Other costs 10 20 30',
      'Employees 14 20 31',
    ].join('\n'),
  };
  it('scales money by the header, never headcount, and quotes the row up to the value', () => {
    const f = pageFigures(page, 'en');
    expect(f.find((x) => x.key === 'revenue' && x.period === 2026)).toEqual({
      key: 'revenue',
      period: 2026,
      value: 2_400_000,
      currency: 'EUR',
      citation: { page: 7, quote: 'Revenue 1,200 2,400' },
    });
    expect(f.find((x) => x.key === 'ebitda' && x.period === 2025)?.value).toBe(-350_000);
    expect(f.filter((x) => x.key === 'headcount').map((x) => x.value)).toEqual([14, 20, 31]);
    expect(f.some((x) => (x.key as string) === 'other')).toBe(false);
  });
  it('reads "(migliaia di euro)" and Italian separators', () => {
    const f = pageFigures(
      { page: 1, text: 'Conto economico (migliaia di euro) 2024 2025\nRicavi delle vendite 1.234,5 2.000\nUtile netto (12,5) 40' },
      'it',
    );
    expect(f.map((x) => [x.key, x.period, x.value])).toEqual([
      ['revenue', 2024, 1_234_500],
      ['revenue', 2025, 2_000_000],
      ['net_income', 2024, -12_500],
      ['net_income', 2025, 40_000],
    ]);
  });
  it('matches whole labels only', () => {
    expect(labelKey('Revenue')).toBe('revenue');
    expect(labelKey('Ricavi delle vendite e delle prestazioni')).toBe('revenue');
    expect(labelKey('Revenue growth')).toBeNull();
    expect(labelKey('Net debt')).toBeNull();
    expect(labelKey('Employees (FTE)')).toBe('headcount');
    expect(labelKey('Sales (units)')).toBeNull(); // units sold are not revenue
    expect(labelKey('Sales (n.)')).toBeNull();
    expect(labelKey('Dipendenti (n.)')).toBe('headcount');
    expect(labelKey("Revenue (€ '000)")).toBe('revenue');
  });
});

describe('sheets', () => {
  it('reads years in a header row, labels in column A, the scale of a title row', () => {
    const c = (address: string, col: number, text: string, value: number | null) => ({ address, col, text, value });
    const f = sheetFigures({
      name: 'BS',
      rows: [
        [c('A1', 1, "Balance sheet (€ '000)", null)],
        [c('B2', 2, '2024', 2024), c('C2', 3, '2025E', null)],
        [c('A3', 1, 'Cash', null), c('B3', 2, '850', 850), c('C3', 3, '(10)', -10)],
      ],
    });
    expect(f).toEqual([
      { key: 'cash', period: 2024, value: 850_000, currency: 'EUR', citation: { sheet: 'BS', cell: 'B3', quote: 'Cash: 850' } },
      { key: 'cash', period: 2025, value: -10_000, currency: 'EUR', citation: { sheet: 'BS', cell: 'C3', quote: 'Cash: (10)' } },
    ]);
  });
});

describe('one figure per key and period', () => {
  it('keeps the first of agreeing readings and none of disagreeing ones', () => {
    const f = (key: 'revenue' | 'tam', period: number | null, value: number, page: number) => ({ key, period, value, page });
    expect(dedupeFigures([f('revenue', 2025, 100, 1), f('revenue', 2025, 100.2, 2), f('tam', null, 5, 1), f('tam', null, 9, 3)])).toEqual([
      f('revenue', 2025, 100, 1),
    ]);
  });
});

describe('language, checklist, classification', () => {
  it('tells English from Italian by stopwords, and says nothing on too little text', () => {
    expect(detectLanguage('The company sells software to the factories of the region and we are growing with our partners.')).toBe('en');
    expect(
      detectLanguage('La società vende software alle imprese della regione e il team è cresciuto con i nostri partner per la prima volta.'),
    ).toBe('it');
    expect(detectLanguage('EBITDA 2025 2026')).toBeNull();
  });
  it('finds sections by heading-like lines only', () => {
    const pages = [
      {
        page: 1,
        text: '1. The Problem\nThe market is large and the competition is weak, which is why we think this business model will work.',
      },
      { page: 2, text: '2. Mercato\nTesto.' },
    ];
    const hits = planChecklist(pages, []);
    expect(hits.find((h) => h.section === 'problem')).toEqual({ section: 'problem', found: true, page: 1 });
    expect(hits.find((h) => h.section === 'market')).toEqual({ section: 'market', found: true, page: 2 });
    expect(hits.find((h) => h.section === 'competition')?.found).toBe(false); // only in a sentence
  });
  it('classifies statements, legal and ESG texts by their words', () => {
    const text = (s: string) => ({ format: 'pdf' as const, parts: [s.repeat(3)], yearHeaderRows: 0, numericCellShare: 0, planSections: 0 });
    expect(
      classifyDocument(text('Bilancio al 31/12/2024. Stato patrimoniale. Conto economico. Nota integrativa. Rendiconto finanziario. '))
        .kind,
    ).toBe('financial_statements');
    expect(classifyDocument(text('Statuto della società. Articolo 1 denominazione. Articolo 2 sede. Articolo 3 oggetto. ')).kind).toBe(
      'legal',
    );
    expect(classifyDocument(text('Sustainability report prepared with GRI standards: ESG, Scope 1 and Scope 2 emissions. ')).kind).toBe(
      'esg_report',
    );
    expect(classifyDocument(text('Hello world. ')).kind).toBe('other');
    // a spreadsheet listing calls that cite "art. 32" and "contratto" is not a legal document
    expect(classifyDocument({ ...text('Avviso art. 32 contratto; art. 27 contratto; statuto. '), format: 'csv' }).kind).toBe('other');
  });
});

describe('sentences wrapped across lines', () => {
  it('reads a key on one line and its amount on the next, quoting across the break', () => {
    const page = {
      page: 4,
      text: 'Our estimate of the total addressable market (TAM) is\n€ 4.2 bn, in line with public studies.\nNothing else here.',
    };
    const f = pageFigures(page, 'en');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({
      key: 'tam',
      period: null,
      value: 4_200_000_000,
      currency: 'EUR',
      citation: { page: 4, quote: 'total addressable market (TAM) is\n€ 4.2 bn' },
    });
  });
});
