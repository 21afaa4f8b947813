import type { AuditVerification } from '../../../contract/admin.ts';
import type { Db } from '../../db/types.ts';
import { GENESIS_HASH, chainHash } from './chain.ts';
import { inArray } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import { personalCommitment, type PersonalPart } from './personal.ts';
import { insertAuditEntry, readChain, readPersonal, type NewAuditEntry } from './repository.ts';

export interface AuditDeps {
  db: Db;
  now: () => Date;
}

/** Records one audited event (a mutation, a sign-in or -out, a failure, a denial). */
export async function recordAudit(deps: AuditDeps, entry: Omit<NewAuditEntry, 'details'> & { details?: Record<string, unknown> | null }) {
  return insertAuditEntry(deps.db, { ...entry, details: entry.details ?? null }, deps.now());
}

/**
 * Walks the whole chain and reports the first broken link: a gap in seq, a prevHash that is not
 * the previous row's hash, or a hash that does not match the row's content. Then checks that every
 * personal part still held (audit_personal) matches the commitment its chained row carries
 * ('personal-mismatch'); an erased personal part is simply absent and breaks nothing (ADR 0014).
 */
export async function verifyAuditChain(deps: Pick<AuditDeps, 'db'>): Promise<AuditVerification> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  for await (const row of readChain(deps.db)) {
    if (row.seq !== expectedSeq) return { ok: false, checked, firstBroken: { seq: expectedSeq, reason: 'gap' } };
    if (row.prevHash !== prevHash) return { ok: false, checked, firstBroken: { seq: row.seq, reason: 'prev-mismatch' } };
    const recomputed = chainHash(prevHash, {
      seq: row.seq,
      at: row.at,
      actorId: row.actorId,
      action: row.action,
      target: row.target,
      outcome: row.outcome,
      ip: row.ip,
      details: row.details ?? null,
    });
    if (recomputed !== row.hash) return { ok: false, checked, firstBroken: { seq: row.seq, reason: 'hash-mismatch' } };
    prevHash = row.hash;
    expectedSeq += 1;
    checked += 1;
  }
  const mismatch = await firstPersonalMismatch(deps.db);
  if (mismatch !== null) return { ok: false, checked, firstBroken: { seq: mismatch, reason: 'personal-mismatch' } };
  return { ok: true, checked, firstBroken: null };
}

async function firstPersonalMismatch(db: Db): Promise<number | null> {
  let page: { seq: number; salt: string; data: Record<string, unknown> }[] = [];
  const check = async (): Promise<number | null> => {
    if (page.length === 0) return null;
    const rows = await db
      .select({ seq: auditLog.seq, details: auditLog.details })
      .from(auditLog)
      .where(
        inArray(
          auditLog.seq,
          page.map((p) => p.seq),
        ),
      );
    const commitments = new Map(rows.map((r) => [r.seq, r.details?._personal]));
    for (const p of page) {
      if (commitments.get(p.seq) !== personalCommitment(p.salt, p.data as PersonalPart)) return p.seq;
    }
    page = [];
    return null;
  };
  for await (const p of readPersonal(db)) {
    page.push(p);
    if (page.length >= 500) {
      const bad = await check();
      if (bad !== null) return bad;
    }
  }
  return check();
}
