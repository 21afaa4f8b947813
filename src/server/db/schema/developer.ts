import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * API keys (issue 24, ADR 0040). The key itself is never stored: only its SHA-256 (`key_hash`, what a
 * request's Bearer token is looked up by) and its visible prefix (`cr_live_` and six characters, shown in
 * lists). Erasing the owner deletes their keys (cascade); revocation keeps the row for the list and the audit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/**
 * Use of a key, per UTC day and route group, as a latency histogram: one row per bucket of
 * API_LATENCY_BUCKETS_MS (src/domain/developer/usage.ts) with the requests and the errors (status ≥ 400)
 * that fell in it. Rows add up (`count = count + excluded.count`), so every instance flushes its own
 * in-memory tallies without reading, and the p95 of any range is read from the summed buckets.
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    routeGroup: text('route_group').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
    errors: integer('errors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day, t.routeGroup, t.bucket] })],
);
