import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, users, webhookDeliveries } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { startReceiver } from './receiver.test-helper.ts';
import { DELIVER_JOB, FANOUT_JOB } from './deliveries.ts';

let t: TestApp;
let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  rx = await startReceiver();
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${rx.port}` }, { jobPollMs: 0 });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rx.close();
});

describe('webhook fan-out run again after its worker died (ADR 0051)', () => {
  it('makes no second delivery and sends the message once', async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const hook = await t.call({
      method: 'POST',
      url: '/api/developer/webhooks',
      cookie: owner.cookie,
      payload: { url: rx.url('/ok'), events: ['evaluation.completed'], description: 'rerun' },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json().id as string;
    const p = await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title: 'Rerun', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
    });
    const run = await t.call({
      method: 'POST',
      url: `/api/projects/${p.json().id}/evaluations`,
      cookie: owner.cookie,
      payload: { iterations: 1000, seed: 7 },
    });
    expect(run.statusCode, run.body).toBe(201);
    await t.app.jobs.drain();
    expect(rx.received).toHaveLength(1);
    // The worker "died" after its effects but before marking the fan-out done: the job comes back, runs again.
    await t.database.db.update(jobs).set({ status: 'queued', leaseUntil: null, leaseToken: null }).where(eq(jobs.kind, FANOUT_JOB));
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).toHaveLength(1);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, DELIVER_JOB))).toHaveLength(1);
    expect(rx.received).toHaveLength(1);
  });
});
