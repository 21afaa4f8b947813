import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './client.ts';
import { DataDirError } from './data-dir.ts';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sessions, users } from './schema/index.ts';

/**
 * The embedded default. Creating a PGlite database costs seconds, so one is made once and copied
 * for the cases that need a directory of their own.
 */
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-'));
const prepared = join(root, 'prepared');

beforeAll(async () => {
  const db = await openDatabase({ databaseUrl: null, dataDir: prepared });
  await db.db.execute(sql`insert into settings (key, value) values ('probe', 'kept')`);
  await db.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const copy = (name: string) => {
  const dir = join(root, name);
  cpSync(prepared, dir, { recursive: true });
  return dir;
};

describe('embedded PGlite database', () => {
  it('applies the migrations and keeps data across a close and reopen', async () => {
    const dir = copy('reopen');
    const db = await openDatabase({ databaseUrl: null, dataDir: dir });
    const rows = await db.db.execute(sql`select value from settings where key = 'probe'`);
    expect((rows as unknown as { rows: { value: string }[] }).rows[0]?.value).toBe('kept');
    const tables = await db.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name in ('users','audit_log','notifications','outbox')`,
    );
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(4);
    expect(await db.ping()).toBe(true);
    await db.close();
  });

  it('locks the directory against a second opener, and frees it on close', async () => {
    const dir = copy('locked');
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    // A lock held by another live process (our parent stands in for it) refuses the opener.
    writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: process.ppid, host: (await import('node:os')).hostname() }));
    await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(/in use by another server process/);
    unlinkSync(join(dir, '.lock'));
    await first.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = copy('stale');
    writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, host: (await import('node:os')).hostname() }));
    const db = await openDatabase({ databaseUrl: null, dataDir: dir });
    await db.close();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });

  it('refuses a foreign directory rather than starting in it', async () => {
    const dir = join(root, 'foreign');
    mkdirSync(dir);
    writeFileSync(join(dir, 'thesis.docx'), 'not ours');
    const err = await openDatabase({ databaseUrl: null, dataDir: dir }).catch((e) => e);
    expect(err).toBeInstanceOf(DataDirError);
    expect(err.message).toMatch(/not created by this application/);
  });

  it('refuses a corrupt database directory rather than starting empty', async () => {
    const dir = copy('corrupt');
    unlinkSync(join(dir, 'pg', 'PG_VERSION'));
    const err = await openDatabase({ databaseUrl: null, dataDir: dir }).catch((e) => e);
    expect(err).toBeInstanceOf(DataDirError);
    expect(err.message).toMatch(/corrupt/);
  });

  it('runs `npm run admin -- create` against the embedded database too', async () => {
    const dir = copy('admin-cli');
    const { execFile } = await import('node:child_process');
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['src/server/cli/admin.ts', 'create', '--email', 'ops@example.com', '--password', 'embedded admin pass'],
        { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
        (err, stdout, stderr) => (err ? reject(new Error(stderr)) : resolve(stdout)),
      ),
    );
    expect(out).toContain('Admin account ops@example.com created');
    const db = await openDatabase({ databaseUrl: null, dataDir: dir });
    const rows = await db.db.execute(sql`select role from users where email = 'ops@example.com'`);
    expect((rows as unknown as { rows: { role: string }[] }).rows[0]?.role).toBe('admin');
    await db.close();
  }, 60_000);

  it('serves, then on SIGTERM drains, closes the database, frees the lock and exits 0', async () => {
    const dir = copy('server');
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const deadline = Date.now() + 60_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, output).toBe(true);
    expect(existsSync(join(dir, '.lock'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Requests in flight when SIGTERM arrives are answered, not dropped: each gets its answer (401:
    // nobody is signed in), or a
    // 503 if it reached a connection already closing; none is reset mid-flight, none is a 500.
    // (One that never connected because the listener had closed is refused, which is correct.)
    const inFlight = Array.from({ length: 40 }, () =>
      fetch(`http://127.0.0.1:${port}/api/auth/user`).then(
        (r) => r.status,
        (e: Error & { cause?: { code?: string } }) =>
          e.cause?.code === 'ECONNREFUSED' ? 'refused' : `failed: ${e.cause?.code ?? e.message}`,
      ),
    );
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((s) => s !== 401 && s !== 503 && s !== 'refused')).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    const again = await openDatabase({ databaseUrl: null, dataDir: dir });
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 90_000);

  it('serves a signed-in user from kept session rows, and any write (role, sign-out, revocation) is seen on the next request', async () => {
    const dir = copy('session-cache');
    const config = loadConfig({
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dir,
      DATABASE_URL: '',
      AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
      WEB_DIST: '/nonexistent',
      REGISTER_PER_ADDRESS_HOUR: '1000000', // every test signs up from 127.0.0.1 (ADR 0048)
    });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database, logger: false });
    try {
      expect(database.writes).not.toBeNull();
      const origin = 'http://localhost:3000';
      const register = async (email: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { origin },
          payload: { email, password: 'a sound passphrase', username: 'Cache Test', role: 'proponent' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return {
          id: res.json().user.id as string,
          cookie: String(([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('cr_session=')) ?? '').split(
            ';',
          )[0]!,
        };
      };
      const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      const a = await register('cache-a@example.com');
      const b = await register('cache-b@example.com');

      // Repeated reads with no write between them are answered from the kept row: the clock stays.
      expect((await me(a.cookie)).json().role).toBe('proponent');
      const still = database.writes!.generation;
      for (let i = 0; i < 5; i += 1) expect((await me(a.cookie)).statusCode).toBe(200);
      expect(database.writes!.generation).toBe(still);

      // A role changed directly in the database (as the admin command does) shows at once.
      await database.db.update(users).set({ role: 'investor', subscriptionTier: 'business' }).where(eq(users.id, a.id));
      const changed = (await me(a.cookie)).json();
      expect([changed.role, changed.subscriptionTier]).toEqual(['investor', 'business']);

      // A session revoked in the database is refused on its next request.
      expect((await me(b.cookie)).statusCode).toBe(200);
      await database.db.delete(sessions).where(eq(sessions.userId, b.id));
      expect((await me(b.cookie)).statusCode).toBe(401);

      // Signing out ends the session for the very next request.
      const out = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: a.cookie } });
      expect(out.statusCode).toBe(302);
      expect((await me(a.cookie)).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000);
});
