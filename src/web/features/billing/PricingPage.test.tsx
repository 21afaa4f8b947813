import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth.ts';
import type { BillingStatus } from '../../../contract/billing.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { PricingPage } from './PricingPage.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = {
  id: 'u1',
  email: 'a@b.it',
  username: 'Ann',
  role: 'proponent',
  effectiveTier: 'free',
  subscriptionTier: 'free',
} as unknown as User;
const free: BillingStatus = {
  tier: 'free',
  plan: null,
  status: 'none',
  currentPeriodEnd: null,
  commitmentEnd: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  trialAvailable: true,
  usage: { projects: { used: 1, limit: 1 }, members: { used: 1, limit: 1 }, storageBytes: { used: 0, limit: 100 } },
  pendingOrders: [],
  provider: 'invoice',
  billing: null,
};

function serve(signedIn: boolean) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url === '/api/auth/user') return signedIn ? json(user) : json({ code: 'UNAUTHENTICATED', message: '' }, 401);
      if (url === '/api/billing/trial') return json({ ...free, tier: 'professional', status: 'trialing', trialAvailable: false });
      if (url === '/api/billing') return json(free);
      if (url.startsWith('/api/billing/quote?')) {
        // The server's answers (hand-computed): IT 22 %, DE 19 %, outside the EU none.
        const q = new URL(url, 'http://x').searchParams;
        const key = `${q.get('planId')}|${q.get('country')}|${q.get('kind')}`;
        const table: Record<string, [number, number]> = {
          'professional_monthly|IT|consumer': [47_580, 0.22],
          'business_monthly|IT|consumer': [120_780, 0.22],
          'professional_monthly|DE|consumer': [46_410, 0.19],
          'professional_monthly|XX|consumer': [39_000, 0],
        };
        const [cents, vatRate] = table[key] ?? [1, 0];
        return json({ planId: q.get('planId'), amounts: { vatRate }, shown: { cents, vatIncluded: true } });
      }
      return json(null);
    }),
  );
  return calls;
}

const show = (path = '/pricing?returnTo=%2Fprojects%2Fnew') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="/billing" element={<p>billing page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const action = (tier: string) => within(screen.getByTestId(`plan-${tier}`));

describe('/pricing', () => {
  it('a visitor: Free registers, each paid plan is bought through /checkout with the way back, Enterprise contacts sales', async () => {
    serve(false);
    show();
    await screen.findByTestId('plan-professional');
    expect(action('professional').getByRole('link', { name: 'Buy – Professional' }).getAttribute('href')).toBe(
      '/checkout?plan=professional_monthly&returnTo=%2Fprojects%2Fnew',
    );
    expect(action('free').getByRole('link', { name: 'Start free – Free' }).getAttribute('href')).toBe(
      '/register?returnTo=%2Fprojects%2Fnew',
    );
    expect(action('enterprise').getByRole('button', { name: 'Contact sales' })).toBeTruthy();
    expect(screen.queryByTestId('trial-offer')).toBeNull();
  });

  it('the annual toggle shows the prepaid price and the saving (12 × €390 − €3,990 = €690, 15 %)', async () => {
    serve(false);
    show();
    fireEvent.click(await screen.findByRole('radio', { name: /Annual/ }));
    expect(screen.getByTestId('price-professional').textContent).toContain('€3,990');
    expect(screen.getByText('Save 15%')).toBeTruthy();
    expect(action('professional').getByRole('link', { name: 'Buy – Professional' }).getAttribute('href')).toContain(
      'plan=professional_annual',
    );
  });

  it('a Free user: Free is current, paid plans are bought through /quick-checkout, and the trial starts from here', async () => {
    const calls = serve(true);
    show('/pricing');
    await screen.findByTestId('plan-free');
    expect(await action('free').findByRole('button', { name: 'Current plan' })).toBeTruthy();
    expect(action('free').getByText('Your plan')).toBeTruthy();
    expect(action('business').getByRole('link', { name: 'Buy – Business' }).getAttribute('href')).toBe(
      '/quick-checkout?plan=business_monthly',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start 14-day Professional trial' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/billing/trial')).toBe(true));
    expect(await screen.findByText('billing page')).toBeTruthy();
  });

  it("prices for consumers include their country's VAT (the server's quote); businesses see them VAT excluded", async () => {
    const calls = serve(false);
    show();
    // Business (the default for a visitor): €390 + VAT.
    expect((await screen.findByTestId('price-professional')).textContent).toContain('€390');
    expect(action('professional').getByText(/\+ VAT/)).toBeTruthy();
    // An Italian consumer: 390 × 1.22 = 475.80; Business 990 × 1.22 = 1,207.80.
    fireEvent.click(screen.getByRole('radio', { name: 'Consumers (VAT included)' }));
    await waitFor(() => expect(screen.getByTestId('price-professional').textContent).toContain('€475.80'));
    expect(calls.some((c) => c.url === '/api/billing/quote?planId=professional_monthly&country=IT&kind=consumer')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('price-business').textContent).toContain('€1,207.80'));
    expect(action('professional').getByText(/VAT 22% included/)).toBeTruthy();
    // A German consumer: 19 % → 390 × 1.19 = 464.10. Outside the EU: no VAT, 390.00.
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'DE' } });
    await waitFor(() => expect(screen.getByTestId('price-professional').textContent).toContain('€464.10'));
    expect(action('professional').getByText(/VAT 19% included/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'XX' } });
    await waitFor(() => expect(screen.getByTestId('price-professional').textContent).toContain('€390'));
    expect(screen.getByTestId('vat-note').textContent).toContain('VAT included');
  });

  it('a visitor writes to sales without an account: the e-mail is required and sent with the message', async () => {
    const calls = serve(false);
    const bodies: unknown[] = [];
    const fetchMock = vi.mocked(globalThis.fetch);
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/billing/contact-sales') bodies.push(JSON.parse(String(init?.body)));
      return inner(input, init);
    });
    show();
    fireEvent.click(await action('enterprise').findByRole('button', { name: 'Contact sales' }));
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'Twelve analysts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/billing/contact-sales')).toBe(false);
    fireEvent.change(screen.getByLabelText('Your e-mail *'), { target: { value: 'cfo@fund.example' } });
    fireEvent.change(screen.getByLabelText('Name or organisation'), { target: { value: 'Fondo Alfa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('sales-sent')).toBeTruthy();
    expect(bodies).toEqual([{ message: 'Twelve analysts', email: 'cfo@fund.example', name: 'Fondo Alfa' }]);
  });
});
