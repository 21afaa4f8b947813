import type { ConsentRecord, ExportState, PrivacyOverview, PrivacyRequestRow } from '../../../contract/privacy.ts';
import { EXPORT_TTL_DAYS, statutoryDeadline } from '../../../domain/privacy/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditEntriesAbout, recordAudit } from '../audit/index.ts';
import { requirePassword } from '../auth/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import { buildExportArchive, type PackZip } from './export-archive.ts';
import { runErasure } from './erasure.ts';
import * as repo from './repository.ts';

export interface PrivacyDeps {
  db: Db;
  now: () => Date;
  jobs: JobRunner;
  /** Deflates the archive off the event loop (the CPU worker pool, ADR 0033); default in this thread. */
  pack?: (...args: [...Parameters<PackZip>, owner: string]) => ReturnType<PackZip>;
}

export const EXPORT_JOB = 'privacy.export';
const DAY_MS = 86_400_000;

export const downloadUrlOf = (id: string) => `/api/account/export/${id}/download`;

/** The state the API shows; null when there is nothing current (never requested, expired or erased). */
export function exportStateOf(row: repo.PrivacyRequestMeta | null, now: Date): ExportState | null {
  if (!row || row.status === 'expired' || row.status === 'completed') return null;
  if (row.status === 'ready' && row.expiresAt && row.expiresAt <= now) return null;
  const state: ExportState = { id: row.id, status: row.status, requestedAt: row.receivedAt.toISOString() };
  if (row.status === 'ready') {
    state.readyAt = row.completedAt!.toISOString();
    state.expiresAt = row.expiresAt!.toISOString();
    state.downloadUrl = downloadUrlOf(row.id);
    if (row.archiveBytes !== null) state.sizeBytes = row.archiveBytes;
  }
  return state;
}

/**
 * `GET /api/account/export`: the export in progress or still downloadable, else a new one, queued as
 * a background job. `started` says whether this call started it (for the audit entry).
 */
export async function startOrGetExport(deps: PrivacyDeps, userId: string): Promise<{ state: ExportState; started: boolean }> {
  const now = deps.now();
  const current = exportStateOf(await repo.latestExport(deps.db, userId), now);
  if (current && current.status !== 'failed') return { state: current, started: false };
  const created = await repo.insertExport(deps.db, userId, now);
  if (!created) {
    // Another request started one a moment ago: answer with it.
    return { state: exportStateOf(await repo.latestExport(deps.db, userId), now)!, started: false };
  }
  await deps.jobs.enqueue(EXPORT_JOB, { requestId: created.id });
  return { state: exportStateOf(created, now)!, started: true };
}

/** The job: builds the archive and keeps it for EXPORT_TTL_DAYS. Idempotent: a re-run rebuilds it. */
export async function runExport(deps: Pick<PrivacyDeps, 'db' | 'now' | 'pack'>, requestId: string): Promise<void> {
  const request = await repo.getRequest(deps.db, requestId);
  if (!request || (request.status !== 'pending' && request.status !== 'running')) return;
  const user = await repo.userRow(deps.db, request.userId);
  if (!user) return;
  await repo.markRunning(deps.db, requestId);
  const archive = await buildExportArchive(
    deps.db,
    { id: user.id, email: user.email },
    deps.now(),
    deps.pack && ((entries, at) => deps.pack!(entries, at, user.id)),
  );
  const now = deps.now();
  await repo.storeArchive(deps.db, requestId, archive, now, new Date(now.getTime() + EXPORT_TTL_DAYS * DAY_MS));
  await recordAudit(deps, {
    actorId: user.id,
    action: 'privacy.export.ready',
    target: requestId,
    outcome: 'success',
    ip: null,
    details: { bytes: archive.length },
  });
}

export function registerPrivacyJobs(deps: Pick<PrivacyDeps, 'db' | 'now' | 'jobs' | 'pack'>): void {
  deps.jobs.register(EXPORT_JOB, {
    run: (job) => runExport(deps, String(job.payload.requestId)),
    maxAttempts: 3,
    onFailed: async (job, err) => {
      await repo.markFailed(deps.db, String(job.payload.requestId), err.message.slice(0, 200), deps.now());
    },
  });
}

/** Expiry sweep, on every poll: archives past their date are deleted. */
export const expireExports = (deps: Pick<PrivacyDeps, 'db' | 'now'>) => repo.expireExports(deps.db, deps.now());

/** The archive, to its owner only, while it is ready and not expired. Someone else's id is a 404. */
export async function downloadExport(deps: PrivacyDeps, userId: string, id: string): Promise<{ archive: Buffer; producedAt: Date }> {
  const request = await repo.getRequest(deps.db, id);
  if (!request || request.kind !== 'export' || request.userId !== userId) throw new AppError('NOT_FOUND');
  const now = deps.now();
  if (request.status === 'expired' || (request.status === 'ready' && request.expiresAt! <= now)) throw new AppError('EXPORT_EXPIRED');
  if (request.status !== 'ready') throw new AppError('EXPORT_NOT_READY');
  const archive = await repo.getArchive(deps.db, id);
  if (!archive) throw new AppError('EXPORT_EXPIRED');
  await repo.markDownloaded(deps.db, id, now);
  return { archive, producedAt: request.completedAt! };
}

export async function privacyOverview(deps: PrivacyDeps, user: { id: string; email: string }): Promise<PrivacyOverview> {
  const consents: ConsentRecord[] = (await repo.consentsOf(deps.db, user.id)).map((c) => ({
    id: c.id,
    recordedAt: c.recordedAt.toISOString(),
    policyVersion: c.policyVersion,
    analytics: c.analytics,
    marketing: c.marketing,
    functional: c.functional,
  }));
  const counts = await repo.holdingCounts(deps.db, user.id);
  const auditEntries = (await auditEntriesAbout(deps.db, user.id, user.email)).length;
  return { export: exportStateOf(await repo.latestExport(deps.db, user.id), deps.now()), consents, holdings: { ...counts, auditEntries } };
}

/**
 * `DELETE /api/account`: checks the password (a wrong one changes nothing and answers
 * WRONG_PASSWORD, as every password check of the account does; five tries per quarter hour), then runs the erasure's steps in one transaction
 * and records that an erasure happened, by the now meaningless id.
 */
export async function eraseAccount(
  deps: PrivacyDeps,
  user: { id: string; email: string },
  password: string,
): Promise<{ erasedAt: Date; steps: Record<string, number> }> {
  const receivedAt = deps.now();
  await enforceRateLimit(deps.db, `erase:${user.id}`, 5, 15 * 60, receivedAt);
  await requirePassword(deps, user.id, password);
  const steps = await runErasure(deps.db, user);
  const erasedAt = deps.now();
  await repo.insertErasure(deps.db, user.id, receivedAt, erasedAt);
  // No address or e-mail: the entry must not bring back what was just erased.
  await recordAudit(deps, {
    actorId: user.id,
    action: 'privacy.erasure',
    target: user.id,
    outcome: 'success',
    ip: null,
    details: { steps },
  });
  return { erasedAt, steps };
}

export async function listPrivacyRequests(deps: Pick<PrivacyDeps, 'db' | 'now'>): Promise<PrivacyRequestRow[]> {
  const now = deps.now();
  return (await repo.listRequests(deps.db, 500)).map((r) => {
    const deadline = statutoryDeadline(r.receivedAt);
    const answered = r.status === 'ready' || r.status === 'expired' || r.status === 'completed' ? r.completedAt : null;
    const timeliness = answered ? (answered <= deadline ? 'on-time' : 'late') : now <= deadline ? 'open' : 'late';
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      subjectEmail: r.email,
      subjectId: r.userId,
      receivedAt: r.receivedAt.toISOString(),
      deadline: deadline.toISOString(),
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
      timeliness,
    };
  });
}
