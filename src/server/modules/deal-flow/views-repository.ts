import { and, asc, eq } from 'drizzle-orm';
import { dealViews } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type DealViewRow = typeof dealViews.$inferSelect;

/** Every query is scoped by the person: someone else's view is never read, changed or deleted. */
export const viewsOf = (db: Db, userId: string) =>
  db.select().from(dealViews).where(eq(dealViews.userId, userId)).orderBy(asc(dealViews.createdAt), asc(dealViews.id));
export const countViews = (db: Db, userId: string) => db.$count(dealViews, eq(dealViews.userId, userId));

export async function insertView(
  db: Db,
  v: { userId: string; name: string; filters: Record<string, unknown>; mode: DealViewRow['mode']; at: Date },
): Promise<DealViewRow> {
  const [row] = await db
    .insert(dealViews)
    .values({ userId: v.userId, name: v.name, filters: v.filters, mode: v.mode, createdAt: v.at, updatedAt: v.at })
    .returning();
  return row!;
}

export async function updateView(
  db: Db,
  userId: string,
  id: string,
  set: Partial<Pick<DealViewRow, 'name' | 'filters' | 'mode'>> & { updatedAt: Date },
): Promise<DealViewRow | null> {
  const [row] = await db
    .update(dealViews)
    .set(set)
    .where(and(eq(dealViews.id, id), eq(dealViews.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteView(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(dealViews)
    .where(and(eq(dealViews.id, id), eq(dealViews.userId, userId)))
    .returning({ id: dealViews.id });
  return rows.length > 0;
}

/** Privacy export: the person's saved views as stored. */
export const dealViewsOf = (db: Db, userId: string) => viewsOf(db, userId);

/** Erasure: the person's saved views (private to them). */
export async function eraseDealViews(db: Db, userId: string): Promise<number> {
  const gone = await db.delete(dealViews).where(eq(dealViews.userId, userId)).returning({ id: dealViews.id });
  return gone.length;
}
