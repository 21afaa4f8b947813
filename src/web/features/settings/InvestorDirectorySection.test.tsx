import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { InvestorDirectorySection } from './InvestorDirectorySection.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const empty = {
  listed: false,
  headline: '',
  sectors: [],
  regions: [],
  stages: [],
  ticketMin: null,
  ticketMax: null,
  instruments: [],
  languages: [],
  updatedAt: null,
};

function serve(role: string) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/user') return json({ id: 'u1', email: 'i@x.it', username: 'Ivo', role, effectiveTier: 'free' });
      if (url === '/api/investor-profile' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return json({ ...body, updatedAt: '2026-11-28T10:00:00.000Z' });
      }
      if (url === '/api/investor-profile') return json(empty);
      return json(null);
    }),
  );
  return puts;
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InvestorDirectorySection />
    </QueryClientProvider>,
  );

describe('InvestorDirectorySection', () => {
  it('an investor opts in with a thesis: the lists are split, the amounts read as numbers', async () => {
    const puts = serve('investor');
    show();
    fireEvent.click(await screen.findByLabelText('List me in the investor directory'));
    fireEvent.change(screen.getByLabelText('Sectors (NACE/ATECO codes)'), { target: { value: 'C, 35.11 ,' } });
    fireEvent.change(screen.getByLabelText('Regions or countries'), { target: { value: 'IT; Lombardia' } });
    fireEvent.click(screen.getByLabelText('Growth'));
    fireEvent.change(screen.getByLabelText('Smallest ticket (€)'), { target: { value: '250000' } });
    fireEvent.change(screen.getByLabelText('Largest ticket (€)'), { target: { value: '2000000' } });
    fireEvent.click(screen.getByLabelText('Equity'));
    fireEvent.click(screen.getByLabelText('Italian'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      listed: true,
      headline: '',
      sectors: ['C', '35.11'],
      regions: ['IT', 'Lombardia'],
      stages: ['growth'],
      ticketMin: 250000,
      ticketMax: 2000000,
      instruments: ['equity'],
      languages: ['it'],
    });
  });

  it('a ticket that is not a number is refused on the form, nothing is sent', async () => {
    const puts = serve('investor');
    show();
    fireEvent.change(await screen.findByLabelText('Smallest ticket (€)'), { target: { value: 'a lot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the amount as a number, e.g. 250000.')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('is not shown to other roles', async () => {
    serve('proponent');
    const { container } = show();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
