import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, numeric, integer, boolean, index, jsonb, bigint, unique, check } from 'drizzle-orm/pg-core';
import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import { users } from './auth.ts';
import { workspaces } from './workspaces.ts';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The workspace the project belongs to: its members reach it (src/domain/access). */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Who created it (kept when the project is worked on by a team; access never depends on it). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    industry: text('industry').notNull(),
    targetMarket: text('target_market').notNull(),
    country: text('country'),
    region: text('region'),
    stage: text('stage', { enum: ['idea', 'validation', 'early_revenue', 'growth', 'expansion'] }),
    /** The applicant's EU size class (Recommendation 2003/361/EC); null = not recorded (funding matching then says "unknown"). */
    applicantSize: text('applicant_size', { enum: ['micro', 'small', 'medium', 'large'] }),
    // numeric keeps money exact in the database; the API speaks numbers (EUR to the cent fits a double).
    estimatedBudget: numeric('estimated_budget', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    fundingSought: numeric('funding_sought', { precision: 16, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    horizonYears: integer('horizon_years'),
    status: text('status', { enum: ['draft', 'analyzing', 'completed', 'funded'] })
      .notNull()
      .default('draft'),
    isSample: boolean('is_sample').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.updatedAt),
    index('projects_workspace_idx').on(t.workspaceId, t.updatedAt),
    check('projects_applicant_size', sql`${t.applicantSize} in ('micro', 'small', 'medium', 'large')`),
  ],
);

/**
 * The evaluation workspace's draft inputs (business plan, market data, compliance answers), one row per
 * project once saved (no row: nothing saved, the industry's starting plan is shown). A table of their own
 * (ADR 0064): saving them, hundreds of times a minute under load, leaves the `projects` row alone, so the
 * reads that depend on `projects` (lists, boards, dashboards) stay in the read cache (ADR 0045).
 */
export const projectInputs = pgTable('project_inputs', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  inputs: jsonb('inputs').$type<EvaluationInputs>().notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * Evaluations: immutable versions (UPDATE refused by a trigger, migration 0004), each with the
 * inputs, the engine's outputs, the methodology version and the seed that reproduce it.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    methodologyVersion: text('methodology_version').notNull(),
    engineVersion: text('engine_version').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    iterations: integer('iterations').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    scoreTotal: numeric('score_total', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    npv: numeric('npv', { precision: 20, scale: 2, mode: 'number' }).notNull(),
    /** Why this version was run ("why I changed the price"), given with the run: rows are immutable. */
    note: text('note'),
  },
  (t) => [unique('evaluations_project_version').on(t.projectId, t.version), index('evaluations_project_idx').on(t.projectId, t.version)],
);
