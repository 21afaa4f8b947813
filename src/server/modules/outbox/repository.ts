import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertMail(db: Db, m: { to: string; subject: string; body: string; kind: string }): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(m).returning();
  return row!;
}

/**
 * Records that the message is about to be handed to SMTP (ADR 0063), only if nobody did: unsent and
 * not being sent. False when another sender holds it, it was sent, or a sender stopped mid-send.
 */
export async function claimForSending(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ sendingAt: at })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt), isNull(outbox.sendingAt)))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, error: null }).where(eq(outbox.id, id));
}

/** The hand-over failed (SMTP refused or unreachable): nothing was sent, the message may be tried again. */
export async function markFailed(db: Db, id: string, error: string, attempts: number): Promise<void> {
  await db
    .update(outbox)
    .set({ error: error.slice(0, 500), attempts, sendingAt: null })
    .where(eq(outbox.id, id));
}

/** Messages to try (again): never sent, not claimed by a sender, attempts left. */
export async function listUnsent(db: Db, maxAttempts: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.sendingAt), lt(outbox.attempts, maxAttempts)))
    .limit(50);
}

export async function listMail(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
