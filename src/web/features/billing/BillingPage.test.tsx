import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '../../../contract/billing.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import type { ChangePreview } from './api.ts';
import { BillingPage } from './BillingPage.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const professional = {
  id: 'professional_monthly',
  tier: 'professional',
  interval: 'month',
  amountCents: 39_000,
  currency: 'EUR',
  commitmentMonths: 12,
} as const;
const business = {
  id: 'business_monthly',
  tier: 'business',
  interval: 'month',
  amountCents: 99_000,
  currency: 'EUR',
  commitmentMonths: 12,
} as const;
const status: BillingStatus = {
  tier: 'professional',
  plan: professional,
  status: 'past_due',
  currentPeriodEnd: '2026-12-28T00:00:00.000Z',
  commitmentEnd: '2027-11-28T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: '2026-12-12T00:00:00.000Z',
  trialAvailable: false,
  usage: { projects: { used: 6, limit: 5 }, members: { used: 1, limit: 1 }, storageBytes: { used: 0, limit: 2 * 1024 ** 3 } },
  pendingOrders: [],
  provider: 'invoice',
  billing: null,
};
// An upgrade half-way through the month, priced by the server: €990 − €195 credit = €795 net, 22 % VAT €174.90, total €969.90.
const preview: ChangePreview = {
  from: professional,
  to: business,
  effective: 'now',
  effectiveAt: '2026-12-13T00:00:00.000Z',
  creditCents: 19_500,
  newPriceCents: 99_000,
  dueNowCents: 79_500,
  amounts: { netCents: 79_500, vatRate: 0.22, vatCents: 17_490, totalCents: 96_990, currency: 'EUR', vatTreatment: 'standard' },
};

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/billing') return json(status);
      if (url === '/api/billing/invoices') return json([]);
      if (url.startsWith('/api/billing/change-preview')) return json(preview);
      return json(null);
    }),
  );
}

const show = (path = '/billing') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <BillingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('/billing', () => {
  it('a failed renewal: the grace banner with its end, the status, and the usage above the limit', async () => {
    serve();
    show();
    const banner = await screen.findByTestId('grace-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('12 Dec 2026');
    expect(screen.getByTestId('billing-status').textContent).toBe('Payment overdue');
    expect(screen.getByTestId('usage-projects').textContent).toContain('6 of 5');
    expect(within(screen.getByTestId('usage-projects')).getByText(/Above your plan's limit/)).toBeTruthy();
  });

  it('cancel: the dialog says the later of period and commitment end, and that nothing is deleted', async () => {
    serve();
    show();
    fireEvent.click(await screen.findByTestId('billing-cancel'));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(dialog.textContent).toContain('28 Nov 2027');
    expect(dialog.textContent).toContain('Nothing is deleted');
  });

  it("change plan: the server's proration is shown before anything is confirmed", async () => {
    serve();
    show('/billing?change=business_monthly');
    const shown = await screen.findByTestId('change-preview');
    for (const figure of ['€990', '\u2212\u2060€195', '€795', '€174.90', '€969.90']) expect(shown.textContent).toContain(figure);
    expect(shown.textContent).toContain('as soon as the payment is confirmed');
    expect(screen.getByTestId('change-confirm')).toBeTruthy();
  });
});
