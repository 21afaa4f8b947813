import { and, eq, inArray } from 'drizzle-orm';
import type { ProgressReportData } from '../../../domain/reports/index.ts';
import { isoDay } from '../../../domain/realization/index.ts';
import { documents, projectObligations } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { ResolvedProject } from '../access/index.ts';
import { findRoadmap, listObligations } from './repository.ts';
import { reportDraftOf } from './report-draft.ts';
import { itemsOf, toObligation } from './view.ts';

/**
 * What the reports module seals for a reporting period (ADR 0047): the period's draft (reportDraftOf) with the item
 * titles and evidence named (a document by its file name, a link by its label or address), and the project's targets
 * with their progress. OBLIGATION_NOT_FOUND for an obligation of another project (reportDraftOf).
 */
export async function periodReportData(db: Db, p: ResolvedProject, obligationId: string, now: Date): Promise<ProgressReportData> {
  const draft = await reportDraftOf(db, p, obligationId);
  const obligations = (await listObligations(db, p.row.id)).map((o) => toObligation(o, isoDay(now)));
  const o = obligations.find((x) => x.id === obligationId)!;
  const titles = new Map(itemsOf((await findRoadmap(db, p.row.id))?.phases ?? []).map((i) => [i.id, i.title]));
  const title = (id: string) => titles.get(id) ?? id;
  const docIds = draft.evidence.flatMap((e) => (e.evidence.kind === 'document' ? [e.evidence.documentId] : []));
  const docs =
    docIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ id: documents.id, filename: documents.filename })
              .from(documents)
              .where(and(eq(documents.projectId, p.row.id), inArray(documents.id, docIds)))
          ).map((d) => [d.id, d.filename]),
        );
  return {
    obligation: { title: o.title, dueOn: o.dueOn, periodStart: draft.periodStart, periodEnd: draft.periodEnd },
    done: draft.done.map((d) => ({ title: d.title, end: d.end })),
    progress: draft.progress.map((r) => ({ title: title(r.itemId), note: r.note, percent: r.percent, at: r.at })),
    spentCents: draft.spentCents,
    budgetCents: draft.budgetCents,
    evidence: draft.evidence.map((e) => ({
      title: title(e.itemId),
      what:
        e.evidence.kind === 'document' ? (docs.get(e.evidence.documentId) ?? e.evidence.documentId) : (e.evidence.label ?? e.evidence.url),
    })),
    targets: obligations
      .filter((t) => t.indicator !== null && t.targetValue !== null && t.status !== 'waived')
      .map((t) => ({
        title: t.title,
        indicator: t.indicator!,
        unit: t.unit,
        targetValue: t.targetValue,
        currentValue: t.currentValue,
        currentOn: t.currentOn,
        progress: t.progress,
        dueOn: t.dueOn,
      })),
    currency: draft.currency,
  };
}

/** The sealed report is recorded on its obligation (the latest one when a period is sealed again). */
export async function recordPeriodReport(db: Db, projectId: string, obligationId: string, reportId: string): Promise<void> {
  await db
    .update(projectObligations)
    .set({ reportId })
    .where(and(eq(projectObligations.projectId, projectId), eq(projectObligations.id, obligationId)));
}
