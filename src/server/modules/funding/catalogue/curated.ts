import { eq } from 'drizzle-orm';
import { fundingCalls } from '../../../db/schema/index.ts';
import { applyRecords, hashRecord, type ImportDeps } from './import-service.ts';
import { curatedRecords } from './curated-data.ts';

/**
 * Loads the embedded catalogue at start, idempotently: an unchanged data module reads one column
 * and writes nothing (on PGlite a write would make kept session rows stale, ADR 0009); an edited
 * record becomes a new version like any import.
 */
export async function loadCuratedCatalogue(deps: ImportDeps): Promise<{ imported: number; updated: number }> {
  const records = curatedRecords();
  const stored = await deps.db
    .select({ key: fundingCalls.sourceRecordId, hash: fundingCalls.contentHash })
    .from(fundingCalls)
    .where(eq(fundingCalls.source, 'curated'));
  const have = new Map(stored.map((s) => [s.key, s.hash]));
  if (stored.length === records.length && records.every((r) => have.get(r.sourceRecordId) === hashRecord(r)))
    return { imported: 0, updated: 0 };
  const report = await applyRecords(deps, 'curated', { ok: true, records, skipped: [] }, null);
  return { imported: report.imported, updated: report.updated };
}
