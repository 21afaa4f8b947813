import { asc, eq } from 'drizzle-orm';
import { projectComments, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export interface CommentRow {
  id: string;
  projectId: string;
  body: string;
  createdAt: Date;
  author: { id: string; name: string } | null;
}

const columns = {
  id: projectComments.id,
  projectId: projectComments.projectId,
  body: projectComments.body,
  createdAt: projectComments.createdAt,
  authorId: users.id,
  authorName: users.username,
};

const toRow = (r: {
  id: string;
  projectId: string;
  body: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
}): CommentRow => ({
  id: r.id,
  projectId: r.projectId,
  body: r.body,
  createdAt: r.createdAt,
  author: r.authorId ? { id: r.authorId, name: r.authorName ?? '' } : null,
});

/** The project's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(db: Db, projectId: string): Promise<CommentRow[]> {
  const rows = await db
    .select(columns)
    .from(projectComments)
    .leftJoin(users, eq(users.id, projectComments.authorId))
    .where(eq(projectComments.projectId, projectId))
    .orderBy(asc(projectComments.createdAt), asc(projectComments.id));
  return rows.map(toRow);
}

export async function insertComment(
  db: Db,
  c: { projectId: string; authorId: string; body: string; createdAt: Date },
): Promise<CommentRow> {
  const [row] = await db.insert(projectComments).values(c).returning({ id: projectComments.id });
  const [full] = await db
    .select(columns)
    .from(projectComments)
    .leftJoin(users, eq(users.id, projectComments.authorId))
    .where(eq(projectComments.id, row!.id));
  return toRow(full!);
}
