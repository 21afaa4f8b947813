import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, webhookDeliveries } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';
import { testAnalysers } from '../documents/test-analyser.ts';
import { startReceiver, verifiesIndependently } from './receiver.test-helper.ts';

/** document.analysed, figure.accepted and report.sealed, emitted by the documents and reports modules where they happen. */
let t: TestApp;
let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  rx = await startReceiver();
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${rx.port}` }, { jobPollMs: 0, analyser: testAnalysers });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rx.close();
});

describe('webhook events of documents and reports', () => {
  it('an upload analysed, a figure accepted and a report sealed each reach the subscribed endpoint, signed', async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const created = await t.call({
      method: 'POST',
      url: '/api/developer/webhooks',
      cookie: owner.cookie,
      payload: { url: rx.url('/ok'), events: ['document.analysed', 'figure.accepted', 'report.sealed'] },
    });
    const { id: endpointId, secret } = created.json() as { id: string; secret: string };
    const p = await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title: 'Records', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
    });
    const projectId = p.json().id as string;
    const m = fx.multipart('model.csv', fx.csv());
    const doc = (
      await t.call({
        method: 'POST',
        url: `/api/projects/${projectId}/documents`,
        cookie: owner.cookie,
        payload: m.payload,
        headers: m.headers,
      })
    ).json();
    await t.app.jobs.drain(); // the analysis, then its event's fan-out and delivery
    const figures = (await t.call({ method: 'GET', url: `/api/documents/${doc.id}/figures`, cookie: owner.cookie })).json() as Array<{
      id: string;
      key: string;
    }>;
    const revenue = figures.find((f) => f.key === 'revenue')!;
    const accepted = await t.call({
      method: 'POST',
      url: `/api/documents/${doc.id}/figures/${revenue.id}/accept`,
      cookie: owner.cookie,
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const evaluated = await t.call({
      method: 'POST',
      url: `/api/projects/${projectId}/evaluations`,
      cookie: owner.cookie,
      payload: { iterations: 1000 },
    });
    expect(evaluated.statusCode, evaluated.body).toBe(201);
    const report = await t.call({
      method: 'POST',
      url: `/api/projects/${projectId}/reports`,
      cookie: owner.cookie,
      payload: { kind: 'evaluation', language: 'en' },
    });
    expect(report.statusCode, report.body).toBe(201);
    await t.app.jobs.drain();

    const rows = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    const bodies = rows.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => b.type).sort()).toEqual(['document.analysed', 'figure.accepted', 'report.sealed']);
    expect(bodies.find((b) => b.type === 'document.analysed')!.data).toMatchObject({
      projectId,
      documentId: doc.id,
      filename: 'model.csv',
    });
    expect(bodies.find((b) => b.type === 'figure.accepted')!.data).toMatchObject({ projectId, figureId: revenue.id, key: 'revenue' });
    expect(bodies.find((b) => b.type === 'report.sealed')!.data).toMatchObject({
      projectId,
      reportId: report.json().id,
      sha256: report.json().sha256,
    });
    expect(rows.every((r) => r.state === 'succeeded')).toBe(true);
    const got = rx.received.filter((r) => r.path === '/ok');
    expect(got).toHaveLength(3);
    for (const g of got) expect(await verifiesIndependently(secret, g.headers, g.body)).toBe(true);
  });
});
