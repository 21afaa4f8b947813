import { describe, expect, it } from 'vitest';
import { pageFigures } from '../../../../domain/documents/index.ts';
import { proseDocument, readPages } from './read-pages.ts';

// Oracle: the figures are read by hand from the pages written for the test (a plan table in € thousands, one
// sentence); the failure is a reader made to throw on one page, standing for a defect of ours (as the unicode
// escape that once threw on "1,711.8"): the other pages keep everything, that page keeps its table.
const pages = [
  { page: 1, text: "Profit and loss (€ '000) 2025 2026\nRevenue 1,200 2,400\nThe TAM is € 4.2 bn." },
  { page: 2, text: "Cash flow (€ '000) 2025 2026\nCapex 300 500\nEBITDA reached € 1.1 million in 2026." },
];

// page 1: its table and its sentence; page 2: its table (its sentence is the EBITDA)
const PAGE_ONE = [
  ['revenue', 2025, 1_200_000],
  ['revenue', 2026, 2_400_000],
  ['tam', null, 4_200_000_000],
];
const PAGE_TWO_TABLE = [
  ['capex', 2025, 300_000],
  ['capex', 2026, 500_000],
];

describe('reading the pages of a document, fail-soft', () => {
  it('every page read: tables and sentences, no page flagged', () => {
    const prose = proseDocument(pages, 'en', null);
    const { figures, unread } = readPages(pages, 'en', prose);
    expect(unread).toEqual([]);
    expect(figures.map((f) => [f.key, f.period, f.value])).toEqual([...PAGE_ONE, ...PAGE_TWO_TABLE, ['ebitda', 2026, 1_100_000]]);
  });

  it('a page whose sentences throw keeps its table and is listed; the other pages are untouched', () => {
    const prose = proseDocument(pages, 'en', null);
    const throwing: typeof pageFigures = (page, lang, doc, sentences = true) => {
      if (page.page === 2 && sentences) throw new SyntaxError('Invalid regular expression');
      return pageFigures(page, lang, doc, sentences);
    };
    const { figures, unread, reason } = readPages(pages, 'en', prose, throwing);
    expect(unread).toEqual([2]);
    expect(reason).toBe('Invalid regular expression');
    expect(figures.map((f) => [f.key, f.period, f.value])).toEqual([...PAGE_ONE, ...PAGE_TWO_TABLE]);
  });

  it('no document context: every page is read for its tables and listed', () => {
    const { figures, unread } = readPages(pages, 'en', null);
    expect(unread).toEqual([1, 2]);
    expect(figures.map((f) => f.key)).toEqual(['revenue', 'revenue', 'capex', 'capex']);
  });
});
