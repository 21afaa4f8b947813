import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fundingAlerts, fundingCalls, notifications, outbox, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { FUNDING_ALERTS_JOB } from './index.ts';

/**
 * Matching and alerts over the real routes and the jobs runner, with a controlled clock. The oracle
 * of each expectation is the rule in docs/methodology/funding-match.md (criteria) and ADR 0020
 * (each alert exactly once; digests batch e-mails; a muted call produces nothing).
 */
let clock = new Date('2026-11-25T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, jobPollMs: 0 });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const as = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

async function insertCall(over: Partial<typeof fundingCalls.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(fundingCalls)
    .values({
      source: 'curated',
      sourceRecordId: randomUUID(),
      title: 'Bando innovazione digitale',
      description: 'Contributi per la trasformazione digitale',
      funder: 'Regione Lombardia',
      aidForm: 'grant',
      regions: ['IT'],
      sectors: ['62'],
      minAmount: 50_000,
      maxAmount: 250_000,
      opensAt: '2026-09-01',
      closesAt: '2026-12-31',
      contentHash: randomUUID(),
      createdAt: clock,
      ...over,
    })
    .returning();
  return row!.id;
}

async function lombardyProject(owner: Person, over: object = {}): Promise<string> {
  const res = await as(owner, 'POST', '/api/projects', {
    title: 'Digital platform for manufacturers',
    industry: '62.01',
    targetMarket: 'EU',
    estimatedBudget: 400_000,
    country: 'IT',
    region: 'ITC4',
    fundingSought: 150_000,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const runAlerts = async () => {
  await t.app.jobs.enqueue(FUNDING_ALERTS_JOB, {});
  await t.app.jobs.drain();
};

describe('GET /api/projects/:id/funding-matches', () => {
  it('says eligible, unknown and not eligible with the reasons, eligible first; Sicily-only and closed calls are filtered out in SQL', async () => {
    const owner = await signUp(t, 'proponent');
    const projectId = await lombardyProject(owner);
    const tag = randomUUID().slice(0, 6);
    const yes = await insertCall({ title: `National ${tag}` });
    const sicily = await insertCall({ title: `Sicily ${tag}`, regions: ['ITG1'] });
    const small = await insertCall({ title: `Small tickets ${tag}`, maxAmount: 100_000 });
    const closed = await insertCall({ title: `Closed ${tag}`, closesAt: '2026-11-01' });
    const upcoming = await insertCall({ title: `Upcoming ${tag}`, opensAt: '2027-01-10', closesAt: '2027-03-31' });
    const sme = await insertCall({ title: `SME only ${tag}`, regions: ['ITC4'], sizes: ['small', 'medium'] });

    const res = await as(owner, 'GET', `/api/projects/${projectId}/funding-matches?limit=200`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{
      callId: string;
      eligible: string;
      score: number | null;
      criteria: Array<{ name: string; outcome: string; detail: string; fix?: string }>;
    }>;
    const byId = new Map(list.map((m) => [m.callId, m]));
    expect(byId.has(sicily)).toBe(false);
    expect(byId.has(closed)).toBe(false);
    expect(byId.get(yes)).toMatchObject({ eligible: 'yes' });
    expect(byId.get(small)).toMatchObject({ eligible: 'no', score: null });
    expect(byId.get(small)!.criteria.find((c) => c.name === 'ticket')).toMatchObject({
      outcome: 'not_met',
      detail: 'above_max:150000|50000|100000',
    });
    expect(byId.get(upcoming)!.criteria.find((c) => c.name === 'open')).toMatchObject({
      outcome: 'unknown',
      detail: 'upcoming:2027-01-10',
    });
    expect(byId.get(sme)!.criteria.find((c) => c.name === 'size')).toMatchObject({ outcome: 'unknown', fix: 'applicantSize' });
    // Order: every yes before every unknown before every no; scores descending within each.
    const rank = { yes: 0, unknown: 1, no: 2 } as Record<string, number>;
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(rank[a.eligible]! <= rank[b.eligible]!).toBe(true);
      if (a.eligible === b.eligible) expect((a.score ?? -1) >= (b.score ?? -1)).toBe(true);
    }
  });

  it('a project without a region is unknown on territory for a regional call; a stranger gets 404', async () => {
    const owner = await signUp(t, 'proponent');
    const projectId = await lombardyProject(owner, { region: undefined });
    const regional = await insertCall({ regions: ['ITC4'] });
    const res = await as(owner, 'GET', `/api/projects/${projectId}/funding-matches?limit=200`);
    const m = (res.json() as Array<{ callId: string; criteria: Array<{ name: string }> }>).find((x) => x.callId === regional)!;
    expect(m.criteria.find((c) => c.name === 'territory')).toEqual({
      name: 'territory',
      outcome: 'unknown',
      detail: 'no_region:ITC4',
      fix: 'region',
    });
    const stranger = await signUp(t, 'proponent');
    expect((await as(stranger, 'GET', `/api/projects/${projectId}/funding-matches`)).statusCode).toBe(404);
  });

  it("reads the project's applicant size: a Lombardy ICT small company meets an SME-only call, a large one does not", async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id)); // two projects
    const smeOnly = await insertCall({
      title: `SME only ${randomUUID().slice(0, 6)}`,
      regions: ['ITC4'],
      sizes: ['micro', 'small', 'medium'],
    });
    const sizeOf = async (projectId: string) => {
      const list = (await as(owner, 'GET', `/api/projects/${projectId}/funding-matches?limit=200`)).json() as Array<{
        callId: string;
        eligible: string;
        criteria: Array<{ name: string }>;
      }>;
      const m = list.find((x) => x.callId === smeOnly)!;
      return { eligible: m.eligible, size: m.criteria.find((c) => c.name === 'size') };
    };
    // Oracle: 'small' is in [micro, small, medium] → met, and every other criterion is met → eligible.
    const sme = await lombardyProject(owner, { applicantSize: 'small' });
    expect(await sizeOf(sme)).toEqual({
      eligible: 'yes',
      size: { name: 'size', outcome: 'met', detail: 'covered:small|micro|small|medium' },
    });
    // 'large' is not in the list → not met → not eligible (and not scored).
    const large = await lombardyProject(owner, { title: 'Large manufacturer', applicantSize: 'large' });
    expect(await sizeOf(large)).toEqual({
      eligible: 'no',
      size: { name: 'size', outcome: 'not_met', detail: 'outside:large|micro|small|medium' },
    });
  });
});

describe('GET /api/funding/calls?sort=match&project=', () => {
  it('ranks the whole filtered set before paging: eligible, then unknown, then not eligible, across pages; a project the caller may not view is 404', async () => {
    const owner = await signUp(t, 'proponent');
    const projectId = await lombardyProject(owner, { applicantSize: 'small' });
    const tag = `rank${randomUUID().slice(0, 8)}`;
    // Deadline order (the plain search's) puts the not-eligible call first and the eligible one last.
    const no = await insertCall({ title: `${tag} a`, funder: tag, maxAmount: 100_000, closesAt: '2026-12-01' });
    const unknown = await insertCall({ title: `${tag} b`, funder: tag, opensAt: '2027-01-10', closesAt: '2027-02-01' });
    const yes = await insertCall({ title: `${tag} c`, funder: tag, closesAt: '2027-06-30' });
    const page = async (offset: number) =>
      (await as(owner, 'GET', `/api/funding/calls?funder=${tag}&sort=match&project=${projectId}&limit=1&offset=${offset}`)).json();
    const pages = [await page(0), await page(1), await page(2)];
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.map((p) => [p.items[0].id, p.items[0].match.eligible])).toEqual([
      [yes, 'yes'],
      [unknown, 'unknown'],
      [no, 'no'],
    ]);
    // Without the project the same sort keeps the catalogue's order (nearest deadline), with no match on the rows.
    const plain = (await as(owner, 'GET', `/api/funding/calls?funder=${tag}&sort=match&limit=3`)).json();
    expect(plain.items.map((i: { id: string; match?: unknown }) => [i.id, i.match])).toEqual([
      [no, undefined],
      [unknown, undefined],
      [yes, undefined],
    ]);
    const stranger = await signUp(t, 'proponent');
    const res = await as(stranger, 'GET', `/api/funding/calls?funder=${tag}&sort=match&project=${projectId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PROJECT_NOT_FOUND');
  });
});

describe('GET /api/funding/calls/:id/matches', () => {
  it("ranks only the caller's projects against the call; an unknown call is 404", async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id)); // two projects
    const lombardy = await lombardyProject(owner);
    const big = await lombardyProject(owner, { title: 'Too big', fundingSought: 900_000 });
    const callId = await insertCall({ regions: ['ITC4'] });
    const res = await as(owner, 'GET', `/api/funding/calls/${callId}/matches`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((m: { projectId: string; eligible: string }) => [m.projectId, m.eligible])).toEqual([
      [lombardy, 'yes'],
      [big, 'no'],
    ]);
    const stranger = await signUp(t, 'investor');
    expect((await as(stranger, 'GET', `/api/funding/calls/${callId}/matches`)).json()).toEqual([]);
    expect((await as(owner, 'GET', `/api/funding/calls/${randomUUID()}/matches`)).json().code).toBe('FUNDING_CALL_NOT_FOUND');
    const detail = await as(owner, 'GET', `/api/funding/calls/${callId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ id: callId, status: 'open', requiredDocuments: [] });
  });
});

describe('saved searches and calls', () => {
  it('CRUD for the owner only; someone else’s is 404', async () => {
    const me = await signUp(t, 'proponent');
    const other = await signUp(t, 'proponent');
    const created = await as(me, 'POST', '/api/funding/saved-searches', {
      name: 'Digital in Lombardy',
      query: { q: 'digitale', region: 'ITC4' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Digital in Lombardy',
      alerts: true,
      digest: 'daily',
      query: { q: 'digitale', region: 'ITC4' },
    });
    const id = created.json().id as string;
    expect((await as(me, 'PATCH', `/api/funding/saved-searches/${id}`, { digest: 'weekly', alerts: false })).json()).toMatchObject({
      digest: 'weekly',
      alerts: false,
    });
    expect((await as(other, 'PATCH', `/api/funding/saved-searches/${id}`, { alerts: true })).statusCode).toBe(404);
    expect((await as(other, 'DELETE', `/api/funding/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/funding/saved-searches')).json()).toEqual([]);
    expect((await as(me, 'DELETE', `/api/funding/saved-searches/${id}`)).statusCode).toBe(204);

    const callId = await insertCall({});
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId })).statusCode).toBe(201);
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId })).statusCode).toBe(201); // idempotent
    expect((await as(me, 'GET', '/api/funding/saved-calls')).json()).toMatchObject([{ callId, muted: false }]);
    expect((await as(me, 'PATCH', `/api/funding/saved-calls/${callId}`, { muted: true })).json()).toMatchObject({ muted: true });
    expect((await as(other, 'PATCH', `/api/funding/saved-calls/${callId}`, { muted: false })).statusCode).toBe(404);
    expect((await as(me, 'DELETE', `/api/funding/saved-calls/${callId}`)).statusCode).toBe(204);
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId: randomUUID() })).json().code).toBe('FUNDING_CALL_NOT_FOUND');
  });
});

describe('alerts', () => {
  const alertsOf = (userId: string) => t.database.db.select().from(fundingAlerts).where(eq(fundingAlerts.userId, userId));
  const noticesOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const mailTo = (email: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'funding-alert')));

  it('each alert exactly once: new call for a search, a changed saved call, 7-day and 1-day reminders; muted calls produce nothing', async () => {
    clock = new Date('2026-11-25T10:00:00Z');
    const me = await signUp(t, 'proponent');
    const word = `ciano${randomUUID().slice(0, 6)}`; // a word no other test's call carries
    const search = await as(me, 'POST', '/api/funding/saved-searches', { name: 'Mine', query: { q: word }, digest: 'none' });
    expect(search.statusCode, search.body).toBe(201);
    const saved = await insertCall({ title: `Saved ${word}`, closesAt: '2026-12-03', createdAt: new Date('2026-11-01T00:00:00Z') });
    const mutedCall = await insertCall({ title: `Muted ${word}`, closesAt: '2026-12-03', createdAt: new Date('2026-11-25T11:00:00Z') });
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId: saved })).statusCode).toBe(201);
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId: mutedCall, muted: true })).statusCode).toBe(201);

    clock = new Date('2026-11-25T11:30:00Z');
    const fresh = await insertCall({ title: `Fresh ${word}`, createdAt: new Date('2026-11-25T11:00:00Z') });
    await runAlerts();
    // The saved call was saved before it existed in a search's eyes (created 1 November, before the search): no new_call for it.
    expect((await alertsOf(me.id)).map((a) => [a.kind, a.callId])).toEqual([['new_call', fresh]]);
    expect(await noticesOf(me.id)).toHaveLength(1);
    expect((await noticesOf(me.id))[0]).toMatchObject({ title: 'New call for “Mine”', linkUrl: `/announcement/${fresh}` });
    expect(await mailTo(me.email)).toHaveLength(1);

    await runAlerts(); // same moment again: nothing new
    expect(await alertsOf(me.id)).toHaveLength(1);

    await t.database.db.update(fundingCalls).set({ version: 2 }).where(eq(fundingCalls.id, saved));
    await runAlerts();
    await runAlerts();
    expect((await alertsOf(me.id)).filter((a) => a.kind === 'changed')).toHaveLength(1);

    clock = new Date('2026-11-26T09:00:00Z'); // 7 days before 3 December
    await runAlerts();
    clock = new Date('2026-11-27T09:00:00Z');
    await runAlerts();
    clock = new Date('2026-12-02T09:00:00Z'); // 1 day before
    await runAlerts();
    clock = new Date('2026-12-03T09:00:00Z');
    await runAlerts();
    const kinds = (await alertsOf(me.id))
      .map((a) => `${a.kind}:${a.callId === saved ? 'saved' : a.callId === fresh ? 'fresh' : 'other'}`)
      .sort();
    expect(kinds).toEqual(['changed:saved', 'deadline_1:saved', 'deadline_7:saved', 'new_call:fresh']);
    expect((await alertsOf(me.id)).some((a) => a.callId === mutedCall)).toBe(false);
    expect(await noticesOf(me.id)).toHaveLength(4);
    expect(await mailTo(me.email)).toHaveLength(4); // no digest: one e-mail per run that had something
  });

  it('a daily digest batches the day’s alerts in one e-mail sent the next morning', async () => {
    clock = new Date('2026-11-25T10:00:00Z');
    const me = await signUp(t, 'proponent');
    const word = `magenta${randomUUID().slice(0, 6)}`;
    expect((await as(me, 'POST', '/api/funding/saved-searches', { name: 'Digest', query: { q: word }, digest: 'daily' })).statusCode).toBe(
      201,
    );
    clock = new Date('2026-11-25T12:00:00Z');
    await insertCall({ title: `One ${word}`, createdAt: new Date('2026-11-25T11:00:00Z') });
    await runAlerts();
    clock = new Date('2026-11-25T15:00:00Z');
    await insertCall({ title: `Two ${word}`, createdAt: new Date('2026-11-25T14:00:00Z') });
    await runAlerts();
    expect(await alertsOf(me.id)).toHaveLength(2);
    expect(await noticesOf(me.id)).toHaveLength(2); // in the app at once
    expect(await mailTo(me.email)).toHaveLength(0); // the e-mail waits for 07:00 UTC
    clock = new Date('2026-11-26T07:05:00Z');
    await runAlerts();
    await runAlerts();
    const mails = await mailTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Funding alerts: 2');
    expect(mails[0]!.body).toContain(`One ${word}`);
    expect(mails[0]!.body).toContain(`Two ${word}`);
  });
});

describe('scheduling', () => {
  it('the sweep queues a run only when something is saved or an e-mail is due', async () => {
    const { jobs } = await import('../../db/schema/index.ts');
    const { scheduleFundingAlerts } = await import('./alerts-job.ts');
    const count = async () => (await t.database.db.select().from(jobs).where(eq(jobs.kind, FUNDING_ALERTS_JOB))).length;
    await t.app.jobs.drain();
    const before = await count();
    await scheduleFundingAlerts({ db: t.database.db, jobs: t.app.jobs });
    // Earlier tests saved searches with alerts on, so there is work: one job queued.
    expect(await count()).toBe(before + 1);
  });
});
