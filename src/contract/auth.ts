import { z } from 'zod';
import { text } from './safe-text.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { ROLES, SELF_SERVICE_ROLES, TIERS, ADMIN_TIER_VIEWS } from '../domain/rbac/index.ts';

export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH };

const email = z
  .email()
  .max(254)
  .transform((e) => e.trim().toLowerCase());
const password = text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/**
 * Registration. Strict: a body carrying any other key (subscriptionTier, role 'admin', ...) is
 * refused as VALIDATION_FAILED, so nobody can assign themselves a role or tier.
 */
export const registerBody = z
  .object({
    email,
    password,
    username: text().trim().min(2).max(40),
    role: z.enum(SELF_SERVICE_ROLES),
  })
  .strict();
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({ email, password: text().min(1).max(PASSWORD_MAX_LENGTH) }).strict();
export type LoginBody = z.input<typeof loginBody>;

/** The seed's user (section 3) plus what the interface needs to honour the server's decisions. */
export const user = z.object({
  id: text(),
  email: text(),
  username: text(),
  avatar: text().nullable(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(TIERS),
  emailVerified: z.boolean(),
  /** The tier the server applies: the admin's tier view when set, else subscriptionTier. */
  effectiveTier: z.enum(TIERS),
  /** Admins only: the tier view chosen in the header ('actual' when none). */
  tierView: z.enum(ADMIN_TIER_VIEWS).nullable(),
  /** The language the user chose in settings or the switcher; null = not chosen (the browser's applies). */
  language: z.enum(['en', 'it']).nullable(),
  /** Ctrl/Cmd + F, P, A, C: the platform's shortcuts ('app') or the browser's own ('browser'); null until asked once. */
  browserKeys: z.enum(['app', 'browser']).nullable(),
  twoFactorEnabled: z.boolean(),
  /** REQUIRE_ADMIN_2FA is on and this admin has not set up two-factor: nothing else is allowed until they do. */
  twoFactorSetupRequired: z.boolean(),
});
export type User = z.infer<typeof user>;

export const sessionInfo = z.object({
  expiresAt: z.iso.datetime().describe('absolute expiry; the idle timeout may end it sooner'),
  idleTimeoutSeconds: z.number().int(),
});

export const authResponse = z.object({ user, session: sessionInfo });
export type AuthResponse = z.infer<typeof authResponse>;

export const forgotPasswordBody = z.object({ email }).strict();
export const resetPasswordBody = z.object({ token: text().min(10).max(200), password }).strict();
export const verifyEmailBody = z.object({ token: text().min(10).max(2000) }).strict();
