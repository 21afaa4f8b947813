import { pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { documents } from './documents.ts';
import { projects } from './projects.ts';

/**
 * Who outside the project's workspace opened or downloaded a document (issue 15, ADR 0030): an
 * investor's or consultant's read through a grant. Personal data of the viewer (exported with
 * theirs, deleted with their account). Owner of this table: the documents module.
 * 'open' is recorded at most once per viewer, document and hour; every 'download' is recorded.
 */
export const documentViews = pgTable(
  'document_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['open', 'download'] }).notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('document_views_document_idx').on(t.documentId, t.at),
    index('document_views_viewer_idx').on(t.viewerId, t.documentId, t.action, t.at),
  ],
);
