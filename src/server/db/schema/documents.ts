import { pgTable, text, timestamp, uuid, integer, bigint, jsonb, doublePrecision, boolean, index, date } from 'drizzle-orm/pg-core';
import type { ChecklistEntry, RiskFlag } from '../../../contract/documents.ts';
import type { FigureMarks, FigurePeriod } from '../../../domain/documents/types.ts';
import type { DocumentDating } from '../../../domain/documents/index.ts';
import { users } from './auth.ts';

/** What the sentence reader adds to a figure, kept as one jsonb value (absent for tables and sheets). */
export interface StoredFigureMarks extends FigureMarks {
  readonly periodDetail?: FigurePeriod;
  readonly confidence?: number;
  readonly reason?: string;
}
import { projects } from './projects.ts';

/**
 * An uploaded file (issue 12). The bytes live in the blob store under `storage_key` (the document's
 * id, never the user's file name); the row keeps what the screen and the checks need.
 * Owner of this file: the documents module (migration 0010).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: ['queued', 'processing', 'analysed', 'failed', 'quarantined'] })
      .notNull()
      .default('queued'),
    kind: text('kind'),
    kindConfidence: doublePrecision('kind_confidence'),
    pages: integer('pages'),
    textLayer: boolean('text_layer'),
    ocr: text('ocr'),
    language: text('language'),
    checklist: jsonb('checklist').$type<ChecklistEntry[]>(),
    risks: jsonb('risks').$type<RiskFlag[]>(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The document's date as its uploader states it (ADR 0107): the reader reads its periods against it. */
    statedDate: date('stated_date', { mode: 'string' }),
    /**
     * The date the last analysis read the text's periods against, and whence; `{ none: true }` when it found none; null for sheets and
     * for documents analysed before migration 0053 (not recorded).
     */
    dated: jsonb('dated').$type<DocumentDating | { readonly none: true } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    analysedAt: timestamp('analysed_at', { withTimezone: true, precision: 3 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('documents_project_idx').on(t.projectId, t.filename, t.version)],
);

/**
 * A figure read from a document: a proposal until a person accepts (possibly editing the value) or
 * rejects it. Deleting the document keeps accepted figures with their citation (document_id null,
 * source_filename kept).
 */
export const documentFigures = pgTable(
  'document_figures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    sourceFilename: text('source_filename').notNull(),
    key: text('key').notNull(),
    period: integer('period'),
    value: doublePrecision('value').notNull(),
    originalValue: doublePrecision('original_value'),
    currency: text('currency'),
    source: text('source', { enum: ['rules', 'ai'] }).notNull(),
    status: text('status', { enum: ['proposed', 'accepted', 'rejected'] })
      .notNull()
      .default('proposed'),
    page: integer('page'),
    sheet: text('sheet'),
    cell: text('cell'),
    quote: text('quote').notNull(),
    /** Sentence reader (issue 28): period beyond a year, approximate/adjusted/net/high, confidence and reason. Migration 0028. */
    marks: jsonb('marks').$type<StoredFigureMarks>(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('document_figures_document_idx').on(t.documentId), index('document_figures_project_idx').on(t.projectId, t.status)],
);
