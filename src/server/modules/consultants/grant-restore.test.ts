import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectGrants, projects } from '../../db/schema/index.ts';
import { grantReadAccess, releaseGrant } from '../access/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });

async function setting() {
  const admin = await signUpAdmin(t);
  const c = await signUp(t, 'consultant');
  await call(c, 'PUT', '/api/consultant-profile', {
    headline: 'GDPR specialist',
    bio: 'Audits.',
    specialties: ['gdpr'],
    regions: ['ITC'],
    languages: ['it'],
    dayRateCents: 80_000,
    hourlyRateCents: null,
    credentials: [],
  });
  await call(c, 'POST', '/api/consultant-profile/submit');
  expect((await call(admin, 'POST', `/api/admin/consultants/${c.id}/review`, { decision: 'verified', note: 'ok' })).statusCode).toBe(200);
  const owner = await signUp(t, 'proponent');
  const p = await call(owner, 'POST', '/api/projects', { title: 'Clinic', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 1 });
  const projectId = p.json().id as string;
  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
  // The consultant already reads the project through another module's share (a funding request's, say).
  const prior = await grantReadAccess(t.database.db, {
    projectId,
    workspaceId: row!.workspaceId,
    granteeId: c.id,
    grantedBy: owner.id,
    now: new Date(),
  });
  expect(prior).not.toBeNull();
  const e = await call(owner, 'POST', '/api/engagements', {
    projectId,
    consultantId: c.id,
    scope: 'GDPR',
    gaps: [],
    deadline: '2099-01-31',
  });
  expect(e.statusCode, e.body).toBe(201);
  return { c, owner, projectId, prior: prior!, engagementId: e.json().id as string };
}

const grantOf = async (id: string) => (await t.database.db.select().from(projectGrants).where(eq(projectGrants.id, id)))[0]!;

describe('an engagement grant that replaced a prior grant (issue 25, replaceGrant)', () => {
  it('replaces the prior read grant while the engagement runs and restores it, same id, on completion', async () => {
    const { c, owner, projectId, prior, engagementId } = await setting();
    const accepted = await call(c, 'POST', `/api/engagements/${engagementId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await grantOf(prior)).revokedAt).not.toBeNull();
    const live = await t.database.db.select().from(projectGrants).where(eq(projectGrants.granteeId, c.id));
    expect(live.filter((g) => g.revokedAt === null).map((g) => g.access)).toEqual(['edit']);
    const done = await call(owner, 'POST', `/api/engagements/${engagementId}/complete`, { rating: 4, review: 'Good' });
    expect(done.statusCode, done.body).toBe(200);
    const restored = await grantOf(prior);
    expect([restored.revokedAt, restored.access]).toEqual([null, 'read']);
    const after = await t.database.db.select().from(projectGrants).where(eq(projectGrants.granteeId, c.id));
    expect(after.filter((g) => g.revokedAt === null).map((g) => g.id)).toEqual([prior]);
    // The consultant reads again (read, not edit: an answer is refused) and the share's owner can still release it by its id.
    expect((await call(c, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(200);
    expect((await call(c, 'PUT', `/api/projects/${projectId}/compliance/items/GDPR-ART30`, { answer: 'met' })).statusCode).not.toBe(200);
    expect(await releaseGrant(t.database.db, prior, owner.id, new Date())).toBe(true);
    expect((await call(c, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
  });

  it('restores nothing when the owner revoked the engagement grant before completion (their later decision stands)', async () => {
    const { c, owner, projectId, prior, engagementId } = await setting();
    const accepted = await call(c, 'POST', `/api/engagements/${engagementId}/accept`);
    expect(accepted.statusCode).toBe(200);
    const engagementGrant = (await t.database.db.select().from(projectGrants).where(eq(projectGrants.granteeId, c.id))).find(
      (g) => g.revokedAt === null,
    )!;
    expect(await releaseGrant(t.database.db, engagementGrant.id, owner.id, new Date())).toBe(true);
    expect((await call(owner, 'POST', `/api/engagements/${engagementId}/complete`, { rating: 3, review: 'ok' })).statusCode).toBe(200);
    expect((await grantOf(prior)).revokedAt).not.toBeNull();
    expect((await call(c, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
  });
});
