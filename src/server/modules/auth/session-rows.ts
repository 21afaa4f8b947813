import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { Database, Db } from '../../db/types.ts';
import type { WriteClock } from '../../db/write-clock.ts';
import type { AuthChanges } from '../../db/auth-changes.ts';

// Where a signed-in request's session row comes from: one prepared statement joining the session and its
// user, and the rows kept between requests on either database (ADR 0009 on the embedded one, ADR 0036 on
// PostgreSQL). The rules the row is judged by stay in session.ts.

/** What reading a row needs: the database, and the database's change signals when it has them. */
export interface SessionRowDeps {
  db: Db;
  /**
   * When it carries a write clock (the embedded database), session rows are kept between writes to
   * `sessions` and `users`; on PostgreSQL, while its change feed listens, until a change to the user's
   * sessions or row (ADR 0036).
   */
  database?: Pick<Database, 'writes' | 'authChanges' | 'dataChanges'>;
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

export type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionByToken>['execute']>>[number];

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
export async function sessionRow(deps: SessionRowDeps, token: string): Promise<SessionRow | undefined> {
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
