import type { ProgressBody, PutRoadmapBody, Roadmap, RoadmapPhase } from '../../../contract/realization.ts';
import { computeSchedule, draftRoadmap, isoDay, NetworkError } from '../../../domain/realization/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import {
  findRoadmap,
  fundingRequestWithCall,
  insertProgress,
  latestEvaluationInput,
  listObligations,
  openComplianceTasks,
  saveRoadmap,
} from './repository.ts';
import { alertSlippage } from './slippage.ts';
import { itemsOf, statusOf, toRoadmap } from './view.ts';

export interface RealizationDeps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

const today = (deps: RealizationDeps) => isoDay(deps.now());

export async function getRoadmap(deps: RealizationDeps, p: ResolvedProject): Promise<Roadmap> {
  const row = await findRoadmap(deps.db, p.row.id);
  if (!row) throw new AppError('ROADMAP_NOT_FOUND');
  return toRoadmap(row, p.row.currency, today(deps));
}

/** Refuses a plan whose dependencies loop or name missing items (422 ROADMAP_CYCLE with the item ids). */
function checkNetwork(phases: readonly RoadmapPhase[]): void {
  const items = itemsOf(phases);
  const ids = new Set<string>();
  const dup = items.filter((i) => (ids.has(i.id) ? true : (ids.add(i.id), false))).map((i) => i.id);
  if (dup.length > 0) throw new AppError('VALIDATION_FAILED', { itemIds: dup }, `Duplicate item ids: ${dup.join(', ')}`);
  try {
    computeSchedule(items);
  } catch (e) {
    if (e instanceof NetworkError) throw new AppError('ROADMAP_CYCLE', { itemIds: e.itemIds }, e.message);
    throw e;
  }
}

/**
 * Saves the whole plan. The first save needs no revision; later saves send the revision they read and a
 * stale one answers 409 ROADMAP_CONFLICT. `setBaseline` copies the saved dates and budgets as the baseline.
 */
export async function putRoadmap(
  deps: RealizationDeps,
  user: SessionUser,
  p: ResolvedProject,
  body: PutRoadmapBody,
): Promise<{ roadmap: Roadmap; created: boolean }> {
  checkNetwork(body.phases);
  const current = await findRoadmap(deps.db, p.row.id);
  if (current && body.revision !== current.revision) throw new AppError('ROADMAP_CONFLICT');
  if (!current && body.revision !== undefined && body.revision !== 0) throw new AppError('ROADMAP_CONFLICT');
  const now = deps.now();
  const status = statusOf(body.phases, isoDay(now));
  const baseline = body.setBaseline
    ? itemsOf(body.phases).map((i) => ({ id: i.id, start: i.start, end: i.end, budgetCents: i.budgetCents ?? null }))
    : (current?.baseline ?? null);
  const saved = await saveRoadmap(deps.db, p.row.id, current ? current.revision : null, {
    phases: body.phases,
    baseline,
    baselineAt: body.setBaseline ? now : (current?.baselineAt ?? null),
    status: status.status,
    statusReason: status.reason,
    updatedBy: user.id,
    updatedAt: now,
  });
  if (!saved) throw new AppError('ROADMAP_CONFLICT');
  await alertSlippage(deps, p.row, status);
  return { roadmap: toRoadmap(saved, p.row.currency, isoDay(now)), created: !current };
}

/** The wizard's proposal (not saved): see draftRoadmap in src/domain/realization/draft.ts. */
export async function roadmapDraft(deps: RealizationDeps, p: ResolvedProject, requestId: string | undefined) {
  const input = await latestEvaluationInput(deps.db, p.row.id);
  const assumptions = (input?.assumptions ?? null) as {
    horizonYears?: number;
    drivers?: { initialInvestment?: { value?: number } };
  } | null;
  let startOn = today(deps);
  if (requestId) {
    const request = await fundingRequestWithCall(deps.db, p.row.id, requestId);
    if (!request) throw new AppError('FUNDING_REQUEST_NOT_FOUND');
    if (request.fundedAt) startOn = isoDay(request.fundedAt);
  }
  const obligations = (await listObligations(deps.db, p.row.id)).filter((o) => !requestId || o.requestId === requestId);
  const draft = draftRoadmap({
    startOn,
    industry: p.row.industry,
    plan: assumptions?.horizonYears
      ? { horizonYears: assumptions.horizonYears, initialInvestmentEur: assumptions.drivers?.initialInvestment?.value ?? null }
      : null,
    obligations: obligations.map((o) => ({
      id: o.id,
      kind: o.kind,
      title: o.title,
      dueOn: o.dueOn,
      indicator: o.indicator,
      targetValue: o.targetValue,
    })),
    complianceTasks: await openComplianceTasks(deps.db, p.row.id),
  });
  return { ...draft, startOn, requestId: requestId ?? null };
}

/**
 * A progress update on one item. Members who may edit update any item; a grantee with edit access (a
 * consultant) only items whose owner they are. A milestone with evidenceRequired is not "done" without
 * evidence (given now or already on it). Answers the updated roadmap.
 */
export async function recordProgress(
  deps: RealizationDeps,
  user: SessionUser,
  p: ResolvedProject,
  itemId: string,
  body: ProgressBody,
): Promise<Roadmap> {
  const row = await findRoadmap(deps.db, p.row.id);
  if (!row) throw new AppError('ROADMAP_NOT_FOUND');
  const item = itemsOf(row.phases).find((i) => i.id === itemId);
  if (!item) throw new AppError('ROADMAP_ITEM_NOT_FOUND');
  if (p.access.relation.via === 'grant' && item.ownerId !== user.id) throw new AppError('FORBIDDEN');
  const evidence = [...item.evidence, ...(body.evidence ?? [])];
  const status = body.status ?? (body.percent === 100 ? 'done' : item.status);
  if (status === 'done' && item.evidenceRequired && evidence.length === 0) throw new AppError('EVIDENCE_REQUIRED');
  const updated = {
    ...item,
    status,
    evidence,
    ...(body.percent !== undefined ? { percent: body.percent } : status === 'done' ? { percent: 100 } : {}),
    ...(body.actualCents !== undefined ? { actualCents: body.actualCents } : {}),
  };
  const phases = row.phases.map((ph) => ({ ...ph, items: ph.items.map((i) => (i.id === itemId ? updated : i)) }));
  const now = deps.now();
  const finding = statusOf(phases, isoDay(now));
  const saved = await saveRoadmap(deps.db, p.row.id, row.revision, {
    phases,
    baseline: row.baseline,
    baselineAt: row.baselineAt,
    status: finding.status,
    statusReason: finding.reason,
    updatedBy: user.id,
    updatedAt: now,
  });
  if (!saved) throw new AppError('ROADMAP_CONFLICT');
  await insertProgress(deps.db, {
    projectId: p.row.id,
    itemId,
    authorId: user.id,
    note: body.note,
    percent: body.percent ?? null,
    status: body.status ?? null,
    actualCents: body.actualCents ?? null,
    evidence: body.evidence ?? [],
    createdAt: now,
  });
  await alertSlippage(deps, p.row, finding);
  return toRoadmap(saved, p.row.currency, isoDay(now));
}

/**
 * A ledger of actuals (CSV or XLSX, parsed in the CPU worker pool, ADR 0033): the total per item id
 * replaces the item's actualCents. Rows naming no item of the roadmap, or unreadable, are counted, not
 * applied; a file without the item and amount columns answers 422 LEDGER_INVALID.
 */
export async function importLedger(
  deps: RealizationDeps & { cpu: WorkerPool },
  user: SessionUser,
  p: ResolvedProject,
  body: { format: 'csv' | 'xlsx'; contentBase64: string },
): Promise<{ roadmap: Roadmap; items: number; bad: number[] }> {
  const row = await findRoadmap(deps.db, p.row.id);
  if (!row) throw new AppError('ROADMAP_NOT_FOUND');
  const bytes = new Uint8Array(Buffer.from(body.contentBase64, 'base64'));
  const parsed = await deps.cpu
    .run<{ totals: Record<string, number>; bad: number[] }>('realization.ledger', { format: body.format, bytes }, { owner: user.id })
    .catch(() => {
      throw new AppError('LEDGER_INVALID');
    });
  if (parsed.bad.includes(1) && Object.keys(parsed.totals).length === 0) throw new AppError('LEDGER_INVALID');
  const known = new Set(itemsOf(row.phases).map((i) => i.id));
  const applied = Object.keys(parsed.totals).filter((id) => known.has(id));
  const phases = row.phases.map((ph) => ({
    ...ph,
    items: ph.items.map((i) => (parsed.totals[i.id] !== undefined ? { ...i, actualCents: parsed.totals[i.id]! } : i)),
  }));
  const now = deps.now();
  const finding = statusOf(phases, isoDay(now));
  const saved = await saveRoadmap(deps.db, p.row.id, row.revision, {
    phases,
    baseline: row.baseline,
    baselineAt: row.baselineAt,
    status: finding.status,
    statusReason: finding.reason,
    updatedBy: user.id,
    updatedAt: now,
  });
  if (!saved) throw new AppError('ROADMAP_CONFLICT');
  await alertSlippage(deps, p.row, finding);
  const unknownRows = Object.keys(parsed.totals).length - applied.length;
  return {
    roadmap: toRoadmap(saved, p.row.currency, isoDay(now)),
    items: applied.length,
    bad: [...parsed.bad, ...Array(unknownRows).fill(0)],
  };
}
