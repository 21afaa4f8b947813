import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ByteLru } from '../lib/byte-lru.ts';
import { quickOnSend } from '../lib/quick-hook.ts';

/** What a route declares to have its 200 answers kept (docs/decisions/0045-read-cache.md). */
export interface ReadCacheRoute {
  /**
   * Every table the answer, and the access decision behind it, is read from (the caller's session and
   * user row aside: they are resolved on every request and are part of the key). A write to any of
   * them, on any instance, drops the kept answer. When unsure, name the table.
   */
  tables: readonly PgTable[];
  /** Only requests for which this answers true are kept and served (e.g. not an audited variant). */
  when?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /** A GET whose answer the read cache may keep per caller (ADR 0045). */
    readCache?: ReadCacheRoute;
  }
  interface FastifyRequest {
    /** Set when the read cache looked up this request and missed: what to keep if the answer qualifies. */
    readCacheSlot: { key: string; stamp: number; tables: readonly string[] } | null;
  }
}

interface Entry {
  stamp: number;
  /** Server time (ctx.now) past which the answer may have changed without a write (an expiring grant, a new day). */
  until: number;
  contentType: string;
  body: string | Buffer;
}

/**
 * The answer as a hit writes it fastest. A JSON answer becomes pure ASCII (every character past U+007F as its
 * `\uXXXX` escape: the same JSON, since outside strings JSON is ASCII already): Node then joins it with the
 * headers into one write, where a Buffer goes out as a second part of a writev and a string holding '€' or '’'
 * (two bytes a character in V8) is encoded again on every send. Any other answer with such text is kept as
 * its UTF-8 bytes. Measured in docs/performance.md (everyday reads).
 */
export function cachedBody(payload: string, contentType: string): string | Buffer {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(payload)) return payload;
  if (/^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType)) {
    const escaped = payload.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    // V8 builds the replacement in the width of the original (two bytes a character); a round trip through
    // Latin-1 bytes gives the one-byte string that is written without encoding.
    return Buffer.from(escaped, 'latin1').toString('latin1');
  }
  return Buffer.from(payload, 'utf8');
}

/**
 * Instants past which a table's rows change what a reader may see without any write (a grant's
 * expiry): an entry reading the table is kept no longer than the earliest of them.
 */
export type Horizons = Record<string, (db: Db, now: Date) => Promise<Date | null>>;

export interface ReadCache {
  /** Registers the lookup: call right after the access pipeline has resolved the caller, before any resource resolver. */
  registerLookup(app: FastifyInstance): void;
  /** Registers the keeping: call before the hooks that add default headers, so a route's own `Cache-Control: no-store` is seen. */
  registerStore(app: FastifyInstance): void;
  /** Every route that opted in, by URL, with the tables it declares (introspection for tests). */
  readonly routes: ReadonlyMap<string, readonly string[]>;
  readonly stats: { hits: number; misses: number; kept: number; readonly bytes: number; readonly entries: number };
  clear(): void;
}

const DAY_MS = 86_400_000;

/**
 * The read cache: per-caller answers of the everyday GET reads, kept while the data generations of
 * the tables they read are unchanged (ADR 0045). Only what passed the access pipeline is looked up;
 * only a 200 whose request wrote no audit entry, set no cookie and reached its project as a member
 * (not through a grant or an admin's oversight, both of which record their use) is kept.
 */
export function createReadCache(ctx: AppContext, horizons: Horizons = {}): ReadCache {
  const changes = ctx.database.dataChanges ?? null;
  const store = new ByteLru<Entry>(ctx.config.readCacheBytes);
  const maxAgeMs = ctx.config.readCacheMaxAgeMs;
  const enabled = changes !== null && store.maxBytes > 0;
  const names = new WeakMap<ReadCacheRoute, readonly string[]>();
  const namesOf = (rc: ReadCacheRoute) => {
    let n = names.get(rc);
    if (!n) {
      n = [...new Set(rc.tables.map((t) => getTableName(t)))].sort();
      names.set(rc, n);
    }
    return n;
  };
  const kept = new Map<string, { stamp: number; at: Date | null }>();
  const horizonOf = async (table: string, now: Date): Promise<number> => {
    const fn = horizons[table];
    if (!fn || !changes) return Infinity;
    const stamp = changes.stamp([table]);
    let h = kept.get(table);
    if (!h || h.stamp !== stamp || (h.at && h.at.getTime() <= now.getTime())) {
      h = { stamp, at: await fn(ctx.db, now) };
      kept.set(table, h);
    }
    return h.at ? h.at.getTime() : Infinity;
  };
  const stats = {
    hits: 0,
    misses: 0,
    kept: 0,
    get bytes() {
      return store.bytes;
    },
    get entries() {
      return store.size;
    },
  };

  const lookup = async (request: FastifyRequest, reply: FastifyReply) => {
    request.readCacheSlot = null;
    const rc = request.routeOptions.config.readCache;
    if (!rc || !enabled || !changes || request.method !== 'GET' || !request.user) return;
    if (rc.when && !rc.when(request)) return;
    const tables = namesOf(rc);
    if (!changes.live || tables.some((t) => changes.uncovered.has(t))) return;
    const key = keyOf(request);
    const stamp = changes.stamp(tables);
    const hit = store.get(key);
    if (hit) {
      if (hit.stamp === stamp && ctx.now().getTime() < hit.until) {
        stats.hits += 1;
        return reply.code(200).header('content-type', hit.contentType).send(hit.body);
      }
      store.delete(key);
    }
    stats.misses += 1;
    request.readCacheSlot = { key, stamp, tables };
  };

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const slot = request.readCacheSlot;
    if (!slot || !changes) return;
    request.readCacheSlot = null;
    if (reply.statusCode !== 200 || request.audited || reply.hasHeader('set-cookie') || typeof payload !== 'string') return;
    const cc = reply.getHeader('cache-control');
    if (cc !== undefined && /no-store/i.test(String(cc))) return;
    const p = request.project;
    if (p && (p.grantId !== null || p.access.relation.via === 'admin')) return;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string') return;
    const now = ctx.now();
    let until = Math.min(now.getTime() + maxAgeMs, (Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS);
    for (const t of slot.tables) until = Math.min(until, await horizonOf(t, now));
    // Kept only when nothing this process could learn of changed while the answer was computed.
    if (!changes.live || changes.stamp(slot.tables) !== slot.stamp) return;
    const body = cachedBody(payload, contentType);
    if (store.set(slot.key, { stamp: slot.stamp, until, contentType, body }, body.length)) stats.kept += 1;
  };

  const routes = new Map<string, readonly string[]>();
  return {
    routes,
    stats,
    clear: () => store.clear(),
    registerLookup(app) {
      app.decorateRequest('readCacheSlot', null);
      app.addHook('onRoute', (route) => {
        const rc = route.config?.readCache;
        if (!rc) return;
        const methods = [route.method].flat().map(String);
        if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) throw new Error(`Route ${route.url}: only GET reads may declare readCache.`);
        if (rc.tables.length === 0) throw new Error(`Route ${route.url}: readCache names no table.`);
        routes.set(route.url, namesOf(rc));
      });
      app.addHook('preValidation', lookup);
    },
    registerStore(app) {
      // Only a request that missed has anything to keep (quick-hook.ts): a hit passes at once.
      app.addHook(
        'onSend',
        quickOnSend((request, reply, payload: unknown) =>
          request.readCacheSlot ? keep(request, reply, payload).then(() => payload) : payload,
        ),
      );
    },
  };
}

/**
 * Who asks what: the URL (route, parameters, query as sent), the language asked for, the session or
 * API key and the caller's user as resolved on this request (role, plan, every field the session
 * carries), so a changed role or plan, another session or a key with other scopes never meets
 * another's answer.
 */
function keyOf(request: FastifyRequest): string {
  return `${request.url}\n${request.headers['accept-language'] ?? ''}\n${request.sessionId ?? ''}\n${JSON.stringify(request.apiKey ?? null)}\n${userJson(request.user)}`;
}

// A session's user is one frozen object per kept row (auth/session.ts): its JSON is written once, not per request.
const jsonByUser = new WeakMap<object, string>();
function userJson(user: FastifyRequest['user']): string {
  if (!user) return 'null';
  let json = jsonByUser.get(user);
  if (json === undefined) {
    json = JSON.stringify(user);
    jsonByUser.set(user, json);
  }
  return json;
}
