import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the few Stripe endpoints the `stripe` driver uses (prices by lookup_key, Checkout
 * Sessions, Customer Portal sessions, subscription retrieve/update) plus a hosted checkout page of its
 * own, so both the server tests (stripe.test.ts) and the browser (tests/e2e/billing-stripe.spec.ts) run
 * the official SDK against 127.0.0.1 only. Paying on the hosted page sends the signed webhooks Stripe
 * would send (signed with the SDK's own `generateTestHeaderString`) to `webhookUrl`, and redirects to
 * the session's success_url — first the redirect, then (after `webhookDelayMs`, or when the test calls
 * `releaseWebhooks` with `holdWebhooks`) the webhooks, so the success page is seen waiting for the
 * confirmed payment, never trusting the redirect alone.
 */
export type FakeStripeCall = { method: string; path: string; body: URLSearchParams };
export type FakeStripe = {
  /** http://127.0.0.1:<port>: the STRIPE_API_BASE to give the server. */
  url: string;
  calls: FakeStripeCall[];
  /** Subscriptions as Stripe holds them now: id → cancel_at_period_end. */
  live: Map<string, boolean>;
  /** Where the hosted page sends its webhooks (settable after the app under test has started). */
  setWebhookUrl(url: string): void;
  /** With `holdWebhooks`, sends the webhooks of every payment made so far, and of later ones at once. */
  releaseWebhooks(): void;
  close(): Promise<void>;
};
type Session = {
  id: string;
  mode: string;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  customerEmail: string | null;
  price: string;
  paid: boolean;
};

const metadataOf = (body: URLSearchParams, prefix: string) => {
  const out: Record<string, string> = {};
  for (const [k, v] of body) {
    const m = k.startsWith(prefix) ? /^\[([^\]]+)\]$/.exec(k.slice(prefix.length)) : null;
    if (m) out[m[1]!] = v;
  }
  return out;
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeStripe(
  options: { webhookSecret?: string; webhookUrl?: string; webhookDelayMs?: number; holdWebhooks?: boolean } = {},
): Promise<FakeStripe> {
  // held payments wait for releaseWebhooks(): a test sees the page before the webhook whatever the machine's load
  let holding = options.holdWebhooks === true;
  const held: Session[] = [];
  const calls: FakeStripeCall[] = [];
  const live = new Map<string, boolean>();
  const sessions = new Map<string, Session>();
  const signer = new Stripe('sk_test_fake');
  let webhookUrl = options.webhookUrl ?? null;
  let seq = 0;
  let base = '';

  const deliver = async (type: string, object: object) => {
    if (!webhookUrl || !options.webhookSecret) return;
    const e = {
      id: `evt_fake_${++seq}`,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    };
    const payload = JSON.stringify(e);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
  };
  /**
   * What Stripe sends when a hosted checkout is paid: the session completed, and for a subscription its
   * first invoice paid (without amounts, so the platform's invoice keeps the order's own).
   */
  const settle = async (s: Session) => {
    const customer = `cus_fake_${s.id}`;
    const subscription = s.mode === 'subscription' ? `sub_fake_${s.id}` : null;
    await deliver('checkout.session.completed', {
      id: s.id,
      object: 'checkout.session',
      mode: s.mode,
      customer,
      subscription,
      payment_status: 'paid',
      metadata: s.metadata,
    });
    if (!subscription) return;
    const start = Math.floor(Date.now() / 1000);
    await deliver('invoice.paid', {
      id: `in_fake_${s.id}`,
      object: 'invoice',
      customer,
      parent: { type: 'subscription_details', subscription_details: { subscription, metadata: s.metadata } },
      lines: { object: 'list', data: [{ period: { start, end: start + 31 * 86_400 } }] },
    });
  };

  const server: Server = createServer((req, res) => {
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
      const page = /^\/pay\/(cs_test_\d+)$/.exec(url.pathname);
      const session = page ? sessions.get(page[1]!) : undefined;
      if (page && session && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>` +
            `<main><h1>Fake Stripe Checkout</h1><p>Session ${escapeHtml(session.id)} · ${escapeHtml(session.price)}</p>` +
            `<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>` +
            `<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p></main></body></html>`,
        );
      }
      if (page && session && req.method === 'POST') {
        const first = !session.paid;
        session.paid = true;
        res.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) });
        res.end();
        if (first && holding) held.push(session);
        else if (first) setTimeout(() => void settle(session), options.webhookDelayMs ?? 0);
        return;
      }
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
        sessions.set(id, {
          id,
          mode: body.get('mode') ?? 'payment',
          successUrl: body.get('success_url') ?? '/',
          cancelUrl: body.get('cancel_url') ?? '/',
          metadata: metadataOf(body, 'metadata'),
          customerEmail: body.get('customer_email'),
          price: body.get('line_items[0][price]') ?? '',
          paid: false,
        });
        return send({ id, object: 'checkout.session', url: `${base}/pay/${id}`, mode: body.get('mode'), metadata: {} });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions')
        return send({ id: 'bps_1', object: 'billing_portal.session', url: `${base}/portal/1` });
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
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    live,
    setWebhookUrl: (u) => (webhookUrl = u),
    releaseWebhooks: () => {
      holding = false;
      for (const session of held.splice(0)) void settle(session);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
