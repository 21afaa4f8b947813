import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingInvoices } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { stripeHarness, type StripeHarness } from '../../test/stripe-harness.ts';

/**
 * The `stripe` driver through the official SDK against a local fake of the few endpoints it uses
 * (src/server/test/fake-stripe.ts): signatures, Checkout Sessions, upgrades in place, one-time payments.
 * Webhooks are signed with the SDK's own test-header helper. Nothing leaves 127.0.0.1.
 */
let h: StripeHarness;
beforeAll(async () => {
  h = await stripeHarness();
});
afterAll(async () => {
  await h.close();
});

describe('stripe driver', () => {
  it('refuses a webhook without a valid signature (400)', async () => {
    const payload = JSON.stringify(h.event('invoice.paid', {}));
    const none = await h.t.call({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      origin: null,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await h.deliver(h.event('invoice.paid', {}), 'whsec_forged')).statusCode).toBe(400);
    const forged = await h.t.call({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      origin: null,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('checkout opens a subscription-mode session for a monthly plan and a payment-mode one for Single Project', async () => {
    const u = await signUp(h.t);
    const res = await h.t.call({
      method: 'POST',
      url: '/api/billing/checkout',
      cookie: u.cookie,
      payload: { planId: 'professional_monthly', returnTo: '/projects/new' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    expect(res.json().bankTransfer).toBeUndefined();
    const session = h.fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.body.get('mode')).toBe('subscription');
    expect(session.body.get('line_items[0][price]')).toBe('price_cr_professional_monthly_2026_12');
    expect(session.body.get('subscription_data[metadata][orderId]')).toBe(res.json().orderId);
    const single = await h.t.call({
      method: 'POST',
      url: '/api/billing/checkout',
      cookie: u.cookie,
      payload: { planId: 'single_project' },
    });
    expect(single.statusCode).toBe(201);
    expect(
      h.fake.calls
        .filter((c) => c.path === '/v1/checkout/sessions')
        .at(-1)!
        .body.get('mode'),
    ).toBe('payment');
  });

  it('an upgrade changes the running Stripe subscription in place and is settled by its invoice', async () => {
    const u = await signUp(h.t);
    const first = (
      await h.t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'professional_monthly' } })
    ).json();
    const paidInvoice = (id: string, orderId: string, net: number) => ({
      id,
      object: 'invoice',
      customer: 'cus_3',
      amount_paid: net,
      total_excluding_tax: net,
      parent: { subscription_details: { subscription: 'sub_3', metadata: { orderId, userId: u.id } } },
      lines: { data: [] },
    });
    await h.deliver(h.event('invoice.paid', paidInvoice('in_up_1', first.orderId, 39_000)));
    expect(await h.tierOf(u.id)).toBe('professional');
    const up = await h.t.call({ method: 'POST', url: '/api/billing/change', cookie: u.cookie, payload: { planId: 'business_monthly' } });
    expect(up.statusCode, up.body).toBe(200);
    const update = h.fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_3').at(-1)!;
    expect(update.body.get('items[0][id]')).toBe('si_1');
    expect(update.body.get('items[0][price]')).toBe('price_cr_business_monthly_2026_12');
    expect(update.body.get('metadata[orderId]')).toBe(up.json().checkout.orderId);
    expect(h.fake.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.body.get('customer_email') === u.email)).toHaveLength(1);
    await h.deliver(h.event('invoice.paid', paidInvoice('in_up_2', up.json().checkout.orderId, 60_000)));
    expect(await h.tierOf(u.id)).toBe('business');
    expect(await h.t.database.db.select().from(billingInvoices).where(eq(billingInvoices.userId, u.id))).toHaveLength(2);
  });

  it('a one-time payment is settled by checkout.session.completed alone', async () => {
    const u = await signUp(h.t);
    const res = await h.t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'single_project' } });
    const orderId = res.json().orderId as string;
    await h.deliver(
      h.event('checkout.session.completed', {
        id: res.json().url.split('/').at(-1),
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        customer: 'cus_2',
        metadata: { orderId, userId: u.id },
      }),
    );
    expect(await h.tierOf(u.id)).toBe('single_project');
    expect(await h.t.database.db.select().from(billingInvoices).where(eq(billingInvoices.userId, u.id))).toHaveLength(1);
  });
});
