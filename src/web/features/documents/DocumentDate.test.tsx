import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail } from '../../../contract/documents.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { DocumentDate } from './DocumentDate.tsx';
import { analysedDocument } from './test-document.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const D = '22222222-2222-4222-8222-222222222222';
const doc = (over: Partial<DocumentDetail> = {}): DocumentDetail =>
  analysedDocument({
    id: D,
    filename: 'release.pdf',
    textLayer: true,
    ocr: 'not_needed',
    dated: { date: '2023-11-08', source: 'metadata' },
    ...over,
  });

/** The server: 400 VALIDATION_FAILED on `date` for a date it refuses, else the queued summary. */
function serve(refuse = false) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (refuse)
        return new Response(
          JSON.stringify({
            code: 'VALIDATION_FAILED',
            message: 'x',
            details: { fields: [{ path: 'date', code: 'too_big', message: 'x' }] },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      return new Response(JSON.stringify({ ...doc(), status: 'queued' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const show = (d: DocumentDetail, canEdit = true) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentDate doc={d} canEdit={canEdit} />
    </QueryClientProvider>,
  );

describe('DocumentDate', () => {
  it('says which date the periods were read against and whence; a reader sees no control', async () => {
    show(doc(), false);
    expect((await screen.findByTestId('document-dated')).textContent).toBe(
      'Periods such as “last year” or a quarter written without its year are read against 8 Nov 2023: the date the file was created.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with no date found, says what is not read and offers to state it; the date is sent and the document read again', async () => {
    const calls = serve();
    show(doc({ dated: null }));
    expect((await screen.findByTestId('document-dated')).textContent).toContain('No date was found in the text or the file');
    fireEvent.click(screen.getByRole('button', { name: 'State the date' }));
    const field = screen.getByLabelText('Day it was written or published');
    fireEvent.change(field, { target: { value: '2024-03-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and read again' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: `/api/documents/${D}/date`, method: 'PUT', body: { date: '2024-03-14' } });
    await waitFor(() => expect(screen.queryByLabelText('Day it was written or published')).toBeNull());
  });

  it('a date after today is refused in the field before any request, and the server’s refusal reads the same', async () => {
    const calls = serve(true);
    show(doc());
    fireEvent.click(await screen.findByRole('button', { name: 'State the date' }));
    const field = screen.getByLabelText('Day it was written or published');
    fireEvent.change(field, { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and read again' }));
    expect(await screen.findByText('A document can be dated from 1970 to today, not later.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    fireEvent.change(field, { target: { value: '2024-03-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and read again' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('A document can be dated from 1970 to today, not later.')).toBeTruthy();
  });

  it('a stated date can be withdrawn: null is sent; a sheet shows nothing', async () => {
    const calls = serve();
    show(doc({ statedDate: '2024-03-14', dated: { date: '2024-03-14', source: 'stated' } }));
    expect((await screen.findByTestId('document-dated')).textContent).toContain('the date stated for this document');
    fireEvent.click(screen.getByRole('button', { name: 'Take the date from the text and file again' }));
    await waitFor(() => expect(calls).toEqual([{ url: `/api/documents/${D}/date`, method: 'PUT', body: { date: null } }]));
    cleanup();
    const { container } = show(doc({ mediaType: 'text/csv', dated: undefined }));
    expect(container.textContent).toBe('');
  });

  it('a refused withdrawal is said, not lost', async () => {
    serve(true);
    show(doc({ statedDate: '2024-03-14', dated: { date: '2024-03-14', source: 'stated' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take the date from the text and file again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields are not valid. Check the highlighted fields and try again.');
  });

  it('a text read before the date was recorded says so, not that none was found, and offers to state it', async () => {
    show(doc({ dated: 'not_recorded' }));
    expect((await screen.findByTestId('document-dated')).textContent).toBe(
      'This document was read before the date its periods rest on was recorded. State its date to read it again against that date.',
    );
    expect(screen.getByRole('button', { name: 'State the date' })).toBeTruthy();
  });
});
