import { pgTable, text, timestamp, uuid, index, check, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StoredAnswer } from '../../../domain/advice/types.ts';
import { users } from './auth.ts';
import { projects } from './projects.ts';

/**
 * An AI-consulting session (issue 25, ADR 0043): questions about ONE project. It belongs to the
 * project: whoever may view the project sees it (shared within the project's access); deleting the
 * project deletes it; erasing its creator keeps it without a name.
 */
export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('ai_sessions_project_idx').on(t.projectId, t.createdAt)],
);

/** One question and its answer as given (sentences with their citations), kept so the session reads the same later. */
export const aiQuestions = pgTable(
  'ai_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => aiSessions.id, { onDelete: 'cascade' }),
    askedBy: text('asked_by').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    language: text('language', { enum: ['en', 'it'] }).notNull(),
    answer: jsonb('answer').$type<StoredAnswer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_questions_text_length', sql`char_length(${t.text}) between 1 and 1000`),
    index('ai_questions_session_idx').on(t.sessionId, t.createdAt),
  ],
);
