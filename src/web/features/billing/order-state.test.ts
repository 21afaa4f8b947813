import { describe, expect, it } from 'vitest';
import type { BillingStatus, Order } from '../../../contract/billing.ts';
import { orderState } from './order-state.ts';

const ORDER = '11111111-1111-4111-8111-111111111111';
const order = (status: Order['status']): Order => ({
  id: ORDER,
  planId: 'professional_monthly',
  status,
  provider: 'invoice',
  reference: 'CR-2026-0001',
  amounts: { netCents: 39_000, vatRate: 0.22, vatCents: 8_580, totalCents: 47_580, currency: 'EUR', vatTreatment: 'standard' },
  createdAt: '2026-11-28T10:00:00.000Z',
  paidAt: null,
  returnTo: null,
});
const status = (tier: BillingStatus['tier'], pending: Order[], sub: BillingStatus['status'] = 'none') => ({
  tier,
  status: sub,
  pendingOrders: pending,
});

describe('orderState: paid only when the server says so', () => {
  it('waits while the order awaits its transfer, even if the redirect said "success"', () =>
    expect(orderState(status('free', [order('awaiting_payment')]), ORDER, 'professional')).toBe('waiting'));
  it('waits when the order is gone but the tier has not changed yet', () =>
    expect(orderState(status('free', []), ORDER, 'professional')).toBe('waiting'));
  it("is paid once the order is gone and the account holds the plan's tier", () =>
    expect(orderState(status('professional', [], 'active'), ORDER, 'professional')).toBe('paid'));
  it('fails for a canceled or expired order', () => {
    expect(orderState(status('free', [order('canceled')]), ORDER, 'professional')).toBe('failed');
    expect(orderState(status('free', [order('expired')]), ORDER, 'professional')).toBe('failed');
  });
  it('without the plan: waiting while pending, else unknown — an active plan proves nothing about this order', () => {
    expect(orderState(status('free', [order('awaiting_payment')], 'none'), ORDER, null)).toBe('waiting');
    expect(orderState(status('business', [], 'active'), ORDER, null)).toBe('unknown');
  });
});
