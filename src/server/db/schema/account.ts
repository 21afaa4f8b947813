import { pgTable, text, timestamp, integer, index, customType, jsonb } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded avatars, in the database rather than under DATA_DIR: at most 1 MB each, they follow the
 * user (cascade on erasure), are in every backup, and every app instance on PostgreSQL sees them
 * without a shared disk.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * A user's TOTP secret (AES-256-GCM under a key derived from the auth secret) and recovery codes
 * (SHA-256 hashes, each removed when used). `confirmedAt` null = set up but not yet confirmed.
 * `lastStep` refuses a code already used (RFC 6238 section 5.2).
 */
export const twoFactor = pgTable('two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull(),
  lastStep: integer('last_step'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short-lived single-use tokens, stored as SHA-256 hashes: a pending e-mail change (confirmed
 * through the new address) or a sign-in waiting for its second factor.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['email-change', 'two-factor-challenge', 'account-unlock'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email-change: the new address. */
    value: text('value'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.kind)],
);
