import { and, count, desc, eq } from 'drizzle-orm';
import type { FeedbackBody, FeedbackItem } from '../../../contract/feedback.ts';
import type { FeedbackStatus } from '../../../domain/feedback/index.ts';
import { feedback, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(db: Db, userId: string, body: FeedbackBody, now: Date): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      description: body.description,
      route: body.route,
      appVersion: body.appVersion,
      viewportWidth: body.viewport.width,
      viewportHeight: body.viewport.height,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

const INBOX_CAP = 500;

/** The inbox, newest first (capped), with the sender's e-mail and name; `id` picks one item. */
export async function listFeedback(db: Db, by: { status?: FeedbackStatus | undefined; id?: string }): Promise<FeedbackItem[]> {
  const rows = await db
    .select({ f: feedback, email: users.email, username: users.username })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(and(by.status ? eq(feedback.status, by.status) : undefined, by.id ? eq(feedback.id, by.id) : undefined))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(INBOX_CAP);
  return rows.map(({ f, email, username }) => ({
    id: f.id,
    description: f.description,
    route: f.route,
    appVersion: f.appVersion,
    viewport: { width: f.viewportWidth, height: f.viewportHeight },
    status: f.status,
    note: f.note,
    userId: f.userId,
    userEmail: email,
    username,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  }));
}

export async function countByStatus(db: Db): Promise<Record<FeedbackStatus, number>> {
  const rows = await db.select({ status: feedback.status, n: count() }).from(feedback).groupBy(feedback.status);
  const out: Record<FeedbackStatus, number> = { new: 0, triaged: 0, resolved: 0, declined: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

export async function getFeedback(db: Db, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

/** Moves the item only if it is still in `from` (two admins at once: the second gets false). */
export async function moveFeedback(
  db: Db,
  m: { id: string; from: FeedbackStatus; to: FeedbackStatus; note: string | undefined; by: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ status: m.to, handledBy: m.by, updatedAt: m.now, ...(m.note !== undefined ? { note: m.note || null } : {}) })
    .where(and(eq(feedback.id, m.id), eq(feedback.status, m.from)))
    .returning({ id: feedback.id });
  return rows.length === 1;
}

/** The admins to tell of new feedback (not suspended). */
export async function adminIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id, suspendedAt: users.suspendedAt }).from(users).where(eq(users.role, 'admin'));
  return rows.filter((r) => !r.suspendedAt).map((r) => r.id);
}
