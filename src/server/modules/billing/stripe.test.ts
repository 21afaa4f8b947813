import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { billingInvoices, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

/**
 * The `stripe` driver through the official SDK against a local fake of the few endpoints it uses
 * (prices by lookup_key, Checkout Sessions, Customer Portal sessions, subscription update). Webhooks
 * are signed with the SDK's own test-header helper. Nothing leaves 127.0.0.1.
 */
const SECRET = 'whsec_test_billing';
const calls: Array<{ method: string; path: string; body: URLSearchParams }> = [];
/** The fake's subscriptions: cancel_at_period_end as Stripe holds it now. */
const live = new Map<string, boolean>();
let fake: Server;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake');
      const body = new URLSearchParams(raw);
      calls.push({ method: req.method!, path: url.pathname, body });
      const send = (o: object) => {
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(o));
      };
      if (req.method === 'GET' && url.pathname === '/v1/prices') {
        const key = url.searchParams.get('lookup_keys[0]') ?? url.searchParams.getAll('lookup_keys[]')[0];
        return send({
          object: 'list',
          data: key ? [{ id: `price_${key}`, object: 'price', lookup_key: key }] : [],
          has_more: false,
          url: '/v1/prices',
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${++seq}`;
        return send({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}`, mode: body.get('mode'), metadata: {} });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions')
        return send({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' });
      if (req.method === 'GET' && url.pathname.startsWith('/v1/subscriptions/')) {
        const id = url.pathname.split('/')[3]!;
        return send({
          id,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: live.get(id) ?? false,
          items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] },
        });
      }
      if (req.method === 'POST' && url.pathname.startsWith('/v1/subscriptions/'))
        return send({
          id: url.pathname.split('/')[3],
          object: 'subscription',
          cancel_at_period_end: body.get('cancel_at_period_end') === 'true',
        });
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `fake: no ${req.method} ${url.pathname}` } }));
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const port = (fake.address() as AddressInfo).port;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => fake.close(() => r()));
});

const signer = new Stripe('sk_test_fake');
let eventSeq = 0;
function event(type: string, object: object, id = `evt_${++eventSeq}`) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } };
}
async function deliver(e: object, secret = SECRET) {
  const payload = JSON.stringify(e);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.call({
    method: 'POST',
    url: '/api/billing/webhooks/stripe',
    origin: null,
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}
const tierOf = async (id: string) =>
  (await t.database.db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, id)))[0]!.tier;

describe('stripe driver', () => {
  it('refuses a webhook without a valid signature (400)', async () => {
    const payload = JSON.stringify(event('invoice.paid', {}));
    const none = await t.call({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      origin: null,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await deliver(event('invoice.paid', {}), 'whsec_forged')).statusCode).toBe(400);
    const forged = await t.call({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      origin: null,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('checkout opens a subscription-mode session for a monthly plan and a payment-mode one for Single Project', async () => {
    const u = await signUp(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/billing/checkout',
      cookie: u.cookie,
      payload: { planId: 'professional_monthly', returnTo: '/projects/new' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    expect(res.json().bankTransfer).toBeUndefined();
    const session = calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.body.get('mode')).toBe('subscription');
    expect(session.body.get('line_items[0][price]')).toBe('price_cr_professional_monthly_2026_12');
    expect(session.body.get('subscription_data[metadata][orderId]')).toBe(res.json().orderId);
    const single = await t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'single_project' } });
    expect(single.statusCode).toBe(201);
    expect(
      calls
        .filter((c) => c.path === '/v1/checkout/sessions')
        .at(-1)!
        .body.get('mode'),
    ).toBe('payment');
  });

  it('invoice.paid before checkout.session.completed ends right; a replay changes nothing', async () => {
    const u = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'business_annual' } });
    const orderId = res.json().orderId as string;
    const sessionId = res.json().url.split('/').at(-1);
    const start = Math.floor(Date.UTC(2026, 10, 2) / 1000);
    const end = Math.floor(Date.UTC(2027, 10, 2) / 1000);
    const paid = event('invoice.paid', {
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
    const first = await deliver(paid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await tierOf(u.id)).toBe('business');
    const replay = await deliver(paid);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // The same Stripe invoice under another event id (Stripe retries are new deliveries of one event, but be safe).
    await deliver(event('invoice.paid', paid.data.object));
    const completed = await deliver(
      event('checkout.session.completed', {
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
    const invoices = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.userId, u.id));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.stripeInvoiceId).toBe('in_test_1');
    // Mirrors what Stripe charged: 9,990.00 net + 2,197.80 (22 %) = 12,187.80.
    expect({ net: invoices[0]!.netCents, vat: invoices[0]!.vatCents, total: invoices[0]!.totalCents }).toEqual({
      net: 999_000,
      vat: 219_780,
      total: 1_218_780,
    });
    const status = (await t.call({ method: 'GET', url: '/api/billing', cookie: u.cookie })).json();
    expect(status).toMatchObject({
      tier: 'business',
      status: 'active',
      provider: 'stripe',
      plan: { id: 'business_annual' },
      currentPeriodEnd: '2027-11-02T00:00:00.000Z',
    });

    // Card changes in the Customer Portal; a cancel reaches the Stripe subscription.
    const portal = await t.call({ method: 'POST', url: '/api/billing/portal', cookie: u.cookie });
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/1' });
    expect((await t.call({ method: 'POST', url: '/api/billing/cancel', cookie: u.cookie })).statusCode).toBe(200);
    expect(calls.some((c) => c.path === '/v1/subscriptions/sub_1' && c.body.get('cancel_at_period_end') === 'true')).toBe(true);

    // A failed renewal: past due with grace; the subscription deleted: Free.
    await deliver(
      event('invoice.payment_failed', {
        id: 'in_test_2',
        object: 'invoice',
        parent: { subscription_details: { subscription: 'sub_1', metadata: { orderId } } },
      }),
    );
    expect((await t.call({ method: 'GET', url: '/api/billing', cookie: u.cookie })).json()).toMatchObject({
      status: 'past_due',
      tier: 'business',
    });
    await deliver(
      event('customer.subscription.deleted', {
        id: 'sub_1',
        object: 'subscription',
        status: 'canceled',
        metadata: { orderId, userId: u.id },
      }),
    );
    expect(await tierOf(u.id)).toBe('free');
  });

  it('an upgrade changes the running Stripe subscription in place and is settled by its invoice', async () => {
    const u = await signUp(t);
    const first = (
      await t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'professional_monthly' } })
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
    await deliver(event('invoice.paid', paidInvoice('in_up_1', first.orderId, 39_000)));
    expect(await tierOf(u.id)).toBe('professional');
    const up = await t.call({ method: 'POST', url: '/api/billing/change', cookie: u.cookie, payload: { planId: 'business_monthly' } });
    expect(up.statusCode, up.body).toBe(200);
    const update = calls.filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_3').at(-1)!;
    expect(update.body.get('items[0][id]')).toBe('si_1');
    expect(update.body.get('items[0][price]')).toBe('price_cr_business_monthly_2026_12');
    expect(update.body.get('metadata[orderId]')).toBe(up.json().checkout.orderId);
    expect(calls.filter((c) => c.path === '/v1/checkout/sessions' && c.body.get('customer_email') === u.email)).toHaveLength(1);
    await deliver(event('invoice.paid', paidInvoice('in_up_2', up.json().checkout.orderId, 60_000)));
    expect(await tierOf(u.id)).toBe('business');
    expect(await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.userId, u.id))).toHaveLength(2);
  });

  it("subscription updates are reconciled from Stripe's current state, so an older event delivered late changes nothing", async () => {
    const u = await signUp(t);
    const first = (
      await t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'professional_annual' } })
    ).json();
    await deliver(
      event('invoice.paid', {
        id: 'in_ord_1',
        object: 'invoice',
        customer: 'cus_4',
        parent: { subscription_details: { subscription: 'sub_4', metadata: { orderId: first.orderId, userId: u.id } } },
        lines: { data: [] },
      }),
    );
    live.set('sub_4', true);
    const newer = event('customer.subscription.updated', {
      id: 'sub_4',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      metadata: { userId: u.id },
    });
    const older = event('customer.subscription.updated', {
      id: 'sub_4',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: u.id },
    });
    await deliver(newer);
    await deliver(older);
    expect((await t.call({ method: 'GET', url: '/api/billing', cookie: u.cookie })).json()).toMatchObject({
      cancelAtPeriodEnd: true,
      tier: 'professional',
    });
  });

  it('a one-time payment is settled by checkout.session.completed alone', async () => {
    const u = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId: 'single_project' } });
    const orderId = res.json().orderId as string;
    await deliver(
      event('checkout.session.completed', {
        id: res.json().url.split('/').at(-1),
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        customer: 'cus_2',
        metadata: { orderId, userId: u.id },
      }),
    );
    expect(await tierOf(u.id)).toBe('single_project');
    expect(await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.userId, u.id))).toHaveLength(1);
  });
});
