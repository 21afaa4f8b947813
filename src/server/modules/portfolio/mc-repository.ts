import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { evaluations, portfolioMcRuns } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type McRunRow = typeof portfolioMcRuns.$inferSelect;

/** The latest run of the portfolio in each state group: queued/running, and done/failed. */
export async function latestRuns(db: Db, portfolioId: string): Promise<{ inProgress: McRunRow | null; latest: McRunRow | null }> {
  const active = await db
    .select()
    .from(portfolioMcRuns)
    .where(and(eq(portfolioMcRuns.portfolioId, portfolioId), inArray(portfolioMcRuns.status, ['queued', 'running'])))
    .orderBy(desc(portfolioMcRuns.createdAt))
    .limit(1);
  const ended = await db
    .select()
    .from(portfolioMcRuns)
    .where(and(eq(portfolioMcRuns.portfolioId, portfolioId), inArray(portfolioMcRuns.status, ['done', 'failed'])))
    .orderBy(desc(portfolioMcRuns.createdAt))
    .limit(1);
  return { inProgress: active[0] ?? null, latest: ended[0] ?? null };
}

export async function insertRun(db: Db, v: typeof portfolioMcRuns.$inferInsert): Promise<McRunRow> {
  const [row] = await db.insert(portfolioMcRuns).values(v).returning();
  return row!;
}

export async function findRun(db: Db, id: string): Promise<McRunRow | null> {
  const [row] = await db.select().from(portfolioMcRuns).where(eq(portfolioMcRuns.id, id));
  return row ?? null;
}

export async function updateRun(db: Db, id: string, set: Partial<typeof portfolioMcRuns.$inferInsert>): Promise<void> {
  await db.update(portfolioMcRuns).set(set).where(eq(portfolioMcRuns.id, id));
}

/** Each project's latest evaluation: its id, version and the initial investment of its saved plan (the weight's denominator). */
export async function latestEvaluationRefs(db: Db, projectIds: string[]) {
  if (projectIds.length === 0) return new Map<string, { id: string; version: number; initialInvestment: number | null }>();
  const rows = await db
    .selectDistinctOn([evaluations.projectId], {
      projectId: evaluations.projectId,
      id: evaluations.id,
      version: evaluations.version,
      initialInvestment: sql<number | null>`(${evaluations.input}->'assumptions'->'drivers'->'initialInvestment'->>'value')::float8`,
    })
    .from(evaluations)
    .where(inArray(evaluations.projectId, projectIds))
    .orderBy(evaluations.projectId, desc(evaluations.version));
  return new Map(rows.map((r) => [r.projectId, { id: r.id, version: r.version, initialInvestment: r.initialInvestment }]));
}

/** The saved inputs of these evaluation versions (immutable rows: the run reads exactly what it pinned). */
export async function evaluationInputs(db: Db, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: evaluations.id, input: evaluations.input }).from(evaluations).where(inArray(evaluations.id, ids));
  return new Map(rows.map((r) => [r.id, r.input]));
}
