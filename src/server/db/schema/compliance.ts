import { pgTable, text, timestamp, uuid, integer, boolean, jsonb, date, primaryKey, index } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { projects } from './projects.ts';
import { documents } from './documents.ts';

/**
 * The compliance hub (issue 13, migration 0016; ADR 0022). Frameworks and their items are versioned
 * data loaded at start from src/domain/compliance/data (rows are added, never rewritten); answers are
 * append-only versions (the latest row per project and item is the current one; the rows before it
 * are its history, with author and time).
 */
export const complianceFrameworks = pgTable(
  'compliance_frameworks',
  {
    id: text('id').notNull(),
    version: text('version').notNull(),
    nameEn: text('name_en').notNull(),
    nameIt: text('name_it').notNull(),
    itemCount: integer('item_count').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.version] })],
);

export const complianceFrameworkItems = pgTable(
  'compliance_framework_items',
  {
    framework: text('framework').notNull(),
    version: text('version').notNull(),
    itemId: text('item_id').notNull(),
    position: integer('position').notNull(),
    sectionId: text('section_id').notNull(),
    sectionEn: text('section_en').notNull(),
    sectionIt: text('section_it').notNull(),
    titleEn: text('title_en').notNull(),
    titleIt: text('title_it').notNull(),
    evidence: text('evidence').notNull(),
    weight: integer('weight').notNull(),
    reference: text('reference').notNull(),
  },
  (t) => [primaryKey({ columns: [t.framework, t.version, t.itemId] })],
);

/** A project's scoping answers (reference 1.3) and its Taxonomy activity assessments. */
export const projectComplianceScope = pgTable('project_compliance_scope', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  scope: jsonb('scope').$type<Record<string, unknown>>().notNull(),
  taxonomy: jsonb('taxonomy').$type<Record<string, unknown>>().notNull().default({}),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** One version of one item's answer. `controlId` when it came from answering a control; `overridden` when set on the item itself over a control. */
export const complianceAnswers = pgTable(
  'compliance_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    framework: text('framework').notNull(),
    frameworkVersion: text('framework_version').notNull(),
    itemId: text('item_id').notNull(),
    answer: text('answer', { enum: ['met', 'partial', 'not_met', 'not_applicable'] }).notNull(),
    reason: text('reason'),
    remedy: text('remedy'),
    deadline: date('deadline'),
    owner: text('owner'),
    dueDate: date('due_date'),
    notes: text('notes'),
    controlId: text('control_id'),
    overridden: boolean('overridden').notNull().default(false),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('compliance_answers_item_idx').on(t.projectId, t.itemId, t.createdAt)],
);

/** Evidence of one answer version: a page of a project document, or a link with a description. */
export const complianceEvidence = pgTable(
  'compliance_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => complianceAnswers.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The document's file name when cited: kept when the document is deleted (document_id then null). */
    sourceFilename: text('source_filename'),
    page: integer('page'),
    url: text('url'),
    description: text('description'),
    position: integer('position').notNull(),
  },
  (t) => [index('compliance_evidence_answer_idx').on(t.answerId), index('compliance_evidence_document_idx').on(t.documentId)],
);

/** A remediation task made from a gap: who, by when, open or done. */
export const complianceTasks = pgTable(
  'compliance_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    owner: text('owner').notNull(),
    /** The person the task is assigned to (migration 0026, ADR 0030): someone who can see the project; null when none or erased. */
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date').notNull(),
    notes: text('notes'),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('compliance_tasks_project_idx').on(t.projectId, t.status),
    index('compliance_tasks_assignee_idx').on(t.assigneeId, t.status),
  ],
);
