import {
  pgTable,
  text,
  timestamp,
  uuid,
  integer,
  numeric,
  date,
  boolean,
  index,
  unique,
  uniqueIndex,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { projects } from './projects.ts';
import { fundingRequests } from './funding-requests.ts';

/**
 * Deal flow (issue 15, ADR 0026): an investor's pipelines of cards. A card names a project the investor
 * reaches through the access backbone (a live grant — given by a submitted request or a share — or a
 * followed published showcase); it is shown only while that access holds. Owner: the deal-flow module
 * (migration 0020). Everything here is private to the owning investor.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const dealPipelines = pgTable(
  'deal_pipelines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('deal_pipelines_name_length', sql`char_length(${t.name}) between 1 and 120`),
    index('deal_pipelines_owner_idx').on(t.ownerId, t.position),
    // One default pipeline per investor, even when two first reads race to create it.
    uniqueIndex('deal_pipelines_one_default')
      .on(t.ownerId)
      .where(sql`${t.isDefault}`),
  ],
);

export const dealStages = pgTable(
  'deal_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => dealPipelines.id, { onDelete: 'cascade' }),
    /** The default stage it stands for ('new', 'screening', …), null for stages the investor added. */
    kind: text('kind'),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('deal_stages_name_length', sql`char_length(${t.name}) between 1 and 80`),
    index('deal_stages_pipeline_idx').on(t.pipelineId, t.position),
  ],
);

export const dealCards = pgTable(
  'deal_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => dealPipelines.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => dealStages.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['request', 'grant', 'showcase'] }).notNull(),
    fundingRequestId: uuid('funding_request_id').references(() => fundingRequests.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    movedAt: ts('moved_at').notNull().defaultNow(),
    movedBy: text('moved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('deal_cards_pipeline_project').on(t.pipelineId, t.projectId),
    index('deal_cards_stage_idx').on(t.stageId),
    index('deal_cards_project_idx').on(t.projectId),
  ],
);

/** Every move of a card: from (null at creation), to, by whom, when. Append-only. */
export const dealCardMoves = pgTable(
  'deal_card_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => dealCards.id, { onDelete: 'cascade' }),
    fromStageId: uuid('from_stage_id').references(() => dealStages.id, { onDelete: 'set null' }),
    toStageId: uuid('to_stage_id').references(() => dealStages.id, { onDelete: 'set null' }),
    byId: text('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('deal_card_moves_card_idx').on(t.cardId, t.at)],
);

/** A due-diligence checklist item, optionally pointing at what it checks (ids resolved at read time, never foreign keys). */
export const dealDdItems = pgTable(
  'deal_dd_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => dealCards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    position: integer('position').notNull().default(0),
    documentId: uuid('document_id'),
    figureId: uuid('figure_id'),
    evaluationVersion: integer('evaluation_version'),
    complianceItemId: uuid('compliance_item_id'),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: ts('done_at'),
  },
  (t) => [
    check('deal_dd_items_title_length', sql`char_length(${t.title}) between 1 and 300`),
    index('deal_dd_items_card_idx').on(t.cardId, t.position),
  ],
);

/** Private notes of the investor on a card (never shown to the proponent). */
export const dealNotes = pgTable(
  'deal_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => dealCards.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('deal_notes_body_length', sql`char_length(${t.body}) between 1 and 5000`),
    index('deal_notes_card_idx').on(t.cardId, t.createdAt),
  ],
);

/** A question the investor asks the proponent; the project's editors answer it. */
export const dealQuestions = pgTable(
  'deal_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => dealCards.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    askedBy: text('asked_by').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    dueDate: date('due_date'),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    answerBody: text('answer_body'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: ts('answered_at'),
    /** Documents of the question's project attached to the answer (checked live and same-project on write). */
    answerDocumentIds: uuid('answer_document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('deal_questions_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    check('deal_questions_answer', sql`(${t.status} = 'answered') = (${t.answerBody} is not null)`),
    check('deal_questions_answer_length', sql`${t.answerBody} is null or char_length(${t.answerBody}) between 1 and 5000`),
    index('deal_questions_card_idx').on(t.cardId, t.createdAt),
    index('deal_questions_project_idx').on(t.projectId, t.status),
  ],
);

export const dealFindings = pgTable(
  'deal_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => dealCards.id, { onDelete: 'cascade' }),
    risk: text('risk').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    likelihood: text('likelihood', { enum: ['low', 'medium', 'high'] }).notNull(),
    mitigation: text('mitigation').notNull().default(''),
    owner: text('owner').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('deal_findings_risk_length', sql`char_length(${t.risk}) between 1 and 500`),
    index('deal_findings_card_idx').on(t.cardId, t.createdAt),
  ],
);

/** The investor's decision on a card (one per card; recording again replaces it and is audited). */
export const dealDecisions = pgTable(
  'deal_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => dealCards.id, { onDelete: 'cascade' })
      .unique(),
    decision: text('decision', { enum: ['invest', 'pass'] }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }),
    conditions: text('conditions').notNull().default(''),
    reasons: text('reasons').notNull().default(''),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at').notNull().defaultNow(),
  },
  (t) => [check('deal_decisions_amount', sql`${t.amount} is null or ${t.amount} > 0`)],
);

/**
 * A project an investor follows from the public showcase (ADR 0029). It gives no grant: while the
 * project stays published the follower's card shows the showcase's published fields only. Keyed by
 * project (a republished showcase gets a new slug; the follow holds). Personal data of the investor.
 */
export const dealFollows = pgTable(
  'deal_follows',
  {
    investorId: text('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the investor last asked the project's owners for access (one request a day). */
    accessRequestedAt: ts('access_requested_at'),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.projectId] }), index('deal_follows_project_idx').on(t.projectId)],
);
