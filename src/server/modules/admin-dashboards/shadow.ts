import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { shadowRunDetail, shadowRunSummary } from '../../../contract/admin-dashboards.ts';
import type { CrMethodologyVersion } from '../../../domain/scoring/index.ts';
import type { ShadowEvaluation, ShadowRow, ShadowSummary } from '../../../domain/shadow/index.ts';
import { shadowDecisions, shadowRuns } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

type RunRow = typeof shadowRuns.$inferSelect;
type DecisionRow = typeof shadowDecisions.$inferSelect;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Each project's latest evaluation as shadow mode reads it: the stored score (what users see) and the
 * score input it was computed from, straight from the jsonb (the Monte Carlo results are not read).
 */
export async function latestEvaluations(db: Db): Promise<ShadowEvaluation[]> {
  const res = await db.execute(sql`select distinct on (e.project_id) e.id, e.project_id, p.title, e.version,
      e.result -> 'score' as score, e.result -> 'scoreInput' as score_input
    from evaluations e join projects p on p.id = e.project_id
    where e.result ? 'scoreInput' order by e.project_id, e.version desc`);
  return rowsOf<{ id: string; project_id: string; title: string; version: number; score: Record<string, unknown>; score_input: unknown }>(
    res,
  ).map((r) => ({
    evaluationId: r.id,
    projectId: r.project_id,
    projectTitle: r.title,
    evaluationVersion: r.version,
    stored: {
      version: String(r.score.version),
      total: Number(r.score.total),
      tier: r.score.tier as ShadowEvaluation['stored']['tier'],
      subFactors: (r.score.subFactors as { id: string; points: number }[]) ?? [],
    },
    scoreInput: r.score_input as ShadowEvaluation['scoreInput'],
  }));
}

export async function insertRun(
  db: Db,
  r: { candidate: CrMethodologyVersion; rows: ShadowRow[]; summary: ShadowSummary; durationMs: number; createdBy: string; at: Date },
): Promise<RunRow> {
  const [row] = await db
    .insert(shadowRuns)
    .values({
      candidate: r.candidate,
      scope: 'latest-per-project',
      evaluationCount: r.rows.length,
      summary: r.summary as unknown as Record<string, unknown>,
      rows: r.rows as unknown as Record<string, unknown>[],
      durationMs: r.durationMs,
      createdBy: r.createdBy,
      createdAt: r.at,
    })
    .returning();
  return row!;
}

export async function listRuns(db: Db, limit: number): Promise<Omit<RunRow, 'rows'>[]> {
  const { rows: _rows, ...cols } = getTableColumns(shadowRuns);
  return db.select(cols).from(shadowRuns).orderBy(desc(shadowRuns.createdAt)).limit(limit);
}

export async function getRun(db: Db, id: string): Promise<RunRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(shadowRuns).where(eq(shadowRuns.id, id));
  return row ?? null;
}

/** The latest decision of each run. */
export async function decisionsOf(db: Db, runIds: string[]): Promise<Map<string, DecisionRow>> {
  if (runIds.length === 0) return new Map();
  const rows = await db.select().from(shadowDecisions).where(inArray(shadowDecisions.runId, runIds)).orderBy(shadowDecisions.decidedAt);
  return new Map(rows.map((d) => [d.runId, d]));
}

export async function insertDecision(db: Db, d: typeof shadowDecisions.$inferInsert): Promise<DecisionRow> {
  const [row] = await db.insert(shadowDecisions).values(d).returning();
  return row!;
}

const decisionView = (d: DecisionRow | undefined) =>
  d ? { id: d.id, decision: d.decision, reason: d.reason, decidedBy: d.decidedBy, decidedAt: d.decidedAt.toISOString() } : null;

export function runView(r: Omit<RunRow, 'rows'>, d: DecisionRow | undefined): z.infer<typeof shadowRunSummary> {
  return {
    id: r.id,
    candidate: r.candidate,
    scope: r.scope,
    evaluationCount: r.evaluationCount,
    durationMs: r.durationMs,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    summary: r.summary as unknown as z.infer<typeof shadowRunSummary>['summary'],
    decision: decisionView(d),
  };
}

const rowView = (r: ShadowRow) => ({
  projectId: r.projectId,
  projectTitle: r.projectTitle,
  evaluationVersion: r.evaluationVersion,
  baselineVersion: r.baselineVersion,
  baselineTotal: r.baselineTotal,
  baselineTier: r.baselineTier,
  candidateTotal: r.candidateTotal,
  candidateTier: r.candidateTier,
  diff: r.diff,
  tierChanged: r.tierChanged,
});

/** A run with the projects that change tier and the 20 largest moves (the CSV holds every row). */
export function runDetail(r: RunRow, d: DecisionRow | undefined): z.infer<typeof shadowRunDetail> {
  const rows = r.rows as unknown as ShadowRow[];
  return {
    ...runView(r, d),
    tierMoves: rows.filter((x) => x.tierChanged).map(rowView),
    largest: [...rows]
      .sort((a, b) => Math.abs(b.diff) - Math.abs(a.diff) || a.projectTitle.localeCompare(b.projectTitle))
      .slice(0, 20)
      .map(rowView),
  };
}
