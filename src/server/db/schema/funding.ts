import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  timestamp,
  uuid,
  integer,
  jsonb,
  doublePrecision,
  boolean,
  date,
  index,
  unique,
  customType,
} from 'drizzle-orm/pg-core';

/** A PostgreSQL tsvector (read only: the search columns are generated). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text a call is searched by, weighted title > funder/programme > description. */
const searchText = (config: 'italian' | 'english') =>
  sql.raw(
    `setweight(to_tsvector('${config}'::regconfig, coalesce(title, '')), 'A') || ` +
      `setweight(to_tsvector('${config}'::regconfig, coalesce(funder, '') || ' ' || coalesce(programme, '')), 'B') || ` +
      `setweight(to_tsvector('${config}'::regconfig, coalesce(description, '')), 'C')`,
  );

/**
 * The funding catalogue (issue 14): one row per call, its current version; every import that
 * changes a call adds a row to funding_call_versions. Owner of this file: the funding module
 * (migration 0011); search columns (tsvector) and indexes are added there.
 */
export const fundingCalls = pgTable(
  'funding_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['incentivi', 'pnrr', 'padigitale', 'curated'] }).notNull(),
    /** The record's id in its source (stable across imports): the idempotency key with `source`. */
    sourceRecordId: text('source_record_id').notNull(),
    title: text('title').notNull(),
    funder: text('funder').notNull(),
    programme: text('programme'),
    description: text('description'),
    aidForm: text('aid_form').notNull(),
    minAmount: doublePrecision('min_amount'),
    maxAmount: doublePrecision('max_amount'),
    cofinancingShare: doublePrecision('cofinancing_share'),
    /** The call's total allocation (EUR), when published (migration 0013). */
    budget: doublePrecision('budget'),
    /** The source says the call is closed whatever its dates (e.g. TERMINATO, Aggiudicato) (0013). */
    closedBySource: boolean('closed_by_source').notNull().default(false),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    legalForms: jsonb('legal_forms').$type<string[]>().notNull().default([]),
    sectors: jsonb('sectors').$type<string[]>().notNull().default([]),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    municipalities: jsonb('municipalities').$type<string[]>().notNull().default([]),
    opensAt: date('opens_at'),
    closesAt: date('closes_at'),
    untilFundsRunOut: boolean('until_funds_run_out').notNull().default(false),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default([]),
    url: text('url'),
    licence: text('licence'),
    language: text('language').notNull().default('it'),
    version: integer('version').notNull().default(1),
    /** Hash of the normalised record: an import that finds the same hash changes nothing. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Set when a full import of its source no longer lists the call: kept, not deleted, and reported (0013). */
    missingSince: timestamp('missing_since', { withTimezone: true, precision: 3 }),
    /** Full-text search, one generated column per language configuration (ADR 0019). */
    searchIt: tsvector('search_it').generatedAlwaysAs(searchText('italian')),
    searchEn: tsvector('search_en').generatedAlwaysAs(searchText('english')),
  },
  (t) => [
    unique('funding_calls_source_record').on(t.source, t.sourceRecordId),
    index('funding_calls_closes_idx').on(t.closesAt),
    index('funding_calls_search_it_idx').using('gin', t.searchIt),
    index('funding_calls_search_en_idx').using('gin', t.searchEn),
    index('funding_calls_max_amount_idx').on(t.maxAmount),
  ],
);

/** One row per version of a call an import produced: what changed (version 1: created). */
export const fundingCallVersions = pgTable(
  'funding_call_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: uuid('call_id')
      .notNull()
      .references(() => fundingCalls.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    importId: uuid('import_id').references(() => fundingImports.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    changed: jsonb('changed').$type<string[]>().notNull().default([]),
    /** The previous values of the changed fields. */
    previous: jsonb('previous').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [unique('funding_call_versions_call_version').on(t.callId, t.version)],
);

/** Every import run (command, admin screen or schedule) with its report; no user id (the audit log says who). */
export const fundingImports = pgTable(
  'funding_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['incentivi', 'pnrr', 'padigitale', 'curated'] }).notNull(),
    origin: text('origin').notNull(),
    trigger: text('trigger', { enum: ['cli', 'admin', 'schedule', 'startup'] }).notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }).notNull(),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    error: text('error'),
  },
  (t) => [index('funding_imports_started_idx').on(t.startedAt)],
);

/** A scheduled refresh of one source from a URL, run by the jobs runner. */
export const fundingImportSchedules = pgTable('funding_import_schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  source: text('source', { enum: ['incentivi', 'pnrr', 'padigitale'] }).notNull(),
  url: text('url').notNull(),
  frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, precision: 3 }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, precision: 3 }),
  lastImportId: uuid('last_import_id'),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
