import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { auditLog, auditPersonal } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { GENESIS_HASH, chainHash, type ChainedFields } from './chain.ts';
import { rejoinPersonal, splitPersonal } from './personal.ts';

/** Serialises appenders across every app instance: one chain, no forks, no gaps. */
const AUDIT_LOCK_KEY = 7_420_001;

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<ChainedFields, 'seq' | 'at'> & { at?: Date };

/** An entry as recorded: the chained row with its personal part rejoined, or `erased` when it was erased. */
export type AuditEntry = AuditRow & { erased: boolean };

/**
 * Appends one entry inside its own transaction. Its personal fields (address, e-mail target,
 * personal details) go to `audit_personal`; the chained row carries their salted commitment (ADR 0014).
 */
export async function insertAuditEntry(db: Db, entry: NewAuditEntry, now: Date): Promise<AuditEntry> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`);
    const [last] = await tx.select({ seq: auditLog.seq, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    const split = splitPersonal(entry);
    const fields: ChainedFields = { ...entry, ...split.chained, seq: (last?.seq ?? 0) + 1, at: entry.at ?? now };
    const prevHash = last?.hash ?? GENESIS_HASH;
    const [row] = await tx
      .insert(auditLog)
      .values({ ...fields, prevHash, hash: chainHash(prevHash, fields) })
      .returning();
    if (split.personal) {
      await tx.insert(auditPersonal).values({
        seq: row!.seq,
        subjectId: entry.actorId,
        subjectEmail: split.personal.subjectEmail,
        salt: split.personal.salt,
        data: split.personal.data as Record<string, unknown>,
      });
    }
    return rejoinPersonal(row!, split.personal);
  });
}

async function rejoin(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  if (rows.length === 0) return [];
  const personal = await db
    .select()
    .from(auditPersonal)
    .where(
      inArray(
        auditPersonal.seq,
        rows.map((r) => r.seq),
      ),
    );
  const bySeq = new Map(personal.map((p) => [p.seq, p]));
  return rows.map((r) => rejoinPersonal(r, bySeq.get(r.seq)));
}

export async function listAuditEntries(db: Db, limit: number, beforeSeq?: number): Promise<AuditEntry[]> {
  const q = db.select().from(auditLog);
  return rejoin(db, await (beforeSeq ? q.where(lt(auditLog.seq, beforeSeq)) : q).orderBy(desc(auditLog.seq)).limit(limit));
}

/**
 * The entries about one person, oldest first: they acted, they were the target, or (for entries
 * whose personal part still exists) their e-mail was named.
 */
export async function auditEntriesAbout(db: Db, userId: string, email: string): Promise<AuditEntry[]> {
  const named = db.select({ seq: auditPersonal.seq }).from(auditPersonal).where(eq(auditPersonal.subjectEmail, email.toLowerCase()));
  const rows = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), eq(auditLog.target, userId), eq(auditLog.target, email), inArray(auditLog.seq, named)))
    .orderBy(asc(auditLog.seq));
  return rejoin(db, rows);
}

/** Erasure: deletes the personal parts of the entries a person made or that name their e-mail. The chain is untouched. */
export async function erasePersonalAuditData(db: Db, userId: string, email: string): Promise<number> {
  const gone = await db
    .delete(auditPersonal)
    .where(or(eq(auditPersonal.subjectId, userId), eq(auditPersonal.subjectEmail, email.toLowerCase())))
    .returning({ seq: auditPersonal.seq });
  return gone.length;
}

/** The personal parts still held, in seq order, for verifying their commitments. */
export async function* readPersonal(db: Db, pageSize = 1_000): AsyncGenerator<typeof auditPersonal.$inferSelect> {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditPersonal)
      .where(and(gt(auditPersonal.seq, after)))
      .orderBy(asc(auditPersonal.seq))
      .limit(pageSize);
    for (const row of page) yield row;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.seq;
  }
}

/** Reads the chain in seq order, a page at a time. */
export async function* readChain(db: Db, pageSize = 1_000): AsyncGenerator<AuditRow> {
  let after = 0;
  for (;;) {
    const page = await db.select().from(auditLog).where(gt(auditLog.seq, after)).orderBy(asc(auditLog.seq)).limit(pageSize);
    for (const row of page) yield row;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.seq;
  }
}
