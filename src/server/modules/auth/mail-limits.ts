import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import type { AuthDeps } from './types.ts';

/** At most one password-reset e-mail per address in this many minutes (issue 26, ADR 0048). */
export const RESET_MAIL_MINUTES = 5;

/**
 * Registrations and forgot-password requests per client address per hour: past the limit the
 * answer is 429 RATE_LIMITED with Retry-After, before any account is looked at or any mail queued.
 */
export async function limitPerAddress(deps: Pick<AuthDeps, 'db' | 'config' | 'now'>, kind: 'register' | 'forgot-password', ip: string) {
  const limit = kind === 'register' ? deps.config.registerPerAddressHour : deps.config.forgotPasswordPerAddressHour;
  await enforceRateLimit(deps.db, `${kind}:address:${ip}`, limit, 3600, deps.now());
}

/**
 * True for the first reset mail of the address in its window; later requests are answered the same
 * but send nothing (the answer must not tell whether an account exists). The key is a hash: the
 * counter table holds no address.
 */
export async function firstResetMailInWindow(deps: Pick<AuthDeps, 'db' | 'now'>, email: string): Promise<boolean> {
  const key = `reset-mail:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;
  try {
    await enforceRateLimit(deps.db, key, 1, RESET_MAIL_MINUTES * 60, deps.now());
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return false;
    throw err;
  }
}
