import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Shadow-mode runs (issue 26, ADR 0057): a candidate CR methodology scored over the stored
 * evaluations, kept with its rows and summary so the comparison can be read, exported and decided on
 * later. Nothing here is shown to users; the evaluations themselves are never written.
 */
export const shadowRuns = pgTable(
  'shadow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidate: text('candidate').notNull(),
    /** Which evaluations: each project's latest. */
    scope: text('scope').notNull(),
    evaluationCount: integer('evaluation_count').notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('shadow_runs_created_idx').on(t.createdAt)],
);

/** An admin's recorded decision on a run's candidate: promote or reject, with the reason (audited too). */
export const shadowDecisions = pgTable(
  'shadow_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => shadowRuns.id, { onDelete: 'cascade' }),
    candidate: text('candidate').notNull(),
    decision: text('decision', { enum: ['promote', 'reject'] }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('shadow_decisions_run_idx').on(t.runId)],
);
