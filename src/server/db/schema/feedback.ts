import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Feedback sent from the widget (POST /api/feedback, ADR 0054): the user's words, the route, app
 * version and viewport, nothing else. Erased with the account (cascade), handled in the admin inbox.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    route: text('route').notNull(),
    appVersion: text('app_version').notNull(),
    viewportWidth: integer('viewport_width').notNull(),
    viewportHeight: integer('viewport_height').notNull(),
    status: text('status', { enum: ['new', 'triaged', 'resolved', 'declined'] })
      .notNull()
      .default('new'),
    /** The last handling admin's note (the audit trail keeps each change). */
    note: text('note'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_status_created_idx').on(t.status, t.createdAt)],
);
