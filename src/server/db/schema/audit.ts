import { pgTable, text, timestamp, bigint, jsonb } from 'drizzle-orm/pg-core';

/**
 * The audit trail: append-only (UPDATE, DELETE and TRUNCATE raise in the database, see the
 * migration 0001_audit_append_only.sql) and hash-chained: hash = SHA-256(prevHash | canonical row).
 * `seq` is assigned under an advisory lock so the chain has no gaps and no forks.
 */
export const auditLog = pgTable('audit_log', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  target: text('target'),
  outcome: text('outcome', { enum: ['success', 'failure', 'denied'] }).notNull(),
  ip: text('ip'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
