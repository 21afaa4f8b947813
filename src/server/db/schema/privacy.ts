import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  timestamp,
  uuid,
  jsonb,
  integer,
  index,
  uniqueIndex,
  bigint,
  customType,
  doublePrecision,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The personal part of an audit entry (the caller's address, an e-mail given as target, personal
 * details), kept outside the hash chain. The chained row carries only a salted commitment,
 * SHA-256(salt || canonical(data)), so erasing a person deletes these rows and the chain still
 * verifies (ADR 0014). `subjectId` is the account the entry is about, for erasure and export.
 */
export const auditPersonal = pgTable(
  'audit_personal',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    subjectId: text('subject_id'),
    /** Lower-cased e-mail the entry names (a failed sign-in names an address, not an account). */
    subjectEmail: text('subject_email'),
    salt: text('salt').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('audit_personal_subject_idx').on(t.subjectId), index('audit_personal_email_idx').on(t.subjectEmail)],
);

/**
 * Background jobs, polled by every server process (ADR 0014): a job is claimed by moving it to
 * `running` with a lease; a process that dies leaves the lease to expire and another (or the
 * restarted one) picks the job up again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true, precision: 3 }),
    /** Who holds the lease (ADR 0051): a heartbeat, finish or release by anyone else changes nothing. */
    leaseToken: uuid('lease_token'),
    /** At most one job per key (ADR 0051): a scheduled run's `schedule:slot`, or a caller's own key. */
    idempotencyKey: text('idempotency_key'),
    lastError: text('last_error'),
    /** Share of the work done, 0..1, written by the handler (throttled) for those who follow it (ADR 0058). */
    progress: doublePrecision('progress'),
    /** What the job produced, written with its effect in one transaction (a re-run finding it does nothing again). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    /** The id of the request that queued the job (Fastify's request id), logged by the runner (issue 26). */
    requestId: text('request_id'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAfter),
    // The claim's order over the pending rows only (ADR 0051): no sort of the whole queue per claim, done rows never read.
    index('jobs_pending_idx')
      .on(t.runAfter)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex('jobs_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/**
 * Data-subject requests (GDPR art. 15/20 exports, art. 17 erasures) with their dates, for the
 * user and for the admin's statutory-deadline view. `userId` has no foreign key on purpose: after an
 * erasure it stays as a random id that names no one, and the request's record remains.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['export', 'erasure'] }).notNull(),
    userId: text('user_id').notNull(),
    status: text('status', { enum: ['pending', 'running', 'ready', 'failed', 'expired', 'completed'] }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true, precision: 3 }),
    archive: bytea('archive'),
    archiveBytes: integer('archive_bytes'),
    error: text('error'),
  },
  (t) => [
    index('privacy_requests_user_idx').on(t.userId, t.receivedAt),
    index('privacy_requests_received_idx').on(t.receivedAt),
    // At most one export in progress per person: two requests at once share it.
    uniqueIndex('privacy_requests_one_open_export')
      .on(t.userId)
      .where(sql`kind = 'export' and status in ('pending', 'running')`),
  ],
);
