import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  accounts,
  auditLog,
  auditPersonal,
  consents,
  outbox,
  privacyRequests,
  projects,
  sessions,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.ts';
import { verifyAuditChain } from '../audit/index.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { rmSync } from 'node:fs';
import { createTestApp, signUp, signUpAdmin } from '../../test/harness.ts';
import { pgliteDataDir } from '../../test/pglite-template.ts';
import { run, t, clock, unzip, project, readyExport } from './privacy-setup.ts';

describe('account erasure (GDPR art. 17)', () => {
  it('refuses a wrong password with a coded error and changes nothing', async () => {
    const u = await signUp(t);
    await project(u.cookie, 'Kept');
    const res = await t.call({
      method: 'DELETE',
      url: '/api/account',
      cookie: u.cookie,
      payload: { password: 'not my passphrase' },
      headers: { 'accept-language': 'it' },
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'WRONG_PASSWORD']);
    expect(res.json().message).toMatch(/password non è corretta/);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(1);
    expect(await t.database.db.select().from(projects).where(eq(projects.ownerId, u.id))).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).statusCode).toBe(200);
  });

  it('erases the person, keeps the audit chain verifiable with the person pseudonymised, and leaves others untouched', async () => {
    const admin = await signUpAdmin(t);
    const u = await signUp(t);
    const other = await signUp(t);
    const mine = await project(u.cookie, 'Erased soon');
    const theirs = await project(other.cookie, 'Stays');
    await t.call({
      method: 'POST',
      url: '/api/gdpr/consent',
      cookie: u.cookie,
      payload: { necessary_cookies: true, analytics_cookies: true, marketing_cookies: true, functional_cookies: true },
    });
    await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'wrong passphrase' },
      remoteAddress: '10.9.8.7',
    });
    await t.database.db.insert(outbox).values({ to: u.email, subject: 'Welcome', body: 'b', kind: 'test' });
    await readyExport(u.cookie);

    const res = await t.call({
      method: 'DELETE',
      url: '/api/account',
      cookie: u.cookie,
      payload: { password: 'a sound passphrase' },
      remoteAddress: '10.1.1.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ erased: true, erasedAt: clock.toISOString() });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, u.id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, u.id))).toEqual([]);
    expect(await db.select().from(consents).where(eq(consents.userId, u.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, mine))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.to, u.email))).toEqual([]);
    const exports = await db.select().from(privacyRequests).where(eq(privacyRequests.userId, u.id));
    expect(exports.every((r) => r.archive === null)).toBe(true);
    // No personal part of any audit entry names them any more: not their address, not their e-mail.
    const leftovers = await db
      .select()
      .from(auditPersonal)
      .where(sql`${auditPersonal.subjectId} = ${u.id} or ${auditPersonal.data}::text ilike ${'%' + u.email + '%'}`);
    expect(leftovers).toEqual([]);
    const chained = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.actorId} = ${u.id} or ${auditLog.target} = ${u.id}`);
    expect(chained.length).toBeGreaterThan(3); // the entries are kept…
    expect(JSON.stringify(chained)).not.toContain(u.email); // …without the e-mail
    expect(JSON.stringify(chained)).not.toContain('10.1.1.1');
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain('10.9.8.7');

    // The chain verifies: the function, the admin API and the command (npm run audit:verify).
    expect(await verifyAuditChain({ db })).toMatchObject({ ok: true, firstBroken: null });
    expect((await t.call({ method: 'GET', url: '/api/admin/audit/verify', cookie: admin.cookie })).json()).toMatchObject({ ok: true });
    const { stdout } = await run(process.execPath, ['src/server/cli/audit-verify.ts'], { env: { ...process.env, DATABASE_URL: t.dbUrl } });
    expect(stdout).toMatch(/audit chain intact/);

    // They cannot sign in again; the session they had is gone.
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'a sound passphrase' } });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).statusCode).toBe(401);

    // Someone else: untouched.
    expect(await db.select().from(projects).where(eq(projects.id, theirs))).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: `/api/projects/${theirs}`, cookie: other.cookie })).statusCode).toBe(200);

    // The admin sees the erasure, by the id that now names no one, and its deadline (one month).
    const list = (await t.call({ method: 'GET', url: '/api/admin/privacy/requests', cookie: admin.cookie })).json() as {
      kind: string;
      subjectId: string;
      subjectEmail: string | null;
      deadline: string;
      timeliness: string;
    }[];
    const erasure = list.find((r) => r.kind === 'erasure' && r.subjectId === u.id)!;
    expect(erasure).toMatchObject({ subjectEmail: null, deadline: '2026-12-25T23:59:59.999Z', timeliness: 'on-time' });
  });

  it('hands team workspaces over instead of destroying them: the projects stay, a remaining member becomes owner', async () => {
    const db = t.database.db;
    const founder = await signUp(t);
    const partner = await signUp(t);
    const alone = await signUp(t);
    const [team] = await db.insert(workspaces).values({ name: 'Shared team', kind: 'team' }).returning();
    const [solo] = await db.insert(workspaces).values({ name: 'Nobody else', kind: 'team' }).returning();
    await db.insert(workspaceMembers).values([
      { workspaceId: team!.id, userId: founder.id, role: 'owner' },
      { workspaceId: team!.id, userId: partner.id, role: 'editor' },
      { workspaceId: solo!.id, userId: founder.id, role: 'owner' },
    ]);
    const [teamProject] = await db
      .insert(projects)
      .values({ ownerId: founder.id, workspaceId: team!.id, title: 'Team plan', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1 })
      .returning();
    const [soloProject] = await db
      .insert(projects)
      .values({
        ownerId: founder.id,
        workspaceId: solo!.id,
        title: 'Solo team plan',
        industry: '62.01',
        targetMarket: 'EU',
        estimatedBudget: 1,
      })
      .returning();
    const personal = await project(founder.cookie, 'Personal plan');
    const aloneProject = await project(alone.cookie, 'Not theirs');

    expect(
      (await t.call({ method: 'DELETE', url: '/api/account', cookie: founder.cookie, payload: { password: 'a sound passphrase' } }))
        .statusCode,
    ).toBe(200);

    // The team's project stays, now the partner's, who became the workspace's owner.
    expect(await db.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, teamProject!.id))).toEqual([
      { ownerId: partner.id },
    ]);
    expect(
      await db
        .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, team!.id)),
    ).toEqual([{ userId: partner.id, role: 'owner' }]);
    expect((await t.call({ method: 'GET', url: `/api/projects/${teamProject!.id}`, cookie: partner.cookie })).statusCode).toBe(200);
    // A team workspace with nobody else in it, and the personal workspace, go with the person.
    expect(await db.select().from(workspaces).where(eq(workspaces.id, solo!.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, soloProject!.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, personal))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, aloneProject))).toHaveLength(1);
  });

  it('detects a personal part that no longer matches its commitment', async () => {
    const fresh = await createTestApp();
    try {
      await signUp(fresh);
      const [p] = await fresh.database.db.select().from(auditPersonal).limit(1);
      await fresh.database.db
        .update(auditPersonal)
        .set({ data: { ip: '6.6.6.6' } })
        .where(eq(auditPersonal.seq, p!.seq));
      expect(await verifyAuditChain({ db: fresh.database.db })).toMatchObject({
        ok: false,
        firstBroken: { seq: p!.seq, reason: 'personal-mismatch' },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('on the embedded PGlite', () => {
  it('exports, erases and keeps the chain verifiable the same way', async () => {
    const dir = pgliteDataDir(mkdtempSync(join(tmpdir(), 'privacy-pglite-')));
    const config = loadConfig({
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dir,
      DATABASE_URL: '',
      AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
      WEB_DIST: '/nonexistent',
      REGISTER_PER_ADDRESS_HOUR: '1000000', // every test signs up from 127.0.0.1 (ADR 0048)
    });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database, logger: false, jobPollMs: 0 });
    const origin = 'http://localhost:3000';
    try {
      const reg = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin },
        payload: { email: 'embedded@example.com', password: 'a sound passphrase', username: 'Embedded', role: 'proponent' },
      });
      const cookie = String(([] as string[]).concat(reg.headers['set-cookie'] ?? []).find((c) => c.startsWith('cr_session=')) ?? '').split(
        ';',
      )[0]!;
      expect((await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json().status).toBe('pending');
      expect(await app.jobs.drain()).toBe(1);
      const ready = (await app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json();
      const zip = await app.inject({ method: 'GET', url: ready.downloadUrl, headers: { cookie } });
      expect(JSON.parse(unzip(zip.rawPayload)['profile.json']!)).toMatchObject({ email: 'embedded@example.com' });
      const erased = await app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie, origin },
        payload: { password: 'a sound passphrase' },
      });
      expect(erased.statusCode).toBe(200);
      expect(await database.db.select().from(users)).toEqual([]);
      expect(await verifyAuditChain({ db: database.db })).toMatchObject({ ok: true });
      expect(JSON.stringify(await database.db.select().from(auditLog))).not.toContain('embedded@example.com');
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
