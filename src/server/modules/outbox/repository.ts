import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertMail(db: Db, m: { to: string; subject: string; body: string; kind: string }): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(m).returning();
  return row!;
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, error: null }).where(eq(outbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string, attempts: number): Promise<void> {
  await db
    .update(outbox)
    .set({ error: error.slice(0, 500), attempts })
    .where(eq(outbox.id, id));
}

export async function listUnsent(db: Db, maxAttempts: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
    .limit(50);
}

export async function listMail(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
