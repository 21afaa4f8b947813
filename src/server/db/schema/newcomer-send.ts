import { pgTable, text, timestamp, uuid, boolean, numeric, jsonb, index, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { fundingRequests } from './funding-requests.ts';
import { reports } from './reports.ts';

/**
 * An investor's entry in the directory (issue 27, step 7). Listed only while `listed` is true: an
 * investor who never opted in has no row or `listed = false`, and no query of the directory returns
 * them. The thesis lists are free codes matched by src/domain/funding/investor-fit.ts.
 */
export const investorProfiles = pgTable(
  'investor_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    listed: boolean('listed').notNull().default(false),
    headline: text('headline').notNull().default(''),
    sectors: jsonb('sectors').$type<string[]>().notNull().default([]),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    stages: jsonb('stages').$type<string[]>().notNull().default([]),
    ticketMin: numeric('ticket_min', { precision: 16, scale: 2, mode: 'number' }),
    ticketMax: numeric('ticket_max', { precision: 16, scale: 2, mode: 'number' }),
    instruments: jsonb('instruments').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('investor_profiles_headline_length', sql`char_length(${t.headline}) <= 300`),
    check(
      'investor_profiles_ticket',
      sql`(${t.ticketMin} is null or ${t.ticketMin} >= 0) and (${t.ticketMin} is null or ${t.ticketMax} is null or ${t.ticketMin} <= ${t.ticketMax})`,
    ),
    index('investor_profiles_listed_idx').on(t.listed),
  ],
);

/**
 * A sealed report sent to one reader inside the platform (issue 27, step 6): shared directly, or
 * attached to a funding request (request_id) and live once that request is submitted. The reader
 * reads the sealed pages in the app (src/domain/access reportReading); revoking ends it.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => fundingRequests.id, { onDelete: 'set null' }),
    sharedBy: text('shared_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.recipientId] }), index('report_shares_recipient_idx').on(t.recipientId)],
);
