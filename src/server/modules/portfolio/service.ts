import type { ImportError, ImportPreview, PortfolioDetail, PortfolioItem, PortfolioSummaryResponse } from '../../../contract/portfolio.ts';
import { summarizePortfolio, type ColumnMapping, type SheetRows } from '../../../domain/portfolio/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { resolveProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { PrepareInput, Prepared } from './prepare.ts';
import type { FileFormat } from './reader.ts';
import * as repo from './repository.ts';
import { resolveHoldings, toHolding } from './holdings.ts';

/** What the reads and everyday writes need (other modules call the summary with this). */
export interface PortfolioReadDeps {
  db: Db;
  now: () => Date;
}
export interface PortfolioDeps extends PortfolioReadDeps {
  /** The CPU worker pool (workers/cpu.worker.ts): imports are read and XLSX exports written there. */
  cpu: WorkerPool;
}
type Lang = 'en' | 'it';

const iso = (d: Date) => d.toISOString();

export async function ownedOrNotFound(deps: PortfolioReadDeps, user: SessionUser, id: string): Promise<repo.PortfolioRow> {
  const p = await repo.findOwned(deps.db, user.id, id);
  if (!p) throw new AppError('PORTFOLIO_NOT_FOUND');
  return p;
}

export async function listPortfolios(deps: PortfolioReadDeps, user: SessionUser): Promise<PortfolioItem[]> {
  const rows = await repo.listOwned(deps.db, user.id);
  return rows.map(({ p, holdings, invested, committed }) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    holdings,
    invested,
    committed,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  }));
}

export async function createPortfolio(
  deps: PortfolioReadDeps,
  user: SessionUser,
  body: { name: string; description?: string },
): Promise<PortfolioItem> {
  const p = await repo.insertPortfolio(deps.db, {
    ownerId: user.id,
    name: body.name,
    description: body.description ?? null,
    at: deps.now(),
  });
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    holdings: 0,
    invested: 0,
    committed: 0,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

export async function updatePortfolio(
  deps: PortfolioReadDeps,
  user: SessionUser,
  id: string,
  patch: { name?: string; description?: string | null },
): Promise<PortfolioDetail> {
  await ownedOrNotFound(deps, user, id);
  await repo.updatePortfolio(deps.db, id, patch, deps.now());
  return portfolioDetail(deps, user, id);
}

export async function deletePortfolio(deps: PortfolioReadDeps, user: SessionUser, id: string): Promise<{ holdings: number }> {
  await ownedOrNotFound(deps, user, id);
  const holdings = (await repo.holdingsOf(deps.db, id)).length;
  await repo.deletePortfolio(deps.db, id);
  return { holdings };
}

export async function portfolioDetail(deps: PortfolioReadDeps, user: SessionUser, id: string): Promise<PortfolioDetail> {
  const p = await ownedOrNotFound(deps, user, id);
  const resolved = await resolveHoldings(deps, user, id);
  const invested = resolved.reduce((s, h) => s + h.row.invested, 0);
  const committed = resolved.reduce((s, h) => s + Math.max(h.row.committed ?? 0, h.row.invested), 0);
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    holdings: resolved.length,
    invested,
    committed,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    holdingList: resolved.map(toHolding),
  };
}

export async function portfolioSummary(deps: PortfolioReadDeps, user: SessionUser, id: string): Promise<PortfolioSummaryResponse> {
  const p = await ownedOrNotFound(deps, user, id);
  const resolved = await resolveHoldings(deps, user, id);
  const today = deps.now().toISOString().slice(0, 10);
  const summary = summarizePortfolio(
    resolved.map((r) => r.facts),
    today,
  );
  // The domain's readonly arrays are the contract's arrays; nothing mutates them after this.
  return {
    portfolioId: p.id,
    name: p.name,
    ...(summary as unknown as Omit<PortfolioSummaryResponse, 'portfolioId' | 'name' | 'asOf'>),
    kpis: resolved.flatMap((h) =>
      h.kpis.map((w) => ({
        holdingId: h.row.id,
        projectId: h.row.projectId!,
        name: h.facts.name,
        requestId: w.requestId,
        kpis: w.kpis,
        latest: w.watch.latest,
        previous: w.watch.previous,
        nextDueOn: w.nextDue?.dueOn ?? null,
        lateDays: w.watch.lateDays,
        thresholds: w.thresholds,
      })),
    ),
    asOf: today,
  };
}

/** Adds a project the caller may view (else 404 PROJECT_NOT_FOUND, as everywhere). */
export async function addProjectHolding(
  deps: PortfolioReadDeps,
  user: SessionUser,
  id: string,
  body: { projectId: string; amount?: number; committed?: number; date?: string },
) {
  await ownedOrNotFound(deps, user, id);
  const project = await resolveProject(deps.db, user, body.projectId, deps.now());
  const existing = (await repo.holdingsOf(deps.db, id)).some((h) => h.projectId === body.projectId);
  if (existing) throw new AppError('HOLDING_EXISTS');
  const insert = repo.insertHoldings(deps.db, [
    {
      portfolioId: id,
      source: 'project',
      projectId: body.projectId,
      name: project.row.title,
      industryCode: project.row.industry,
      region: project.row.region ?? project.row.country,
      invested: body.amount ?? 0,
      committed: body.committed ?? null,
      investedOn: body.date ?? null,
      stage: project.row.stage,
      addedBy: user.id,
      createdAt: deps.now(),
    },
  ]);
  // Two adds of the same project at once: the unique (portfolio, project) constraint decides, same answer.
  const [row] = await insert.catch((e: unknown) => {
    const code = (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
    throw code === '23505' ? new AppError('HOLDING_EXISTS') : e;
  });
  await repo.touch(deps.db, id, deps.now());
  return row!;
}

export async function removeHolding(deps: PortfolioReadDeps, user: SessionUser, id: string, holdingId: string): Promise<void> {
  await ownedOrNotFound(deps, user, id);
  if (!(await repo.deleteHolding(deps.db, id, holdingId))) throw new AppError('HOLDING_NOT_FOUND');
  await repo.touch(deps.db, id, deps.now());
}

export interface ImportRequest {
  bytes: Buffer;
  filename: string;
  mapping?: ColumnMapping;
  exclude?: number[];
  lang: Lang;
}

/**
 * The CPU part (reading the file, choosing the mapping, validating every row) runs in the CPU worker,
 * in the user's turn (ADR 0033); the event loop only fetches the remembered mappings and stores.
 */
async function prepare(deps: PortfolioDeps, user: SessionUser, req: ImportRequest, mode: PrepareInput['mode']): Promise<Prepared> {
  const remembered = req.mapping ? {} : await repo.rememberedMappings(deps.db, user.id);
  const bytes = new Uint8Array(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  const input: PrepareInput = { bytes, mapping: req.mapping, remembered, exclude: req.exclude, lang: req.lang, mode };
  return deps.cpu.run<Prepared>('portfolio.prepareImport', input, { owner: user.id });
}

export async function previewImport(deps: PortfolioDeps, user: SessionUser, id: string, req: ImportRequest): Promise<ImportPreview> {
  await ownedOrNotFound(deps, user, id);
  const x = await prepare(deps, user, req, 'preview');
  if (req.mapping) await repo.rememberMapping(deps.db, user.id, x.signature, x.mapping, deps.now());
  return {
    filename: req.filename,
    format: x.format,
    headers: x.headers,
    mapping: x.mapping,
    mappingSource: x.mappingSource,
    rows: x.rows,
    sample: x.sample,
    errors: x.errors,
    badRows: x.badRows,
    valid: x.valid,
  };
}

export type CommitOutcome =
  { ok: true; imported: number; rows: number; excluded: number[]; runId: string } | { ok: false; errors: ImportError[]; runId: string };

/**
 * All or nothing: any invalid cell in a row not excluded rejects the whole file (the attempt is
 * recorded, nothing is added); otherwise every valid row is added in one transaction, with the run
 * and the remembered mapping.
 */
export async function commitImport(deps: PortfolioDeps, user: SessionUser, id: string, req: ImportRequest): Promise<CommitOutcome> {
  await ownedOrNotFound(deps, user, id);
  const x = await prepare(deps, user, req, 'commit');
  const format: FileFormat = x.format;
  const excluded = x.excluded;
  const base = {
    portfolioId: id,
    userId: user.id,
    filename: req.filename.slice(0, 255),
    format,
    totalRows: x.rows,
    excludedRows: excluded,
    mapping: x.mapping,
    createdAt: deps.now(),
  };
  if (x.errors.length > 0) {
    const run = await repo.insertRun(deps.db, { ...base, status: 'rejected', imported: 0, errorCount: x.errors.length });
    return { ok: false, errors: x.errors, runId: run.id };
  }
  const runId = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const run = await repo.insertRun(db, { ...base, status: 'committed', imported: x.valid, errorCount: 0 });
    await repo.insertImportedHoldings(db, {
      portfolioId: id,
      importRunId: run.id,
      addedBy: user.id,
      createdAt: deps.now(),
      rowsJson: x.holdingsJson,
    });
    await repo.rememberMapping(db, user.id, x.signature, x.mapping, deps.now());
    await repo.touch(db, id, deps.now());
    return run.id;
  });
  return { ok: true, imported: x.valid, rows: x.rows, excluded, runId };
}

export type { SheetRows };
