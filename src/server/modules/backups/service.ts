import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import type { Database, Db } from '../../db/types.ts';
import { fsBlobStore, type BlobStore } from '../documents/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import { createBackup, listBackups } from './archive.ts';
import { restoreBackup } from './restore.ts';

export type RunKind = 'backup' | 'restore_test';
export type RunTrigger = 'schedule' | 'admin' | 'cli';
export type BackupRunRow = typeof backupRuns.$inferSelect;

export interface BackupDeps {
  database: Database;
  blobs: BlobStore;
  config: Pick<Config, 'backups' | 'blobStore' | 'databaseUrl'>;
  now: () => Date;
}

const JOB: Record<RunKind, string> = { backup: 'backup.run', restore_test: 'backup.restoreTest' };
const DAY_MS = 24 * 3_600_000;

export async function listRuns(db: Db, limit = 50): Promise<BackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.createdAt)).limit(limit);
}

/** The newest run of a kind with the given status, if any. */
export async function lastRun(db: Db, kind: RunKind, status?: 'succeeded' | 'failed'): Promise<BackupRunRow | null> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(status ? and(eq(backupRuns.kind, kind), eq(backupRuns.status, status)) : eq(backupRuns.kind, kind))
    .orderBy(desc(backupRuns.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Queues a run (a row `queued` and its job). A run of the same kind already queued or running in the
 * last hour is answered instead of starting a second one.
 */
export async function requestRun(
  deps: { db: Db; jobs: JobRunner; now: () => Date },
  kind: RunKind,
  trigger: RunTrigger,
  actorId: string | null,
  runAfter?: Date,
): Promise<{ run: BackupRunRow; created: boolean }> {
  const [pending] = await deps.db
    .select()
    .from(backupRuns)
    .where(
      and(
        eq(backupRuns.kind, kind),
        inArray(backupRuns.status, ['queued', 'running']),
        gt(backupRuns.createdAt, new Date(deps.now().getTime() - 3_600_000)),
      ),
    )
    .limit(1);
  if (pending) return { run: pending, created: false };
  const [run] = await deps.db.insert(backupRuns).values({ kind, trigger, status: 'queued', actorId, createdAt: deps.now() }).returning();
  await deps.jobs.enqueue(JOB[kind], { runId: run!.id }, runAfter);
  return { run: run!, created: true };
}

async function finish(db: Db, id: string, now: Date, values: Partial<typeof backupRuns.$inferInsert>): Promise<void> {
  await db
    .update(backupRuns)
    .set({ ...values, finishedAt: now })
    .where(eq(backupRuns.id, id));
}

/** Writes a backup for a queued run and records its figures, or why it failed. */
export async function runBackup(deps: BackupDeps, runId: string): Promise<void> {
  const { db } = deps.database;
  await db.update(backupRuns).set({ status: 'running', startedAt: deps.now() }).where(eq(backupRuns.id, runId));
  try {
    const r = await createBackup({
      db,
      kind: deps.database.kind,
      blobs: deps.blobs,
      blobConfig: deps.config.blobStore,
      backupDir: deps.config.backups.dir,
      keep: deps.config.backups.keep,
      now: deps.now,
    });
    const m = r.manifest;
    await finish(db, runId, deps.now(), {
      status: 'succeeded',
      backupName: r.name,
      tables: Object.keys(m.tables).length,
      rows: Object.values(m.tables).reduce((a, b) => a + b, 0),
      blobs: m.blobs.count,
      bytes: m.parts.reduce((a, p) => a + p.bytes, 0),
    });
  } catch (err) {
    await finish(db, runId, deps.now(), { status: 'failed', detail: (err as Error).message.slice(0, 2_000) });
  }
}

/**
 * Restores the newest backup into a scratch target (a temporary PGlite directory, or a scratch
 * PostgreSQL database created next to the app's and dropped after) and a temporary blob directory,
 * compares every table's rows and every blob with the manifest, records pass or fail, and cleans up.
 */
export async function runRestoreTest(deps: BackupDeps, runId: string): Promise<void> {
  const { db } = deps.database;
  await db.update(backupRuns).set({ status: 'running', startedAt: deps.now() }).where(eq(backupRuns.id, runId));
  const [name] = await listBackups(deps.config.backups.dir);
  if (!name) {
    await finish(db, runId, deps.now(), { status: 'failed', detail: `no backup in ${deps.config.backups.dir} to restore` });
    return;
  }
  const scratch = await mkdtemp(join(tmpdir(), 'cr-restore-test-'));
  let target: Database | null = null;
  let dropDb: (() => Promise<void>) | null = null;
  try {
    if (deps.database.kind === 'postgres' && deps.config.databaseUrl) {
      const made = await scratchPostgres(deps.config.databaseUrl);
      dropDb = made.drop;
      target = await openDatabase({ databaseUrl: made.url, dataDir: '' });
    } else {
      target = await openDatabase({ databaseUrl: null, dataDir: join(scratch, 'data') });
    }
    const check = await restoreBackup({
      dir: join(deps.config.backups.dir, name),
      db: target.db,
      blobs: fsBlobStore(join(scratch, 'blobs')),
      force: false,
    });
    const ok = check.mismatches.length === 0;
    await finish(db, runId, deps.now(), {
      status: ok ? 'succeeded' : 'failed',
      backupName: name,
      tables: check.tables,
      rows: check.rows,
      blobs: check.blobs,
      bytes: check.bytes,
      detail: ok ? null : check.mismatches.slice(0, 20).join('; ').slice(0, 2_000),
    });
  } catch (err) {
    await finish(db, runId, deps.now(), { status: 'failed', backupName: name, detail: (err as Error).message.slice(0, 2_000) });
  } finally {
    await target?.close().catch(() => undefined);
    await dropDb?.().catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}

async function scratchPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `cr_restore_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** The job handlers: one attempt each (a failed run is recorded, and the next day's run tries again). */
export function registerBackupJobs(deps: BackupDeps & { jobs: JobRunner }): void {
  const runId = (payload: unknown) => (payload as { runId: string }).runId;
  deps.jobs.register(JOB.backup, { maxAttempts: 1, run: (job) => runBackup(deps, runId(job.payload)) });
  deps.jobs.register(JOB.restore_test, { maxAttempts: 1, run: (job) => runRestoreTest(deps, runId(job.payload)) });
}

/**
 * The daily schedule (from the jobs tick): a backup when none was made in the last 20 hours, and a
 * restore test of the newest backup when none ran in the last 7 days.
 */
export async function scheduleBackups(deps: { db: Db; jobs: JobRunner; now: () => Date }): Promise<void> {
  const t = deps.now().getTime();
  const last = await lastRun(deps.db, 'backup');
  if (!last || last.createdAt.getTime() < t - 20 * 3_600_000) await requestRun(deps, 'backup', 'schedule', null);
  const test = await lastRun(deps.db, 'restore_test');
  // Half an hour later, so it restores the backup queued with it rather than racing it.
  if (!test || test.createdAt.getTime() < t - 7 * DAY_MS)
    await requestRun(deps, 'restore_test', 'schedule', null, new Date(t + 30 * 60_000));
}
