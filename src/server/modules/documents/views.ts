import { and, count, countDistinct, desc, eq, gt, max } from 'drizzle-orm';
import type { DocumentView, DocumentViewCount } from '../../../contract/documents.ts';
import { documentViews, documents, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { ResolvedProject } from '../access/index.ts';

/**
 * Who outside the project's workspace read a document (issue 15, ADR 0030). Only reads through a
 * grant are recorded (an investor or consultant the project was shared with, or a funding request
 * reached): members are the project's own side, and an admin's reads are audited already
 * (`project.admin.read`). Repeats are throttled so the list says who and when, not how often the
 * browser asked: one 'open' per viewer, document and hour; a 'download' again after a minute
 * (a browser may ask for the same file twice in one click).
 */
export const VIEW_THROTTLE_MS = { open: 60 * 60 * 1000, download: 60 * 1000 } as const;
export type ViewAction = keyof typeof VIEW_THROTTLE_MS;

export const recordsViews = (p: ResolvedProject): boolean => p.access.relation.via === 'grant';

/**
 * Records the read unless the same viewer did the same within the throttle window. True when a row
 * was written. Two requests of the same viewer in the same instant may both write: harmless.
 */
export async function recordView(
  db: Db,
  d: { id: string; projectId: string },
  viewerId: string,
  action: ViewAction,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - VIEW_THROTTLE_MS[action]);
  const [recent] = await db
    .select({ id: documentViews.id })
    .from(documentViews)
    .where(
      and(
        eq(documentViews.documentId, d.id),
        eq(documentViews.viewerId, viewerId),
        eq(documentViews.action, action),
        gt(documentViews.at, since),
      ),
    )
    .limit(1);
  if (recent) return false;
  await db.insert(documentViews).values({ documentId: d.id, projectId: d.projectId, viewerId, action, at: now });
  return true;
}

/** The views of one document, newest first, with the viewer's name and role. */
export async function listViews(db: Db, documentId: string): Promise<DocumentView[]> {
  const rows = await db
    .select({
      viewerId: documentViews.viewerId,
      name: users.username,
      email: users.email,
      role: users.role,
      action: documentViews.action,
      at: documentViews.at,
    })
    .from(documentViews)
    .innerJoin(users, eq(users.id, documentViews.viewerId))
    .where(eq(documentViews.documentId, documentId))
    .orderBy(desc(documentViews.at))
    .limit(500);
  return rows.map((r) => ({ viewer: { id: r.viewerId, name: r.name || r.email, role: r.role }, action: r.action, at: r.at.toISOString() }));
}

/** Per document of the project: how many people looked, and when last (the documents tab's count). */
export async function viewCounts(db: Db, projectId: string): Promise<Map<string, DocumentViewCount>> {
  const rows = await db
    .select({
      documentId: documentViews.documentId,
      viewers: countDistinct(documentViews.viewerId),
      views: count(),
      lastAt: max(documentViews.at),
    })
    .from(documentViews)
    .where(eq(documentViews.projectId, projectId))
    .groupBy(documentViews.documentId);
  return new Map(
    rows.map((r) => [
      r.documentId,
      { viewers: Number(r.viewers), views: Number(r.views), lastAt: r.lastAt ? new Date(r.lastAt).toISOString() : null },
    ]),
  );
}

/** The viewer's own views (privacy export), with the document's name. */
export async function viewsBy(db: Db, userId: string) {
  return db
    .select({
      documentId: documentViews.documentId,
      projectId: documentViews.projectId,
      filename: documents.filename,
      action: documentViews.action,
      at: documentViews.at,
    })
    .from(documentViews)
    .innerJoin(documents, eq(documents.id, documentViews.documentId))
    .where(eq(documentViews.viewerId, userId))
    .orderBy(documentViews.at);
}

/** Erasure: every view the person made. */
export async function deleteViewsBy(db: Db, userId: string): Promise<number> {
  return (await db.delete(documentViews).where(eq(documentViews.viewerId, userId)).returning({ id: documentViews.id })).length;
}
