import { pgTable, text, timestamp, boolean, index, jsonb } from 'drizzle-orm/pg-core';
import type { NotificationPrefs } from '../../../contract/constants.ts';

/**
 * Accounts and sessions. The column set is what better-auth's drizzle adapter expects
 * (user, session, account, verification), with the seed's names: better-auth's `name` is
 * stored as `username`, its `image` as `avatar` (see src/server/modules/auth/better-auth.ts).
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  avatar: text('avatar'),
  role: text('role', { enum: ['proponent', 'investor', 'consultant', 'admin'] })
    .notNull()
    .default('proponent'),
  subscriptionTier: text('subscription_tier', {
    enum: ['free', 'single_project', 'professional', 'business', 'enterprise'],
  })
    .notNull()
    .default('free'),
  /** Admins only: the tier view chosen in the header (seed section 4); null = actual. */
  adminTierView: text('admin_tier_view'),
  /** The language the user chose ('en' | 'it'); null until chosen (the browser's then applies). */
  language: text('language', { enum: ['en', 'it'] }),
  /**
   * Ctrl/Cmd + F, P, A, C: the platform's shortcut ('app') or the browser's find, print, select-all and copy
   * ('browser'); null until the user answers the one question the first press asks (issue 27).
   */
  browserKeys: text('browser_keys', { enum: ['app', 'browser'] }),
  /** Which kinds of notification the user wants in the app and by e-mail; null = the defaults. */
  notificationPrefs: jsonb('notification_prefs').$type<NotificationPrefs>(),
  /** True once a TOTP secret has been confirmed with a code (see two_factor). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** Set while an admin has suspended the account (ADR 0049): no session, no sign-in, no API key. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The admin's stated reason, kept while suspended. */
  suspendedReason: text('suspended_reason'),
  /** The admin who suspended (no foreign key: the audit trail keeps the history). */
  suspendedBy: text('suspended_by'),
  /** What the newcomer said they came for on /beta-onboarding (ADR 0054); null until answered. */
  onboardingGoals: jsonb('onboarding_goals').$type<string[]>(),
  /** When the first-run setup was finished or skipped; null = not yet (it is offered). */
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Failed sign-ins, one row each, so that every app instance sees the same count
 * (per account and per address). Pruned as they age out of the window.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);
