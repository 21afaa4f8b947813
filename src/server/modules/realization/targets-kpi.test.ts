import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications, users } from '../../db/schema/index.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { addDays } from '../../../domain/realization/index.ts';
import { runRealizationReminders } from './reminders.ts';

/**
 * Issue 23's remaining parts (ADR 0047): targets with progress, a period sealed as a report, KPI alerts, the reminders
 * view. The injected clock is today's (sessions are dated by the real clock), the dates are set relative to it.
 */
let clock = new Date();
const today = () => clock.toISOString().slice(0, 10);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, jobPollMs: 0 });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, cookie: who?.cookie, payload });
async function projectOf(owner: Person, title: string): Promise<string> {
  const res = await call(owner, 'POST', '/api/projects', { title, industry: '35.11', targetMarket: 'Utilities', estimatedBudget: 500_000 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function share(owner: Person, projectId: string, who: Person): Promise<string> {
  const res = await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: who.email, access: 'read' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const deps = () => ({
  db: t.database.db,
  now: () => clock,
  accountMail: { notification: async () => {} } as Pick<AccountMailer, 'notification'>,
});
const keysOf = async (userIds: string[], key: string) =>
  (
    await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.messageKey, key)))
  ).map((n) => n.userId);

describe('a funder target', () => {
  it('carries indicator, unit and target as entered, and shows the progress from its baseline', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner, 'Target project');
    const made = await call(owner, 'POST', `/api/projects/${id}/obligations`, {
      kind: 'target',
      title: 'PNRR target T1',
      dueOn: '2099-12-31',
      indicator: 'Buildings connected',
      unit: 'buildings',
      baselineValue: 20,
      targetValue: 120,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ indicator: 'Buildings connected', unit: 'buildings', targetValue: 120, progress: null });
    const patched = await call(owner, 'PATCH', `/api/projects/${id}/obligations/${made.json().id}`, { currentValue: 65 });
    expect(patched.statusCode, patched.body).toBe(200);
    // Hand computed: (65 − 20) / (120 − 20) = 0.45, measured on the server's day.
    expect(patched.json()).toMatchObject({ currentValue: 65, currentOn: today() });
    expect(patched.json().progress).toBeCloseTo(0.45, 10);
    // A reduction target (from 100 down to 60): at 90, a quarter of the way.
    const down = await call(owner, 'POST', `/api/projects/${id}/obligations`, {
      kind: 'target',
      title: 'Emissions',
      dueOn: '2099-12-31',
      indicator: 'tCO2e',
      baselineValue: 100,
      targetValue: 60,
    });
    const d = await call(owner, 'PATCH', `/api/projects/${id}/obligations/${down.json().id}`, { currentValue: 90 });
    expect(d.json().progress).toBeCloseTo(0.25, 10);
  });
});

describe("a reporting period's draft", () => {
  it('is sealed through the reports module, listed among the reports and recorded on the obligation', async () => {
    clock = new Date();
    const owner = await signUp(t, 'proponent');
    const reader = await signUp(t, 'investor');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const id = await projectOf(owner, 'Reporting project');
    const other = await projectOf(owner, 'Another project');
    await share(owner, id, reader);
    const item = {
      id: 'M1',
      kind: 'milestone',
      title: 'Pilot live',
      start: addDays(today(), -10),
      end: today(),
      dependsOn: [],
      status: 'not_started',
      evidence: [],
      budgetCents: 1_000_000,
    };
    expect((await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: [{ id: 'p', title: 'P', items: [item] }] })).statusCode).toBe(
      200,
    );
    const progress = await call(owner, 'POST', `/api/projects/${id}/roadmap/items/M1/progress`, {
      note: 'Pilot running at two sites',
      status: 'done',
      actualCents: 400_000,
      evidence: [{ kind: 'link', url: 'https://example.org/pilot', label: 'Pilot log' }],
    });
    expect(progress.statusCode, progress.body).toBe(201);
    const period = await call(owner, 'POST', `/api/projects/${id}/obligations`, {
      kind: 'report',
      title: 'Q1 report',
      dueOn: addDays(today(), 45),
      periodStart: addDays(today(), -30),
      periodEnd: addDays(today(), 30),
    });
    const oid = period.json().id as string;
    const draft = (await call(owner, 'GET', `/api/projects/${id}/obligations/${oid}/report-draft`)).json();
    expect(draft).toMatchObject({ spentCents: 400_000, budgetCents: 1_000_000, done: [{ itemId: 'M1' }] });

    // Only who may issue reports seals (a reader with a grant: 403); the obligation must be named and of this project.
    expect(
      (await call(reader, 'POST', `/api/projects/${id}/reports`, { kind: 'progress', language: 'en', obligationId: oid })).statusCode,
    ).toBe(403);
    expect((await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'progress', language: 'en' })).statusCode).toBe(400);
    const foreign = await call(owner, 'POST', `/api/projects/${other}/reports`, { kind: 'progress', language: 'en', obligationId: oid });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('OBLIGATION_NOT_FOUND');

    const sealed = await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'progress', language: 'it', obligationId: oid });
    expect(sealed.statusCode, sealed.body).toBe(201);
    const list = (await call(reader, 'GET', `/api/projects/${id}/reports`)).json() as { id: string; kind: string; language: string }[];
    expect(list).toEqual([expect.objectContaining({ id: sealed.json().id, kind: 'progress', language: 'it' })]);
    const verified = (await call(null, 'GET', `/api/verify/${sealed.json().id}`)).json();
    expect(verified).toMatchObject({ kind: 'progress', signature: { valid: true } });
    const obligations = (await call(owner, 'GET', `/api/projects/${id}/obligations`)).json() as { id: string; reportId: string | null }[];
    expect(obligations.find((o) => o.id === oid)!.reportId).toBe(sealed.json().id);
  });
});

describe('KPI answers', () => {
  it('alert only the asking investor who still sees the project, on the portfolio and by notification; late answers too', async () => {
    clock = new Date();
    // Monthly from the first day of the month three months ago (M−3); M−3 is answered, M−2 is due 15 days after its end.
    const now = new Date(`${today()}T00:00:00Z`);
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
    const start = first.toISOString().slice(0, 10);
    const secondEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0)); // day 0 = last day of M−2
    const lateDays = Math.round((now.getTime() - secondEnd.getTime()) / 86_400_000) - 15;
    const owner = await signUp(t, 'proponent');
    const watcher = await signUp(t, 'investor'); // asked, with bounds, still has access
    const bystander = await signUp(t, 'investor'); // sees the project, asked nothing
    const former = await signUp(t, 'investor'); // asked, with bounds, then lost access
    const id = await projectOf(owner, 'KPI project');
    await share(owner, id, watcher);
    await share(owner, id, bystander);
    const formerGrant = await share(owner, id, former);
    const ask = async (who: Person) => {
      const res = await call(who, 'POST', `/api/projects/${id}/kpi-requests`, {
        kpis: ['revenue', 'jobs'],
        cadence: 'monthly',
        startOn: start,
        thresholds: { revenue: { min: 50_000 }, jobs: { max: 10 } },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const mine = await ask(watcher);
    const theirs = await ask(former);
    // Bounds only on the request's KPIs; only the asking investor changes them.
    expect((await call(watcher, 'PATCH', `/api/kpi-requests/${mine}`, { thresholds: { ebitda: { min: 0 } } })).statusCode).toBe(422);
    expect((await call(bystander, 'PATCH', `/api/kpi-requests/${mine}`, { thresholds: {} })).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/projects/${id}/grants/${formerGrant}`)).statusCode).toBe(204);
    expect((await call(former, 'PATCH', `/api/kpi-requests/${theirs}`, { thresholds: {} })).statusCode).toBe(404);

    const portfolio = (await call(watcher, 'POST', '/api/portfolios', { name: 'Fund I' })).json().id as string;
    expect((await call(watcher, 'POST', `/api/portfolios/${portfolio}/holdings`, { projectId: id, amount: 100_000 })).statusCode).toBe(201);

    // M−3 answered with revenue under the bound (40k < 50k) and jobs within it.
    for (const r of [mine, theirs]) {
      const a = await call(owner, 'POST', `/api/kpi-requests/${r}/answers`, { periodStart: start, values: { revenue: 40_000, jobs: 3 } });
      expect(a.statusCode, a.body).toBe(201);
    }
    expect(await keysOf([watcher.id, bystander.id, former.id], 'realization.kpiThreshold')).toEqual([watcher.id]);
    const s1 = (await call(watcher, 'GET', `/api/portfolios/${portfolio}/summary`)).json();
    expect(s1.alerts.filter((a: { kind: string }) => a.kind.startsWith('kpi'))).toEqual([
      expect.objectContaining({ kind: 'kpiLate', value: lateDays }),
      expect.objectContaining({ kind: 'kpiThreshold', kpi: 'revenue', value: 40_000, bound: 'min', threshold: 50_000 }),
    ]);
    expect(s1.kpis).toEqual([
      expect.objectContaining({ requestId: mine, latest: { periodStart: start, values: { revenue: 40_000, jobs: 3 } }, lateDays }),
    ]);

    expect(lateDays).toBeGreaterThan(0);
    // The bystander's own portfolio of the same project shows no KPI of the watcher's.
    const theirPortfolio = (await call(bystander, 'POST', '/api/portfolios', { name: 'Other fund' })).json().id as string;
    await call(bystander, 'POST', `/api/portfolios/${theirPortfolio}/holdings`, { projectId: id });
    const s2 = (await call(bystander, 'GET', `/api/portfolios/${theirPortfolio}/summary`)).json();
    expect(s2.kpis).toEqual([]);
    expect(s2.alerts.filter((a: { kind: string }) => a.kind.startsWith('kpi'))).toEqual([]);
    await runRealizationReminders(deps());
    await runRealizationReminders(deps());
    expect(await keysOf([watcher.id, bystander.id, former.id], 'realization.kpiLateInvestor')).toEqual([watcher.id]);
    expect(await keysOf([owner.id], 'realization.kpiLate')).toHaveLength(2); // one per request, once each
  });
});

describe('the reminders view', () => {
  it('lists what falls due within 30 days on visible projects with the next reminder day', async () => {
    clock = new Date();
    const owner = await signUp(t, 'proponent');
    const stranger = await signUp(t, 'proponent');
    const id = await projectOf(owner, 'Reminders project');
    await call(owner, 'POST', `/api/projects/${id}/obligations`, { kind: 'report', title: 'Soon', dueOn: addDays(today(), 19) });
    await call(owner, 'POST', `/api/projects/${id}/obligations`, { kind: 'report', title: 'Later', dueOn: addDays(today(), 90) });
    await call(owner, 'POST', `/api/projects/${id}/obligations`, { kind: 'end', title: 'Missed', dueOn: addDays(today(), -2) });
    const rows = (await call(owner, 'GET', '/api/realization/reminders')).json() as Record<string, unknown>[];
    // 'Missed' 2 days overdue (no reminder left); 'Soon' in 19 days, its 30-day reminder passed, the next 7 days before (day 12).
    expect(rows.map((r) => [r.title, r.daysLeft, r.nextReminderOn, r.nextReminderOffset])).toEqual([
      ['Missed', -2, null, null],
      ['Soon', 19, addDays(today(), 12), 7],
    ]);
    expect((await call(stranger, 'GET', '/api/realization/reminders')).json()).toEqual([]);
  });
});
