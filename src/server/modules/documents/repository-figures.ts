import { and, eq } from 'drizzle-orm';
import { documentFigures, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// A document's extracted figures with who decided them (split from repository.ts, which re-exports these).

export type FigureRow = typeof documentFigures.$inferSelect;
export type FigureWithPeople = FigureRow & { deciderName: string | null };

const figureColumns = { fig: documentFigures, deciderName: users.username };
const flatFigure = (r: { fig: FigureRow; deciderName: string | null }): FigureWithPeople => ({ ...r.fig, deciderName: r.deciderName });

export async function listFigures(db: Db, documentId: string): Promise<FigureWithPeople[]> {
  const rows = await db
    .select(figureColumns)
    .from(documentFigures)
    .leftJoin(users, eq(users.id, documentFigures.decidedBy))
    .where(eq(documentFigures.documentId, documentId))
    .orderBy(documentFigures.key, documentFigures.period, documentFigures.createdAt, documentFigures.id);
  return rows.map(flatFigure);
}

export async function listProjectFigures(db: Db, projectId: string, status: FigureRow['status'] | undefined): Promise<FigureWithPeople[]> {
  const rows = await db
    .select(figureColumns)
    .from(documentFigures)
    .leftJoin(users, eq(users.id, documentFigures.decidedBy))
    .where(and(eq(documentFigures.projectId, projectId), status ? eq(documentFigures.status, status) : undefined))
    .orderBy(documentFigures.key, documentFigures.period, documentFigures.createdAt, documentFigures.id);
  return rows.map(flatFigure);
}

export async function findFigure(db: Db, documentId: string, figureId: string): Promise<FigureWithPeople | undefined> {
  const [row] = await db
    .select(figureColumns)
    .from(documentFigures)
    .leftJoin(users, eq(users.id, documentFigures.decidedBy))
    .where(and(eq(documentFigures.id, figureId), eq(documentFigures.documentId, documentId)))
    .limit(1);
  return row && flatFigure(row);
}

export async function decideFigure(
  db: Db,
  id: string,
  set: Partial<Pick<FigureRow, 'status' | 'value' | 'originalValue' | 'decidedBy' | 'decidedAt'>>,
): Promise<void> {
  await db.update(documentFigures).set(set).where(eq(documentFigures.id, id));
}
