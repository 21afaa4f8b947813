import { pgTable, text, timestamp, uuid, numeric, jsonb, index, check, date } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { FUNDING_REQUEST_STATES } from '../../../domain/funding/requests.ts';
import { users } from './auth.ts';
import { fundingCalls } from './funding.ts';
import { projectGrants } from './grants.ts';
import { projects } from './projects.ts';

/** What the proponent chose to send with a request (the wizard's package step). */
export interface FundingPackageChoice {
  details: boolean;
  evaluation: boolean;
  compliance: boolean;
  /** Project documents (ids of `documents`; resolved at read time, never a foreign key). */
  documentIds: string[];
}

/**
 * A funding request (issue 14, ADR 0021): one project asking one funding call or one investor.
 * Drafts are rows too (the wizard saves as the user goes). The package is frozen into `snapshot`
 * at submission, so what the receiver read stays what was sent. `grant_id` is the read grant the
 * submission created for the addressed investor (null when they already had access): revoked when
 * the request is rejected or withdrawn. Deleting the project deletes its requests; erasing a person
 * keeps the requests with the person's reference set to null (ADR 0014).
 */
export const fundingRequests = pgTable(
  'funding_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    target: text('target', { enum: ['investor', 'call'] }).notNull(),
    callId: uuid('call_id').references(() => fundingCalls.id, { onDelete: 'set null' }),
    investorId: text('investor_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: FUNDING_REQUEST_STATES }).notNull().default('draft'),
    amountRequested: numeric('amount_requested', { precision: 16, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    message: text('message').notNull().default(''),
    package: jsonb('package')
      .$type<FundingPackageChoice>()
      .notNull()
      .default({ details: true, evaluation: true, compliance: true, documentIds: [] }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    grantId: uuid('grant_id').references(() => projectGrants.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    fundedAmount: numeric('funded_amount', { precision: 16, scale: 2, mode: 'number' }),
    fundedAt: timestamp('funded_at', { withTimezone: true, precision: 3 }),
    /** A call's application as the founder recorded it on the funder's own portal (issue 27): date and protocol number. */
    portalSubmittedOn: date('portal_submitted_on', { mode: 'string' }),
    portalProtocol: text('portal_protocol'),
    /** Sealed reports attached to the request (ids of `reports`), shared with the addressed investor on submission. */
    reportIds: uuid('report_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    check(
      'funding_requests_one_target',
      sql`(${t.target} = 'call' and ${t.investorId} is null) or (${t.target} = 'investor' and ${t.callId} is null)`,
    ),
    check('funding_requests_message_length', sql`char_length(${t.message}) <= 5000`),
    check(
      'funding_requests_amounts',
      sql`(${t.amountRequested} is null or ${t.amountRequested} > 0) and (${t.fundedAmount} is null or ${t.fundedAmount} >= 0)`,
    ),
    check('funding_requests_funded', sql`(${t.state} = 'funded') = (${t.fundedAt} is not null)`),
    index('funding_requests_project_idx').on(t.projectId, t.updatedAt),
    index('funding_requests_investor_idx').on(t.investorId, t.state),
  ],
);

/** Every transition of a request: from (null at creation), to, by whom, when, with an optional note. Append-only. */
export const fundingRequestEvents = pgTable(
  'funding_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => fundingRequests.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: FUNDING_REQUEST_STATES }),
    toState: text('to_state', { enum: FUNDING_REQUEST_STATES }).notNull(),
    byId: text('by_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    check('funding_request_events_note_length', sql`${t.note} is null or char_length(${t.note}) <= 2000`),
    index('funding_request_events_request_idx').on(t.requestId, t.at),
  ],
);

/**
 * The request's message thread. Authored content of the conversation: erasing the author keeps the
 * body with the author null, like comments (ADR 0014). Attached documents are ids of `documents`
 * (no foreign key: documents are built in parallel; they are resolved when read and dropped when gone).
 */
export const fundingRequestMessages = pgTable(
  'funding_request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => fundingRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    documentIds: uuid('document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('funding_request_messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
    index('funding_request_messages_request_idx').on(t.requestId, t.createdAt),
    index('funding_request_messages_author_idx').on(t.authorId),
  ],
);
