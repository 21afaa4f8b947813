import { and, asc, eq, inArray } from 'drizzle-orm';
import type { KpiAnswerBody, KpiRequest, KpiRequestBody, KpiThresholds, UpdateKpiRequestBody } from '../../../contract/realization.ts';
import { isoDay, kpiPeriodOf, nextKpiPeriod, type KpiCadence } from '../../../domain/realization/index.ts';
import { kpiAnswers, kpiRequests } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';

type RequestRow = typeof kpiRequests.$inferSelect;
type AnswerRow = typeof kpiAnswers.$inferSelect;

export function toKpiRequest(r: RequestRow, answers: AnswerRow[]): KpiRequest {
  const mine = answers.filter((a) => a.requestId === r.id);
  return {
    id: r.id,
    projectId: r.projectId,
    investorId: r.investorId,
    kpis: r.kpis,
    cadence: r.cadence as KpiCadence,
    startOn: r.startOn,
    nextDue:
      r.status === 'active'
        ? nextKpiPeriod(
            r.startOn,
            r.cadence as KpiCadence,
            mine.map((a) => a.periodStart),
          )
        : null,
    status: r.status as 'active' | 'closed',
    thresholds: r.thresholds,
    answers: mine.map((a) => ({
      id: a.id,
      periodStart: a.periodStart,
      periodEnd: a.periodEnd,
      values: a.values,
      note: a.note,
      answeredAt: a.answeredAt.toISOString(),
    })),
    createdAt: r.createdAt.toISOString(),
  };
}

async function answersOf(db: Db, ids: string[]): Promise<AnswerRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(kpiAnswers).where(inArray(kpiAnswers.requestId, ids)).orderBy(asc(kpiAnswers.periodStart));
}

/** Only an investor who sees the project asks it for KPIs (FORBIDDEN for anyone else who sees it). */
export async function createKpiRequest(
  db: Db,
  user: SessionUser,
  p: ResolvedProject,
  body: KpiRequestBody,
  now: Date,
): Promise<KpiRequest> {
  if (user.role !== 'investor') throw new AppError('FORBIDDEN');
  checkThresholds(body.kpis, body.thresholds);
  const startOn = kpiPeriodOf(body.startOn ?? isoDay(now), body.cadence).periodStart;
  const [row] = await db
    .insert(kpiRequests)
    .values({
      projectId: p.row.id,
      investorId: user.id,
      kpis: body.kpis,
      cadence: body.cadence,
      startOn,
      message: body.message ?? null,
      thresholds: body.thresholds ?? {},
      createdAt: now,
    })
    .returning();
  return toKpiRequest(row!, []);
}

/** Bounds only on the request's own KPIs, and a min not above its max (422 KPI_PERIOD_INVALID otherwise). */
function checkThresholds(kpis: readonly string[], thresholds: KpiThresholds | undefined): void {
  for (const [k, b] of Object.entries(thresholds ?? {})) {
    if (!kpis.includes(k)) throw new AppError('KPI_PERIOD_INVALID', undefined, `Threshold on an unknown KPI: ${k}`);
    if (b.min != null && b.max != null && b.min > b.max) throw new AppError('KPI_PERIOD_INVALID', undefined, `${k}: min above max`);
  }
}

/**
 * PATCH by the investor who asked (anyone else who sees the project: FORBIDDEN): new bounds replace the old, or the
 * request is closed (no more periods due, no more reminders).
 */
export async function updateKpiRequest(db: Db, user: SessionUser, request: RequestRow, body: UpdateKpiRequestBody): Promise<KpiRequest> {
  if (request.investorId !== user.id) throw new AppError('FORBIDDEN');
  checkThresholds(request.kpis, body.thresholds);
  const [row] = await db
    .update(kpiRequests)
    .set({ ...(body.thresholds ? { thresholds: body.thresholds } : {}), ...(body.status ? { status: body.status } : {}) })
    .where(eq(kpiRequests.id, request.id))
    .returning();
  return toKpiRequest(row!, await answersOf(db, [request.id]));
}

export async function listKpiRequests(db: Db, projectId: string): Promise<KpiRequest[]> {
  const rows = await db.select().from(kpiRequests).where(eq(kpiRequests.projectId, projectId)).orderBy(asc(kpiRequests.createdAt));
  const answers = await answersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toKpiRequest(r, answers));
}

export async function findKpiRequest(db: Db, id: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(kpiRequests).where(eq(kpiRequests.id, id));
  return row ?? null;
}

/**
 * The active KPI requests: of these projects (a reader's list passes the ids the access rule let them see), or of the
 * whole platform (`'all'`: the reminders job).
 */
export async function activeKpiRequests(db: Db, projectIds: readonly string[] | 'all'): Promise<KpiRequest[]> {
  if (projectIds !== 'all' && projectIds.length === 0) return [];
  const rows = await db
    .select()
    .from(kpiRequests)
    .where(and(eq(kpiRequests.status, 'active'), projectIds === 'all' ? undefined : inArray(kpiRequests.projectId, [...projectIds])));
  const answers = await answersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toKpiRequest(r, answers));
}

/** An answer for one period of the request (its start must be a period start from startOn, not answered yet). */
export async function answerKpiRequest(
  db: Db,
  user: SessionUser,
  request: RequestRow,
  body: KpiAnswerBody,
  now: Date,
): Promise<KpiRequest> {
  const period = kpiPeriodOf(body.periodStart, request.cadence as KpiCadence);
  if (period.periodStart !== body.periodStart || body.periodStart < request.startOn) throw new AppError('KPI_PERIOD_INVALID');
  const unknown = Object.keys(body.values).filter((k) => !request.kpis.includes(k));
  if (unknown.length > 0) throw new AppError('KPI_PERIOD_INVALID', undefined, `Unknown KPIs: ${unknown.join(', ')}`);
  const inserted = await db
    .insert(kpiAnswers)
    .values({
      requestId: request.id,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      values: body.values,
      note: body.note ?? null,
      answeredBy: user.id,
      answeredAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new AppError('KPI_PERIOD_INVALID');
  const [row] = await db
    .select()
    .from(kpiRequests)
    .where(and(eq(kpiRequests.id, request.id)));
  return toKpiRequest(row!, await answersOf(db, [request.id]));
}
