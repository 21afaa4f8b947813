// The privacy requests themselves (art. 15 exports and their archives, art. 17 erasures as records), re-exported by repository.ts.
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { privacyRequests, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type PrivacyRequest = typeof privacyRequests.$inferSelect;
/** A request without its archive bytes (lists and states never load them). */
export type PrivacyRequestMeta = Omit<PrivacyRequest, 'archive'>;

const meta = {
  id: privacyRequests.id,
  kind: privacyRequests.kind,
  userId: privacyRequests.userId,
  status: privacyRequests.status,
  receivedAt: privacyRequests.receivedAt,
  completedAt: privacyRequests.completedAt,
  expiresAt: privacyRequests.expiresAt,
  downloadedAt: privacyRequests.downloadedAt,
  archiveBytes: privacyRequests.archiveBytes,
  error: privacyRequests.error,
};

export async function latestExport(db: Db, userId: string): Promise<PrivacyRequestMeta | null> {
  const [row] = await db
    .select(meta)
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'export')))
    .orderBy(desc(privacyRequests.receivedAt))
    .limit(1);
  return row ?? null;
}

/** Inserts a pending export; null when one is already open (the partial unique index). */
export async function insertExport(db: Db, userId: string, now: Date): Promise<PrivacyRequestMeta | null> {
  const [row] = await db
    .insert(privacyRequests)
    .values({ kind: 'export', userId, status: 'pending', receivedAt: now })
    .onConflictDoNothing()
    .returning(meta);
  return row ?? null;
}

export async function getRequest(db: Db, id: string): Promise<PrivacyRequestMeta | null> {
  const [row] = await db.select(meta).from(privacyRequests).where(eq(privacyRequests.id, id));
  return row ?? null;
}

export async function getArchive(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ archive: privacyRequests.archive }).from(privacyRequests).where(eq(privacyRequests.id, id));
  return row?.archive ?? null;
}

export async function markRunning(db: Db, id: string): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ status: 'running' })
    .where(and(eq(privacyRequests.id, id), inArray(privacyRequests.status, ['pending', 'running'])));
}

export async function storeArchive(db: Db, id: string, archive: Buffer, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ status: 'ready', archive, archiveBytes: archive.length, completedAt: now, expiresAt, error: null })
    .where(eq(privacyRequests.id, id));
}

export async function markFailed(db: Db, id: string, error: string, now: Date): Promise<void> {
  await db.update(privacyRequests).set({ status: 'failed', error, completedAt: now }).where(eq(privacyRequests.id, id));
}

export async function markDownloaded(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ downloadedAt: now })
    .where(and(eq(privacyRequests.id, id), isNull(privacyRequests.downloadedAt)));
}

/** Deletes the archives of exports past their expiry; the request's record (dates) stays. */
export async function expireExports(db: Db, now: Date): Promise<number> {
  const gone = await db
    .update(privacyRequests)
    .set({ status: 'expired', archive: null })
    .where(and(eq(privacyRequests.kind, 'export'), eq(privacyRequests.status, 'ready'), lte(privacyRequests.expiresAt, now)))
    .returning({ id: privacyRequests.id });
  return gone.length;
}

export async function insertErasure(db: Db, userId: string, receivedAt: Date, completedAt: Date): Promise<void> {
  await db.insert(privacyRequests).values({ kind: 'erasure', userId, status: 'completed', receivedAt, completedAt });
}

export async function listRequests(db: Db, limit: number): Promise<Array<PrivacyRequestMeta & { email: string | null }>> {
  return db
    .select({ ...meta, email: users.email })
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.userId))
    .orderBy(desc(privacyRequests.receivedAt))
    .limit(limit);
}

// ---- what the platform holds on one person (export, art. 15 and 20) ----

/** The person's own requests (the export lists them). */
export const requestsOf = (db: Db, userId: string) =>
  db.select(meta).from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(privacyRequests.receivedAt);
