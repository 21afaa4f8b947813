import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../contract/account.ts';
import { AppError } from '../../lib/app-error.ts';
import { sessionCookieName } from './better-auth.ts';
import { LOCKOUT, addressKey, clearAccountFailures, lockedFor, recordFailure } from './lockout.ts';
import { verifyPassword } from './password.ts';
import {
  advanceStep,
  confirmTwoFactor,
  consumeRecoveryHash,
  credentialHash,
  getTwoFactor,
  insertSession,
  insertToken,
  peekToken,
  putPendingTwoFactor,
  pruneTokens,
  removeTwoFactor,
  takeToken,
} from './security-repository.ts';
import type { AuthDeps, CallContext } from './types.ts';
import { twoFactorSetupRequired, type SessionUser } from './session.ts';
import { base32Encode, hashRecoveryCode, matchStep, newRecoveryCodes, newSecret, openSecret, otpauthUri, sealSecret } from './totp.ts';

/** How long a sign-in waits for its second factor after the password was right. */
export const CHALLENGE_MINUTES = 5;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Codes count per user from every client (the password is already known) and per address. */
const codeKeys = (userId: string, ip: string) => [
  { key: `2fa:${userId}`, limit: LOCKOUT.perClient },
  { key: addressKey(ip), limit: LOCKOUT.perAddress },
];

/**
 * The current-password check of a signed-in change (password, e-mail, two-factor, erasure), under
 * the sign-in limit (issue 26, ADR 0048): 5 wrong passwords in 15 minutes and the next check is
 * 429 TOO_MANY_ATTEMPTS before any hashing, even with the right password; a right one clears it.
 */
export async function requirePassword(deps: Pick<AuthDeps, 'db'> & { now?: () => Date }, userId: string, password: string): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const keys = [{ key: `password-check:${userId}`, limit: LOCKOUT.perClient }];
  const wait = await lockedFor(deps.db, keys, now);
  if (wait > 0) throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: wait });
  const hash = await credentialHash(deps.db, userId);
  if (!hash || !(await verifyPassword({ hash, password }))) {
    await recordFailure(deps.db, keys, now);
    throw new AppError('WRONG_PASSWORD');
  }
  await clearAccountFailures(deps.db, keys[0]!.key);
}

export async function twoFactorStatus(deps: Pick<AuthDeps, 'db' | 'config'>, user: SessionUser): Promise<TwoFactorStatus> {
  const row = await getTwoFactor(deps.db, user.id);
  const enabled = user.twoFactorEnabled && row?.confirmedAt != null;
  return {
    enabled,
    recoveryCodesLeft: enabled ? row!.recoveryCodes.length : 0,
    required: deps.config.requireAdmin2fa && user.role === 'admin',
  };
}

/** Step 1 of turning two-factor on: a new secret to scan; nothing changes for sign-in until confirmed. */
export async function beginSetup(deps: Pick<AuthDeps, 'db' | 'secret'>, user: SessionUser, password: string): Promise<TwoFactorSetup> {
  if (user.twoFactorEnabled) throw new AppError('VALIDATION_FAILED');
  await requirePassword(deps, user.id, password);
  const secret = newSecret();
  await putPendingTwoFactor(deps.db, user.id, sealSecret(secret, deps.secret), []);
  const b32 = base32Encode(secret);
  return { secret: b32, uri: otpauthUri(b32, user.email) };
}

/**
 * Checks a code against the user's secret (a TOTP code, or with `allowRecovery` a recovery code,
 * used up), counting failures per user and per address with the sign-in lockout.
 */
async function checkCode(
  deps: Pick<AuthDeps, 'db' | 'secret' | 'now'>,
  userId: string,
  code: string,
  ip: string,
  opts: { allowRecovery: boolean; pending?: boolean },
): Promise<{ step: number | null; recovery: boolean }> {
  const keys = codeKeys(userId, ip);
  const now = deps.now();
  const wait = await lockedFor(deps.db, keys, now);
  if (wait > 0) throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: wait });
  const row = await getTwoFactor(deps.db, userId);
  if (!row || (opts.pending ? row.confirmedAt !== null : row.confirmedAt === null)) throw new AppError('INVALID_CODE');
  const trimmed = code.trim().replace(/\s/g, '');
  const step = matchStep(openSecret(row.secret, deps.secret), trimmed, Math.floor(now.getTime() / 1000), row.lastStep);
  if (step !== null && (opts.pending || (await advanceStep(deps.db, userId, step)))) {
    await clearAccountFailures(deps.db, keys[0]!.key);
    return { step, recovery: false };
  }
  if (
    step === null &&
    opts.allowRecovery &&
    !/^\d{6}$/.test(trimmed) &&
    (await consumeRecoveryHash(deps.db, userId, hashRecoveryCode(trimmed)))
  ) {
    await clearAccountFailures(deps.db, keys[0]!.key);
    return { step: null, recovery: true };
  }
  await recordFailure(deps.db, keys, now);
  throw new AppError('INVALID_CODE');
}

/** Step 2: the first code proves the app holds the secret; two-factor is on, recovery codes shown once. */
export async function confirmSetup(
  deps: Pick<AuthDeps, 'db' | 'secret' | 'now'>,
  user: SessionUser,
  code: string,
  ip: string,
): Promise<string[]> {
  if (user.twoFactorEnabled) throw new AppError('VALIDATION_FAILED');
  const { step } = await checkCode(deps, user.id, code, ip, { allowRecovery: false, pending: true });
  const codes = newRecoveryCodes();
  const row = await getTwoFactor(deps.db, user.id);
  await putPendingTwoFactor(deps.db, user.id, row!.secret, codes.map(hashRecoveryCode));
  await confirmTwoFactor(deps.db, user.id, step!, deps.now());
  return codes;
}

/** Turns two-factor off: the password and a current code (or a recovery code) both required. */
export async function disableTwoFactor(
  deps: Pick<AuthDeps, 'db' | 'secret' | 'now'>,
  user: SessionUser,
  password: string,
  code: string,
  ip: string,
): Promise<void> {
  if (!user.twoFactorEnabled) throw new AppError('VALIDATION_FAILED');
  await requirePassword(deps, user.id, password);
  await checkCode(deps, user.id, code, ip, { allowRecovery: true });
  await removeTwoFactor(deps.db, user.id, deps.now());
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function regenerateRecoveryCodes(
  deps: Pick<AuthDeps, 'db' | 'secret' | 'now'>,
  user: SessionUser,
  code: string,
  ip: string,
): Promise<string[]> {
  if (!user.twoFactorEnabled) throw new AppError('VALIDATION_FAILED');
  await checkCode(deps, user.id, code, ip, { allowRecovery: false });
  const codes = newRecoveryCodes();
  const row = await getTwoFactor(deps.db, user.id);
  await putPendingTwoFactor(deps.db, user.id, row!.secret, codes.map(hashRecoveryCode));
  await confirmTwoFactor(deps.db, user.id, row!.lastStep ?? 0, deps.now());
  return codes;
}

/** After a right password on a two-factor account: a single-use challenge instead of a session. */
export async function createChallenge(deps: Pick<AuthDeps, 'db' | 'now'>, userId: string): Promise<{ challenge: string; expiresAt: Date }> {
  const now = deps.now();
  await pruneTokens(deps.db, now);
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  await insertToken(deps.db, { tokenHash: tokenHash(challenge), kind: 'two-factor-challenge', userId, value: null, expiresAt });
  return { challenge, expiresAt };
}

/** The second step of sign-in: the challenge and a code give the user id the session is for. */
export async function answerChallenge(
  deps: Pick<AuthDeps, 'db' | 'secret' | 'now'>,
  challenge: string,
  code: string,
  ip: string,
): Promise<{ userId: string; recovery: boolean }> {
  const hash = tokenHash(challenge);
  const pending = await peekToken(deps.db, hash, 'two-factor-challenge', deps.now());
  if (!pending) throw new AppError('INVALID_TOKEN');
  const { recovery } = await checkCode(deps, pending.userId, code, ip, { allowRecovery: true });
  if (!(await takeToken(deps.db, hash, 'two-factor-challenge', deps.now()))) throw new AppError('INVALID_TOKEN');
  return { userId: pending.userId, recovery };
}

/**
 * A session for a user who passed both factors, signed the way better-auth signs its cookie
 * (token "." base64 HMAC-SHA256), so that resolveSession and better-auth's sign-out both accept it.
 */
export async function issueSession(
  deps: Pick<AuthDeps, 'db' | 'config' | 'secret' | 'now'>,
  userId: string,
  ctx: CallContext,
): Promise<string[]> {
  const now = deps.now();
  const token = randomBytes(24).toString('base64url');
  const idle = deps.config.sessionIdleMinutes * 60;
  await insertSession(deps.db, {
    id: randomUUID(),
    token,
    userId,
    expiresAt: new Date(now.getTime() + idle * 1000),
    ipAddress: ctx.ip || null,
    userAgent: ctx.headers.get('user-agent'),
    now,
  });
  const signature = createHmac('sha256', deps.secret).update(token).digest('base64');
  const value = encodeURIComponent(`${token}.${signature}`);
  const secure = deps.config.secureCookies ? '; Secure' : '';
  return [`${sessionCookieName(deps.config)}=${value}; Max-Age=${idle}; Path=/; HttpOnly; SameSite=Lax${secure}`];
}

export { twoFactorSetupRequired };
