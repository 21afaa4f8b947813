import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail, DocumentText, Figure } from '../../../contract/documents.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { SourceView } from './SourceView.tsx';
import { analysedDocument } from './test-document.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const D = '22222222-2222-4222-8222-222222222222';
const doc = (mediaType: string, filename: string): DocumentDetail =>
  analysedDocument({ id: D, mediaType, filename, kind: 'financial_model' });
const figure = (citation: Figure['citation'], over: Partial<Figure> = {}): Figure => ({
  id: '33333333-3333-4333-8333-333333333333',
  documentId: D,
  key: 'revenue',
  period: 2026,
  value: 1_200_000,
  currency: 'EUR',
  source: 'rules',
  status: 'proposed',
  citation,
  originalValue: null,
  decidedBy: null,
  decidedAt: null,
  sourceDeleted: false,
  ...over,
});

function serveText(text: DocumentText) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify(text), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return urls;
}

const show = (d: DocumentDetail, f: Figure) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SourceView doc={d} figure={f} />
    </QueryClientProvider>,
  );

describe('SourceView', () => {
  it('XLSX: the sheet around the cited cell from /text, the cell highlighted', async () => {
    const urls = serveText({
      parts: [
        { sheet: 'Other', text: '', cells: { C7: 'wrong sheet' } },
        { sheet: 'P&L', text: '', cells: { B7: 'Revenue', C7: '1.200.000', C6: '2026' } },
      ],
    });
    show(
      doc('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'model.xlsx'),
      figure({ sheet: 'P&L', cell: 'C7', quote: '1.200.000' }),
    );
    const cell = await screen.findByTestId('cited-cell');
    expect(cell.textContent).toBe('1.200.000');
    expect(screen.getByText('Revenue')).toBeTruthy();
    expect(urls).toEqual([`/api/documents/${D}/text`]);
  });

  it("DOCX: the cited page's text with the quote in <mark>, found across a line break", async () => {
    serveText({
      parts: [
        { page: 1, text: 'Intro' },
        { page: 2, text: 'Our revenue in 2026\nreaches € 1.2m, then grows.' },
      ],
    });
    show(
      doc('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'plan.docx'),
      figure({ page: 2, quote: 'revenue in 2026 reaches € 1.2m' }),
    );
    const text = await screen.findByTestId('page-text');
    expect(text.querySelector('mark')?.textContent).toBe('revenue in 2026\nreaches € 1.2m');
  });

  it('a deleted source says so, keeps the quote, and fetches nothing', async () => {
    const urls = serveText({ parts: [] });
    show(doc('application/pdf', 'plan.pdf'), figure({ page: 2, quote: 'TAM € 1.2 billion' }, { documentId: null, sourceDeleted: true }));
    expect((await screen.findByTestId('figure-quote')).textContent).toBe('TAM € 1.2 billion');
    expect(screen.getByText('The source document was deleted; the quoted text is kept.')).toBeTruthy();
    expect(urls).toEqual([]);
  });
});
