import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { backupRuns, jobs, sessions } from '../../db/schema/index.ts';
import type { Database, Db } from '../../db/types.ts';
import { recordAudit } from '../audit/index.ts';
import type { BlobStore } from '../documents/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import { listBackups, verifyBackup, type Manifest } from './archive.ts';
import { listBlobKeys } from './blobs.ts';
import { announceMaintenance, type MaintenanceState } from './maintenance.ts';
import { restoreBackup } from './restore.ts';

/**
 * Restore from a screen (issue 26, ADR 0063): an admin restores a stored backup over the live platform.
 * The route queues a job; the job puts this process in maintenance, verifies the backup, replaces every
 * table's rows in one transaction (on the embedded database too: nothing is swapped on disk, see the
 * ADR), puts the backup's documents back and removes the ones it does not hold, ends every session,
 * then appends who restored which backup, when and why after the restored audit chain.
 */
export const RESTORE_JOB = 'backup.restore';

export interface RestorePayload {
  runId: string;
  backupName: string;
  actorId: string;
  reason: string;
  requestedAt: string;
  ip: string;
}

export interface LiveRestoreDeps {
  database: Database;
  blobs: BlobStore;
  config: Pick<Config, 'backups' | 'blobStore'>;
  now: () => Date;
  lifecycle: { maintenance: MaintenanceState | null };
  /** Called once the data changed (the process's read cache is emptied). */
  onRestored?: () => void;
}

/** A document key as the store writes them (a probe's object, or anything else, is left alone). */
const DOCUMENT_KEY = /^[0-9a-f-]{36}(\.[a-z]{1,8})?$/;

export class RestoreRequestError extends Error {
  readonly code: 'BACKUP_NOT_FOUND' | 'RESTORE_CONFIRMATION_MISMATCH' | 'RESTORE_IN_PROGRESS';
  constructor(code: RestoreRequestError['code']) {
    super(code);
    this.code = code;
  }
}

/** Checks the request and queues the restore: a run row `queued` and its job. */
export async function requestRestore(
  deps: { db: Db; jobs: JobRunner; now: () => Date; backupDir: string },
  r: { backupName: string; confirm: string; reason: string; actorId: string; ip: string },
) {
  if (!(await listBackups(deps.backupDir)).includes(r.backupName)) throw new RestoreRequestError('BACKUP_NOT_FOUND');
  if (r.confirm.trim() !== r.backupName) throw new RestoreRequestError('RESTORE_CONFIRMATION_MISMATCH');
  const [pending] = await deps.db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.kind, 'restore'), inArray(backupRuns.status, ['queued', 'running'])))
    .limit(1);
  if (pending) throw new RestoreRequestError('RESTORE_IN_PROGRESS');
  const at = deps.now();
  const [run] = await deps.db
    .insert(backupRuns)
    .values({ kind: 'restore', trigger: 'admin', status: 'queued', actorId: r.actorId, backupName: r.backupName, createdAt: at })
    .returning();
  const payload: RestorePayload = {
    runId: run!.id,
    backupName: r.backupName,
    actorId: r.actorId,
    reason: r.reason,
    requestedAt: at.toISOString(),
    ip: r.ip,
  };
  await deps.jobs.enqueue(RESTORE_JOB, { ...payload }, undefined, { key: `restore:${run!.id}` });
  return run!;
}

/** Runs a queued restore; the outcome is recorded in backup_runs and the audit trail (never thrown). */
export async function runLiveRestore(deps: LiveRestoreDeps, p: RestorePayload): Promise<void> {
  const { db } = deps.database;
  const startedAt = deps.now();
  deps.lifecycle.maintenance = { since: startedAt.toISOString(), backupName: p.backupName };
  const ended = announceMaintenance(deps.database, deps.lifecycle.maintenance);
  try {
    await db.update(backupRuns).set({ status: 'running', startedAt }).where(eq(backupRuns.id, p.runId));
    const dir = join(deps.config.backups.dir, p.backupName);
    let manifest: Manifest;
    let check: Awaited<ReturnType<typeof restoreBackup>>;
    try {
      manifest = await verifyBackup(dir);
      check = await restoreBackup({ dir, db, blobs: deps.blobs, force: true, verified: manifest });
    } catch (err) {
      // The rows are loaded in one transaction: a failure leaves the data as it was.
      const detail = (err as Error).message.slice(0, 2_000);
      await db.update(backupRuns).set({ status: 'failed', detail, finishedAt: deps.now() }).where(eq(backupRuns.id, p.runId));
      await audit(db, deps.now, p, 'failure', { error: detail.slice(0, 500) });
      return;
    }
    deps.onRestored?.();
    const removedBlobs = await removeBlobsNotIn(deps, manifest);
    const finishedAt = deps.now();
    await afterRestore(db, manifest, p, finishedAt);
    const ok = check.mismatches.length === 0;
    // The run's row was not in the backup (it was requested after it): written again, with the outcome.
    await db.delete(backupRuns).where(eq(backupRuns.id, p.runId));
    await db.insert(backupRuns).values({
      id: p.runId,
      kind: 'restore',
      trigger: 'admin',
      status: ok ? 'succeeded' : 'failed',
      actorId: p.actorId,
      backupName: p.backupName,
      tables: check.tables,
      rows: check.rows,
      blobs: check.blobs,
      bytes: check.bytes,
      detail: ok ? null : check.mismatches.slice(0, 20).join('; ').slice(0, 2_000),
      createdAt: new Date(p.requestedAt),
      startedAt,
      finishedAt,
    });
    await audit(db, deps.now, p, ok ? 'success' : 'failure', {
      backupCreatedAt: manifest.createdAt,
      rows: check.rows,
      blobs: check.blobs,
      removedBlobs,
      mismatches: check.mismatches.length,
    });
  } finally {
    deps.lifecycle.maintenance = null;
    await ended();
  }
}

/** Who restored which backup, when and why: appended after the restored chain, so verification passes. */
async function audit(db: Db, now: () => Date, p: RestorePayload, outcome: 'success' | 'failure', extra: Record<string, unknown>) {
  await recordAudit(
    { db, now },
    {
      actorId: p.actorId,
      action: 'admin.backup.restore',
      target: p.backupName,
      outcome,
      ip: p.ip,
      details: { reason: p.reason, requestedAt: p.requestedAt, runId: p.runId, ...extra },
    },
  );
}

/**
 * What the restored rows say that is no longer true: every session ends (everyone signs in again, the
 * admin who restored included); the backup's own run, caught `running` in its snapshot, is closed with
 * its backup, other unfinished runs and their jobs as interrupted (they would otherwise be run again).
 */
async function afterRestore(db: Db, manifest: Manifest, p: RestorePayload, at: Date): Promise<void> {
  await db.delete(sessions);
  await db
    .delete(jobs)
    .where(and(inArray(jobs.kind, ['backup.run', 'backup.restoreTest', 'backup.restore']), inArray(jobs.status, ['queued', 'running'])));
  const open = await db
    .select()
    .from(backupRuns)
    .where(inArray(backupRuns.status, ['queued', 'running']));
  const own = open
    .filter((r) => r.kind === 'backup' && r.status === 'running' && r.createdAt.getTime() <= Date.parse(manifest.createdAt))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  for (const r of open) {
    const mine = r.id === own?.id;
    await db
      .update(backupRuns)
      .set(
        mine
          ? {
              status: 'succeeded',
              backupName: p.backupName,
              tables: Object.keys(manifest.tables).length,
              blobs: manifest.blobs.count,
              finishedAt: at,
            }
          : { status: 'failed', detail: `interrupted: the platform was restored from ${p.backupName}`, finishedAt: at },
      )
      .where(eq(backupRuns.id, r.id));
  }
  // The restored users' rows were written with triggers off: every instance drops the sessions it kept.
  await db.execute(sql`select pg_notify('cr_auth_changed', '')`);
}

/** Documents written after the backup have no row any more: removed, so the store holds exactly the backup's. */
async function removeBlobsNotIn(deps: LiveRestoreDeps, manifest: Manifest): Promise<number> {
  const kept = new Set(manifest.parts.filter((x) => x.path.startsWith('blobs/')).map((x) => x.path.slice('blobs/'.length)));
  let removed = 0;
  for (const key of await listBlobKeys(deps.config.blobStore)) {
    if (!DOCUMENT_KEY.test(key) || kept.has(key)) continue;
    await deps.blobs.delete(key);
    removed += 1;
  }
  return removed;
}

/** The restore's job: one attempt (a failed restore is recorded; the admin decides what next). */
export function registerRestoreJob(deps: LiveRestoreDeps & { jobs: JobRunner }): void {
  deps.jobs.register(RESTORE_JOB, { maxAttempts: 1, run: (job) => runLiveRestore(deps, job.payload as unknown as RestorePayload) });
}
