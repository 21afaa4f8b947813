import { pgTable, text, timestamp, boolean, uuid, jsonb, integer, index, primaryKey } from 'drizzle-orm/pg-core';
import type { ClientErrorReport } from '../../../contract/client-errors.ts';
import { users } from './auth.ts';

/** Reports from the web app's error boundary (POST /api/errors), readable by admins. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    report: jsonb('report').$type<ClientErrorReport>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_received_idx').on(t.receivedAt)],
);

/** Cookie consent records (seed section 7), for a user or an anonymous visitor id. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id'),
    necessary: boolean('necessary').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    functional: boolean('functional').notNull(),
    policyVersion: text('policy_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId), index('consents_visitor_idx').on(t.visitorId)],
);

/** Outgoing e-mail. Always written here first; sent by SMTP when configured. Admins can read it. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  attempts: integer('attempts').notNull().default(0),
  error: text('error'),
  /**
   * Set just before the message is handed to SMTP, cleared when the hand-over fails (ADR 0063). Set with
   * no `sentAt` after the sender's claim expired: the sender stopped between sending and marking, so the
   * message may have been sent. It is never sent again automatically (at most once).
   */
  sendingAt: timestamp('sending_at', { withTimezone: true, precision: 3 }),
});

/** Fixed-window counters shared by every app instance (e.g. POST /api/errors per address). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Small key-value settings the instances share (e.g. the generated session-signing secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
