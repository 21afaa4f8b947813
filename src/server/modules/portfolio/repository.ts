import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  evaluations,
  portfolioHoldings,
  portfolioImportMappings,
  portfolioImportRuns,
  portfolios,
  projects,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type PortfolioRow = typeof portfolios.$inferSelect;
export type HoldingRow = typeof portfolioHoldings.$inferSelect;
export type NewHolding = typeof portfolioHoldings.$inferInsert;

/** The owner's portfolios with their holdings count and amounts, newest first. */
export async function listOwned(db: Db, ownerId: string) {
  return db
    .select({
      p: portfolios,
      holdings: sql<number>`count(${portfolioHoldings.id})::int`,
      invested: sql<number>`coalesce(sum(${portfolioHoldings.invested}), 0)::float8`,
      committed: sql<number>`coalesce(sum(greatest(coalesce(${portfolioHoldings.committed}, 0), ${portfolioHoldings.invested})), 0)::float8`,
    })
    .from(portfolios)
    .leftJoin(portfolioHoldings, eq(portfolioHoldings.portfolioId, portfolios.id))
    .where(eq(portfolios.ownerId, ownerId))
    .groupBy(portfolios.id)
    .orderBy(desc(portfolios.createdAt), asc(portfolios.id));
}

/** The portfolio when the caller owns it (one query scoped by owner: nobody else's is ever read). */
export async function findOwned(db: Db, ownerId: string, id: string): Promise<PortfolioRow | null> {
  const [row] = await db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.id, id), eq(portfolios.ownerId, ownerId)));
  return row ?? null;
}

export async function insertPortfolio(
  db: Db,
  v: { ownerId: string; name: string; description: string | null; at: Date },
): Promise<PortfolioRow> {
  const [row] = await db
    .insert(portfolios)
    .values({ ownerId: v.ownerId, name: v.name, description: v.description, createdAt: v.at, updatedAt: v.at })
    .returning();
  return row!;
}

export async function updatePortfolio(db: Db, id: string, patch: { name?: string; description?: string | null }, at: Date): Promise<void> {
  await db
    .update(portfolios)
    .set({ ...patch, updatedAt: at })
    .where(eq(portfolios.id, id));
}

export async function deletePortfolio(db: Db, id: string): Promise<void> {
  await db.delete(portfolios).where(eq(portfolios.id, id));
}

export async function touch(db: Db, id: string, at: Date): Promise<void> {
  await db.update(portfolios).set({ updatedAt: at }).where(eq(portfolios.id, id));
}

export async function holdingsOf(db: Db, portfolioId: string): Promise<HoldingRow[]> {
  return db
    .select()
    .from(portfolioHoldings)
    .where(eq(portfolioHoldings.portfolioId, portfolioId))
    .orderBy(asc(portfolioHoldings.createdAt), asc(portfolioHoldings.sourceRow), asc(portfolioHoldings.id));
}

export async function insertHoldings(db: Db, rows: NewHolding[]): Promise<HoldingRow[]> {
  if (rows.length === 0) return [];
  const out: HoldingRow[] = [];
  // Chunks keep each statement under the driver's parameter limit (25 columns × 1,000 rows).
  for (let i = 0; i < rows.length; i += 1_000)
    out.push(
      ...(await db
        .insert(portfolioHoldings)
        .values(rows.slice(i, i + 1_000))
        .returning()),
    );
  return out;
}

/**
 * An import's holdings in one statement: the rows arrive as one JSON array (keys = the columns below,
 * built in the CPU worker by portfolio/prepare.ts) read by jsonb_to_recordset. Building thousands of
 * rows × 25 parameters through the query builder cost the event loop ~0.2 s per 1,000 rows (ADR 0033).
 */
export async function insertImportedHoldings(
  db: Db,
  v: { portfolioId: string; importRunId: string; addedBy: string; createdAt: Date; rowsJson: string },
): Promise<void> {
  await db.execute(sql`
    insert into portfolio_holdings (portfolio_id, source, import_run_id, added_by, created_at, source_row, name, industry_code, region, invested, committed,
      invested_on, stage, revenue, ebitda, cash, monthly_burn, npv, irr, cr_score, previous_cr_score, milestone_due)
    select ${v.portfolioId}::uuid, 'import', ${v.importRunId}::uuid, ${v.addedBy}, ${v.createdAt.toISOString()}::timestamptz, x.source_row, x.name, x.industry_code, x.region,
      x.invested, x.committed, x.invested_on, x.stage, x.revenue, x.ebitda, x.cash, x.monthly_burn, x.npv, x.irr, x.cr_score, x.previous_cr_score, x.milestone_due
    from jsonb_to_recordset(${v.rowsJson}::jsonb) as x(source_row integer, name text, industry_code text, region text, invested numeric(16, 2),
      committed numeric(16, 2), invested_on date, stage text, revenue double precision, ebitda double precision, cash double precision,
      monthly_burn double precision, npv double precision, irr double precision, cr_score double precision, previous_cr_score double precision, milestone_due date)`);
}

export async function deleteHolding(db: Db, portfolioId: string, holdingId: string): Promise<boolean> {
  const gone = await db
    .delete(portfolioHoldings)
    .where(and(eq(portfolioHoldings.id, holdingId), eq(portfolioHoldings.portfolioId, portfolioId)))
    .returning({ id: portfolioHoldings.id });
  return gone.length > 0;
}

export async function insertRun(db: Db, v: typeof portfolioImportRuns.$inferInsert) {
  const [row] = await db.insert(portfolioImportRuns).values(v).returning();
  return row!;
}

/** Every mapping the user has remembered, by header signature (one per file layout they imported). */
export async function rememberedMappings(db: Db, userId: string): Promise<Record<string, Record<string, string | null>>> {
  const rows = await db
    .select({ signature: portfolioImportMappings.headerSignature, mapping: portfolioImportMappings.mapping })
    .from(portfolioImportMappings)
    .where(eq(portfolioImportMappings.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.signature, r.mapping]));
}

export async function rememberMapping(
  db: Db,
  userId: string,
  signature: string,
  mapping: Record<string, string | null>,
  at: Date,
): Promise<void> {
  await db
    .insert(portfolioImportMappings)
    .values({ userId, headerSignature: signature, mapping, updatedAt: at })
    .onConflictDoUpdate({
      target: [portfolioImportMappings.userId, portfolioImportMappings.headerSignature],
      set: { mapping, updatedAt: at },
    });
}

/** The projects' titles, industries and regions. */
export async function projectFacts(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: projects.id, title: projects.title, industry: projects.industry, country: projects.country, region: projects.region })
    .from(projects)
    .where(inArray(projects.id, ids));
}

/** The latest two evaluations of each project (newest first): the figures and the score drop. */
export async function latestEvaluations(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Array<{ score: number; result: Record<string, unknown> }>>();
  const rows = await db
    .select({ projectId: evaluations.projectId, version: evaluations.version, score: evaluations.scoreTotal, result: evaluations.result })
    .from(evaluations)
    .where(
      and(
        inArray(evaluations.projectId, ids),
        sql`${evaluations.version} >= (select max(e2.version) - 1 from evaluations e2 where e2.project_id = ${evaluations.projectId})`,
      ),
    )
    .orderBy(asc(evaluations.projectId), desc(evaluations.version));
  const out = new Map<string, Array<{ score: number; result: Record<string, unknown> }>>();
  for (const r of rows) out.set(r.projectId, [...(out.get(r.projectId) ?? []), { score: r.score, result: r.result }]);
  return out;
}
