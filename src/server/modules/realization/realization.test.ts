import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { fundingCalls, notifications, users } from '../../db/schema/index.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { runRealizationReminders } from './reminders.ts';

/** The server clock, injected: the reminders test moves it (after its requests, so sessions stay valid). */
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, jobPollMs: 0 });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, cookie: who?.cookie, payload });
const minimal = { title: 'Wind repowering', industry: '35.11', targetMarket: 'Utilities', estimatedBudget: 1_000_000 };
async function projectOf(owner: Person, title = minimal.title): Promise<string> {
  const res = await call(owner, 'POST', '/api/projects', { ...minimal, title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function share(owner: Person, projectId: string, who: Person, access: 'read' | 'edit') {
  expect((await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: who.email, access })).statusCode).toBe(201);
}
const milestone = (id: string, end: string) => ({
  id,
  kind: 'milestone',
  title: `Milestone ${id}`,
  start: end,
  end,
  dependsOn: [],
  status: 'not_started',
  evidence: [],
});

describe('the cross-project list', () => {
  it('shows an investor only the projects shared with them, an admin all, and exports CSV', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const other = await signUp(t, 'investor');
    const admin = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const shared = await projectOf(owner, 'Shared one');
    const hidden = await projectOf(owner, 'Hidden one');
    for (const id of [shared, hidden])
      expect(
        (
          await call(owner, 'PUT', `/api/projects/${id}/roadmap`, {
            phases: [{ id: 'p', title: 'P', items: [milestone('M1', '2099-06-30')] }],
          })
        ).statusCode,
      ).toBe(200);
    await share(owner, shared, investor, 'read');

    const mine = (await call(investor, 'GET', '/api/realization')).json() as { projectId: string }[];
    expect(mine.map((r) => r.projectId)).toEqual([shared]);
    expect(mine[0]).toMatchObject({ nextMilestone: { id: 'M1', end: '2099-06-30' }, burn: null, overdueObligations: 0 });
    expect((await call(other, 'GET', '/api/realization')).json()).toEqual([]);
    const all = (await call(admin, 'GET', '/api/realization')).json() as { projectId: string }[];
    expect(all.map((r) => r.projectId)).toEqual(expect.arrayContaining([shared, hidden]));
    const csv = await call(investor, 'GET', '/api/realization.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[1]).toContain('Shared one');
    expect(csv.body).not.toContain('Hidden one');
    expect((await call(null, 'GET', '/api/realization')).statusCode).toBe(401);
  });
});

describe('KPI requests', () => {
  it('an investor with access asks; a member answers a period; others are refused', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const stranger = await signUp(t, 'investor');
    const id = await projectOf(owner);
    await share(owner, id, investor, 'read');
    const body = { kpis: ['revenue', 'jobs'], cadence: 'quarterly', startOn: '2099-02-10' };
    expect((await call(owner, 'POST', `/api/projects/${id}/kpi-requests`, body)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/api/projects/${id}/kpi-requests`, body)).statusCode).toBe(404);
    const created = await call(investor, 'POST', `/api/projects/${id}/kpi-requests`, body);
    expect(created.statusCode, created.body).toBe(201);
    // Hand computed: Q1 2099 = 1 Jan – 31 Mar, due 15 days after its end = 15 Apr.
    expect(created.json()).toMatchObject({
      startOn: '2099-01-01',
      nextDue: { periodStart: '2099-01-01', periodEnd: '2099-03-31', dueOn: '2099-04-15' },
    });
    const kid = created.json().id as string;
    expect(
      (await call(investor, 'POST', `/api/kpi-requests/${kid}/answers`, { periodStart: '2099-01-01', values: { revenue: 1 } })).statusCode,
    ).toBe(403);
    expect(
      (await call(stranger, 'POST', `/api/kpi-requests/${kid}/answers`, { periodStart: '2099-01-01', values: { revenue: 1 } })).statusCode,
    ).toBe(404);
    const wrong = await call(owner, 'POST', `/api/kpi-requests/${kid}/answers`, { periodStart: '2099-02-01', values: { revenue: 1 } });
    expect(wrong.json().code).toBe('KPI_PERIOD_INVALID');
    const ok = await call(owner, 'POST', `/api/kpi-requests/${kid}/answers`, {
      periodStart: '2099-01-01',
      values: { revenue: 120_000, jobs: 4 },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().nextDue).toEqual({ periodStart: '2099-04-01', periodEnd: '2099-06-30', dueOn: '2099-07-15' });
    expect((await call(investor, 'GET', `/api/projects/${id}/kpi-requests`)).json()[0].answers).toHaveLength(1);
  });
});

describe('calendar feed', () => {
  it('serves a valid iCalendar of milestones and obligations to the token, and 404 once revoked', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner, 'Calendar project; with, commas');
    await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: [{ id: 'p', title: 'P', items: [milestone('M1', '2099-06-30')] }] });
    await call(owner, 'POST', `/api/projects/${id}/obligations`, { kind: 'report', title: 'First report', dueOn: '2099-03-31' });
    const made = await call(owner, 'POST', '/api/calendar/feed');
    expect(made.statusCode, made.body).toBe(201);
    const path = new URL(made.json().feed.url).pathname;
    const res = await call(null, 'GET', path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const ics = res.body;
    // Oracle: ical.js, an independent RFC 5545 parser, reads the feed back: two events, their dates, the full URL.
    const cal = new ICAL.Component(ICAL.parse(ics));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.startDate.toString()).sort()).toEqual(['2099-03-31', '2099-06-30']);
    expect(events.map((e) => e.summary)).toContain('Calendar project; with, commas: Milestone M1');
    const url = cal
      .getAllSubcomponents('vevent')
      .map((v) => v.getFirstPropertyValue('url'))
      .find(Boolean);
    expect(String(url)).toMatch(new RegExp(`^https?://[^/]+/project/${id}/roadmap$`));
    // And the structure the parser tolerates but RFC 5545 requires: CRLF lines of at most 75 octets.
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20990331');
    expect(ics).toContain('DTEND;VALUE=DATE:20990701');
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Calendar project\\; with\\, commas: Milestone M1');

    expect((await call(owner, 'DELETE', '/api/calendar/feed')).statusCode).toBe(200);
    const gone = await call(null, 'GET', path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('CALENDAR_FEED_NOT_FOUND');
  });
});

describe('reminders', () => {
  it('sends 30, 7 and 1 days before, each once, on their days (injected clock)', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner, 'Reminder project');
    await call(owner, 'POST', `/api/projects/${id}/obligations`, { kind: 'end', title: 'Project end', dueOn: '2099-05-31' });
    const deps = {
      db: t.database.db,
      now: () => clock,
      accountMail: { notification: async () => {} } as Pick<AccountMailer, 'notification'>,
    };
    const reminders = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.messageKey, 'realization.reminder')));
    const days: [string, number][] = [
      ['2099-04-30', 0], // 31 days before: nothing yet
      ['2099-05-01', 1], // 30 days before
      ['2099-05-01', 1], // the same day again: not twice
      ['2099-05-23', 1], // 8 days before
      ['2099-05-24', 2], // 7 days before
      ['2099-05-30', 3], // 1 day before
      ['2099-05-30', 3],
      ['2099-05-31', 3], // the day itself: no reminder left
    ];
    for (const [day, expected] of days) {
      clock = new Date(`${day}T06:00:00Z`);
      await runRealizationReminders(deps);
      expect((await reminders()).length, day).toBe(expected);
    }
    expect((await reminders()).map((n) => n.messageParams?.days)).toEqual([30, 7, 1]);
    clock = new Date();
  });
});

describe('obligations from a funded request', () => {
  it('a call-funded request brings the end and the co-financing share, once, dated "to confirm"', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner, 'Funded project');
    const [c] = await t.database.db
      .insert(fundingCalls)
      .values({
        source: 'curated',
        sourceRecordId: randomUUID(),
        title: 'Parco Agrisolare',
        funder: 'MASAF',
        aidForm: 'grant',
        contentHash: randomUUID(),
        cofinancingShare: 0.2,
      })
      .returning();
    const req = await call(owner, 'POST', '/api/funding-requests', {
      projectId: id,
      callId: c!.id,
      message: 'Please',
      amountRequested: 100_000,
    });
    expect(req.statusCode, req.body).toBe(201);
    const rid = req.json().id as string;
    for (const to of ['submitted', 'under_review', 'approved', 'funded'])
      expect((await call(owner, 'POST', `/api/funding-requests/${rid}/transitions`, { to })).statusCode, to).toBe(200);
    const list = (await call(owner, 'GET', `/api/projects/${id}/obligations`)).json() as {
      kind: string;
      requestId: string;
      title: string;
      targetValue: number | null;
      dueOn: string;
    }[];
    expect(list.map((o) => o.kind).sort()).toEqual(['cofinancing', 'end']);
    expect(list.every((o) => o.requestId === rid && o.title.includes('date to confirm'))).toBe(true);
    expect(list.find((o) => o.kind === 'cofinancing')!.targetValue).toBe(0.2);
    // Due 365 days after the funding day (the server's today).
    const funded = new Date(clock.toISOString().slice(0, 10) + 'T00:00:00Z').getTime();
    expect(list[0]!.dueOn).toBe(new Date(funded + 365 * 86_400_000).toISOString().slice(0, 10));
    // The draft for that request proposes them as evidenced milestones.
    const draft = (await call(owner, 'GET', `/api/projects/${id}/roadmap/draft?requestId=${rid}`)).json();
    expect(draft.requestId).toBe(rid);
    expect(draft.phases.find((p: { id: string }) => p.id === 'phase-obligations').items).toHaveLength(2);
  });
});
