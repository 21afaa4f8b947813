import { and, eq, inArray, isNull, or, ne } from 'drizzle-orm';
import { documents } from '../../db/schema/index.ts';
import { verifyAuditChain } from '../audit/index.ts';
import { BLOB_MISSING, type DetectorImpl } from './detectors-data.ts';

/** An object younger than this is never an orphan: an upload writes its object before its row. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const LIMIT = 500;

/**
 * Objects in the store with no live document row: `<id>` and `<id>.text` whose document is gone or
 * soft-deleted, and probe objects a dead probe left. Fix: the object is deleted (its row says nobody
 * needs it; a soft-deleted document's bytes are already meant to be gone).
 */
export const orphanBlobs: DetectorImpl = {
  repairs: true,
  async find(d) {
    const cutoff = d.now().getTime() - ORPHAN_GRACE_MS;
    const candidates: Array<{ key: string; id: string }> = [];
    for await (const o of d.blobs.list()) {
      if (o.modifiedAt.getTime() > cutoff) continue;
      candidates.push({ key: o.key, id: o.key.split('.')[0]! });
      if (candidates.length >= 20 * LIMIT) break;
    }
    const live = new Set<string>();
    for (let i = 0; i < candidates.length; i += 500) {
      const ids = [...new Set(candidates.slice(i, i + 500).map((c) => c.id))];
      const rows = await d.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(inArray(documents.id, ids), isNull(documents.deletedAt)));
      for (const r of rows) live.add(r.id);
    }
    return candidates
      .filter((c) => !live.has(c.id) || c.key.endsWith('.probe'))
      .slice(0, LIMIT)
      .map((c) => ({ id: c.key, label: `object ${c.key} has no live document`, action: 'delete object' }));
  },
  async fix(d, found) {
    let n = 0;
    for (const f of found) {
      const id = f.id.split('.')[0]!;
      // Re-checked per object: a document (re)created since the dry run keeps its bytes.
      const [row] = await d.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, id), isNull(documents.deletedAt)));
      if (row && !f.id.endsWith('.probe')) continue;
      await d.blobs.delete(f.id);
      n += 1;
    }
    return n;
  },
};

/**
 * Live document rows whose stored file is gone. Never deleted here: the row carries the figures read
 * from it and their citations, and only its owner can upload the file again. Fix: the row is marked
 * `failed` with BLOB_MISSING, so the owner sees why and the file is no longer offered for download.
 */
export const missingBlobs: DetectorImpl = {
  repairs: true,
  async find(d) {
    const rows = await d.db
      .select({ id: documents.id, key: documents.storageKey })
      .from(documents)
      .where(and(isNull(documents.deletedAt), or(isNull(documents.failureCode), ne(documents.failureCode, BLOB_MISSING))))
      .limit(20 * LIMIT);
    const out = [];
    for (const r of rows) {
      if (await d.blobs.exists(r.key)) continue;
      out.push({ id: r.id, label: `document ${r.id.slice(0, 8)}: stored file ${r.key} is missing`, action: 'mark failed (BLOB_MISSING)' });
      if (out.length >= LIMIT) break;
    }
    return out;
  },
  async fix(d, found) {
    let n = 0;
    for (const f of found) {
      const [row] = await d.db.select({ key: documents.storageKey }).from(documents).where(eq(documents.id, f.id));
      if (!row || (await d.blobs.exists(row.key))) continue;
      const done = await d.db
        .update(documents)
        .set({ status: 'failed', failureCode: BLOB_MISSING, failureMessage: 'The stored file is missing; upload the document again.' })
        .where(and(eq(documents.id, f.id), isNull(documents.deletedAt)))
        .returning({ id: documents.id });
      n += done.length;
    }
    return n;
  },
};

/** The audit chain's verification (the logic of `npm run audit:verify`); report-only: a broken chain is evidence, not repaired. */
export const auditChain: DetectorImpl = {
  repairs: false,
  async find(d) {
    const v = await verifyAuditChain(d);
    if (v.ok) return [];
    return [
      {
        id: String(v.firstBroken!.seq),
        label: `entry ${v.firstBroken!.seq}: ${v.firstBroken!.reason} (${v.checked} entries verified before it)`,
        action: 'report only',
      },
    ];
  },
  async fix() {
    return 0;
  },
};
