import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ReportDraft } from '../../../contract/realization.ts';
import { addDays } from '../../../domain/realization/index.ts';
import { projectObligations, roadmapProgress } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import { findRoadmap } from './repository.ts';
import { itemsOf } from './view.ts';

/**
 * A reporting period's draft: items done whose end falls in the period, the progress notes written in it,
 * the evidence on the items touched, and the spend recorded on the roadmap (actuals are totals per item,
 * not dated, so "spent" is the total to date; said in docs/realization.md).
 */
export async function reportDraftOf(db: Db, p: ResolvedProject, obligationId: string): Promise<ReportDraft> {
  const [o] = await db
    .select()
    .from(projectObligations)
    .where(and(eq(projectObligations.projectId, p.row.id), eq(projectObligations.id, obligationId)));
  if (!o) throw new AppError('OBLIGATION_NOT_FOUND');
  const periodEnd = o.periodEnd ?? o.dueOn;
  const from = o.periodStart ?? '0001-01-01';
  const items = itemsOf((await findRoadmap(db, p.row.id))?.phases ?? []);
  const progress = await db
    .select()
    .from(roadmapProgress)
    .where(
      and(
        eq(roadmapProgress.projectId, p.row.id),
        gte(roadmapProgress.createdAt, new Date(`${from}T00:00:00Z`)),
        lte(roadmapProgress.createdAt, new Date(`${addDays(periodEnd, 1)}T00:00:00Z`)),
      ),
    )
    .orderBy(asc(roadmapProgress.createdAt));
  const touched = new Set(progress.map((r) => r.itemId));
  const done = items.filter((i) => i.status === 'done' && i.end >= from && i.end <= periodEnd);
  for (const i of done) touched.add(i.id);
  return {
    obligationId: o.id,
    periodStart: o.periodStart,
    periodEnd,
    done: done.map((i) => ({ itemId: i.id, title: i.title, end: i.end })),
    progress: progress.map((r) => ({
      itemId: r.itemId,
      note: r.note,
      percent: r.percent,
      status: r.status,
      at: r.createdAt.toISOString(),
    })),
    spentCents: items.reduce((s, i) => s + (i.actualCents ?? 0), 0),
    budgetCents: items.reduce((s, i) => s + (i.budgetCents ?? 0), 0),
    evidence: items.filter((i) => touched.has(i.id)).flatMap((i) => i.evidence.map((e) => ({ itemId: i.id, evidence: e }))),
    currency: p.row.currency,
  };
}
