import { and, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { documentFigures, documents, evaluations, fundingRequests, reports } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * The counts the cycle guide reads, one statement per table, each scoped to the one project the access rule
 * resolved. Read only: the modules that own these rows (documents, evaluations, reports, funding requests) write them.
 */
export async function cycleCounts(db: Db, projectId: string) {
  const live = and(eq(documents.projectId, projectId), isNull(documents.deletedAt));
  const [docs, figures, evals, sealed, sent] = await Promise.all([
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${documents.status} in ('queued', 'processing'))`.mapWith(Number),
      })
      .from(documents)
      .where(live),
    db
      .select({ n: count() })
      .from(documentFigures)
      .where(
        and(
          eq(documentFigures.projectId, projectId),
          eq(documentFigures.status, 'proposed'),
          inArray(documentFigures.documentId, db.select({ id: documents.id }).from(documents).where(live)),
        ),
      ),
    db
      .select({ n: count(), latest: max(evaluations.createdAt) })
      .from(evaluations)
      .where(eq(evaluations.projectId, projectId)),
    db.select({ n: count() }).from(reports).where(eq(reports.projectId, projectId)),
    db
      .select({ n: count() })
      .from(fundingRequests)
      .where(and(eq(fundingRequests.projectId, projectId), ne(fundingRequests.state, 'draft'))),
  ]);
  return {
    documents: docs[0]?.total ?? 0,
    documentsPending: docs[0]?.pending ?? 0,
    figuresProposed: figures[0]?.n ?? 0,
    evaluations: evals[0]?.n ?? 0,
    latestEvaluationAt: evals[0]?.latest ?? null,
    reportsSealed: sealed[0]?.n ?? 0,
    requestsSent: sent[0]?.n ?? 0,
  };
}
