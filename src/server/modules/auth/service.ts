import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { sessions } from '../../db/schema/index.ts';
import type { RegisterBody, LoginBody, AuthResponse } from '../../../contract/auth.ts';
import type { LoginResponse } from '../../../contract/account.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthDeps, CallContext } from './types.ts';
import { clearAccountFailures, clientKey, lockedFor, recordFailure, signInKeys } from './lockout.ts';
import { offerUnlock, type UnlockDeps } from './unlock.ts';
import { firstResetMailInWindow, limitPerAddress } from './mail-limits.ts';
import { accountOf, answerAsNew } from './register-existing.ts';
import { toApiUser, toSessionUser, resolveSession } from './session.ts';
import { deleteSessionByToken, isSuspended, userForSignIn } from './security-repository.ts';
import { answerChallenge, createChallenge, issueSession } from './two-factor.ts';

export type { AuthDeps, CallContext } from './types.ts';

export interface AuthOutcome {
  body: AuthResponse;
  setCookie: string[];
}

export interface LoginOutcome {
  body: LoginResponse;
  setCookie: string[];
  /** The password was right but a second factor is still due. */
  challenged: boolean;
  userId: string;
}

function sessionInfo(deps: AuthDeps, createdAt: Date) {
  return {
    expiresAt: new Date(createdAt.getTime() + deps.config.sessionAbsoluteHours * 3_600_000).toISOString(),
    idleTimeoutSeconds: deps.config.sessionIdleMinutes * 60,
  };
}

function apiStatus(err: unknown): number | null {
  return err instanceof APIError ? Number(err.statusCode) : null;
}

/**
 * Creates an account with a self-service role and signs it in (a new session). An address that
 * already has an account is answered the same way (no session behind the cookie) and its owner is
 * e-mailed instead: the answer does not tell who has an account (ADR 0048).
 */
export async function registerUser(
  deps: AuthDeps & Pick<UnlockDeps, 'accountMail'>,
  body: RegisterBody & { email: string },
  ctx: CallContext,
): Promise<AuthOutcome & { existingUserId: string | null }> {
  await limitPerAddress(deps, 'register', ctx.ip);
  const taken = async () => {
    const owner = await accountOf(deps.db, body.email);
    if (!owner) return null;
    const decoy = await answerAsNew(deps, owner, body);
    return { body: { user: decoy.user, session: sessionInfo(deps, deps.now()) }, setCookie: decoy.setCookie, existingUserId: owner.id };
  };
  const existing = await taken();
  if (existing) return existing;
  try {
    const res = await deps.auth.api.signUpEmail({
      body: { email: body.email, password: body.password, name: body.username, role: body.role },
      headers: ctx.headers,
      returnHeaders: true,
    });
    const user = toSessionUser(res.response.user as Record<string, unknown>);
    return {
      body: { user: toApiUser(user, deps.config), session: sessionInfo(deps, deps.now()) },
      setCookie: res.headers.getSetCookie(),
      existingUserId: null,
    };
  } catch (err) {
    // Registered meanwhile by a parallel request: answered like the rest.
    if (apiStatus(err) === 422) {
      const late = await taken();
      if (late) return late;
    }
    if (apiStatus(err) === 400) throw new AppError('VALIDATION_FAILED');
    throw err;
  }
}

/**
 * Signs in. Failures count per (account, client address), per address and per account in the
 * database (every instance shares them, ADR 0048); past a limit the answer is 429 before any
 * password is checked, and when a lock begins the owner is e-mailed an unlock link. Unknown e-mail
 * and wrong password give the same body, and about the same time (better-auth hashes in both cases).
 * An existing session presented with the request is ended: a sign-in always starts a new session id.
 */
export async function loginUser(
  deps: AuthDeps & Pick<UnlockDeps, 'accountMail'>,
  body: LoginBody & { email: string },
  ctx: CallContext,
): Promise<LoginOutcome> {
  const keys = signInKeys(body.email, ctx.ip);
  const wait = await lockedFor(deps.db, keys, deps.now());
  if (wait > 0) throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: wait });
  try {
    const res = await deps.auth.api.signInEmail({
      body: { email: body.email, password: body.password },
      headers: withoutCookie(ctx.headers),
      returnHeaders: true,
    });
    await clearAccountFailures(deps.db, clientKey(body.email, ctx.ip));
    const user = toSessionUser(res.response.user as Record<string, unknown>);
    // The password was right: only then is the suspension told (nothing to learn without it).
    if (await isSuspended(deps.db, user.id)) {
      await deleteSessionByToken(deps.db, res.response.token);
      throw new AppError('ACCOUNT_SUSPENDED');
    }
    if (user.twoFactorEnabled) {
      // The password alone does not sign in: the session better-auth just made is withdrawn and a
      // challenge waits for the code (POST /api/auth/login/two-factor).
      await deleteSessionByToken(deps.db, res.response.token);
      const c = await createChallenge(deps, user.id);
      return {
        body: { twoFactorRequired: true, challenge: c.challenge, expiresAt: c.expiresAt.toISOString() },
        setCookie: [],
        challenged: true,
        userId: user.id,
      };
    }
    await endPresentedSession(deps, ctx);
    return {
      body: { user: toApiUser(user, deps.config), session: sessionInfo(deps, deps.now()) },
      setCookie: res.headers.getSetCookie(),
      challenged: false,
      userId: user.id,
    };
  } catch (err) {
    const status = apiStatus(err);
    if (status === 401 || status === 400 || status === 403) {
      if (await recordFailure(deps.db, keys, deps.now())) await offerUnlock(deps, body.email);
      throw new AppError('INVALID_CREDENTIALS');
    }
    throw err;
  }
}

/** Only a successful sign-in ends the session it replaces; a failed one leaves it alone. */
async function endPresentedSession(deps: AuthDeps, ctx: CallContext): Promise<void> {
  const previous = await resolveSession(deps, ctx.headers.get('cookie') ?? undefined);
  if (previous.sessionId) await deps.db.delete(sessions).where(eq(sessions.id, previous.sessionId));
}

/** The second step of a two-factor sign-in: a right code for a live challenge starts the session. */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  body: { challenge: string; code: string },
  ctx: CallContext,
): Promise<AuthOutcome & { recovery: boolean }> {
  const { userId, recovery } = await answerChallenge(deps, body.challenge, body.code, ctx.ip);
  const row = await userForSignIn(deps.db, userId);
  if (!row) throw new AppError('INVALID_TOKEN');
  if (row.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED');
  await endPresentedSession(deps, ctx);
  const setCookie = await issueSession(deps, userId, ctx);
  const user = toSessionUser({ ...row, name: row.username, image: row.avatar });
  return { body: { user: toApiUser(user, deps.config), session: sessionInfo(deps, deps.now()) }, setCookie, recovery };
}

function withoutCookie(headers: Headers): Headers {
  const h = new Headers(headers);
  h.delete('cookie');
  return h;
}

/** Ends the session on the server; returns the Set-Cookie that clears it. */
export async function logoutUser(deps: AuthDeps, ctx: CallContext): Promise<string[]> {
  try {
    const res = await deps.auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
    return res.headers.getSetCookie();
  } catch {
    return [];
  }
}

/**
 * Always answers the same, whether or not the address has an account (no enumeration); past the
 * per-address-of-client limit 429, and one reset mail per e-mail address per RESET_MAIL_MINUTES.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ctx: CallContext): Promise<void> {
  await limitPerAddress(deps, 'forgot-password', ctx.ip);
  if (!(await firstResetMailInWindow(deps, email))) return;
  await deps.auth.api
    .requestPasswordReset({ body: { email, redirectTo: `${deps.config.publicOrigin}/reset-password` }, headers: ctx.headers })
    .catch(() => undefined);
}

export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (err) {
    if (apiStatus(err) !== null) throw new AppError('INVALID_TOKEN');
    throw err;
  }
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    if (apiStatus(err) !== null) throw new AppError('INVALID_TOKEN');
    throw err;
  }
}
