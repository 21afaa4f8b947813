import { pgTable, text, timestamp, uuid, integer, jsonb, boolean, index, unique, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { fundingCalls } from './funding.ts';

/**
 * Saved searches, saved calls and the alerts they produced (issue 14; ADR 0020; migration 0014).
 * Personal data: exported and erased with the account (src/server/modules/privacy).
 */
export const fundingSavedSearches = pgTable(
  'funding_saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The catalogue search's filters (src/contract/funding.ts callSearchQuery). */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    alerts: boolean('alerts').notNull().default(true),
    /** E-mail of its alerts: 'none' = one e-mail per run as they come, 'daily' / 'weekly' = batched. */
    digest: text('digest', { enum: ['none', 'daily', 'weekly'] })
      .notNull()
      .default('daily'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('funding_saved_searches_user_idx').on(t.userId),
    check('funding_saved_searches_digest', sql`${t.digest} in ('none', 'daily', 'weekly')`),
  ],
);

export const fundingSavedCalls = pgTable(
  'funding_saved_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    callId: uuid('call_id')
      .notNull()
      .references(() => fundingCalls.id, { onDelete: 'cascade' }),
    /** A muted call produces no alert of any kind (saved-call or saved-search). */
    muted: boolean('muted').notNull().default(false),
    /** The call's version when saved or last alerted: a higher version is a change to tell. */
    seenVersion: integer('seen_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [unique('funding_saved_calls_user_call').on(t.userId, t.callId), index('funding_saved_calls_call_idx').on(t.callId)],
);

/**
 * Every alert ever produced, one row per (user, key): the key names the event (a search's new call,
 * a call's version, a deadline reminder), so an alert is never produced twice. The e-mail goes when
 * `email_due_at` passes (at once or in a digest), then `emailed_at` is set.
 */
export const fundingAlerts = pgTable(
  'funding_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind', { enum: ['new_call', 'changed', 'deadline_7', 'deadline_1'] }).notNull(),
    callId: uuid('call_id')
      .notNull()
      .references(() => fundingCalls.id, { onDelete: 'cascade' }),
    savedSearchId: uuid('saved_search_id').references(() => fundingSavedSearches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    emailDueAt: timestamp('email_due_at', { withTimezone: true, precision: 3 }),
    emailedAt: timestamp('emailed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    unique('funding_alerts_user_key').on(t.userId, t.key),
    index('funding_alerts_email_due_idx').on(t.emailDueAt),
    check('funding_alerts_kind', sql`${t.kind} in ('new_call', 'changed', 'deadline_7', 'deadline_1')`),
  ],
);
