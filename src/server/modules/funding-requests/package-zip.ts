import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { effectiveTier, tierHasFeature } from '../../../domain/rbac/index.ts';
import type { FundingRequestDetail } from '../../../contract/funding.ts';
import { documents, reports } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ZipEntry } from '../../lib/zip.ts';
import type { SessionUser } from '../auth/index.ts';
import { coverSummary, type PackageFile } from './package-cover.ts';
import { getRequest, type FundingRequestDeps } from './service.ts';

/** The bytes one package may gather before it is refused (documents are up to the upload limit each). */
export const PACKAGE_MAX_BYTES = 200 * 1024 * 1024;

export interface PackageDeps extends FundingRequestDeps {
  /** The documents' blobs (the documents module's store). */
  blobs: { get(key: string): Promise<Readable> };
  /** Builds the ZIP off the event loop (the CPU worker pool, in the caller's lane). */
  pack: (entries: ZipEntry[], at: Date, owner: string) => Promise<Buffer>;
  publicOrigin: string;
}

async function readAll(stream: Readable, budget: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > budget) {
      stream.destroy();
      throw new AppError('PACKAGE_TOO_LARGE', { limit: PACKAGE_MAX_BYTES });
    }
    parts.push(b);
  }
  return Buffer.concat(parts);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A file name safe inside the archive: no folders, no control characters, at most 120 characters. */
export function safeName(name: string): string {
  const base =
    name
      .replace(/[\\/]/g, '_')
      .replace(/[\p{Cc}]/gu, '')
      .trim() || 'file';
  return base.length > 120 ? base.slice(0, 120) : base;
}

function unique(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return (taken.add(name), name);
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; ; i += 1) {
    const candidate = `${stem} (${i})${ext}`;
    if (!taken.has(candidate)) return (taken.add(candidate), candidate);
  }
}

/**
 * The application package of a request (issue 27: a public call is applied for on the funder's own
 * portal): the cover summary, the attached documents and the attached sealed reports as one ZIP. The
 * proponent side only. Sealed PDFs go in only on a plan that may download them (the seed's rule); on
 * other plans the cover lists each report with its verification link instead, and says why.
 */
export async function applicationPackage(
  deps: PackageDeps,
  user: SessionUser,
  id: string,
  lng: 'en' | 'it',
): Promise<{ bytes: Buffer; fileName: string; request: FundingRequestDetail }> {
  const request = await getRequest(deps, user, id);
  if (request.side !== 'proponent') throw new AppError('FORBIDDEN');
  // Submitted requests carry what was sent; drafts what is chosen now.
  const snapshotDocs = request.snapshot?.documents as { id: string }[] | undefined;
  const docIds = snapshotDocs ? snapshotDocs.map((d) => d.id) : request.package.documentIds;
  const downloads = tierHasFeature(effectiveTier(user, user.tierView), 'report_download');
  const [docRows, reportRows] = await Promise.all([
    documentRows(deps.db, request.projectId, docIds),
    reportRowsOf(deps.db, request.projectId, request.reportIds),
  ]);

  const entries: ZipEntry[] = [];
  const files: PackageFile[] = [];
  const taken = new Set<string>();
  let budget = PACKAGE_MAX_BYTES;
  for (const d of docRows) {
    const bytes = await readAll(await deps.blobs.get(d.storageKey), budget);
    budget -= bytes.length;
    const name = `documents/${unique(safeName(d.filename), taken)}`;
    entries.push({ name, data: bytes });
    files.push({ kind: 'document', name, bytes: bytes.length, sha256: sha256(bytes) });
  }
  for (const r of reportRows) {
    const verifyUrl = `${deps.publicOrigin}/verify/${r.id}`;
    if (downloads) {
      if (r.bytes.length > budget) throw new AppError('PACKAGE_TOO_LARGE', { limit: PACKAGE_MAX_BYTES });
      budget -= r.bytes.length;
      const name = `reports/${unique(`${r.kind}-${r.shortCode}.pdf`, taken)}`;
      entries.push({ name, data: r.bytes });
      files.push({ kind: 'report', name, bytes: r.bytes.length, sha256: r.sha256, verifyUrl });
    } else {
      files.push({ kind: 'report-link', name: `${r.kind}-${r.shortCode}.pdf`, bytes: r.bytes.length, sha256: r.sha256, verifyUrl });
    }
  }
  const at = deps.now();
  const cover = coverSummary(request, files, { lng, at, downloads });
  entries.unshift({ name: lng === 'it' ? 'LEGGIMI-riepilogo.txt' : 'README-summary.txt', data: cover });
  const bytes = await deps.pack(entries, at, user.id);
  const stem =
    safeName(request.project.title)
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'project';
  return { bytes, fileName: `${stem}-application-package.zip`, request };
}

async function documentRows(db: Db, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: documents.id, filename: documents.filename, storageKey: documents.storageKey })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), inArray(documents.id, [...ids]), isNull(documents.deletedAt)));
  // In the order the founder chose them.
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

async function reportRowsOf(db: Db, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: reports.id, kind: reports.kind, shortCode: reports.shortCode, sha256: reports.sha256, bytes: reports.bytes })
    .from(reports)
    .where(and(eq(reports.projectId, projectId), inArray(reports.id, [...ids]), isNull(reports.revokedAt)));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}
