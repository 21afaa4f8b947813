import { pgTable, text, timestamp, uuid, integer, jsonb, doublePrecision, boolean, date, index, unique } from 'drizzle-orm/pg-core';

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
  },
  (t) => [unique('funding_calls_source_record').on(t.source, t.sourceRecordId), index('funding_calls_closes_idx').on(t.closesAt)],
);
