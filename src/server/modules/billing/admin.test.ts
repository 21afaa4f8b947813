import { describe, expect, it } from 'vitest';
import { revenueByMonth } from './admin.ts';
import type { InvoiceRow } from './repository.ts';

let n = 0;
const inv = (
  userId: string,
  planId: string,
  issuedAt: string,
  netCents: number,
  kind: 'invoice' | 'credit_note' = 'invoice',
): InvoiceRow => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  userId,
  orderId: null,
  kind,
  correctsInvoiceId: kind === 'credit_note' ? 'x' : null,
  year: 2026,
  seq: n,
  number: `2026/${n}`,
  issuedAt: new Date(issuedAt),
  language: 'en',
  description: '',
  planId,
  netCents,
  vatRateBp: 0,
  vatCents: 0,
  totalCents: netCents,
  currency: 'EUR',
  vatTreatment: 'outside_eu',
  seller: {},
  buyer: {},
  provider: 'invoice',
  stripeInvoiceId: null,
});

describe('revenue per month, MRR and churn (hand-computed)', () => {
  it('counts monthly plans in their month, annual ones at a twelfth for twelve months, one-time in revenue only', () => {
    const invoices = [
      inv('a', 'professional_monthly', '2026-09-03T00:00:00Z', 39_000),
      inv('a', 'professional_monthly', '2026-10-03T00:00:00Z', 39_000),
      inv('b', 'business_annual', '2026-09-10T00:00:00Z', 999_000),
      inv('c', 'single_project', '2026-10-20T00:00:00Z', 49_000),
      inv('c', 'single_project', '2026-10-25T00:00:00Z', -49_000, 'credit_note'),
    ];
    const [sep, oct, nov] = revenueByMonth(invoices, ['2026-09', '2026-10', '2026-11']);
    // September: revenue 390 + 9,990 = 10,380; MRR 390 + 9,990/12 (832.50) = 1,222.50; 2 active; nobody before.
    expect(sep).toEqual({
      month: '2026-09',
      revenueNetCents: 1_038_000,
      creditNotesNetCents: 0,
      mrrCents: 122_250,
      activeSubscriptions: 2,
      churned: 0,
      churnRate: null,
    });
    // October: 390 + 490 revenue, −490 credit note; MRR unchanged (a renewed, b's year runs); no churn.
    expect(oct).toEqual({
      month: '2026-10',
      revenueNetCents: 88_000,
      creditNotesNetCents: -49_000,
      mrrCents: 122_250,
      activeSubscriptions: 2,
      churned: 0,
      churnRate: 0,
    });
    // November: a did not renew → churned 1 of 2 (50 %); MRR is b's twelfth alone.
    expect(nov).toEqual({
      month: '2026-11',
      revenueNetCents: 0,
      creditNotesNetCents: 0,
      mrrCents: 83_250,
      activeSubscriptions: 1,
      churned: 1,
      churnRate: 0.5,
    });
  });
});
