import { asc, desc, gt, lt, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { GENESIS_HASH, chainHash, type ChainedFields } from './chain.ts';

/** Serialises appenders across every app instance: one chain, no forks, no gaps. */
const AUDIT_LOCK_KEY = 7_420_001;

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<ChainedFields, 'seq' | 'at'> & { at?: Date };

/** Appends one entry inside its own transaction (or the caller's, when given one). */
export async function insertAuditEntry(db: Db, entry: NewAuditEntry, now: Date): Promise<AuditRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`);
    const [last] = await tx.select({ seq: auditLog.seq, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    const fields: ChainedFields = { ...entry, seq: (last?.seq ?? 0) + 1, at: entry.at ?? now };
    const prevHash = last?.hash ?? GENESIS_HASH;
    const [row] = await tx
      .insert(auditLog)
      .values({ ...fields, prevHash, hash: chainHash(prevHash, fields) })
      .returning();
    return row!;
  });
}

export async function listAuditEntries(db: Db, limit: number, beforeSeq?: number): Promise<AuditRow[]> {
  const q = db.select().from(auditLog);
  return (beforeSeq ? q.where(lt(auditLog.seq, beforeSeq)) : q).orderBy(desc(auditLog.seq)).limit(limit);
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
