import {
  pgTable,
  text,
  timestamp,
  uuid,
  integer,
  jsonb,
  doublePrecision,
  numeric,
  date,
  index,
  unique,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { projects } from './projects.ts';

/**
 * Portfolios (issue 15, ADR 0024): a named set of holdings kept by one user — an investor's funded or
 * followed projects, a proponent's own — private to that user. Owner of this file: the portfolio
 * module (migration 0018).
 */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('portfolios_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('portfolios_description_length', sql`${t.description} is null or char_length(${t.description}) <= 1000`),
    index('portfolios_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

/** One import of a CSV/XLSX file into a portfolio: committed (rows added) or rejected (nothing added). */
export const portfolioImportRuns = pgTable(
  'portfolio_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    status: text('status', { enum: ['committed', 'rejected'] }).notNull(),
    totalRows: integer('total_rows').notNull(),
    imported: integer('imported').notNull(),
    excludedRows: jsonb('excluded_rows').$type<number[]>().notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('portfolio_import_runs_portfolio_idx').on(t.portfolioId, t.createdAt),
    index('portfolio_import_runs_user_idx').on(t.userId),
  ],
);

/**
 * A holding: a platform project the owner could see when adding it (its figures come from its latest
 * evaluation, read while the owner still may see it), or an imported external holding with its own
 * figures. The name is kept for both, so a deleted project leaves a named holding behind.
 */
export const portfolioHoldings = pgTable(
  'portfolio_holdings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['project', 'import'] }).notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    importRunId: uuid('import_run_id').references(() => portfolioImportRuns.id, { onDelete: 'set null' }),
    /** The spreadsheet row it came from (header = row 1). */
    sourceRow: integer('source_row'),
    name: text('name').notNull(),
    industryCode: text('industry_code'),
    region: text('region'),
    invested: numeric('invested', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    committed: numeric('committed', { precision: 16, scale: 2, mode: 'number' }),
    investedOn: date('invested_on'),
    stage: text('stage'),
    revenue: doublePrecision('revenue'),
    ebitda: doublePrecision('ebitda'),
    cash: doublePrecision('cash'),
    monthlyBurn: doublePrecision('monthly_burn'),
    npv: doublePrecision('npv'),
    irr: doublePrecision('irr'),
    crScore: doublePrecision('cr_score'),
    previousCrScore: doublePrecision('previous_cr_score'),
    milestoneDue: date('milestone_due'),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('portfolio_holdings_source', sql`${t.source} = 'project' or ${t.projectId} is null`),
    check('portfolio_holdings_amounts', sql`${t.invested} >= 0 and (${t.committed} is null or ${t.committed} >= 0)`),
    check(
      'portfolio_holdings_scores',
      sql`(${t.crScore} is null or ${t.crScore} between 0 and 100) and (${t.previousCrScore} is null or ${t.previousCrScore} between 0 and 100)`,
    ),
    unique('portfolio_holdings_project').on(t.portfolioId, t.projectId),
    index('portfolio_holdings_portfolio_idx').on(t.portfolioId),
    index('portfolio_holdings_project_idx').on(t.projectId),
  ],
);

/** The last column mapping a user confirmed for a set of headers (keyed by the folded header signature). */
export const portfolioImportMappings = pgTable(
  'portfolio_import_mappings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headerSignature: text('header_signature').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.headerSignature] })],
);
