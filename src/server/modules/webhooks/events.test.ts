import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs, users, webhookDeliveries } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { startReceiver } from './receiver.test-helper.ts';

/** Events emitted where they happen (issue 24): sharing a project reaches the endpoints of those who may see it. */
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

type Person = Awaited<ReturnType<typeof signUp>>;
async function enterprise(role: 'proponent' | 'investor' = 'proponent'): Promise<Person> {
  const u = await signUp(t, role);
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, u.id));
  return u;
}
async function hook(who: Person, events: string[]) {
  const res = await t.call({ method: 'POST', url: '/api/developer/webhooks', cookie: who.cookie, payload: { url: rx.url('/ok'), events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const bodiesOf = async (endpointId: string) =>
  (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).map((d) => JSON.parse(d.body));

describe('webhook events from their modules', () => {
  it('project.shared reaches the owner and, now that they see it, the grantee; not an outsider nor one not subscribed', async () => {
    const owner = await enterprise();
    const grantee = await enterprise('investor');
    const outsider = await enterprise();
    const p = await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title: 'Shared', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
    });
    const projectId = p.json().id as string;
    const [ownerHook, granteeHook, outsiderHook, otherEvent] = [
      await hook(owner, ['project.shared']),
      await hook(grantee, ['project.shared', 'report.sealed']),
      await hook(outsider, ['project.shared']),
      await hook(owner, ['report.sealed']),
    ];
    const g = await t.call({
      method: 'POST',
      url: `/api/projects/${projectId}/grants`,
      cookie: owner.cookie,
      payload: { email: grantee.email, access: 'read' },
    });
    expect(g.statusCode, g.body).toBe(201);
    await t.app.jobs.drain();
    expect(await bodiesOf(ownerHook)).toEqual([
      expect.objectContaining({
        type: 'project.shared',
        data: expect.objectContaining({ projectId, granteeId: grantee.id, access: 'read' }),
      }),
    ]);
    expect(await bodiesOf(granteeHook)).toHaveLength(1);
    expect(await bodiesOf(outsiderHook)).toHaveLength(0);
    expect(await bodiesOf(otherEvent)).toHaveLength(0);
  });

  it('an event nobody subscribed to queues nothing (the request pays one read)', async () => {
    const owner = await enterprise();
    const before = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'webhooks.fanout')));
    const p = await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title: 'Quiet', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
    });
    const res = await t.call({
      method: 'POST',
      url: `/api/projects/${p.json().id}/evaluations`,
      cookie: owner.cookie,
      payload: { iterations: 1000 },
    });
    expect(res.statusCode).toBe(201);
    const after = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'webhooks.fanout')));
    expect(after.length).toBe(before.length);
  });

  it('the privacy export holds the endpoints and their deliveries but never the secret; erasure removes them', async () => {
    const { EXPORT_SECTIONS } = await import('../privacy/export-archive.ts');
    const { ERASURE_STEPS } = await import('../privacy/erasure.ts');
    const owner = await enterprise();
    const created = await t.call({
      method: 'POST',
      url: '/api/developer/webhooks',
      cookie: owner.cookie,
      payload: { url: rx.url('/ok'), events: ['project.shared'] },
    });
    const { id, secret } = created.json() as { id: string; secret: string };
    const p = await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title: 'Exported', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
    });
    const other = await enterprise('investor');
    await t.call({
      method: 'POST',
      url: `/api/projects/${p.json().id}/grants`,
      cookie: owner.cookie,
      payload: { email: other.email, access: 'read' },
    });
    await t.app.jobs.drain();
    const section = EXPORT_SECTIONS.find((s) => s.describe.startsWith('webhooks.json'));
    const [entry] = await section!.collect(t.database.db, { id: owner.id, email: owner.email });
    const exported = String(entry!.data);
    expect(exported).not.toContain(secret.slice(6));
    expect(JSON.parse(exported)).toMatchObject({
      endpoints: [{ id, url: rx.url('/ok'), events: ['project.shared'] }],
      deliveries: [{ endpointId: id, event: 'project.shared', state: 'succeeded' }],
    });
    const step = ERASURE_STEPS.find(([name]) => name === 'webhook-endpoints-and-deliveries');
    expect(await step![1](t.database.db, { id: owner.id, email: owner.email })).toBe(1);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([]);
  });

  it('funding_request.updated reaches both sides; deal_card.moved only the investor whose board it is; compliance.changed the owner', async () => {
    const owner = await enterprise();
    const investor = await enterprise('investor');
    const events = ['funding_request.updated', 'deal_card.moved', 'compliance.changed'];
    const [ownerHook, investorHook] = [await hook(owner, events), await hook(investor, events)];
    const p = await t.call({
      method: 'POST',
      url: '/api/projects',
      cookie: owner.cookie,
      payload: { title: 'Requested', industry: '35.11', targetMarket: 'EU', estimatedBudget: 2_500_000 },
    });
    const projectId = p.json().id as string;
    const r = await t.call({
      method: 'POST',
      url: '/api/funding-requests',
      cookie: owner.cookie,
      payload: { projectId, investorId: investor.id, message: 'First ticket', amountRequested: 400_000 },
    });
    expect(r.statusCode, r.body).toBe(201);
    const requestId = r.json().id as string;
    const sub = await t.call({
      method: 'POST',
      url: `/api/funding-requests/${requestId}/transitions`,
      cookie: owner.cookie,
      payload: { to: 'submitted' },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    await t.app.jobs.drain();
    const submitted = {
      type: 'funding_request.updated',
      data: expect.objectContaining({ projectId, fundingRequestId: requestId, from: 'draft', to: 'submitted' }),
    };
    expect(await bodiesOf(ownerHook)).toEqual([expect.objectContaining(submitted)]);
    // Submitting shared the project with the investor (a grant): they see it, so they hear of it too.
    expect(await bodiesOf(investorHook)).toEqual([expect.objectContaining(submitted)]);

    const pipelines = (await t.call({ method: 'GET', url: '/api/deal-flow/pipelines', cookie: investor.cookie })).json();
    const stages = pipelines[0].stages as Array<{ id: string }>;
    const cards = (await t.call({ method: 'GET', url: '/api/deal-flow/cards', cookie: investor.cookie })).json();
    const moved = await t.call({
      method: 'POST',
      url: `/api/deal-flow/cards/${cards[0].id}/move`,
      cookie: investor.cookie,
      payload: { stageId: stages[2]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answered = await t.call({
      method: 'PUT',
      url: `/api/projects/${projectId}/compliance/items/PNRR-FRAUD-01`,
      cookie: owner.cookie,
      payload: { answer: 'partial', notes: 'checks not yet run' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await t.app.jobs.drain();
    const types = async (id: string) => (await bodiesOf(id)).map((b: { type: string }) => b.type).sort();
    expect(await types(ownerHook)).toEqual(['compliance.changed', 'funding_request.updated']);
    expect(await types(investorHook)).toEqual(['compliance.changed', 'deal_card.moved', 'funding_request.updated']);
    const card = (await bodiesOf(investorHook)).find((b: { type: string }) => b.type === 'deal_card.moved');
    expect(card.data).toMatchObject({ projectId, cardId: cards[0].id, toStageId: stages[2]!.id });
  });
});
