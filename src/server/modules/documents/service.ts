import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { DocumentDetail, DocumentListItem, DocumentSummary, DocumentText, RiskFlag } from '../../../contract/documents.ts';
import { documentDateBody, PROSE_MEDIA_TYPES } from '../../../contract/documents.ts';
import { storageQuota } from '../../../domain/rbac/index.ts';
import type { Db } from '../../db/types.ts';
import { nextPlanIdFor, upgradeUrl } from '../../../domain/billing/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import { accessOf, listWithFacts } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { workspaceTier } from '../workspaces/index.ts';
import { receiveToTemp, TooLargeError } from './receive.ts';
import * as repo from './repository.ts';
import { viewCounts } from './views.ts';
import { extensionOf, judgeUpload, sanitizeFilename } from './safety/index.ts';
import { BlobMissingError } from './storage/index.ts';
import type { DocumentDeps } from './deps.ts';

export type { DocumentDeps };
export { decideOnFigure, documentFigures, figureOf, projectFigures } from './service-figures.ts';

export const ANALYSE_JOB = 'document.analyse';
export const PURGE_JOB = 'document.purge-project';
export const textKey = (id: string) => `${id}.text`;

const summary = (d: repo.DocumentWithPeople): DocumentSummary => ({
  id: d.id,
  projectId: d.projectId,
  filename: d.filename,
  mediaType: d.mediaType,
  size: d.size,
  sha256: d.sha256,
  status: d.status,
  version: d.version,
  uploadedAt: d.createdAt.toISOString(),
  uploadedBy: d.uploadedBy ? { id: d.uploadedBy, name: d.uploaderName ?? '' } : null,
  proposedFigures: d.proposedFigures,
});

/**
 * Receives one upload (ADR 0016): streamed to a temp file while hashed, refused when too large, empty,
 * of a type its content does not prove, or unsafe; within the workspace owner's storage quota; then
 * stored under a new id, recorded as the next version of its name, and queued for analysis. A refusal
 * leaves no row and no object; a failure after the object was stored deletes it.
 */
export async function uploadDocument(
  deps: DocumentDeps,
  user: SessionUser,
  p: ResolvedProject,
  file: { filename: string; stream: Readable; statedDate?: string | null },
): Promise<DocumentSummary> {
  const tier = await workspaceTier(deps.db, p.row.workspaceId);
  const quota = storageQuota(tier);
  const usedBefore = await repo.storageUsed(deps.db, p.row.workspaceId);
  if (usedBefore >= quota) {
    file.stream.resume();
    throw new AppError('STORAGE_QUOTA_EXCEEDED', {
      used: usedBefore,
      limit: quota,
      tier,
      upgradeUrl: upgradeUrl(nextPlanIdFor(tier), `/projects/${p.row.id}`),
    });
  }
  const filename = sanitizeFilename(file.filename);
  let received;
  try {
    received = await receiveToTemp(file.stream, deps.tmpDir, deps.maxBytes, extensionOf(filename) === '.csv');
  } catch (err) {
    if (err instanceof TooLargeError) throw new AppError('FILE_TOO_LARGE', { maxBytes: deps.maxBytes });
    throw err;
  }
  try {
    if (received.size === 0) throw new AppError('FILE_EMPTY');
    const verdict = await judgeUpload(received.path, extensionOf(filename), received);
    if (!verdict.ok) throw new AppError(verdict.code, verdict.code === 'FILE_UNSAFE' ? { reason: verdict.reason } : undefined);
    if (usedBefore + received.size > quota)
      throw new AppError('STORAGE_QUOTA_EXCEEDED', {
        used: usedBefore,
        limit: quota,
        tier,
        upgradeUrl: upgradeUrl(nextPlanIdFor(tier), `/projects/${p.row.id}`),
      });

    const id = randomUUID();
    const stored = await deps.blobs.put(id, createReadStream(received.path));
    let row: repo.DocumentRow | null = null;
    try {
      if (stored.sha256 !== received.sha256 || stored.size !== received.size) throw new Error('the stored object differs from the upload');
      const risks: RiskFlag[] = verdict.risks.map((code) => ({ code, severity: 'warning', detail: {} }));
      const inserted = await repo.insertDocument(deps.db, p.row.workspaceId, quota, {
        id,
        projectId: p.row.id,
        uploadedBy: user.id,
        filename,
        mediaType: verdict.mediaType,
        size: received.size,
        sha256: received.sha256,
        risks,
        statedDate: file.statedDate ?? null,
        createdAt: deps.now(),
      });
      if (!inserted.row)
        throw new AppError('STORAGE_QUOTA_EXCEEDED', {
          used: inserted.used,
          limit: quota,
          tier,
          upgradeUrl: upgradeUrl(nextPlanIdFor(tier), `/projects/${p.row.id}`),
        });
      row = inserted.row;
      await deps.jobs.enqueue(ANALYSE_JOB, { documentId: id });
    } catch (err) {
      // Nothing half-stored: the object goes, and the row if the job could not be queued.
      if (row) await repo.hardDeleteDocument(deps.db, row.id).catch(() => undefined);
      await deps.blobs.delete(id).catch(() => undefined);
      throw err;
    }
    return summary({ ...row, uploaderName: user.username, proposedFigures: 0 });
  } finally {
    await rm(received.path, { force: true });
  }
}

export async function projectDocuments(deps: DocumentDeps, p: ResolvedProject): Promise<DocumentSummary[]> {
  const docs = (await repo.listDocuments(deps.db, [p.row.id])).map(summary);
  // Who looked is the proponent's to know (ADR 0030): the owner and editors, not a grantee.
  if (!p.access.capabilities.editDetails) return docs;
  const counts = await viewCounts(deps.db, p.row.id);
  return docs.map((d) => ({ ...d, views: counts.get(d.id) ?? { viewers: 0, views: 0, lastAt: null } }));
}

/** Every live document of every project the caller reaches as a member or through a live grant. */
export async function visibleDocuments(deps: DocumentDeps, user: SessionUser): Promise<DocumentListItem[]> {
  const now = deps.now();
  const reachable = (await listWithFacts(deps.db, user.id, now, false, { where: [], orderBy: [], limit: 10_000 }))
    .map((f) => accessOf(user, f, now))
    .filter((p) => p.access.capabilities.view);
  const titles = new Map(reachable.map((p) => [p.row.id, p.row.title]));
  return (await repo.listDocuments(deps.db, [...titles.keys()])).map((d) => ({
    ...summary(d),
    projectTitle: titles.get(d.projectId) ?? '',
  }));
}

export async function documentDetail(deps: DocumentDeps, d: repo.DocumentWithPeople): Promise<DocumentDetail> {
  const versions = await repo.earlierVersions(deps.db, d);
  return {
    ...summary(d),
    kind: (d.kind as DocumentDetail['kind']) ?? null,
    kindConfidence: d.kindConfidence,
    pages: d.pages,
    textLayer: d.textLayer,
    ocr: (d.ocr as DocumentDetail['ocr']) ?? null,
    language: (d.language as DocumentDetail['language']) ?? null,
    checklist: d.checklist ?? [],
    risks: d.risks ?? [],
    failure: d.failureCode ? { code: d.failureCode, message: d.failureMessage ?? '' } : null,
    versions: versions.map((v) => ({ id: v.id, version: v.version, uploadedAt: v.uploadedAt.toISOString(), sha256: v.sha256 })),
    statedDate: d.statedDate,
    // only a text's periods rest on a date: a sheet's columns name their own years (an analysis from before the date was recorded
    // says so, not "none found")
    ...(d.status === 'analysed' && PROSE_MEDIA_TYPES.has(d.mediaType)
      ? { dated: d.dated === null ? ('not_recorded' as const) : 'none' in d.dated ? null : d.dated }
      : {}),
  };
}

/**
 * The uploader states the document's date, or withdraws it (ADR 0107): its periods are read again against
 * it, in the job queue; figures already accepted or rejected stay as they were decided.
 */
export async function restateDocumentDate(deps: DocumentDeps, d: repo.DocumentRow, date: string | null): Promise<DocumentSummary> {
  if (d.status === 'quarantined') throw new AppError('DOCUMENT_QUARANTINED');
  await repo.restateDate(deps.db, d.id, checkedStatedDate(date, deps.now()));
  // a document already waiting for its reading takes the new date when that reading runs: a second job would read it twice
  if (d.status !== 'queued') await deps.jobs.enqueue(ANALYSE_JOB, { documentId: d.id });
  return summary((await repo.findDocument(deps.db, d.id))!);
}

/** The upload's optional `documentDate` field (sent before the file), as `checkedStatedDate` takes it; VALIDATION_FAILED when it is no ISO day. */
export function uploadStatedDate(field: unknown, now: Date): string | null {
  const value = field && typeof field === 'object' && 'value' in field ? String(field.value).trim() : '';
  if (value === '') return null;
  const day = documentDateBody.shape.date.safeParse(value);
  if (!day.success || day.data === null)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'documentDate', message: 'an ISO day, "2024-03-14"', code: 'invalid_format' }],
    });
  return checkedStatedDate(day.data, now);
}

/** A stated date no later than tomorrow (the uploader's today, in any time zone); VALIDATION_FAILED on `date` otherwise. */
export function checkedStatedDate(date: string | null, now: Date): string | null {
  if (date === null) return null;
  const latest = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (date <= latest && date >= '1970-01-01') return date;
  throw new AppError('VALIDATION_FAILED', {
    fields: [
      { path: 'date', message: 'a document cannot be dated after today or before 1970', code: date > latest ? 'too_big' : 'too_small' },
    ],
  });
}

/** The stored bytes; a quarantined document's are never served. */
export async function documentContent(deps: DocumentDeps, d: repo.DocumentRow): Promise<Readable> {
  if (d.status === 'quarantined') throw new AppError('DOCUMENT_QUARANTINED');
  try {
    return await deps.blobs.get(d.storageKey);
  } catch (err) {
    if (err instanceof BlobMissingError) throw new AppError('DOCUMENT_NOT_FOUND');
    throw err;
  }
}

/** What the analysis read (kept as `<id>.text` in the blob store); DOCUMENT_NOT_READY before it is analysed. */
export async function documentText(deps: DocumentDeps, d: repo.DocumentRow): Promise<DocumentText> {
  if (d.status !== 'analysed') throw new AppError('DOCUMENT_NOT_READY');
  let stream: Readable;
  try {
    stream = await deps.blobs.get(textKey(d.id));
  } catch (err) {
    if (err instanceof BlobMissingError) throw new AppError('DOCUMENT_NOT_READY');
    throw err;
  }
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as DocumentText;
}

/**
 * Soft delete: the row is kept with deleted_at, the bytes and the extracted text go, proposed figures
 * go, decided figures stay in the project with their citation and a "source deleted" mark.
 */
export async function deleteDocument(deps: DocumentDeps, d: repo.DocumentRow): Promise<void> {
  if (!(await repo.softDeleteDocument(deps.db, d.id, deps.now()))) throw new AppError('DOCUMENT_NOT_FOUND');
  await deps.blobs.delete(d.storageKey);
  await deps.blobs.delete(textKey(d.id));
}

/** A failed analysis is queued again (a fresh job with its own attempts). */
export async function retryDocument(deps: DocumentDeps, d: repo.DocumentRow): Promise<DocumentSummary> {
  if (d.status !== 'failed') throw new AppError('DOCUMENT_NOT_FAILED');
  await repo.setStatus(deps.db, d.id, 'queued');
  await deps.jobs.enqueue(ANALYSE_JOB, { documentId: d.id });
  return summary((await repo.findDocument(deps.db, d.id))!);
}

/**
 * The purge job deletes the objects of documents whose rows are gone (a deleted project cascades to
 * its documents) and leaves any whose row still exists, so it may be queued before the deletion:
 * if the deletion does not happen, it deletes nothing. It waits a minute, past the deletion's commit.
 */
export const PURGE_DELAY_MS = 60_000;
export async function scheduleProjectPurge(deps: Pick<DocumentDeps, 'db' | 'jobs' | 'now'>, projectId: string): Promise<void> {
  const ids = await repo.projectDocumentIds(deps.db, projectId);
  if (ids.length > 0) await deps.jobs.enqueue(PURGE_JOB, { documentIds: ids }, new Date(deps.now().getTime() + PURGE_DELAY_MS));
}

/**
 * For an account erasure, inside its transaction: a purge of the documents in every workspace the
 * person belongs to. Projects the erasure deletes lose their files; projects handed over keep them.
 * Returns how many documents the purge will look at.
 */
export async function queueErasurePurge(db: Db, userId: string): Promise<number> {
  const ids = await repo.memberDocumentIds(db, userId);
  if (ids.length > 0) await repo.insertPurgeJob(db, PURGE_JOB, ids, null);
  return ids.length;
}
