import { readFile } from 'node:fs/promises';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FundingSource, ImportReport, ImportRun } from '../../../../contract/funding.ts';
import { changedFields, parseSource, type CatalogueRecord, type ImportSource, type ParseResult } from '../../../../domain/funding/index.ts';
import { fundingCallVersions, fundingCalls, fundingImports } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { hashRecord } from './hash.ts';

export interface ImportDeps {
  db: Db;
  now: () => Date;
  /**
   * Parses a file and hashes its records. The server passes the CPU worker pool's (ADR 0033): a full
   * incentivi.gov.it export is ~19 MB of CSV, seconds of CPU. Default: in this thread (the CLI).
   */
  parse?: (source: ImportSource, text: string, owner: string) => Promise<ParsedWithHashes>;
}
export type ParsedWithHashes = ParseResult & { hashes?: string[] };

/** Parses in this thread (the CLI, tests); the worker runs the same two steps. */
export const parseAndHash = (source: ImportSource, text: string): ParsedWithHashes => {
  const parsed = parseSource(source, text);
  return parsed.ok ? { ...parsed, hashes: parsed.records.map(hashRecord) } : parsed;
};
export type Trigger = ImportRun['trigger'];

/** The largest file an import reads (the full incentivi.gov.it export is about 19 MB). */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;

export const emptyReport = (): ImportReport => ({ imported: 0, updated: 0, unchanged: 0, skipped: [], missing: [] });
export { hashRecord };

/** Reads a file path or an http(s) URL as text (UTF-8), refusing anything larger than MAX_IMPORT_BYTES. */
export async function readOrigin(origin: string): Promise<string> {
  if (/^https?:\/\//i.test(origin)) {
    const res = await fetch(origin, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (!res.ok) throw new Error(`${origin} answered ${res.status}`);
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > MAX_IMPORT_BYTES) throw new Error(`${origin} is larger than ${MAX_IMPORT_BYTES} bytes`);
    const buf = Buffer.from(await res.arrayBuffer());
    if (buf.byteLength > MAX_IMPORT_BYTES) throw new Error(`${origin} is larger than ${MAX_IMPORT_BYTES} bytes`);
    return buf.toString('utf8');
  }
  const buf = await readFile(origin);
  if (buf.byteLength > MAX_IMPORT_BYTES) throw new Error(`${origin} is larger than ${MAX_IMPORT_BYTES} bytes`);
  return buf.toString('utf8');
}

const rowValues = (r: CatalogueRecord) => ({
  title: r.title,
  funder: r.funder,
  programme: r.programme,
  description: r.description,
  aidForm: r.aidForm,
  minAmount: r.minAmount,
  maxAmount: r.maxAmount,
  budget: r.budget,
  cofinancingShare: r.cofinancingShare,
  sizes: r.sizes,
  legalForms: r.legalForms,
  sectors: r.sectors,
  regions: r.regions,
  municipalities: r.municipalities,
  opensAt: r.opensAt,
  closesAt: r.closesAt,
  untilFundsRunOut: r.untilFundsRunOut,
  closedBySource: r.closedBySource,
  requiredDocuments: r.requiredDocuments,
  url: r.url,
  licence: r.licence,
  language: r.language,
});

/**
 * Applies parsed records of one source in ONE transaction: a new record is inserted (version 1), a
 * record whose content hash changed becomes version n+1 with a funding_call_versions row naming the
 * changed fields and their previous values, an equal hash changes nothing. Records of the source that
 * the file no longer lists are kept, marked missing and reported (`full`: the file is a full export).
 */
export async function applyRecords(
  deps: ImportDeps,
  source: FundingSource,
  parsed: Extract<ParseResult, { ok: true }> & { hashes?: string[] },
  importId: string | null,
  full = true,
): Promise<ImportReport> {
  const report: ImportReport = { ...emptyReport(), skipped: parsed.skipped };
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const existing = await tx.select().from(fundingCalls).where(eq(fundingCalls.source, source));
    const byKey = new Map(existing.map((row) => [row.sourceRecordId, row]));
    const fresh: CatalogueRecord[] = [];
    const seen = new Set<string>();
    const hashes = new Map<CatalogueRecord, string>();
    parsed.records.forEach((rec, i) => hashes.set(rec, parsed.hashes?.[i] ?? hashRecord(rec)));
    for (const rec of parsed.records) {
      seen.add(rec.sourceRecordId);
      const hash = hashes.get(rec)!;
      const old = byKey.get(rec.sourceRecordId);
      if (!old) {
        fresh.push(rec);
        continue;
      }
      if (old.contentHash === hash) {
        report.unchanged += 1;
        if (old.missingSince) await tx.update(fundingCalls).set({ missingSince: null }).where(eq(fundingCalls.id, old.id));
        continue;
      }
      const changed = changedFields(old as unknown as CatalogueRecord, rec);
      const previous = Object.fromEntries(changed.map((f) => [f, (old as unknown as Record<string, unknown>)[f] ?? null]));
      const version = old.version + 1;
      await tx
        .update(fundingCalls)
        .set({ ...rowValues(rec), version, contentHash: hash, updatedAt: at, missingSince: null })
        .where(eq(fundingCalls.id, old.id));
      await tx.insert(fundingCallVersions).values({ callId: old.id, version, importId, importedAt: at, changed, previous });
      report.updated += 1;
    }
    for (let i = 0; i < fresh.length; i += 200) {
      const chunk = fresh.slice(i, i + 200);
      const inserted = await tx
        .insert(fundingCalls)
        .values(
          chunk.map((r) => ({
            ...rowValues(r),
            source,
            sourceRecordId: r.sourceRecordId,
            version: 1,
            contentHash: hashes.get(r)!,
            createdAt: at,
            updatedAt: at,
          })),
        )
        .returning({ id: fundingCalls.id });
      await tx
        .insert(fundingCallVersions)
        .values(inserted.map((row) => ({ callId: row.id, version: 1, importId, importedAt: at, changed: ['created'] })));
      report.imported += chunk.length;
    }
    if (full) {
      const gone = existing.filter((row) => !seen.has(row.sourceRecordId));
      report.missing = gone.map((row) => row.sourceRecordId);
      const newlyGone = gone.filter((row) => !row.missingSince).map((row) => row.id);
      if (newlyGone.length)
        await tx
          .update(fundingCalls)
          .set({ missingSince: at })
          .where(and(inArray(fundingCalls.id, newlyGone), isNull(fundingCalls.missingSince)));
    }
  });
  return report;
}

export type ImportOutcome = { ok: true; run: ImportRun } | { ok: false; run: ImportRun };

/**
 * One import: read the origin, parse it, apply it in one transaction, record the run with its
 * report. A file that cannot be read or parsed (or has the wrong columns) imports nothing: the run is
 * recorded as failed with the reason.
 */
export async function runImport(
  deps: ImportDeps,
  opts: {
    source: ImportSource;
    origin: string;
    trigger: Trigger;
    text?: string;
    /** Whose turn in the worker pool (a user id). */ owner?: string;
  },
): Promise<ImportOutcome> {
  const startedAt = deps.now();
  const [run] = await deps.db
    .insert(fundingImports)
    .values({
      source: opts.source,
      origin: opts.origin,
      trigger: opts.trigger,
      status: 'failed',
      startedAt,
      finishedAt: startedAt,
      report: emptyReport(),
      error: 'running',
    })
    .returning();
  const finish = async (status: 'succeeded' | 'failed', report: ImportReport, error: string | null): Promise<ImportRun> => {
    const [row] = await deps.db
      .update(fundingImports)
      .set({ status, report, error, finishedAt: deps.now() })
      .where(eq(fundingImports.id, run!.id))
      .returning();
    return toRun(row!);
  };
  let parsed: ParsedWithHashes;
  try {
    const text = opts.text ?? (await readOrigin(opts.origin));
    parsed = deps.parse ? await deps.parse(opts.source, text, opts.owner ?? opts.trigger) : parseAndHash(opts.source, text);
  } catch (err) {
    return { ok: false, run: await finish('failed', emptyReport(), `could not read ${opts.origin}: ${(err as Error).message}`) };
  }
  if (!parsed.ok) return { ok: false, run: await finish('failed', emptyReport(), `malformed ${opts.source} file: ${parsed.error}`) };
  try {
    const report = await applyRecords(deps, opts.source, parsed, run!.id);
    return { ok: true, run: await finish('succeeded', report, null) };
  } catch (err) {
    return { ok: false, run: await finish('failed', emptyReport(), `import rolled back: ${(err as Error).message}`) };
  }
}

export function toRun(row: typeof fundingImports.$inferSelect): ImportRun {
  return {
    id: row.id,
    source: row.source,
    origin: row.origin,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    report: { ...emptyReport(), ...(row.report as Partial<ImportReport>) },
    error: row.error,
  };
}

export async function listRuns(db: Db, limit = 20): Promise<ImportRun[]> {
  const rows = await db.select().from(fundingImports).orderBy(desc(fundingImports.startedAt)).limit(limit);
  return rows.map(toRun);
}
