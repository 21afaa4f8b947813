import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, outbox, users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '../../../domain/developer/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { startReceiver, verifiesIndependently } from './receiver.test-helper.ts';

let clock = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  rx = await startReceiver();
  // Only this receiver's port is allowed: 127.0.0.1 on any other port stays refused.
  t = await createTestApp(
    { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${rx.port}`, SESSION_IDLE_MINUTES: '100000', SESSION_ABSOLUTE_HOURS: '10000' },
    { now: () => clock, jobPollMs: 0 },
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await rx.close();
});

type Person = Awaited<ReturnType<typeof signUp>>;
const setTier = (u: { id: string }, tier: 'free' | 'business' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, u.id));
async function enterprise(): Promise<Person> {
  const u = await signUp(t, 'proponent');
  await setTier(u, 'enterprise');
  return u;
}
async function addWebhook(who: Person, url: string, events = ['evaluation.completed']) {
  return t.call({ method: 'POST', url: '/api/developer/webhooks', cookie: who.cookie, payload: { url, events, description: 'CI' } });
}
async function projectOf(who: Person) {
  const p = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie: who.cookie,
    payload: { title: 'Hooked', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
  });
  expect(p.statusCode, p.body).toBe(201);
  return p.json().id as string;
}
async function evaluate(who: Person, projectId: string) {
  const res = await t.call({
    method: 'POST',
    url: `/api/projects/${projectId}/evaluations`,
    cookie: who.cookie,
    payload: { iterations: 1000, seed: 7 },
  });
  expect(res.statusCode, res.body).toBe(201);
}
const deliveriesOf = (endpointId: string) =>
  t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

describe('webhooks (issue 24)', () => {
  it('answers 201 { id, secret } with a Standard Webhooks secret; the list never shows it', async () => {
    const owner = await enterprise();
    const res = await addWebhook(owner, rx.url('/ok'));
    expect(res.statusCode, res.body).toBe(201);
    const { id, secret } = res.json() as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const list = await t.call({ method: 'GET', url: '/api/developer/webhooks', cookie: owner.cookie });
    expect(list.json()).toEqual([expect.objectContaining({ id, url: rx.url('/ok'), events: ['evaluation.completed'], enabled: true })]);
    expect(list.body).not.toContain(secret);
    // Another account cannot see, change or delete it.
    const other = await enterprise();
    for (const [method, url] of [
      ['GET', `/api/developer/webhooks/${id}`],
      ['DELETE', `/api/developer/webhooks/${id}`],
      ['GET', `/api/developer/webhooks/${id}/deliveries`],
      ['POST', `/api/developer/webhooks/${id}/rotate-secret`],
    ] as const) {
      const r = await t.call({ method, url, cookie: other.cookie });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.json().code).toBe('WEBHOOK_NOT_FOUND');
    }
  });

  it('is Enterprise only: a Business account gets 403 PLAN_REQUIRED', async () => {
    const biz = await signUp(t);
    await setTier(biz, 'business');
    const res = await addWebhook(biz, rx.url('/ok'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_REQUIRED');
  });

  it('refuses private, loopback, link-local and metadata addresses, a name resolving to loopback, and plain http', async () => {
    const owner = await enterprise();
    for (const [url, reason] of [
      ['https://127.0.0.1/hook', 'forbidden_address'],
      [`https://127.0.0.1:${rx.port + 1}/hook`, 'forbidden_address'],
      ['https://169.254.169.254/latest/meta-data/', 'forbidden_address'],
      ['https://10.0.0.1/hook', 'forbidden_address'],
      ['https://172.16.5.4/hook', 'forbidden_address'],
      ['https://192.168.1.1/hook', 'forbidden_address'],
      ['https://100.64.0.1/hook', 'forbidden_address'],
      ['https://0.0.0.0/hook', 'forbidden_address'],
      ['https://[::1]/hook', 'forbidden_address'],
      ['https://[fe80::1]/hook', 'forbidden_address'],
      ['https://[fd00::1]/hook', 'forbidden_address'],
      ['https://[::ffff:127.0.0.1]/hook', 'forbidden_address'],
      ['https://localhost/hook', 'forbidden_address'],
      ['http://example.com/hook', 'https_required'],
      ['ftp://example.com/hook', 'scheme'],
      ['https://user:pw@example.com/hook', 'credentials'],
    ] as const) {
      const res = await addWebhook(owner, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'WEBHOOK_URL_REFUSED', details: { reason } });
    }
    const it = await t.call({
      method: 'POST',
      url: '/api/developer/webhooks',
      cookie: owner.cookie,
      headers: { 'accept-language': 'it' },
      payload: { url: 'https://10.0.0.1/', events: ['report.sealed'] },
    });
    expect(it.json().message).toMatch(/rifiutato/);
  });

  it('delivers evaluation.completed signed the Standard Webhooks way, verified by an independent verifier; retries a receiver that fails twice with backoff', async () => {
    const owner = await enterprise();
    const created = (await addWebhook(owner, rx.url('/flaky'))).json() as { id: string; secret: string };
    const projectId = await projectOf(owner);
    const before = rx.received.length;
    await evaluate(owner, projectId);
    await t.app.jobs.drain(); // fan-out, then attempt 1 (500)
    let [d] = await deliveriesOf(created.id);
    expect(d).toMatchObject({ state: 'retrying', attempt: 1, responseStatus: 500, responseBody: 'not yet' });
    const wait1 = d!.nextRetryAt!.getTime() - clock.getTime();
    expect(wait1).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0]! * 0.9);
    expect(wait1).toBeLessThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0]! * 1.1);
    // Not due yet: nothing is sent.
    await t.app.jobs.drain();
    expect(rx.received.length - before).toBe(1);
    advance(wait1 + 1);
    await t.app.jobs.drain(); // attempt 2 (500)
    [d] = await deliveriesOf(created.id);
    expect(d).toMatchObject({ state: 'retrying', attempt: 2 });
    const wait2 = d!.nextRetryAt!.getTime() - clock.getTime();
    expect(wait2).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[1]! * 0.9);
    expect(wait2).toBeLessThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[1]! * 1.1);
    advance(wait2 + 1);
    await t.app.jobs.drain(); // attempt 3 (200)
    [d] = await deliveriesOf(created.id);
    expect(d).toMatchObject({ state: 'succeeded', attempt: 3, responseStatus: 200, nextRetryAt: null });
    const got = rx.received.slice(before);
    expect(got).toHaveLength(3);
    // The same message id on every attempt; every attempt verifies; the body is { type, timestamp, data }.
    expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(1);
    for (const g of got) expect(await verifiesIndependently(created.secret, g.headers, g.body)).toBe(true);
    expect(await verifiesIndependently(created.secret, got[2]!.headers, got[2]!.body.replace('}', ' }'))).toBe(false);
    const body = JSON.parse(got[2]!.body);
    expect(body).toMatchObject({ type: 'evaluation.completed', data: { projectId, version: 1 } });
    expect(typeof body.data.score).toBe('number');
    // The log through the API.
    const log = await t.call({ method: 'GET', url: `/api/developer/webhooks/${created.id}/deliveries`, cookie: owner.cookie });
    expect(log.json()).toEqual([
      expect.objectContaining({ event: 'evaluation.completed', state: 'succeeded', attempt: 3, response: { status: 200, body: 'thanks' } }),
    ]);
  });

  it('signs with the old and the new secret during a rotation overlap, then only the new', async () => {
    const owner = await enterprise();
    const created = (await addWebhook(owner, rx.url('/ok'))).json() as { id: string; secret: string };
    const rotated = await t.call({ method: 'POST', url: `/api/developer/webhooks/${created.id}/rotate-secret`, cookie: owner.cookie });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(created.secret);
    const projectId = await projectOf(owner);
    const before = rx.received.length;
    await evaluate(owner, projectId);
    await t.app.jobs.drain();
    const g = rx.received[before]!;
    const entries = String(g.headers['webhook-signature']).split(' ');
    expect(entries).toHaveLength(2);
    expect(await verifiesIndependently(secret, g.headers, g.body)).toBe(true);
    expect(await verifiesIndependently(created.secret, g.headers, g.body)).toBe(true);
    advance(25 * 3_600_000);
    await evaluate(owner, projectId);
    await t.app.jobs.drain();
    const h = rx.received[before + 1]!;
    expect(String(h.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(await verifiesIndependently(secret, h.headers, h.body)).toBe(true);
    expect(await verifiesIndependently(created.secret, h.headers, h.body)).toBe(false);
  });

  it('does not follow a redirect (to the metadata address): the attempt fails', async () => {
    const owner = await enterprise();
    const created = (await addWebhook(owner, rx.url('/redirect'))).json() as { id: string };
    await evaluate(owner, await projectOf(owner));
    await t.app.jobs.drain();
    const [d] = await deliveriesOf(created.id);
    expect(d).toMatchObject({ state: 'retrying', attempt: 1, responseStatus: 302, error: 'redirect not followed' });
  });

  it('an endpoint whose owner cannot see the project gets nothing', async () => {
    const owner = await enterprise();
    const stranger = await enterprise();
    const theirs = (await addWebhook(stranger, rx.url('/ok'))).json() as { id: string };
    const mine = (await addWebhook(owner, rx.url('/ok'))).json() as { id: string };
    await evaluate(owner, await projectOf(owner));
    await t.app.jobs.drain();
    expect(await deliveriesOf(mine.id)).toHaveLength(1);
    expect(await deliveriesOf(theirs.id)).toHaveLength(0);
  });

  it('after the last attempt the delivery fails, the endpoint is disabled and its owner e-mailed in their language; redeliver needs it on again', async () => {
    const owner = await enterprise();
    await t.database.db.update(users).set({ language: 'it' }).where(eq(users.id, owner.id));
    const created = (await addWebhook(owner, rx.url('/down'))).json() as { id: string };
    await evaluate(owner, await projectOf(owner));
    await t.app.jobs.drain();
    let total = 0;
    for (let i = 1; i < WEBHOOK_MAX_ATTEMPTS; i += 1) {
      const [d] = await deliveriesOf(created.id);
      expect(d).toMatchObject({ state: 'retrying', attempt: i });
      const wait = d!.nextRetryAt!.getTime() - clock.getTime();
      total += wait;
      advance(wait + 1);
      await t.app.jobs.drain();
    }
    // About three days of retries (71.6 h without jitter, ±10 %).
    expect(total / 3_600_000).toBeGreaterThan(64);
    expect(total / 3_600_000).toBeLessThan(79);
    const [d] = await deliveriesOf(created.id);
    expect(d).toMatchObject({ state: 'failed', attempt: WEBHOOK_MAX_ATTEMPTS, nextRetryAt: null });
    const [ep] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(ep).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    const notice = mails.filter((m) => m.kind === 'webhook-disabled');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('Endpoint webhook disattivato');
    expect(notice[0]!.body).toContain(rx.url('/down'));
    // And an in-app alert, in their language, linking to the tab.
    const alerts = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'alert', title: 'Endpoint webhook disattivato', linkUrl: '/developer-portal?tab=webhooks' }),
    ]);
    const redo = await t.call({
      method: 'POST',
      url: `/api/developer/webhooks/${created.id}/deliveries/${d!.id}/redeliver`,
      cookie: owner.cookie,
    });
    expect(redo.statusCode).toBe(409);
    expect(redo.json().code).toBe('WEBHOOK_DISABLED');
    const on = await t.call({
      method: 'PATCH',
      url: `/api/developer/webhooks/${created.id}`,
      cookie: owner.cookie,
      payload: { enabled: true, url: rx.url('/ok') },
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null });
    const again = await t.call({
      method: 'POST',
      url: `/api/developer/webhooks/${created.id}/deliveries/${d!.id}/redeliver`,
      cookie: owner.cookie,
    });
    expect(again.statusCode, again.body).toBe(202);
    await t.app.jobs.drain();
    const log = (await t.call({ method: 'GET', url: `/api/developer/webhooks/${created.id}/deliveries`, cookie: owner.cookie })).json();
    expect(log[0]).toMatchObject({ state: 'succeeded', messageId: d!.messageId });
  });
});
