import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingInvoices } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { stripeHarness, type StripeHarness } from '../../test/stripe-harness.ts';

/**
 * Stripe webhooks against the local fake: replay (each event id once), reordering (`invoice.paid`
 * before `checkout.session.completed`), the Customer Portal, cancel, failed renewal and deletion, and
 * subscription updates reconciled from Stripe's current state. Signed with the SDK's test-header helper.
 */
let h: StripeHarness;
beforeAll(async () => {
  h = await stripeHarness();
});
afterAll(async () => {
  await h.close();
});

describe('stripe webhooks', () => {
  it('invoice.paid before checkout.session.completed ends right; a replay changes nothing', async () => {
    const u = await signUp(h.t);
    const res = await h.t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'business_annual' } });
    const orderId = res.json().orderId as string;
    const sessionId = res.json().url.split('/').at(-1);
    const start = Math.floor(Date.UTC(2026, 10, 2) / 1000);
    const end = Math.floor(Date.UTC(2027, 10, 2) / 1000);
    const paid = h.event('invoice.paid', {
      id: 'in_test_1',
      object: 'invoice',
      customer: 'cus_1',
      amount_paid: 1_218_780,
      total: 1_218_780,
      total_excluding_tax: 999_000,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { orderId, userId: u.id, planId: 'business_annual' } },
      },
      lines: { object: 'list', data: [{ period: { start, end } }] },
    });
    const first = await h.deliver(paid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await h.tierOf(u.id)).toBe('business');
    const replay = await h.deliver(paid);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // The same Stripe invoice under another event id (Stripe retries are new deliveries of one event, but be safe).
    await h.deliver(h.event('invoice.paid', paid.data.object));
    const completed = await h.deliver(
      h.event('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        customer: 'cus_1',
        subscription: 'sub_1',
        payment_status: 'paid',
        metadata: { orderId, userId: u.id },
      }),
    );
    expect(completed.statusCode).toBe(200);
    const invoices = await h.t.database.db.select().from(billingInvoices).where(eq(billingInvoices.userId, u.id));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.stripeInvoiceId).toBe('in_test_1');
    // Mirrors what Stripe charged: 9,990.00 net + 2,197.80 (22 %) = 12,187.80.
    expect({ net: invoices[0]!.netCents, vat: invoices[0]!.vatCents, total: invoices[0]!.totalCents }).toEqual({
      net: 999_000,
      vat: 219_780,
      total: 1_218_780,
    });
    const status = (await h.t.call({ method: 'GET', url: '/api/billing', cookie: u.cookie })).json();
    expect(status).toMatchObject({
      tier: 'business',
      status: 'active',
      provider: 'stripe',
      plan: { id: 'business_annual' },
      currentPeriodEnd: '2027-11-02T00:00:00.000Z',
    });

    // Card changes in the Customer Portal; a cancel reaches the Stripe subscription.
    const portal = await h.t.call({ method: 'POST', url: '/api/billing/portal', cookie: u.cookie });
    expect(portal.json()).toEqual({ url: `${h.fake.url}/portal/1` });
    expect((await h.t.call({ method: 'POST', url: '/api/billing/cancel', cookie: u.cookie })).statusCode).toBe(200);
    expect(h.fake.calls.some((c) => c.path === '/v1/subscriptions/sub_1' && c.body.get('cancel_at_period_end') === 'true')).toBe(true);

    // A failed renewal: past due with grace; the subscription deleted: Free.
    await h.deliver(
      h.event('invoice.payment_failed', {
        id: 'in_test_2',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_1', metadata: { orderId } } },
      }),
    );
    expect((await h.t.call({ method: 'GET', url: '/api/billing', cookie: u.cookie })).json()).toMatchObject({
      status: 'past_due',
      tier: 'business',
    });
    await h.deliver(
      h.event('customer.subscription.deleted', {
        id: 'sub_1',
        object: 'subscription',
        status: 'canceled',
        metadata: { orderId, userId: u.id },
      }),
    );
    expect(await h.tierOf(u.id)).toBe('free');
  });

  it("subscription updates are reconciled from Stripe's current state, so an older event delivered late changes nothing", async () => {
    const u = await signUp(h.t);
    const first = (
      await h.t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'professional_annual' } })
    ).json();
    await h.deliver(
      h.event('invoice.paid', {
        id: 'in_ord_1',
        object: 'invoice',
        customer: 'cus_4',
        parent: { subscription_details: { subscription: 'sub_4', metadata: { orderId: first.orderId, userId: u.id } } },
        lines: { data: [] },
      }),
    );
    h.fake.live.set('sub_4', true);
    const newer = h.event('customer.subscription.updated', {
      id: 'sub_4',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      metadata: { userId: u.id },
    });
    const older = h.event('customer.subscription.updated', {
      id: 'sub_4',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: u.id },
    });
    await h.deliver(newer);
    await h.deliver(older);
    expect((await h.t.call({ method: 'GET', url: '/api/billing', cookie: u.cookie })).json()).toMatchObject({
      cancelAtPeriodEnd: true,
      tier: 'professional',
    });
  });
});
