import type { Figure } from '../../../contract/documents.ts';
import type { StoredFigureMarks } from '../../db/schema/documents.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { DocumentDeps } from './deps.ts';
import * as repo from './repository.ts';

// A document's proposed figures as the API shows them, and the decisions on them.

export const figureOf = (f: repo.FigureWithPeople): Figure => ({
  id: f.id,
  documentId: f.documentId,
  key: f.key as Figure['key'],
  period: f.period,
  value: f.value,
  currency: f.currency,
  source: f.source,
  status: f.status,
  citation: {
    ...(f.page != null ? { page: f.page } : {}),
    ...(f.sheet != null ? { sheet: f.sheet } : {}),
    ...(f.cell != null ? { cell: f.cell } : {}),
    quote: f.quote,
  },
  originalValue: f.originalValue,
  decidedBy: f.decidedBy ? { id: f.decidedBy, name: f.deciderName ?? '' } : null,
  decidedAt: f.decidedAt?.toISOString() ?? null,
  sourceDeleted: f.documentId === null,
  ...figureMarkFields(f.marks),
});

/** The sentence reader's stored marks as the API's optional fields. */
function figureMarkFields(m: StoredFigureMarks | null): Pick<Figure, 'periodDetail' | 'marks' | 'confidence' | 'reason'> {
  if (!m) return {};
  const { periodDetail, confidence, reason, ...marks } = m;
  return {
    ...(periodDetail ? { periodDetail } : {}),
    ...(Object.keys(marks).length > 0 ? { marks } : {}),
    ...(confidence !== undefined ? { confidence } : {}),
    ...(reason ? { reason } : {}),
  };
}

export async function documentFigures(deps: DocumentDeps, d: repo.DocumentRow): Promise<Figure[]> {
  return (await repo.listFigures(deps.db, d.id)).map(figureOf);
}

export async function projectFigures(deps: DocumentDeps, p: ResolvedProject, status: Figure['status'] | undefined): Promise<Figure[]> {
  return (await repo.listProjectFigures(deps.db, p.row.id, status)).map(figureOf);
}

/**
 * Accepts (optionally with an edited value: the value read stays as originalValue) or rejects a
 * figure; answers the figure before and after, for the audit entry.
 */
export async function decideOnFigure(
  deps: DocumentDeps,
  user: SessionUser,
  d: repo.DocumentRow,
  figureId: string,
  decision: { status: 'accepted'; value?: number | undefined } | { status: 'rejected' },
): Promise<{ before: Figure; after: Figure }> {
  const current = await repo.findFigure(deps.db, d.id, figureId);
  if (!current) throw new AppError('FIGURE_NOT_FOUND');
  const read = current.originalValue ?? current.value;
  const edited = decision.status === 'accepted' && decision.value !== undefined && decision.value !== read;
  await repo.decideFigure(deps.db, current.id, {
    status: decision.status,
    value: decision.status === 'accepted' && decision.value !== undefined ? decision.value : read,
    originalValue: edited ? read : null,
    decidedBy: user.id,
    decidedAt: deps.now(),
  });
  const after = (await repo.findFigure(deps.db, d.id, figureId))!;
  if (decision.status === 'accepted')
    await emitWebhookEvent(deps, 'figure.accepted', d.projectId, {
      documentId: d.id,
      figureId,
      key: after.key,
      period: after.period,
      value: after.value,
    });
  return { before: figureOf(current), after: figureOf(after) };
}
