import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Figure } from '../../../contract/documents.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { FigureList } from './FigureList.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const P = '11111111-1111-4111-8111-111111111111';
const D = '22222222-2222-4222-8222-222222222222';
const fig = (id: string, over: Partial<Figure> = {}): Figure => ({
  id,
  documentId: D,
  key: 'tam',
  period: null,
  value: 1_200_000_000,
  currency: 'EUR',
  source: 'rules',
  status: 'proposed',
  citation: { page: 2, quote: 'Total addressable market (TAM): € 1.2 billion' },
  originalValue: null,
  decidedBy: null,
  decidedAt: null,
  sourceDeleted: false,
  ...over,
});

function serve() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const id = /figures\/([^/]+)\/(accept|reject)/.exec(url);
      if (id) {
        const decided = fig(id[1]!, {
          status: id[2] === 'accept' ? 'accepted' : 'rejected',
          value: (body as { value?: number } | undefined)?.value ?? 1_200_000_000,
          decidedBy: { id: 'u', name: 'Olivia' },
          decidedAt: '2026-11-25T10:00:00.000Z',
        });
        return new Response(JSON.stringify(decided), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const show = (figures: Figure[], onSelect = vi.fn()) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FigureList figures={figures} projectId={P} selected={null} onSelect={onSelect} canDecide />
    </QueryClientProvider>,
  );

describe('FigureList', () => {
  it('shows value, source and status; Accept posts to the figure, announces politely and moves to the next proposed figure', async () => {
    const calls = serve();
    const onSelect = vi.fn();
    const a = '33333333-3333-4333-8333-333333333333';
    const b = '44444444-4444-4444-8444-444444444444';
    show([fig(a), fig(b, { key: 'revenue', period: 2027, value: 600_000 })], onSelect);
    expect((await screen.findAllByTestId('figure-row'))[0]!.textContent).toContain('€1,200,000,000');
    expect(screen.getAllByText('Rules')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Accept TAM €1,200,000,000' }));
    await waitFor(() => expect(screen.getByTestId('figure-announce').textContent).toBe('Accepted: TAM €1,200,000,000.'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api/documents/${D}/figures/${a}/accept`);
    expect(post.body).toEqual({});
    expect(onSelect).toHaveBeenCalledWith(b);
  });

  it("shows the sentence reader's period, marks and why to check a figure (issue 28)", async () => {
    serve();
    const a = '55555555-5555-4555-8555-555555555555';
    const b = '66666666-6666-4666-8666-666666666666';
    show([
      fig(a, {
        key: 'revenue',
        period: null,
        value: 310_800_000,
        periodDetail: { kind: 'quarter', year: 2019, quarter: 1 },
        marks: { approximate: true },
        confidence: 0.85,
        reason: 'period_from_document',
      }),
      fig(b, {
        key: 'debt',
        period: null,
        value: 3_701_900_000,
        periodDetail: { kind: 'date', year: 2019, month: 3, day: 31 },
        marks: { net: true },
      }),
    ]);
    const rows = await screen.findAllByTestId('figure-row');
    expect(rows[0]!.textContent).toContain('Revenue · Q1 2019: €310,800,000');
    expect(rows[0]!.textContent).toContain('approx.');
    expect(rows[0]!.textContent).toContain('Check: period taken from the document, not the sentence');
    expect(rows[1]!.textContent).toContain('Debt · at Mar 31, 2019: €3,701,900,000');
    expect(rows[1]!.textContent).toContain('net');
    expect(rows[1]!.querySelector('[data-testid="figure-check"]')).toBeNull(); // certain: nothing to check
  });

  it('Edit then accept sends the typed number; an invalid one is refused on the spot', async () => {
    const calls = serve();
    const a = '33333333-3333-4333-8333-333333333333';
    show([fig(a)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const input = screen.getByLabelText('Value of TAM');
    fireEvent.change(input, { target: { value: 'a lot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept this value' }));
    expect(await screen.findByText('Type a number, e.g. 1200000.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '1,100,000,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept this value' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ value: 1_100_000_000 }));
  });

  it('a decided figure says who and when, an edited one what the document read; a deleted source keeps its note and offers no decision', async () => {
    serve();
    show([
      fig('55555555-5555-4555-8555-555555555555', {
        status: 'accepted',
        value: 1e9,
        originalValue: 1.2e9,
        decidedBy: { id: 'u', name: 'Olivia' },
        decidedAt: '2026-11-25T10:00:00.000Z',
      }),
      fig('66666666-6666-4666-8666-666666666666', { documentId: null, sourceDeleted: true }),
    ]);
    const [decided, orphan] = await screen.findAllByTestId('figure-row');
    expect(decided!.textContent).toContain('Decided by Olivia');
    expect(decided!.textContent).toContain('the document read €1,200,000,000');
    expect(orphan!.textContent).toContain('From a deleted document');
    expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('a decision answered before the list has subscribed to it is still announced (the CI flake of 2026-11-29 to 12-02)', async () => {
    // On a starved runner React ran the passive effect where the hook's observer subscribes only after
    // the POST had answered, and TanStack skips mutate's per-call callbacks for an observer nobody
    // listens to. Here every mutation observer subscribes only once the decision has succeeded.
    const calls = serve();
    const onSelect = vi.fn();
    const a = '77777777-7777-4777-8777-777777777777';
    const b = '88888888-8888-4888-8888-888888888888';
    const client = createQueryClient();
    let release = () => {};
    const succeeded = new Promise<void>((r) => (release = r));
    client.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'success') setTimeout(release, 0);
    });
    const proto = MutationObserver.prototype as { subscribe: MutationObserver['subscribe'] };
    const subscribe = proto.subscribe;
    const own = Object.hasOwn(proto, 'subscribe'); // inherited from TanStack's Subscribable: put back as it was
    proto.subscribe = function late(this: MutationObserver, listener) {
      let off: (() => void) | null = null;
      let gone = false;
      void succeeded.then(() => {
        if (!gone) off = subscribe.call(this, listener);
      });
      return () => {
        gone = true;
        off?.();
      };
    };
    try {
      render(
        <QueryClientProvider client={client}>
          <FigureList
            figures={[fig(a), fig(b, { key: 'revenue', value: 600_000 })]}
            projectId={P}
            selected={null}
            onSelect={onSelect}
            canDecide
          />
        </QueryClientProvider>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Accept TAM €1,200,000,000' }));
      await succeeded;
      await waitFor(() => expect(screen.getByTestId('figure-announce').textContent).toBe('Accepted: TAM €1,200,000,000.'), {
        timeout: 3000,
      });
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      expect(onSelect).toHaveBeenCalledWith(b);
    } finally {
      if (own) proto.subscribe = subscribe;
      else delete (proto as { subscribe?: unknown }).subscribe;
    }
  });
});
