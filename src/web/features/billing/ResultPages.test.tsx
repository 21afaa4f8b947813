import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillingStatus, Order } from '../../../contract/billing.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { CancelPage, SuccessPage } from './ResultPages.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER = '11111111-1111-4111-8111-111111111111';
const pending: Order = {
  id: ORDER,
  planId: 'professional_monthly',
  status: 'awaiting_payment',
  provider: 'stripe',
  reference: 'CR-2026-ABCD',
  amounts: { netCents: 39_000, vatRate: 0.22, vatCents: 8_580, totalCents: 47_580, currency: 'EUR', vatTreatment: 'standard' },
  createdAt: '2026-11-28T10:00:00.000Z',
  paidAt: null,
  returnTo: '/projects/new',
};
const usage = { projects: { used: 1, limit: 1 }, members: { used: 1, limit: 1 }, storageBytes: { used: 0, limit: 100 } };
const status = (tier: BillingStatus['tier'], pendingOrders: Order[]): BillingStatus => ({
  tier,
  plan: null,
  status: tier === 'free' ? 'none' : 'active',
  currentPeriodEnd: null,
  commitmentEnd: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  trialAvailable: false,
  usage,
  pendingOrders,
  provider: 'stripe',
  billing: null,
});

/** GET /api/billing answers each of `answers` in turn, then the last one for ever. */
function serve(answers: BillingStatus[]) {
  let n = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/billing'))
      return new Response(JSON.stringify(answers[Math.min(n++, answers.length - 1)]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    return new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const show = (path: string, page = <SuccessPage />) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('/billing/success', () => {
  it('waits (announced politely) while the order awaits payment, then says paid once the server shows the tier, with the way back', async () => {
    const fetch = serve([status('free', [pending]), status('professional', [])]);
    show(`/billing/success?order=${ORDER}&returnTo=%2Fprojects%2Fnew`);
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeTruthy();
    expect(screen.getByTestId('billing-success').getAttribute('data-state')).toBe('waiting');
    expect(screen.getByText('Waiting for the payment to be confirmed…').closest('[aria-live="polite"]')).not.toBeNull();
    // The next poll (3 s, ±2 s of slack for a loaded machine) brings the confirmation.
    const heading = await screen.findByRole('heading', { name: 'Payment confirmed' }, { timeout: 6000 });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('success-continue').getAttribute('href')).toBe('/projects/new');
    expect(fetch.mock.calls.filter(([u]) => String(u) === '/api/billing').length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('claims nothing for an order it cannot find pending and whose plan it does not know', async () => {
    serve([status('business', [])]);
    show(`/billing/success?order=${ORDER}`);
    expect(await screen.findByRole('heading', { name: 'This order is not awaiting payment' })).toBeTruthy();
    expect(screen.queryByText('Payment confirmed')).toBeNull();
    expect(screen.getByText(/Business plan/)).toBeTruthy();
  });
});

describe('/billing/cancel', () => {
  it('says nothing was charged and offers the same plan again, keeping the way back', async () => {
    serve([]);
    show('/billing/cancel?plan=business_monthly&returnTo=%2Fprojects', <CancelPage />);
    expect(await screen.findByText(/nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/quick-checkout?plan=business_monthly&returnTo=%2Fprojects',
    );
  });
});
