import { z } from 'zod';
import { text } from './safe-text.ts';
import { NOTIFICATION_TYPES, OPTIONAL_NOTIFICATION_TYPES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { authResponse } from './auth.ts';

export const LANGUAGE_CODES = ['en', 'it'] as const;

const email = z
  .email()
  .max(254)
  .transform((e) => e.trim().toLowerCase());
const currentPassword = text().min(1).max(PASSWORD_MAX_LENGTH);
/** A 6-digit authenticator code, or a recovery code ("k7mq-2xfp-9rtd", dashes optional). */
const code = text().trim().min(6).max(20);

/** PATCH /api/account/profile: the display name, the preferred language and/or whose Ctrl/Cmd + F, P, A, C are. */
export const profileBody = z
  .object({
    username: text().trim().min(2).max(40).optional(),
    language: z.enum(LANGUAGE_CODES).optional(),
    browserKeys: z.enum(['app', 'browser']).optional(),
  })
  .strict()
  .refine((b) => b.username !== undefined || b.language !== undefined || b.browserKeys !== undefined, { message: 'nothing to change' });

export const notificationPrefs = z
  .object({
    inApp: z
      .object(
        Object.fromEntries(OPTIONAL_NOTIFICATION_TYPES.map((t) => [t, z.boolean()])) as Record<
          (typeof OPTIONAL_NOTIFICATION_TYPES)[number],
          z.ZodBoolean
        >,
      )
      .strict(),
    email: z
      .object(
        Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean()])) as Record<(typeof NOTIFICATION_TYPES)[number], z.ZodBoolean>,
      )
      .strict(),
  })
  .strict();

/** A change of e-mail, applied only once the link sent to the new address is opened. */
export const emailChangeBody = z.object({ email, password: currentPassword }).strict();
export const emailChangeResponse = z.object({ pendingEmail: text(), expiresAt: z.iso.datetime() });
export const tokenBody = z.object({ token: text().min(10).max(200) }).strict();

export const passwordChangeBody = z
  .object({ currentPassword, newPassword: text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH) })
  .strict();
export const revokedResponse = z.object({ revoked: z.number().int().describe('sessions ended') });

export const accountSession = z.object({
  id: text(),
  userAgent: text().nullable(),
  ipAddress: text().nullable(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  current: z.boolean().describe('the session this request was made with'),
});
export type AccountSession = z.infer<typeof accountSession>;
export const sessionList = z.array(accountSession);
export const sessionIdParams = z.object({ id: text().min(1).max(100) });

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean().describe('REQUIRE_ADMIN_2FA applies to this account'),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const passwordBody = z.object({ password: currentPassword }).strict();
export const twoFactorSetup = z.object({
  secret: text().describe('base32, for manual entry'),
  uri: text().describe('otpauth:// URI'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const codeBody = z.object({ code }).strict();
export const recoveryCodes = z.object({ recoveryCodes: z.array(text()).describe('shown once; each works once') });
export const disableTwoFactorBody = z.object({ password: currentPassword, code }).strict();

/** POST /api/auth/login answers this instead of a session when the account has two-factor on. */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challenge: text().describe('send back with the code to /api/auth/login/two-factor'),
  expiresAt: z.iso.datetime(),
});
export const loginResponse = z.union([authResponse, twoFactorChallenge]);
export type LoginResponse = z.infer<typeof loginResponse>;
export const twoFactorLoginBody = z.object({ challenge: text().min(10).max(200), code }).strict();
