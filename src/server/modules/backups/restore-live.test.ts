import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { verifyAuditChain } from '../audit/index.ts';
import { listTables } from './database.ts';

/**
 * Restore from a screen (issue 26, ADR 0063) on both databases: back up through the route, change data
 * (a setting, a new account, a new document), restore through the route. The oracle is the backup
 * itself: each table's rows in its db/<table>.json (compared as sets of JSON texts, exactly) and each
 * document's bytes as written; the tables the restore itself writes afterwards are checked for exactly
 * that write (sessions none, the audit chain the backup's plus one entry, the runs and jobs).
 */

/** The same shape as the harness's test app, on the embedded database in a directory of its own. */
async function pgliteApp(): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cr-restore-pglite-'));
  const config = loadConfig({
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    REGISTER_PER_ADDRESS_HOUR: '1000000',
    FORGOT_PASSWORD_PER_ADDRESS_HOUR: '1000000',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, jobPollMs: 0 });
  return {
    app,
    database,
    config,
    dbUrl: '',
    call: async ({ cookie, origin = ORIGIN, headers, ...rest }) =>
      await app.inject({ ...rest, headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...(headers ?? {}) } }),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function tableRows(t: TestApp, table: string): Promise<string[]> {
  const r = (await t.database.db.execute(sql.raw(`select coalesce(json_agg(x), '[]')::text as j from "${table}" x`))) as unknown as {
    rows: { j: string }[];
  };
  return (JSON.parse(r.rows[0]!.j) as unknown[]).map((x) => JSON.stringify(x)).sort();
}

/** Tables the restore writes after loading the backup: checked one by one below. */
const WRITTEN_AFTER = new Set(['sessions', 'audit_log', 'audit_personal', 'backup_runs', 'jobs']);

describe.each([
  ['PostgreSQL', () => createTestApp({}, { jobPollMs: 0 })],
  ['PGlite', pgliteApp],
])('restore from the route on %s', (_label, make) => {
  it('puts back every row and document of the backup, in maintenance meanwhile; everyone signs in again; the audit chain holds', async () => {
    const t = await make();
    opened.push(t);
    const admin = await signUpAdmin(t);
    const user = await signUp(t);
    await t.database.db.execute(sql`insert into settings (key, value) values ('restore-probe', 'before')`);
    const keptKey = randomUUID();
    const keptBytes = randomBytes(50_000);
    await t.app.blobs.put(keptKey, Readable.from([keptBytes]));

    const backup = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin.cookie, payload: {} });
    expect(backup.statusCode).toBe(202);
    await t.app.jobs.drain();
    const [run] = (await t.database.db
      .select()
      .from(backupRuns)
      .where(sql`id = ${backup.json().id}`)) as { backupName: string | null }[];
    const name = run!.backupName!;
    expect(name).toMatch(/^cr-backup-/);
    const dir = join(t.config.backups.dir, name);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { tables: Record<string, number> };

    // Changes after the backup: a setting, a new account, a new document.
    await t.database.db.execute(sql`update settings set value = 'after' where key = 'restore-probe'`);
    const late = await signUp(t);
    const lateKey = randomUUID();
    await t.app.blobs.put(lateKey, Readable.from([randomBytes(1_000)]));

    // Refusals: the confirmation must repeat the name, a reason is required, the backup must exist.
    const restore = (body: Record<string, unknown>, cookie = admin.cookie) =>
      t.call({ method: 'POST', url: '/api/admin/backups/restore', cookie, payload: body });
    expect((await restore({ backupName: name, confirm: 'yes', reason: 'Test' })).json().code).toBe('RESTORE_CONFIRMATION_MISMATCH');
    expect((await restore({ backupName: name, confirm: name, reason: '  ' })).json().code).toBe('REASON_REQUIRED');
    const missing = await restore({ backupName: 'cr-backup-20200101T000000000Z', confirm: 'cr-backup-20200101T000000000Z', reason: 'x' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'BACKUP_NOT_FOUND']);
    expect((await restore({ backupName: name, confirm: name, reason: 'Test' }, user.cookie)).statusCode).toBe(403);

    const queued = await restore({ backupName: name, confirm: name, reason: 'Undo the bad import' });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ kind: 'restore', status: 'queued', backupName: name });
    expect((await restore({ backupName: name, confirm: name, reason: 'Twice' })).json().code).toBe('RESTORE_IN_PROGRESS');

    // While the job runs: every API request but the probes answers 503 MAINTENANCE, in the caller's language.
    let drained = false;
    const draining = t.app.jobs.drain().finally(() => (drained = true));
    while (!t.app.lifecycle.maintenance && !drained) await new Promise((r) => setImmediate(r));
    expect(t.app.lifecycle.maintenance).toMatchObject({ backupName: name });
    const during = await t.call({ method: 'GET', url: '/api/projects', cookie: user.cookie, headers: { 'accept-language': 'it' } });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('30');
    expect(during.json()).toMatchObject({ code: 'MAINTENANCE', message: expect.stringContaining('ripristino') });
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json().status, health.json().backupName]).toEqual([200, 'maintenance', name]);
    expect((await t.call({ method: 'GET', url: '/api/ready' })).json().reason).toBe('maintenance');
    await draining;
    expect(t.app.lifecycle.maintenance).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });

    // The change is gone and every row of the backup is back.
    const probe = (await t.database.db.execute(sql`select value from settings where key = 'restore-probe'`)) as unknown as {
      rows: { value: string }[];
    };
    expect(probe.rows.map((r) => r.value)).toEqual(['before']);
    const lateRow = (await t.database.db.execute(sql`select id from users where id = ${late.id}`)) as unknown as { rows: unknown[] };
    expect(lateRow.rows).toHaveLength(0);
    const tables = await listTables(t.database.db);
    expect(tables.sort()).toEqual(Object.keys(manifest.tables).sort());
    for (const table of tables) {
      if (WRITTEN_AFTER.has(table)) continue;
      const dumped = (JSON.parse(readFileSync(join(dir, 'db', `${table}.json`), 'utf8')) as unknown[]).map((x) => JSON.stringify(x)).sort();
      expect({ table, rows: await tableRows(t, table) }).toEqual({ table, rows: dumped });
    }
    // Every document of the backup is back byte for byte; the one written after it is gone.
    const back: Buffer[] = [];
    for await (const c of await t.app.blobs.get(keptKey)) back.push(c as Buffer);
    expect(Buffer.concat(back).equals(keptBytes)).toBe(true);
    expect(await t.app.blobs.exists(lateKey)).toBe(false);

    // Sessions: none survive, the admin's included.
    expect(await tableRows(t, 'sessions')).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/projects', cookie: admin.cookie })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/projects', cookie: user.cookie })).statusCode).toBe(401);

    // The audit chain: the backup's entries, then who restored which backup, when and why; verification passes.
    const dumpedAudit = JSON.parse(readFileSync(join(dir, 'db', 'audit_log.json'), 'utf8')) as { seq: number }[];
    const chain = (await t.database.db.execute(
      sql`select seq::int as seq, actor_id, action, target, outcome, details from audit_log order by seq`,
    )) as unknown as {
      rows: { seq: number; actor_id: string; action: string; target: string; outcome: string; details: Record<string, unknown> }[];
    };
    expect(chain.rows).toHaveLength(dumpedAudit.length + 1);
    expect(chain.rows.at(-1)).toMatchObject({
      seq: dumpedAudit.length + 1,
      actor_id: admin.id,
      action: 'admin.backup.restore',
      target: name,
      outcome: 'success',
      details: { reason: 'Undo the bad import', runId: queued.json().id, mismatches: 0, removedBlobs: 1 },
    });
    expect(await verifyAuditChain({ db: t.database.db })).toMatchObject({ ok: true, firstBroken: null });
    // The personal parts of the backup's entries are all back (the restore's own entry may add one).
    const personal = await tableRows(t, 'audit_personal');
    for (const row of (JSON.parse(readFileSync(join(dir, 'db', 'audit_personal.json'), 'utf8')) as unknown[]).map((x) => JSON.stringify(x)))
      expect(personal).toContain(row);

    // The run is recorded (after the restored runs, the backup's own closed as succeeded), and no backup job is left to run again.
    const runs = await t.database.db.select().from(backupRuns);
    expect(runs.find((r) => r.id === queued.json().id)).toMatchObject({
      kind: 'restore',
      status: 'succeeded',
      backupName: name,
      actorId: admin.id,
    });
    expect(runs.find((r) => r.id === backup.json().id)).toMatchObject({ status: 'succeeded', backupName: name });
    expect(runs.filter((r) => r.status === 'queued' || r.status === 'running')).toEqual([]);
    const pending = (await t.database.db.execute(
      sql`select kind from jobs where status in ('queued', 'running') and kind like 'backup.%'`,
    )) as unknown as { rows: unknown[] };
    expect(pending.rows).toEqual([]);

    // The admin signs in again and sees the restore in the list.
    const again = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: 'a sound passphrase' } });
    expect(again.statusCode).toBe(200);
  }, 180_000);
});
