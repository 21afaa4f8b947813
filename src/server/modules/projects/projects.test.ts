import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, projects, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const minimal = (title = 'Solar farm in Puglia') => ({
  title,
  industry: '35.11',
  targetMarket: 'Italian utilities',
  estimatedBudget: 2_500_000,
});
const create = (cookie: string, body: object = minimal()) => t.call({ method: 'POST', url: '/api/projects', cookie, payload: body });
const setTier = (id: string, tier: 'free' | 'professional' | 'business' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, id));

describe('projects', () => {
  it("creates a draft from the guide's four inputs and lists it as { id, title, status }", async () => {
    const u = await signUp(t);
    const res = await create(u.cookie);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      title: 'Solar farm in Puglia',
      industry: '35.11',
      status: 'draft',
      estimatedBudget: 2_500_000,
      currency: 'EUR',
      isSample: false,
    });
    const list = (await t.call({ method: 'GET', url: '/api/projects', cookie: u.cookie })).json();
    expect(list).toEqual([expect.objectContaining({ id: p.id, title: p.title, status: 'draft' })]);
    expect((await t.call({ method: 'GET', url: '/api/stats', cookie: u.cookie })).json()).toMatchObject({
      projectsCount: 1,
      avgCRScore: null,
      fundingObtained: null,
      dashboard: { totalProjects: 1, averageCrScore: null, unavailable: { averageCrScore: 'no-evaluations' } },
    });
  });

  it.each([
    ['an industry that is not a NACE/ATECO code', { industry: 'software' }, 'industry'],
    ['an unknown NACE division', { industry: '04.10' }, 'industry'],
    ['a negative budget', { estimatedBudget: -1 }, 'estimatedBudget'],
    ['a missing title', { title: '' }, 'title'],
    ['an owner set by the client', { ownerId: 'someone-else' }, ''],
    ['a status set by the client', { status: 'funded' }, ''],
    ['a country that is not ISO 3166-1', { country: 'XX' }, 'country'],
    ['a region of another country', { country: 'IT', region: 'FR10' }, 'region'],
    ['a region name where the country has a NUTS list', { country: 'IT', region: 'Lombardy' }, 'region'],
    ['a region without a country', { region: 'ITC4' }, 'region'],
  ])('refuses %s with VALIDATION_FAILED and creates nothing', async (_n, override, field) => {
    const u = await signUp(t);
    const res = await create(u.cookie, { ...minimal(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field) expect(res.json().details.fields.map((f: { path: string }) => f.path)).toContain(field);
    expect((await t.call({ method: 'GET', url: '/api/projects', cookie: u.cookie })).json()).toEqual([]);
  });

  it('enforces the tier limits of seed section 9 with 403 PROJECT_LIMIT_REACHED and an upgrade link', async () => {
    const u = await signUp(t);
    expect((await create(u.cookie, minimal('one'))).statusCode).toBe(201);
    const over = await create(u.cookie, minimal('two'));
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'PROJECT_LIMIT_REACHED',
      details: { upgradeUrl: '/quick-checkout?plan=professional_monthly&returnTo=%2Fprojects%2Fnew', used: 1, limit: 1, tier: 'free' },
    });
    expect((await t.call({ method: 'GET', url: '/api/projects/usage', cookie: u.cookie })).json()).toEqual({
      used: 1,
      limit: 1,
      tier: 'free',
    });
    await setTier(u.id, 'professional');
    for (let i = 2; i <= 5; i += 1) expect((await create(u.cookie, minimal(`p${i}`))).statusCode).toBe(201);
    expect((await create(u.cookie, minimal('p6'))).json()).toMatchObject({
      code: 'PROJECT_LIMIT_REACHED',
      details: { used: 5, limit: 5, tier: 'professional' },
    });
    await setTier(u.id, 'enterprise');
    expect((await create(u.cookie, minimal('p6'))).statusCode).toBe(201);
    expect((await t.call({ method: 'GET', url: '/api/projects/usage', cookie: u.cookie })).json()).toEqual({
      used: 6,
      limit: null,
      tier: 'enterprise',
    });
  });

  it('cannot pass the limit with concurrent creations (race-free)', async () => {
    const u = await signUp(t);
    await setTier(u.id, 'professional');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => create(u.cookie, minimal(`race ${i}`))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(7);
    expect((await t.call({ method: 'GET', url: '/api/projects/usage', cookie: u.cookie })).json().used).toBe(5);
  });

  it("applies the admin's tier view to the limit (server-side)", async () => {
    const admin = await signUpAdmin(t);
    await setTier(admin.id, 'free');
    await t.call({ method: 'PUT', url: '/api/admin/tier-view', cookie: admin.cookie, payload: { view: 'enterprise' } });
    expect((await t.call({ method: 'GET', url: '/api/projects/usage', cookie: admin.cookie })).json()).toMatchObject({
      tier: 'enterprise',
      limit: null,
    });
    await t.call({ method: 'PUT', url: '/api/admin/tier-view', cookie: admin.cookie, payload: { view: 'actual' } });
    expect((await t.call({ method: 'GET', url: '/api/projects/usage', cookie: admin.cookie })).json()).toMatchObject({
      tier: 'free',
      limit: 1,
    });
  });

  it('lets investors and consultants read their (empty) list but not create projects', async () => {
    for (const role of ['investor', 'consultant'] as const) {
      const u = await signUp(t, role);
      expect((await create(u.cookie)).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: '/api/projects', cookie: u.cookie })).json()).toEqual([]);
    }
  });

  it('clears an optional field sent as null (an empty description too), and refuses null for a required one', async () => {
    const u = await signUp(t);
    const p = (await create(u.cookie)).json();
    const patch = (payload: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: `/api/projects/${p.id}`, cookie: u.cookie, payload });
    const filled = (
      await patch({ description: 'Agrivoltaic', country: 'IT', region: 'ITF4', stage: 'growth', fundingSought: 250_000, horizonYears: 12 })
    ).json();
    expect(filled).toMatchObject({
      description: 'Agrivoltaic',
      country: 'IT',
      region: 'ITF4',
      stage: 'growth',
      fundingSought: 250_000,
      horizonYears: 12,
    });
    const cleared = await patch({ description: '', country: null, region: null, stage: null, fundingSought: null, horizonYears: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      description: null,
      country: null,
      region: null,
      stage: null,
      fundingSought: null,
      horizonYears: null,
      title: p.title,
    });
    for (const field of ['title', 'industry', 'targetMarket', 'estimatedBudget', 'currency']) {
      const res = await patch({ [field]: null });
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json().details.fields.map((f: { path: string }) => f.path),
        field,
      ).toContain(field);
    }
    expect((await t.call({ method: 'GET', url: `/api/projects/${p.id}`, cookie: u.cookie })).json().title).toBe(p.title);
  });

  it('records the applicant size class (EU Recommendation 2003/361): created, read, changed, cleared; a class outside the list is 400', async () => {
    const u = await signUp(t);
    await setTier(u.id, 'enterprise'); // two projects
    const created = await create(u.cookie, { ...minimal(), applicantSize: 'small' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().applicantSize).toBe('small');
    expect((await create(u.cookie, minimal('No size'))).json().applicantSize).toBeNull();
    const get = async () => (await t.call({ method: 'GET', url: `/api/projects/${id}`, cookie: u.cookie })).json().applicantSize;
    expect(await get()).toBe('small');
    const patch = (payload: object) => t.call({ method: 'PATCH', url: `/api/projects/${id}`, cookie: u.cookie, payload });
    expect((await patch({ applicantSize: 'large' })).json().applicantSize).toBe('large');
    expect(await get()).toBe('large');
    const wrong = await patch({ applicantSize: 'huge' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields.map((f: { path: string }) => f.path)).toContain('applicantSize');
    expect((await patch({ applicantSize: null })).json().applicantSize).toBeNull();
    expect(await get()).toBeNull();
    // The database refuses a class outside the list too (CHECK projects_applicant_size), whatever the caller.
    await expect(
      t.database.db
        .update(projects)
        .set({ applicantSize: 'huge' as 'large' })
        .where(eq(projects.id, id)),
    ).rejects.toThrow();
  });

  it('takes the region from the country NUTS 2 list where there is one, free text elsewhere, and keeps a stored free-text location loadable', async () => {
    const u = await signUp(t);
    await setTier(u.id, 'business');
    expect((await create(u.cookie, { ...minimal('Athens'), country: 'GR', region: 'EL30' })).json()).toMatchObject({
      country: 'GR',
      region: 'EL30',
    });
    expect((await create(u.cookie, { ...minimal('Austin'), country: 'US', region: 'Texas' })).json()).toMatchObject({
      country: 'US',
      region: 'Texas',
    });
    const p = (await create(u.cookie, { ...minimal(), country: 'IT', region: 'ITF4' })).json();
    const patch = (payload: Record<string, unknown>) =>
      t.call({ method: 'PATCH', url: `/api/projects/${p.id}`, cookie: u.cookie, payload });
    // Judged against the stored country: ITC4 is Italian, FR10 is not; a new country without its own region keeps the old one, which no longer fits.
    expect((await patch({ region: 'ITC4' })).json().region).toBe('ITC4');
    expect((await patch({ region: 'FR10' })).statusCode).toBe(400);
    expect((await patch({ country: 'FR' })).json().details.fields[0].path).toBe('region');
    expect((await patch({ country: 'FR', region: 'FR10' })).json()).toMatchObject({ country: 'FR', region: 'FR10' });
    // A location stored as free text before the lists existed still loads, and other edits leave it alone.
    await t.database.db.update(projects).set({ country: 'IT', region: 'Lombardy' }).where(eq(projects.id, p.id));
    expect((await t.call({ method: 'GET', url: `/api/projects/${p.id}`, cookie: u.cookie })).json()).toMatchObject({
      country: 'IT',
      region: 'Lombardy',
    });
    expect((await patch({ title: 'Solar farm in Lombardy' })).json()).toMatchObject({
      title: 'Solar farm in Lombardy',
      region: 'Lombardy',
    });
  });

  it('edits, moves status only along allowed transitions, archives, unarchives and deletes, each audited', async () => {
    const u = await signUp(t);
    await setTier(u.id, 'business');
    const p = (await create(u.cookie)).json();
    const patched = await t.call({
      method: 'PATCH',
      url: `/api/projects/${p.id}`,
      cookie: u.cookie,
      payload: { description: 'Agrivoltaic, 4 MWp', country: 'IT', region: 'ITF4', stage: 'validation' },
    });
    expect(patched.json()).toMatchObject({ description: 'Agrivoltaic, 4 MWp', region: 'ITF4', stage: 'validation' });
    const move = (status: string) => t.call({ method: 'POST', url: `/api/projects/${p.id}/status`, cookie: u.cookie, payload: { status } });
    expect((await move('completed')).statusCode).toBe(400); // not a transition from draft
    expect((await move('analyzing')).json().status).toBe('analyzing');
    const notReady = await move('completed'); // a transition, but never evaluated: not ready (lifecycle.md)
    expect([notReady.statusCode, notReady.json().details.fields[0].code]).toEqual([400, 'not_ready']);
    expect((await move('draft')).json().status).toBe('draft');
    expect((await move('funded')).json().status).toBe('funded');
    expect((await move('draft')).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: `/api/projects/${p.id}/archive`, cookie: u.cookie })).json().archivedAt).not.toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/projects', cookie: u.cookie })).json()).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/projects?archived=only', cookie: u.cookie })).json()).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: `/api/projects/${p.id}/unarchive`, cookie: u.cookie })).json().archivedAt).toBeNull();
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${p.id}`, cookie: u.cookie })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/projects/${p.id}`, cookie: u.cookie })).statusCode).toBe(404);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.target, p.id)).orderBy(auditLog.seq)).map(
      (e) => `${e.action}:${e.outcome}`,
    );
    expect(actions).toEqual([
      'project.create:success',
      'project.update:success',
      'POST /api/projects/:id/status:failure',
      'project.status:success',
      'POST /api/projects/:id/status:failure',
      'project.status:success',
      'project.status:success',
      'POST /api/projects/:id/status:failure',
      'project.archive:success',
      'project.unarchive:success',
      'project.delete:success',
    ]);
  });

  it('filters by status and search, and sorts by title', async () => {
    const u = await signUp(t);
    await setTier(u.id, 'business');
    for (const title of ['Beta kitchen', 'Alpha clinic', 'Gamma_agro 100%'])
      await create(u.cookie, { ...minimal(title), industry: '86.10' });
    const titles = async (q: string) =>
      (await t.call({ method: 'GET', url: `/api/projects${q}`, cookie: u.cookie })).json().map((p: { title: string }) => p.title);
    expect(await titles('?sort=title')).toEqual(['Alpha clinic', 'Beta kitchen', 'Gamma_agro 100%']);
    expect(await titles('?search=CLINIC')).toEqual(['Alpha clinic']);
    expect(await titles('?search=100%25')).toEqual(['Gamma_agro 100%']);
    expect(await titles('?search=_')).toEqual(['Gamma_agro 100%']);
    expect(await titles('?status=funded')).toEqual([]);
  });

  it("never shows, changes or deletes someone else's project (404)", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const p = (await create(owner.cookie)).json();
    for (const req of [
      { method: 'GET' as const, url: `/api/projects/${p.id}` },
      { method: 'PATCH' as const, url: `/api/projects/${p.id}`, payload: { title: 'mine now' } },
      { method: 'POST' as const, url: `/api/projects/${p.id}/status`, payload: { status: 'analyzing' } },
      { method: 'POST' as const, url: `/api/projects/${p.id}/archive` },
      { method: 'DELETE' as const, url: `/api/projects/${p.id}` },
    ]) {
      const res = await t.call({ ...req, cookie: other.cookie });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: `/api/projects/${p.id}`, cookie: owner.cookie })).json()).toMatchObject({
      title: p.title,
      status: 'draft',
      archivedAt: null,
    });
  });
});
