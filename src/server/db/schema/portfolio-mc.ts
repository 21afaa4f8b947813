import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { portfolios } from './portfolios.ts';

/**
 * A portfolio's Monte Carlo runs (issue 29, ADR 0061): queued by its owner, computed by the job queue,
 * with the progress, the seed, the evaluation versions it used (`inputs`) and the result, so a run is
 * reproducible and dated. Owner of this file: the portfolio module (migration 0050).
 */
export const portfolioMcRuns = pgTable(
  'portfolio_mc_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    iterations: integer('iterations').notNull(),
    /** Projects to simulate and those simulated so far (the progress a screen shows). */
    projectsTotal: integer('projects_total').notNull(),
    projectsDone: integer('projects_done').notNull().default(0),
    /** What the run was given: each included holding's project, evaluation id and version, weight; the holdings left out and why. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('portfolio_mc_runs_progress', sql`${t.projectsDone} between 0 and ${t.projectsTotal}`),
    index('portfolio_mc_runs_portfolio_idx').on(t.portfolioId, t.createdAt),
  ],
);
