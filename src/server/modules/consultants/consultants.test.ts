import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, cookie: who?.cookie, payload });
const profile = (specialties: string[], headline: string) => ({
  headline,
  bio: 'Fifteen years in data protection audits.',
  specialties,
  regions: ['ITC'],
  languages: ['it', 'en'],
  dayRateCents: 80_000,
  hourlyRateCents: null,
  credentials: [{ register: 'Ordine degli Avvocati di Milano', number: 'A-1234', documentId: null }],
});
async function verifiedConsultant(admin: Person, specialties: string[], headline: string): Promise<Person> {
  const c = await signUp(t, 'consultant');
  expect((await call(c, 'PUT', '/api/consultant-profile', profile(specialties, headline))).statusCode).toBe(200);
  expect((await call(c, 'POST', '/api/consultant-profile/submit')).statusCode).toBe(200);
  const r = await call(admin, 'POST', `/api/admin/consultants/${c.id}/review`, { decision: 'verified', note: 'Register checked' });
  expect(r.statusCode, r.body).toBe(200);
  return c;
}

describe('consultants', () => {
  it('lists only verified profiles, filtered by specialty, region and language', async () => {
    const admin = await signUpAdmin(t);
    const proponent = await signUp(t, 'proponent');
    const draft = await signUp(t, 'consultant');
    await call(draft, 'PUT', '/api/consultant-profile', profile(['gdpr'], 'Draft only'));
    const v = await verifiedConsultant(admin, ['sasb'], 'SASB reporting lead');
    const list = (await call(proponent, 'GET', '/api/consultants')).json() as { userId: string }[];
    expect(list.map((p) => p.userId)).toContain(v.id);
    expect(list.map((p) => p.userId)).not.toContain(draft.id);
    expect(((await call(proponent, 'GET', '/api/consultants?specialty=sasb&region=ITC4&language=it')).json() as unknown[]).length).toBe(1);
    expect(((await call(proponent, 'GET', '/api/consultants?specialty=sasb&region=ITF3')).json() as unknown[]).length).toBe(0);
    expect(((await call(proponent, 'GET', '/api/consultants?q=reporting%20lead')).json() as unknown[]).length).toBe(1);
    expect((await call(v, 'GET', '/api/consultants')).statusCode).toBe(403);
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.userId, v.id));
    expect(n?.messageKey).toBe('consultants.reviewed');
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'consultant.profile.verified'));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('suggests the GDPR specialist first, not the general one, for a project failing GDPR items; an engagement runs end to end', async () => {
    const admin = await signUpAdmin(t);
    const legal = await verifiedConsultant(admin, ['legal'], 'Corporate lawyer');
    const gdpr = await verifiedConsultant(admin, ['gdpr'], 'GDPR specialist');
    const owner = await signUp(t, 'proponent');
    const created = await call(owner, 'POST', '/api/projects', {
      title: 'Clinic app',
      industry: '62.01',
      targetMarket: 'Clinics',
      estimatedBudget: 500_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const projectId = created.json().id as string;
    for (const item of ['GDPR-ART5', 'GDPR-ART6', 'GDPR-ART30'])
      expect((await call(owner, 'PUT', `/api/projects/${projectId}/compliance/items/${item}`, { answer: 'not_met' })).statusCode).toBe(200);
    const res = await call(owner, 'GET', `/api/projects/${projectId}/consultant-suggestions`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { consultantId: string; covers: { kind: string; id: string }[] }[]).map((s) => s.consultantId);
    expect(ids.indexOf(gdpr.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(gdpr.id)).toBeLessThan(ids.indexOf(legal.id));
    const first = (res.json() as { consultantId: string; covers: { kind: string; id: string }[] }[]).find(
      (s) => s.consultantId === gdpr.id,
    )!;
    expect(first.covers).toContainEqual({ kind: 'compliance_item', id: 'GDPR-ART5' });
    // a stranger does not learn the project exists
    expect((await call(await signUp(t, 'proponent'), 'GET', `/api/projects/${projectId}/consultant-suggestions`)).statusCode).toBe(404);

    const e = await call(owner, 'POST', '/api/engagements', {
      projectId,
      consultantId: gdpr.id,
      scope: 'Close the GDPR gaps',
      gaps: first.covers,
      budgetCents: 300_000,
      deadline: '2099-01-31',
    });
    expect(e.statusCode, e.body).toBe(201);
    const id = e.json().id as string;
    expect(((await call(gdpr, 'GET', '/api/engagements')).json() as { id: string; side: string }[]).find((x) => x.id === id)?.side).toBe(
      'consultant',
    );
    const accepted = await call(gdpr, 'POST', `/api/engagements/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().grantExpiresAt).toBe('2099-03-02T00:00:00.000Z');
    const task = await call(owner, 'POST', `/api/projects/${projectId}/compliance/tasks`, {
      itemId: 'GDPR-ART30',
      owner: 'GDPR specialist',
      dueDate: '2099-01-15',
    });
    expect(task.statusCode, task.body).toBe(201);
    expect((await call(owner, 'POST', `/api/engagements/${id}/tasks`, { taskId: task.json().id })).statusCode).toBe(204);
    expect((await call(gdpr, 'POST', `/api/engagements/${id}/messages`, { body: 'Records of processing drafted.' })).statusCode).toBe(201);
    expect((await call(gdpr, 'PUT', `/api/projects/${projectId}/compliance/items/GDPR-ART30`, { answer: 'met' })).statusCode).toBe(200);
    const detail = (await call(owner, 'GET', `/api/engagements/${id}`)).json() as { tasks: { itemId: string }[]; messages: unknown[] };
    expect(detail.tasks.map((x) => x.itemId)).toEqual(['GDPR-ART30']);
    expect(detail.messages).toHaveLength(1);
    const done = await call(owner, 'POST', `/api/engagements/${id}/complete`, { rating: 5, review: 'Closed the records gap.' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(gdpr, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, gdpr.id), eq(notifications.messageKey, 'engagements.changed')));
    expect(told.length).toBe(2); // requested, completed
    const view = (await call(admin, 'GET', '/api/admin/professionisti')).json() as { outcomes: { engagementId: string; rating: number }[] };
    expect(view.outcomes.find((o) => o.engagementId === id)?.rating).toBe(5);
  });
});
