import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  columnNumber,
  findQuote,
  formatFigureValue,
  markQuote,
  parseTypedNumber,
  quoteItems,
  quoteItemsOnPage,
  sheetWindow,
} from './view.ts';

describe('finding a quote in extracted text', () => {
  it('ignores whitespace and case: the quote across a line break is found at its original offsets', () => {
    const text = 'Our Total  addressable\nmarket (TAM): € 1.2 billion.';
    const r = findQuote(text, 'total addressable market (TAM): € 1.2 billion');
    expect(r).toEqual([4, 50]); // counted by hand: "Our " is 4 characters, the quote ends before the final "."
    expect(markQuote(text, 'TAM): €')).toEqual(['Our Total  addressable\nmarket (', 'TAM): €', ' 1.2 billion.']);
    expect(findQuote(text, 'not there')).toBeNull();
    expect(findQuote(text, '   ')).toBeNull();
  });

  it('names the PDF text items the quote touches, split as pdf.js splits a line', () => {
    const items = ['Introduction', 'Total addressable market', '(TAM): € 1.2', 'billion', 'Next section'];
    expect(quoteItems(items, 'Total addressable market (TAM): € 1.2 billion')).toEqual([1, 2, 3]);
    expect(quoteItems(items, 'nowhere')).toEqual([]);
  });

  it("finds a quote the analyser made whole across a hyphenated line break in the PDF's own items", () => {
    // the page's items as drawn ("fattu-" ends a line); the analyser's quote reads "fatturato" (page-layout.ts joinHyphenated)
    const items = ['Nel 2023 il fattu-', 'rato del gruppo è salito a 12,3 milioni di', 'euro.'];
    expect(quoteItems(items, 'fatturato del gruppo è salito a 12,3 milioni')).toEqual([0, 1]);
    expect(quoteItems(['net of non-', 'recurring items'], 'non-recurring items')).toEqual([0, 1]);
  });

  it("finds a table row's quote (label and the values up to the cited one) when the PDF drew the table column by column", () => {
    // A P&L table drawn as the label column first, then each year's column: the content-stream order
    // is "Ricavi, Investimenti, 1.200, 400, 2.400, 300"; the analyser reads lines top to bottom, left
    // to right (page-layout.ts pageLines) and quotes "Investimenti 400 300" for capex 2026.
    const items = [
      { str: 'Ricavi', x: 56, y: 700 },
      { str: 'Investimenti', x: 56, y: 682 },
      { str: '1.200', x: 200, y: 700 },
      { str: '400', x: 200, y: 682.5 },
      { str: '2.400', x: 280, y: 700 },
      { str: '300', x: 280, y: 681.8 },
      { str: ' ', x: 120, y: 682 }, // the gap pdf.js reports between label and first value
    ];
    expect(
      quoteItems(
        items.map((i) => i.str),
        'Investimenti 400 300',
      ),
    ).toEqual([]); // stream order: not adjacent
    expect(quoteItemsOnPage(items, 'Investimenti 400 300')).toEqual([1, 3, 5]);
    expect(quoteItemsOnPage(items, 'Ricavi 1.200')).toEqual([0, 2]);
    expect(quoteItemsOnPage(items, 'nowhere')).toEqual([]);
  });
});

describe('sheet window', () => {
  it('column letters both ways (oracle: spreadsheet headers A, Z, AA, AZ, BA)', () => {
    expect([1, 26, 27, 52, 53].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA']);
    expect(['A', 'Z', 'AA', 'AZ', 'BA'].map(columnNumber)).toEqual([1, 26, 27, 52, 53]);
  });

  it('shows the cells around C7, clipped at column A, with their values', () => {
    const w = sheetWindow({ C7: '1.200.000', B7: 'Revenue' }, 'C7', { rows: 1, cols: 3 })!;
    expect(w.columns).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(w.rows.map((r) => r.row)).toEqual([6, 7, 8]);
    expect(w.rows[1]!.cells.slice(1, 3)).toEqual([
      { address: 'B7', value: 'Revenue' },
      { address: 'C7', value: '1.200.000' },
    ]);
    expect(sheetWindow({}, 'not a cell')).toBeNull();
  });
});

describe('figures on screen', () => {
  it('money in its currency in each language, headcount as people', () => {
    expect(formatFigureValue('en', 'tam', 1_200_000_000, 'EUR')).toBe('€1,200,000,000');
    expect(formatFigureValue('it', 'tam', 1_200_000_000, 'EUR').replace(/\s/gu, ' ')).toBe('1.200.000.000 €');
    expect(formatFigureValue('en', 'headcount', 12, null)).toBe('12');
  });

  it('reads numbers as typed in each language', () => {
    expect(parseTypedNumber('en', '1,200,000.5')).toBe(1_200_000.5);
    expect(parseTypedNumber('it', '1.200.000,5')).toBe(1_200_000.5);
    expect(parseTypedNumber('it', '€ 250 000')).toBe(250_000);
    expect(parseTypedNumber('en', 'twelve')).toBeNull();
    expect(parseTypedNumber('en', '')).toBeNull();
  });
});

describe('versions', () => {
  it('groups by project and file name, newest first, keeping the list order of the groups', async () => {
    const { groupVersions } = await import('./view.ts');
    const d = (filename: string, version: number, projectId = 'p') => ({ projectId, filename, version });
    const groups = groupVersions([d('plan.pdf', 2), d('model.xlsx', 1), d('plan.pdf', 1), d('plan.pdf', 1, 'q')]);
    expect(groups.map((g) => [g.latest.filename, g.latest.version, g.older.map((o) => o.version)])).toEqual([
      ['plan.pdf', 2, [1]],
      ['model.xlsx', 1, []],
      ['plan.pdf', 1, []],
    ]);
  });
});
