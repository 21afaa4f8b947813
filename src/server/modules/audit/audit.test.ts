import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { listAuditEntries } from './repository.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// As recorded: the chained rows with their personal part (address, e-mail target) rejoined (ADR 0014).
const entries = async () => (await listAuditEntries(t.database.db, 500)).reverse();

describe('audit trail', () => {
  it('records sign-up, sign-in, failed sign-in, sign-out, a mutation and a permission denial with actor, target, address and outcome', async () => {
    const u = await signUp(t);
    await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'wrong password' },
      remoteAddress: '10.20.0.1',
    });
    await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'a sound passphrase' },
      remoteAddress: '10.20.0.2',
    });
    await t.call({ method: 'POST', url: '/api/notifications/read-all', cookie: u.cookie });
    await t.call({ method: 'GET', url: '/api/admin/audit', cookie: u.cookie });
    await t.call({ method: 'GET', url: '/api/logout', cookie: u.cookie, origin: null });
    const mine = (await entries()).filter((e) => e.actorId === u.id || e.target === u.email || e.target === u.id);
    const summary = mine.map((e) => `${e.action}:${e.outcome}`);
    expect(summary).toEqual([
      'auth.register:success',
      'auth.login:failure',
      'auth.login:success',
      'POST /api/notifications/read-all:success',
      'permission.denied:denied',
      'auth.logout:success',
    ]);
    expect(mine.find((e) => e.action === 'auth.login' && e.outcome === 'failure')!.ip).toBe('10.20.0.1');
  });

  it('verifies the chain through the admin API and the command', async () => {
    const admin = await signUpAdmin(t);
    const res = await t.call({ method: 'GET', url: '/api/admin/audit/verify', cookie: admin.cookie });
    expect(res.json()).toMatchObject({ ok: true, firstBroken: null });
    expect(res.json().checked).toBeGreaterThan(5);
    const { stdout } = await run(process.execPath, ['src/server/cli/audit-verify.ts'], { env: { ...process.env, DATABASE_URL: t.dbUrl } });
    expect(stdout).toMatch(/audit chain intact: \d+ entries verified/);
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    // Drizzle wraps the driver's error; PostgreSQL's own message is the cause.
    const refusal = async (q: ReturnType<typeof sql>) => {
      const err = await t.database.db.execute(q).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      return err?.cause?.message ?? err?.message ?? 'no error';
    };
    expect(await refusal(sql`update audit_log set action = 'x' where seq = 1`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from audit_log where seq = 1`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect((await entries()).length).toBeGreaterThan(0);
  });

  it('reports the first broken link when a row is altered directly in the database (triggers disabled by a superuser)', async () => {
    const admin = await signUpAdmin(t);
    const before = await entries();
    const victim = before[2]!;
    await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
    await t.database.db.execute(sql`update audit_log set action = action || '-tampered' where seq = ${victim.seq}`);
    await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
    const res = await t.call({ method: 'GET', url: '/api/admin/audit/verify', cookie: admin.cookie });
    expect(res.json()).toEqual({ ok: false, checked: victim.seq - 1, firstBroken: { seq: victim.seq, reason: 'hash-mismatch' } });
    const cli = await run(process.execPath, ['src/server/cli/audit-verify.ts'], { env: { ...process.env, DATABASE_URL: t.dbUrl } }).catch(
      (e) => e,
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`BROKEN at seq ${victim.seq}`);
  });
});

describe('npm run admin -- create', () => {
  it('creates an admin, and promotes an existing account without changing its password', async () => {
    const env = { ...process.env, DATABASE_URL: t.dbUrl };
    const created = await run(
      process.execPath,
      ['src/server/cli/admin.ts', 'create', '--email', 'Root@Example.com', '--password', 'admin passphrase 1'],
      { env },
    );
    expect(created.stdout).toContain('Admin account root@example.com created');
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'root@example.com', password: 'admin passphrase 1' },
    });
    expect(login.json().user.role).toBe('admin');

    const u = await signUp(t, 'investor');
    const promoted = await run(process.execPath, ['src/server/cli/admin.ts', 'create', '--email', u.email], { env });
    expect(promoted.stdout).toContain('is now an admin');
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json().role).toBe('admin');

    const bad = await run(process.execPath, ['src/server/cli/admin.ts', 'create', '--email', 'new@example.com', '--password', 'short'], {
      env,
    }).catch((e) => e);
    expect(bad.code).toBe(2);
  });
});
