import type { AuditVerification } from '../../../contract/admin.ts';
import type { Db } from '../../db/types.ts';
import { GENESIS_HASH, chainHash } from './chain.ts';
import { insertAuditEntry, readChain, type NewAuditEntry } from './repository.ts';

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
 * the previous row's hash, or a hash that does not match the row's content.
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
  return { ok: true, checked, firstBroken: null };
}
