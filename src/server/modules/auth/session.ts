import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
import { sessions, users } from '../../db/schema/index.ts';
import type { Database, Db } from '../../db/types.ts';
import type { WriteClock } from '../../db/write-clock.ts';
import type { AuthChanges } from '../../db/auth-changes.ts';
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

export interface SessionDeps {
  db: Db;
  config: Config;
  secret: string;
  now: () => Date;
  /**
   * When it carries a write clock (the embedded database), session rows are kept between writes; on
   * PostgreSQL, while its change feed listens, until a change to the user's sessions or row (ADR 0036).
   */
  database?: Pick<Database, 'writes' | 'authChanges' | 'dataChanges'>;
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

const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionByToken>>();
function prepareSessionByToken(db: Db) {
  return (
    db
      // Only the columns a request needs: on the embedded database every column is text to serialise
      // and parse in the server's own thread.
      .select({
        session: { id: sessions.id, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt },
        user: {
          id: users.id,
          email: users.email,
          username: users.username,
          avatar: users.avatar,
          role: users.role,
          subscriptionTier: users.subscriptionTier,
          emailVerified: users.emailVerified,
          adminTierView: users.adminTierView,
          language: users.language,
          browserKeys: users.browserKeys,
          twoFactorEnabled: users.twoFactorEnabled,
          suspendedAt: users.suspendedAt,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder('token')))
      .limit(1)
      .prepare('session_by_token')
  );
}
function sessionByToken(db: Db) {
  let p = prepared.get(db);
  if (!p) {
    p = prepareSessionByToken(db);
    prepared.set(db, p);
  }
  return p;
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionByToken>['execute']>>[number];

/** Bounds the memory of the cache below; past it the oldest entry goes. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

const SESSION_TABLES = ['sessions', 'users'] as const;
const cacheByClock = new WeakMap<WriteClock, Map<string, { generation: number; row: SessionRow }>>();

/**
 * The session and its user for a token. On the embedded database, a row read while no write to
 * `sessions` or `users` started or ended is kept and served again until one does: a sign-out, a revoked
 * session, a changed role or tier drops every kept row at once (docs/decisions/0009; per table since
 * ADR 0045's amendment of 2026-11-29, before which any write did). Expiry is still judged on each request from the kept times.
 * On PostgreSQL, which other instances may write to, rows are kept only while the change feed listens
 * (ADR 0036): a change to a user's sessions or user row, from any instance, drops that user's rows; a
 * write of this process to either table, or a lost feed, drops every row.
 */
async function sessionRow(deps: SessionDeps, token: string): Promise<SessionRow | undefined> {
  const clock = deps.database?.writes;
  if (!clock) {
    const feed = deps.database?.authChanges;
    if (!feed) return (await sessionByToken(deps.db).execute({ token }))[0];
    return keptOnPostgres(deps.db, feed, token);
  }
  let cache = cacheByClock.get(clock);
  if (!cache) {
    cache = new Map();
    cacheByClock.set(clock, cache);
  }
  // The generation of the two tables the row is read from, where the database keeps them per table
  // (ADR 0045, amended): an import or an evaluation no longer drops everyone's kept sessions.
  const changes = deps.database?.dataChanges;
  const generation = () => (changes ? changes.stamp(SESSION_TABLES) : clock.generation);
  const kept = cache.get(token);
  if (kept && kept.generation === generation()) return kept.row;
  if (kept) cache.delete(token);
  const before = generation();
  const [row] = await sessionByToken(deps.db).execute({ token });
  if (row && generation() === before) {
    if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(token, { generation: before, row });
  }
  return row;
}

const cacheByFeed = new WeakMap<AuthChanges, Map<string, SessionRow>>();

async function keptOnPostgres(db: Db, feed: AuthChanges, token: string): Promise<SessionRow | undefined> {
  let cache = cacheByFeed.get(feed);
  if (!cache) {
    const rows = new Map<string, SessionRow>();
    feed.subscribe((userId) => {
      if (userId === null) rows.clear();
      else for (const [t, r] of rows) if (r.user.id === userId) rows.delete(t);
    });
    cacheByFeed.set(feed, rows);
    cache = rows;
  }
  if (!feed.live) return (await sessionByToken(db).execute({ token }))[0];
  const kept = cache.get(token);
  if (kept) return kept;
  const before = feed.generation;
  const [row] = await sessionByToken(db).execute({ token });
  // Kept only when nothing this process could learn of changed while the row was read.
  if (row && feed.live && feed.generation === before) {
    if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(token, row);
  }
  return row;
}
