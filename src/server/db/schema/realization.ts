import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EvidenceRef, RoadmapPhase } from '../../../contract/realization.ts';
import { users } from './auth.ts';
import { fundingRequests } from './funding-requests.ts';
import { projects } from './projects.ts';
import { reports } from './reports.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A project's roadmap (issue 23, ADR 0037): the whole plan as one JSON document, saved whole with an
 * optimistic revision; the computed status is stored beside it so lists and alerts read it without
 * recomputing. The baseline is a copy of the items' dates and budgets when it was taken.
 */
export const projectRoadmaps = pgTable('project_roadmaps', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  phases: jsonb('phases').$type<RoadmapPhase[]>().notNull(),
  revision: integer('revision').notNull().default(1),
  baseline: jsonb('baseline').$type<{ id: string; start: string; end: string; budgetCents: number | null }[] | null>(),
  baselineAt: ts('baseline_at'),
  status: text('status').notNull().default('not_started'),
  statusReason: text('status_reason').notNull().default(''),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Progress updates on an item: the history behind its status, percent, actual cost and evidence. */
export const roadmapProgress = pgTable(
  'roadmap_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    percent: doublePrecision('percent'),
    status: text('status'),
    actualCents: doublePrecision('actual_cents'),
    evidence: jsonb('evidence').$type<EvidenceRef[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('roadmap_progress_item_idx').on(t.projectId, t.itemId, t.createdAt)],
);

/** A funder's obligation on a project, generated from a funded request or entered by hand. */
export const projectObligations = pgTable(
  'project_obligations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => fundingRequests.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    dueOn: date('due_on').notNull(),
    status: text('status').notNull().default('open'),
    indicator: text('indicator'),
    targetValue: doublePrecision('target_value'),
    /** A target's unit, its starting value and the latest value reported toward it (migration 0040, ADR 0047). */
    unit: text('unit'),
    baselineValue: doublePrecision('baseline_value'),
    currentValue: doublePrecision('current_value'),
    currentOn: date('current_on'),
    /** A reporting period's sealed report (reports module), once the proponent sealed the period's draft (0041). */
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    itemId: text('item_id'),
    /** What generated it (e.g. "call:end", "call:report:2027-Q1"): the idempotency key per request. */
    sourceKey: text('source_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_obligations_project_idx').on(t.projectId, t.dueOn),
    unique('project_obligations_source').on(t.requestId, t.sourceKey),
    check('project_obligations_status', sql`${t.status} in ('open','met','overdue','waived')`),
  ],
);

/** Reminders and slippage alerts already sent: one row per subject and offset, so each goes once. */
export const realizationSent = pgTable(
  'realization_sent',
  {
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.key] })],
);

/** An investor's request for KPIs on a cadence. */
export const kpiRequests = pgTable(
  'kpi_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    investorId: text('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kpis: jsonb('kpis').$type<string[]>().notNull(),
    cadence: text('cadence').notNull(),
    startOn: date('start_on').notNull(),
    message: text('message'),
    /** Per KPI, the bounds the investor watches: an answer below min or above max raises their alert (0041, ADR 0047). */
    thresholds: jsonb('thresholds').$type<Record<string, { min?: number | null; max?: number | null }>>().notNull().default({}),
    status: text('status').notNull().default('active'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('kpi_requests_project_idx').on(t.projectId)],
);

export const kpiAnswers = pgTable(
  'kpi_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => kpiRequests.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    values: jsonb('values').$type<Record<string, number | null>>().notNull(),
    note: text('note'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: ts('answered_at').notNull().defaultNow(),
  },
  (t) => [unique('kpi_answers_period').on(t.requestId, t.periodStart)],
);

/** A user's calendar feed token (stored hashed); revoking sets revoked_at and the URL answers 404. */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('calendar_tokens_user_idx').on(t.userId)],
);
