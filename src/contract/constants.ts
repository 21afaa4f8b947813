/**
 * The contract's plain constants, in a module that does not import zod, so the web bundle can use
 * them without shipping the schema library. The schema modules re-export them under the same names.
 */

/** Every error code the API can answer with (see errors.ts). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_ORIGIN_REJECTED',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'RATE_LIMITED',
  'INVALID_TOKEN',
  'PAYLOAD_TOO_LARGE',
  'NOTIFICATION_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'PROJECT_LIMIT_REACHED',
  'PASSWORD_INCORRECT',
  'EXPORT_NOT_READY',
  'EXPORT_EXPIRED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

/** Seed section 3; an unknown type falls back to 'info' on display. */
export const NOTIFICATION_TYPES = ['success', 'warning', 'alert', 'system', 'info'] as const;

/** The version of the cookie policy a consent refers to; bump it when the policy text changes. */
export const COOKIE_POLICY_VERSION = '2025-01';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
