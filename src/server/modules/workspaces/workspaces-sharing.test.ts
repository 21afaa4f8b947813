import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, notifications, outbox } from '../../db/schema/index.ts';
import { signUp, signUpAdmin } from '../../test/harness.ts';
import { t, minimal, call } from './workspaces-setup.ts';

describe('sharing a project', () => {
  async function setup() {
    const owner = await signUp(t);
    const investor = await signUp(t, 'investor');
    const consultant = await signUp(t, 'consultant');
    const p = (await call(owner, 'POST', '/api/projects', minimal('Pasta factory'))).json();
    return { owner, investor, consultant, p };
  }
  const auditActions = async (target: string) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, target), like(auditLog.action, 'project.%')))
        .orderBy(auditLog.seq)
    ).map((e) => e.action);

  it('shares with an investor, who sees that project alone, marked shared; every grant, use and revocation audited', async () => {
    const { owner, investor, p } = await setup();
    const other = (await call(owner, 'POST', '/api/projects', minimal('Not shared'))).json();
    void other;
    const g = await call(owner, 'POST', `/api/projects/${p.id}/grants`, { email: investor.email, access: 'comment' });
    expect(g.statusCode, g.body).toBe(201);
    expect(g.json()).toMatchObject({
      id: expect.any(String),
      projectId: p.id,
      access: 'comment',
      status: 'active',
      expiresAt: null,
      grantee: { id: investor.id, role: 'investor' },
    });
    const list = (await call(investor, 'GET', '/api/projects')).json();
    expect(
      list.map((x: { id: string; sharedWithMe: boolean; access: { via: string; level: string } }) => [
        x.id,
        x.sharedWithMe,
        x.access.via,
        x.access.level,
      ]),
    ).toEqual([[p.id, true, 'grant', 'comment']]);
    expect((await call(investor, 'GET', `/api/projects/${p.id}`)).statusCode).toBe(200);
    expect((await call(investor, 'GET', `/api/projects/${p.id}/evaluations`)).statusCode).toBe(200);
    const { source: _s, savedAt: _a, ...inputs } = (await call(investor, 'GET', `/api/projects/${p.id}/evaluation-inputs`)).json();
    expect((await call(investor, 'PUT', `/api/projects/${p.id}/evaluation-inputs`, inputs)).statusCode).toBe(403);
    expect((await call(investor, 'GET', `/api/projects/${p.id}/grants`)).statusCode).toBe(403);
    // Access is decided before the body is read: a read-only caller gets 403 whatever they send,
    // someone who cannot see the project 404, never a validation message.
    expect((await call(investor, 'PATCH', `/api/projects/${p.id}`, { title: '' })).json().code).toBe('FORBIDDEN');
    const stranger = await signUp(t);
    expect((await call(stranger, 'PATCH', `/api/projects/${p.id}`, { nonsense: 1 })).json().code).toBe('PROJECT_NOT_FOUND');
    // Notified in the app and by e-mail.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, investor.id))).toEqual([
      expect.objectContaining({ linkUrl: `/projects/${p.id}` }),
    ]);
    expect(
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, investor.email), eq(outbox.kind, 'project-shared'))),
    ).toHaveLength(1);
    // The access panel: members and grants.
    const panel = (await call(owner, 'GET', `/api/projects/${p.id}/grants`)).json();
    expect(panel.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([[owner.id, 'owner']]);
    expect(panel.grants.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([[g.json().id, 'active']]);

    expect((await call(owner, 'DELETE', `/api/projects/${p.id}/grants/${g.json().id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/projects/${p.id}/grants/${g.json().id}`)).json().code).toBe('GRANT_NOT_FOUND');
    const gone = await call(investor, 'GET', `/api/projects/${p.id}`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    expect((await call(investor, 'GET', '/api/projects')).json()).toEqual([]);
    // Three reads by the grantee the same day: one 'use' entry (the first of the day).
    expect(await auditActions(p.id)).toEqual([
      'project.create',
      'project.grant',
      'project.grant.use',
      'project.denied',
      'project.denied',
      'project.denied',
      'project.grant.revoke',
    ]);
  });

  it('lets a consultant granted edit change the evaluation inputs and nothing else', async () => {
    const { owner, consultant, p } = await setup();
    expect(
      (
        await call(owner, 'POST', `/api/projects/${p.id}/grants`, {
          email: consultant.email,
          access: 'edit',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        })
      ).statusCode,
    ).toBe(201);
    const inputs = (await call(consultant, 'GET', `/api/projects/${p.id}/evaluation-inputs`)).json();
    const { source: _s, savedAt: _a, ...body } = inputs;
    expect(
      (await call(consultant, 'PUT', `/api/projects/${p.id}/evaluation-inputs`, { ...body, complianceAnswers: { 'GDP-01': 'yes' } }))
        .statusCode,
    ).toBe(200);
    for (const [m, url, payload] of [
      ['PATCH', `/api/projects/${p.id}`, { title: 'x' }],
      ['POST', `/api/projects/${p.id}/status`, { status: 'analyzing' }],
      ['POST', `/api/projects/${p.id}/archive`, undefined],
      ['DELETE', `/api/projects/${p.id}`, undefined],
      ['POST', `/api/projects/${p.id}/evaluations`, { iterations: 1000 }],
      ['POST', `/api/projects/${p.id}/grants`, { email: consultant.email, access: 'read' }],
    ] as const) {
      const res = await call(consultant, m, url, payload);
      expect([res.statusCode, res.json().code], `${m} ${url}`).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('refuses unknown accounts, other roles, edit for investors, past expiries and members', async () => {
    const { owner, investor, p } = await setup();
    const proponent = await signUp(t);
    const cases: Array<[object, string]> = [
      [{ email: 'nobody@example.com', access: 'read' }, 'email'],
      [{ email: proponent.email, access: 'read' }, 'email'],
      [{ email: investor.email, access: 'edit' }, 'access'],
      [{ email: investor.email, access: 'read', expiresAt: new Date(Date.now() - 1000).toISOString() }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const res = await call(owner, 'POST', `/api/projects/${p.id}/grants`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.fields.map((f: { path: string }) => f.path)).toEqual([field]);
    }
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, 'nobody@example.com'))).toEqual([]);
    const self = await call(owner, 'POST', `/api/projects/${p.id}/grants`, { email: owner.email, access: 'read' });
    expect(self.statusCode).toBe(400);
  });

  it("audits an admin's reads of someone else's project, and lets the admin change nothing", async () => {
    const { p } = await setup();
    const admin = await signUpAdmin(t);
    expect((await call(admin, 'GET', `/api/projects/${p.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/api/projects/${p.id}`, { title: 'admin was here' })).statusCode).toBe(403);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, p.id), eq(auditLog.action, 'project.admin.read')));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.id, details: expect.objectContaining({ route: 'GET /api/projects/:id' }) }),
    ]);
  });
});
