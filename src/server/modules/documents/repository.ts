import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { documentFigures, documents, jobs, projectInputs, projects, users, workspaceMembers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { ChecklistEntry, RiskFlag } from '../../../contract/documents.ts';
import type { FigureRow } from './repository-figures.ts';

export { decideFigure, findFigure, listFigures, listProjectFigures, type FigureRow, type FigureWithPeople } from './repository-figures.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentWithPeople = DocumentRow & { uploaderName: string | null; proposedFigures: number };

const proposedCount = sql<number>`(select count(*)::int from ${documentFigures} f where f.document_id = ${documents.id} and f.status = 'proposed')`;

function withPeople(db: Db) {
  return db
    .select({ doc: documents, uploaderName: users.username, proposedFigures: proposedCount })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy));
}
const flat = (r: { doc: DocumentRow; uploaderName: string | null; proposedFigures: number }): DocumentWithPeople => ({
  ...r.doc,
  uploaderName: r.uploaderName,
  proposedFigures: Number(r.proposedFigures),
});

/** Live documents of these projects, newest first. */
export async function listDocuments(db: Db, projectIds: readonly string[]): Promise<DocumentWithPeople[]> {
  if (projectIds.length === 0) return [];
  const rows = await withPeople(db)
    .where(and(inArray(documents.projectId, [...projectIds]), isNull(documents.deletedAt)))
    .orderBy(desc(documents.createdAt), desc(documents.version));
  return rows.map(flat);
}

/** A live document (deleted ones are gone for every route). */
export async function findDocument(db: Db, id: string): Promise<DocumentWithPeople | undefined> {
  const [row] = await withPeople(db)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .limit(1);
  return row && flat(row);
}

/** Other live versions of the same name below this one, newest first. */
export async function earlierVersions(db: Db, d: DocumentRow) {
  return db
    .select({ id: documents.id, version: documents.version, uploadedAt: documents.createdAt, sha256: documents.sha256 })
    .from(documents)
    .where(
      and(
        eq(documents.projectId, d.projectId),
        eq(documents.filename, d.filename),
        lt(documents.version, d.version),
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(desc(documents.version));
}

/** Bytes held by the live documents of every project in the workspace. */
export async function storageUsed(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(and(eq(projects.workspaceId, workspaceId), isNull(documents.deletedAt)));
  return Number(row?.used ?? 0);
}

export interface NewDocument {
  id: string;
  statedDate?: string | null;
  projectId: string;
  uploadedBy: string;
  filename: string;
  mediaType: string;
  size: number;
  sha256: string;
  risks: RiskFlag[];
  createdAt: Date;
}

/**
 * Inserts the document as the next version of its name, unless the workspace's quota would be
 * exceeded (null then, with the bytes used). One transaction holding a per-workspace advisory lock, so
 * two uploads at once neither take the same version nor both squeeze under the quota.
 */
export async function insertDocument(
  db: Db,
  workspaceId: string,
  quota: number,
  d: NewDocument,
): Promise<{ row: DocumentRow } | { row: null; used: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`documents:${workspaceId}`}, 0))`);
    const used = await storageUsed(tx as unknown as Db, workspaceId);
    if (used + d.size > quota) return { row: null, used };
    const [v] = await tx
      .select({ max: sql<number | null>`max(${documents.version})` })
      .from(documents)
      .where(and(eq(documents.projectId, d.projectId), eq(documents.filename, d.filename)));
    const [row] = await tx
      .insert(documents)
      .values({ ...d, storageKey: d.id, version: Number(v?.max ?? 0) + 1, status: 'queued' })
      .returning();
    return { row: row! };
  });
}

/** The uploader's statement of the document's date (ADR 0107); the document waits for its new reading. */
export async function restateDate(db: Db, id: string, statedDate: string | null): Promise<void> {
  await db.update(documents).set({ statedDate, status: 'queued', failureCode: null, failureMessage: null }).where(eq(documents.id, id));
}

export async function hardDeleteDocument(db: Db, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

export async function setStatus(
  db: Db,
  id: string,
  status: DocumentRow['status'],
  failure: { code: string; message: string } | null = null,
): Promise<void> {
  await db
    .update(documents)
    .set({ status, failureCode: failure?.code ?? null, failureMessage: failure?.message ?? null })
    .where(eq(documents.id, id));
}

export interface StoredAnalysis {
  dated: DocumentRow['dated'];
  kind: string;
  kindConfidence: number;
  pages: number;
  textLayer: boolean | null;
  ocr: string | null;
  language: string | null;
  checklist: ChecklistEntry[];
  risks: RiskFlag[];
  figures: Array<Omit<typeof documentFigures.$inferInsert, 'projectId' | 'documentId' | 'sourceFilename' | 'status'>>;
}

/**
 * Stores an analysis: the document's proposed figures are replaced (accepted and rejected ones stay
 * as decided), its findings written and its status set to analysed, in one transaction: a re-run
 * gives the same rows, never duplicates.
 */
export async function storeAnalysis(db: Db, d: DocumentRow, a: StoredAnalysis, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(documentFigures).where(and(eq(documentFigures.documentId, d.id), eq(documentFigures.status, 'proposed')));
    if (a.figures.length > 0) {
      await tx.insert(documentFigures).values(
        a.figures.map((f) => ({
          ...f,
          projectId: d.projectId,
          documentId: d.id,
          sourceFilename: d.filename,
          status: 'proposed' as const,
        })),
      );
    }
    await tx
      .update(documents)
      .set({
        status: 'analysed',
        dated: a.dated,
        kind: a.kind,
        kindConfidence: a.kindConfidence,
        pages: a.pages,
        textLayer: a.textLayer,
        ocr: a.ocr,
        language: a.language,
        checklist: a.checklist,
        risks: a.risks,
        failureCode: null,
        failureMessage: null,
        analysedAt: now,
      })
      .where(eq(documents.id, d.id));
  });
}

/** The project's analysed live documents with their figures other than rejected ones. */
export async function analysedWithFigures(db: Db, projectId: string): Promise<Array<{ doc: DocumentRow; figures: FigureRow[] }>> {
  const docs = await db
    .select()
    .from(documents)
    .where(and(eq(documents.projectId, projectId), eq(documents.status, 'analysed'), isNull(documents.deletedAt)));
  if (docs.length === 0) return [];
  const figs = await db
    .select()
    .from(documentFigures)
    .where(
      and(
        inArray(
          documentFigures.documentId,
          docs.map((d) => d.id),
        ),
        ne(documentFigures.status, 'rejected'),
      ),
    );
  return docs.map((doc) => ({ doc, figures: figs.filter((f) => f.documentId === doc.id) }));
}

export async function setRisks(db: Db, id: string, risks: RiskFlag[]): Promise<void> {
  await db.update(documents).set({ risks }).where(eq(documents.id, id));
}

export async function projectFacts(db: Db, projectId: string) {
  const [row] = await db
    .select({ industry: projects.industry, inputs: projectInputs.inputs })
    .from(projects)
    .leftJoin(projectInputs, eq(projectInputs.projectId, projects.id))
    .where(eq(projects.id, projectId));
  return row;
}

/**
 * Soft delete: the row stays (deleted_at) for the audit trail and the version numbering; proposed
 * figures go; decided ones stay in the project with no document (their citation and file name kept).
 */
export async function softDeleteDocument(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(documents)
      .set({ deletedAt: now })
      .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
      .returning({ id: documents.id });
    if (rows.length === 0) return false;
    await tx.delete(documentFigures).where(and(eq(documentFigures.documentId, id), eq(documentFigures.status, 'proposed')));
    await tx.update(documentFigures).set({ documentId: null }).where(eq(documentFigures.documentId, id));
    return true;
  });
}

/** Ids (= storage keys) of a project's live documents. */
export async function projectDocumentIds(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), isNull(documents.deletedAt)));
  return rows.map((r) => r.id);
}

/** Ids of the live documents in every workspace the user belongs to (an erasure may delete those projects). */
export async function memberDocumentIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, projects.workspaceId), eq(workspaceMembers.userId, userId)))
    .where(isNull(documents.deletedAt));
  return rows.map((r) => r.id);
}

/** Of these ids, those that still have a document row. */
export async function existingDocumentIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Queues the purge job in the caller's transaction (so it exists only if the deletion commits). */
export async function insertPurgeJob(db: Db, kind: string, documentIds: readonly string[], runAfter: Date | null): Promise<void> {
  await db.insert(jobs).values({ kind, payload: { documentIds: [...documentIds] }, ...(runAfter ? { runAfter } : {}) });
}

/** The user's uploads (metadata only) for the privacy export. */
export async function uploadsBy(db: Db, userId: string) {
  return db
    .select({
      id: documents.id,
      projectId: documents.projectId,
      project: projects.title,
      filename: documents.filename,
      mediaType: documents.mediaType,
      size: documents.size,
      sha256: documents.sha256,
      version: documents.version,
      status: documents.status,
      uploadedAt: documents.createdAt,
      deletedAt: documents.deletedAt,
    })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(eq(documents.uploadedBy, userId))
    .orderBy(desc(documents.createdAt));
}
