import { and, desc, eq, inArray } from 'drizzle-orm';
import type { EvidenceFigure, FigureEvidence } from '../../../domain/scoring/index.ts';
import { evidenceFromFigures } from '../../../domain/scoring/index.ts';
import type { ApplicableFigure } from '../../../domain/evaluation/index.ts';
import { documentFigures, documents } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * The project's accepted document figures, read for the score's evidence and for "apply to the
 * inputs". The documents module owns these tables and their routes; this read only looks at what a
 * reviewer accepted (status `accepted`) of the project the access resolver already authorised.
 * A deleted document leaves its figures with document_id null (or its row marked deleted): the
 * figure still counts where its kind is not needed (TAM), with its citation text.
 */
async function acceptedRows(db: Db, projectId: string, ids?: readonly string[]) {
  return db
    .select({
      id: documentFigures.id,
      key: documentFigures.key,
      period: documentFigures.period,
      value: documentFigures.value,
      currency: documentFigures.currency,
      marks: documentFigures.marks,
      documentId: documentFigures.documentId,
      sourceFilename: documentFigures.sourceFilename,
      page: documentFigures.page,
      sheet: documentFigures.sheet,
      cell: documentFigures.cell,
      kind: documents.kind,
      deletedAt: documents.deletedAt,
    })
    .from(documentFigures)
    .leftJoin(documents, eq(documents.id, documentFigures.documentId))
    .where(
      and(
        eq(documentFigures.projectId, projectId),
        eq(documentFigures.status, 'accepted'),
        ids ? inArray(documentFigures.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(documentFigures.decidedAt), desc(documentFigures.id));
}

const present = (r: { documentId: string | null; deletedAt: Date | null }) => r.documentId !== null && r.deletedAt === null;

/** The sub-factors the project's accepted figures evidence, newest decision first as the link. */
export async function projectEvidence(db: Db, projectId: string): Promise<FigureEvidence> {
  const rows = await acceptedRows(db, projectId);
  const figures: EvidenceFigure[] = rows.map((r) => ({
    id: r.id,
    key: r.key,
    status: 'accepted',
    documentId: present(r) ? r.documentId : null,
    documentKind: present(r) ? r.kind : null,
    filename: r.sourceFilename,
    citation: { page: r.page ?? undefined, sheet: r.sheet ?? undefined, cell: r.cell ?? undefined },
  }));
  return evidenceFromFigures(figures);
}

/** The accepted figures among `ids` for this project (others are simply not returned); every accepted one without `ids`. */
export async function acceptedFiguresById(db: Db, projectId: string, ids?: readonly string[]): Promise<ApplicableFigure[]> {
  const rows = await acceptedRows(db, projectId, ids);
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    period: r.period,
    value: r.value,
    currency: r.currency,
    ...(r.marks?.periodDetail ? { periodDetail: r.marks.periodDetail } : {}),
  }));
}
