import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ADMIN_TIER_VIEWS,
  effectiveTier,
  normalizeRole,
  TIERS,
  type AdminTierView,
  type Role,
  type Tier,
} from '../../../domain/rbac/index.ts';
import type { User } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import { sessions } from '../../db/schema/index.ts';
import { sessionRow, type SessionRow, type SessionRowDeps } from './session-rows.ts';
import { sessionCookieName, updateAgeSeconds } from './better-auth.ts';

/** The signed-in caller as the server sees it. */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  avatar: string | null;
  role: Role;
  subscriptionTier: Tier;
  emailVerified: boolean;
  /** Admins only; null for everyone else whatever is stored. */
  tierView: AdminTierView | null;
  language: 'en' | 'it' | null;
  /** Ctrl/Cmd + F, P, A, C: the platform's or the browser's; null until asked. */
  browserKeys: 'app' | 'browser' | null;
  twoFactorEnabled: boolean;
}

export interface ResolvedSession {
  user: SessionUser | null;
  sessionId: string | null;
  expiresAt: Date | null;
  /** Set-Cookie values to forward (a refreshed or cleared session cookie). */
  setCookie: string[];
}

/** Maps better-auth's user object (with our additional fields) to SessionUser. */
export function toSessionUser(u: Record<string, unknown>): SessionUser {
  const role = normalizeRole(u.role as string | undefined);
  const tier = (TIERS as readonly string[]).includes(u.subscriptionTier as string) ? (u.subscriptionTier as Tier) : 'free';
  const view = (ADMIN_TIER_VIEWS as readonly string[]).includes(u.adminTierView as string) ? (u.adminTierView as AdminTierView) : null;
  return {
    id: String(u.id),
    email: String(u.email),
    username: String(u.name ?? u.username ?? ''),
    avatar: (u.image ?? u.avatar ?? null) as string | null,
    role,
    subscriptionTier: tier,
    emailVerified: u.emailVerified === true,
    tierView: role === 'admin' ? (view ?? 'actual') : null,
    language: u.language === 'en' || u.language === 'it' ? u.language : null,
    browserKeys: u.browserKeys === 'app' || u.browserKeys === 'browser' ? u.browserKeys : null,
    twoFactorEnabled: u.twoFactorEnabled === true,
  };
}

/** The tier the server applies to this user: an admin's tier view when set, else their own. */
export function userTier(u: SessionUser): Tier {
  return effectiveTier(u, u.tierView === 'actual' ? null : u.tierView);
}

/** REQUIRE_ADMIN_2FA is on and this admin has not set up two-factor yet. */
export function twoFactorSetupRequired(
  u: Pick<SessionUser, 'role' | 'twoFactorEnabled'>,
  config: Pick<Config, 'requireAdmin2fa'>,
): boolean {
  return config.requireAdmin2fa && u.role === 'admin' && !u.twoFactorEnabled;
}

/** The contract's user: what /api/auth/user, login and register answer. */
export function toApiUser(u: SessionUser, config: Pick<Config, 'requireAdmin2fa'>): User {
  return { ...u, effectiveTier: userTier(u), twoFactorSetupRequired: twoFactorSetupRequired(u, config) };
}

/** Reads one cookie's raw (still URL-encoded) value from a Cookie header. */
function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Cookie values whose signature has been checked, per secret: the HMAC was a tenth of the server's
 * time on a cached read (docs/performance.md). A value is kept only after it verified, and looked up by
 * the exact string, so a forged or altered cookie is never found here and goes through the check.
 */
const verifiedBySecret = new Map<string, Map<string, string>>();
const VERIFIED_MAX_ENTRIES = 10_000;

/** better-call's signed cookie: encodeURIComponent(token "." base64(HMAC-SHA256(secret, token))). */
function verifiedToken(raw: string, secret: string): string | null {
  let verified = verifiedBySecret.get(secret);
  const kept = verified?.get(raw);
  if (kept !== undefined) return kept;
  const token = checkSignature(raw, secret);
  if (token === null) return null;
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  if (verified.size >= VERIFIED_MAX_ENTRIES) verified.delete(verified.keys().next().value!);
  verified.set(raw, token);
  return token;
}

function checkSignature(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export interface SessionDeps extends SessionRowDeps {
  config: Config;
  secret: string;
  now: () => Date;
}

/**
 * Resolves the session cookie to a user: the hot path of every signed-in request. The signature is
 * checked with Node's HMAC, then one prepared query joins the session and its user. The rules are
 * better-auth's (docs/decisions/0003): the session lives `idle` past its last refresh and slides,
 * refreshed at most every `updateAge`; on top, the absolute limit from the session's creation.
 * Creating, refreshing the cookie format and revoking stay with better-auth.
 */
export async function resolveSession(deps: SessionDeps, cookieHeader: string | undefined): Promise<ResolvedSession> {
  const none: ResolvedSession = { user: null, sessionId: null, expiresAt: null, setCookie: [] };
  const name = sessionCookieName(deps.config);
  const raw = readCookie(cookieHeader, name);
  if (!raw) return none;
  const token = verifiedToken(raw, deps.secret);
  if (!token) return none;
  const row = await sessionRow(deps, token);
  const now = deps.now().getTime();
  if (!row || row.session.expiresAt.getTime() <= now) return none;
  // A suspended account has no session, even one a race left behind (ADR 0049).
  if (row.user.suspendedAt) return none;
  const absoluteMs = deps.config.sessionAbsoluteHours * 3_600_000;
  const createdAt = row.session.createdAt.getTime();
  if (now - createdAt > absoluteMs) {
    await deps.db.delete(sessions).where(eq(sessions.id, row.session.id));
    return none;
  }
  const idleMs = deps.config.sessionIdleMinutes * 60_000;
  const setCookie: string[] = [];
  if (row.session.expiresAt.getTime() - idleMs + updateAgeSeconds(deps.config) * 1000 <= now) {
    await deps.db
      .update(sessions)
      .set({ expiresAt: new Date(now + idleMs), updatedAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
    const secure = deps.config.secureCookies ? '; Secure' : '';
    setCookie.push(`${name}=${raw}; Max-Age=${Math.floor(idleMs / 1000)}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  return {
    user: sessionUserOf(row.user),
    sessionId: row.session.id,
    expiresAt: new Date(createdAt + absoluteMs),
    setCookie,
  };
}

// One SessionUser per kept row: requests on the same session share it (frozen, so no request can change
// another's), and what is derived from it once (the read cache's key) is derived once per row.
const usersByRow = new WeakMap<object, SessionUser>();
function sessionUserOf(u: SessionRow['user']): SessionUser {
  let user = usersByRow.get(u);
  if (!user) {
    user = Object.freeze(toSessionUser({ ...u, name: u.username, image: u.avatar }));
    usersByRow.set(u, user);
  }
  return user;
}
