import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { DataDirError } from './data-dir.ts';

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
    const tables = await db.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name in ('users','audit_log','notifications','outbox')`);
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
      execFile(process.execPath, ['src/server/cli/admin.ts', 'create', '--email', 'ops@example.com', '--password', 'embedded admin pass'], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } }, (err, stdout, stderr) =>
        err ? reject(new Error(stderr)) : resolve(stdout),
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
      env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const deadline = Date.now() + 60_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
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
        (e: Error & { cause?: { code?: string } }) => (e.cause?.code === 'ECONNREFUSED' ? 'refused' : `failed: ${e.cause?.code ?? e.message}`),
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
});
