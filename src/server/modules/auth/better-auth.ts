import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface AuthMailer {
  verification(to: string, link: string, language?: 'en' | 'it' | null): Promise<void>;
  passwordReset(to: string, link: string, language?: 'en' | 'it' | null): Promise<void>;
}

const languageOf = (u: object): 'en' | 'it' | null => {
  const l = (u as { language?: unknown }).language;
  return l === 'en' || l === 'it' ? l : null;
};

/** The session cookie's name: `__Host-` prefixed (Secure, Path=/, no Domain) when served over HTTPS. */
export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-cr_session' : 'cr_session';
}

/** How often a used session's idle expiry slides forward: at most every 5 minutes. */
export function updateAgeSeconds(config: Pick<Config, 'sessionIdleMinutes'>): number {
  return Math.min(300, Math.floor((config.sessionIdleMinutes * 60) / 4));
}

/**
 * better-auth does the account, password, session and token work (docs/decisions/0003-authentication.md).
 * Its own HTTP handler is never mounted: our routes call `auth.api.*` after validating against the
 * contract, so better-auth endpoints we do not want (update-user, ...) are unreachable.
 */
export function createAuth(deps: { db: Db; config: Config; secret: string; mailer: AuthMailer }) {
  const { config } = deps;
  const idleSeconds = config.sessionIdleMinutes * 60;
  return betterAuth({
    appName: 'Capital Readiness',
    baseURL: config.publicOrigin,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [config.publicOrigin],
    telemetry: { enabled: false },
    logger: { level: 'error' },
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      fields: { name: 'username', image: 'avatar' },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'proponent', input: true },
        subscriptionTier: { type: 'string', required: false, defaultValue: 'free', input: false },
        adminTierView: { type: 'string', required: false, input: false },
        language: { type: 'string', required: false, input: false },
        twoFactorEnabled: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await deps.mailer.passwordReset(
          user.email,
          `${config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`,
          languageOf(user),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await deps.mailer.verification(
          user.email,
          `${config.publicOrigin}/verify-email?token=${encodeURIComponent(token)}`,
          languageOf(user),
        );
      },
    },
    // Idle expiry: a session lives `idle` seconds past its last refresh; refreshes happen at most
    // every 5 minutes of use. The absolute limit is enforced in session.ts from createdAt.
    session: { expiresIn: idleSeconds, updateAge: updateAgeSeconds(config), cookieCache: { enabled: false } },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: sessionCookieName(config),
          attributes: { secure: config.secureCookies, httpOnly: true, sameSite: 'lax', path: '/' },
        },
      },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
