import { pgTable, text, timestamp, uuid, index, integer, jsonb, date, numeric, primaryKey } from 'drizzle-orm/pg-core';
import { ENGAGEMENT_STATES, PROFILE_STATES } from '../../../domain/consultants/engagement.ts';
import { users } from './auth.ts';
import { projects } from './projects.ts';
import { documents } from './documents.ts';
import { complianceTasks } from './compliance.ts';
import { projectGrants } from './grants.ts';

export interface Credential {
  register: string;
  number: string;
  /** A document that proves it (one of the consultant's uploads), or null. */
  documentId: string | null;
}

/**
 * A consultant's public profile (issue 25, ADR 0042): one per consultant account. Only 'verified'
 * profiles are listed; an admin's decision (note, who, when) is kept on the row and audited.
 */
export const consultantProfiles = pgTable(
  'consultant_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    bio: text('bio').notNull().default(''),
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    dayRateCents: integer('day_rate_cents'),
    hourlyRateCents: integer('hourly_rate_cents'),
    credentials: jsonb('credentials').$type<Credential[]>().notNull().default([]),
    status: text('status', { enum: PROFILE_STATES }).notNull().default('draft'),
    reviewNote: text('review_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('consultant_profiles_status_idx').on(t.status)],
);

/** A proponent's request to a consultant about one project, and its life (domain/consultants/engagement.ts). */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    consultantId: text('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    scope: text('scope').notNull(),
    gaps: jsonb('gaps').$type<{ kind: 'subfactor' | 'compliance_item'; id: string }[]>().notNull(),
    budgetCents: integer('budget_cents'),
    deadline: date('deadline'),
    state: text('state', { enum: ENGAGEMENT_STATES }).notNull().default('requested'),
    /** The project grant given on acceptance (revoked on completion). */
    grantId: uuid('grant_id').references(() => projectGrants.id, { onDelete: 'set null' }),
    /** The project's latest CR total when the engagement was accepted (outcomes compare it with the latest after completion). */
    scoreBefore: numeric('score_before', { precision: 6, scale: 2, mode: 'number' }),
    rating: integer('rating'),
    review: text('review'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('engagements_project_idx').on(t.projectId), index('engagements_consultant_idx').on(t.consultantId)],
);

export const engagementMessages = pgTable(
  'engagement_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('engagement_messages_idx').on(t.engagementId, t.createdAt)],
);

/** Deliverables: project documents linked to the engagement. */
export const engagementDeliverables = pgTable(
  'engagement_deliverables',
  {
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.documentId] })],
);

/** Compliance gap tasks of the project assigned to the consultant through the engagement. */
export const engagementTasks = pgTable(
  'engagement_tasks',
  {
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => complianceTasks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.taskId] })],
);
