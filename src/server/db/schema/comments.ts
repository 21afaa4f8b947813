import { pgTable, text, timestamp, uuid, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { COMMENT_MAX_LENGTH } from '../../../contract/constants.ts';
import { users } from './auth.ts';
import { projects } from './projects.ts';

/**
 * A comment on a project, by a member or by a grantee with 'comment' or 'edit' access. The comment
 * belongs to the project's conversation: erasing its author keeps the body and sets the author to
 * null (shown as "deleted account"), deleting the project deletes its comments (ADR 0014).
 */
export const projectComments = pgTable(
  'project_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('project_comments_body_length', sql`char_length(${t.body}) between 1 and ${sql.raw(String(COMMENT_MAX_LENGTH))}`),
    index('project_comments_project_idx').on(t.projectId, t.createdAt),
    index('project_comments_author_idx').on(t.authorId),
  ],
);
