import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimit } from './counter.ts';
import { quickHook, quickOnSend } from '../../lib/quick-hook.ts';

/**
 * Per-user limits on heavy work (issue 30, ADR 0033): how many of a kind one user may have running in
 * this process at once, and how many they may start in a minute (the database's shared counter, so
 * every instance counts together). Past either: 429 RATE_LIMITED with Retry-After; other users are
 * not affected.
 */
export const HEAVY_LIMITS = {
  /** POST /api/projects/:id/evaluations: a 10k-iteration run is ~0.3 s of a core; one every 5 s is more than a person clicks "Run". */
  evaluation: { inFlight: 2, perMinute: 12, busyRetrySeconds: 2 },
  /** Portfolio imports (preview and commit): up to 10,000 rows read, validated and stored. */
  import: { inFlight: 2, perMinute: 6, busyRetrySeconds: 5 },
  /** Downloads built on request: portfolio summary and compliance gaps (CSV, XLSX), evaluation samples CSV. */
  export: { inFlight: 2, perMinute: 20, busyRetrySeconds: 2 },
  /** Sealing a report (render, sign, store) and rendering its preview copy. */
  seal: { inFlight: 2, perMinute: 20, busyRetrySeconds: 2 },
} as const;
export type HeavyKind = keyof typeof HEAVY_LIMITS;
export type HeavyLimits = Record<HeavyKind, { inFlight: number; perMinute: number; busyRetrySeconds: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Heavy work in flight in this process, per kind and user (tests read it). */
    heavyWork: InFlight;
  }
  interface FastifyContextConfig {
    /** Heavy work: the per-user limits of HEAVY_LIMITS apply (checked after access, before the handler). */
    heavy?: HeavyKind;
  }
  interface FastifyRequest {
    /** Releases this request's in-flight slot (once). */
    heavyRelease?: () => void;
  }
}

/**
 * Counts work in flight per user and kind in this process. Per process, not in the database: a slot
 * must be given back when the work ends, even when the process dies (a lease in a table would outlive
 * a crash until it expired); with N instances a user may have N × inFlight running, and the shared
 * per-minute counter bounds the total.
 */
export class InFlight {
  #counts = new Map<string, number>();
  /** Takes a slot, or returns null when `max` are taken. */
  take(key: string, max: number): (() => void) | null {
    const n = this.#counts.get(key) ?? 0;
    if (n >= max) return null;
    this.#counts.set(key, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#counts.get(key) ?? 1) - 1;
      if (left <= 0) this.#counts.delete(key);
      else this.#counts.set(key, left);
    };
  }
  count(key: string): number {
    return this.#counts.get(key) ?? 0;
  }
}

/** Takes a user's in-flight slot for a kind, or throws RATE_LIMITED (no database round trip). */
export function takeSlot(inFlight: InFlight, limits: HeavyLimits, kind: HeavyKind, userId: string): () => void {
  const limit = limits[kind];
  const release = inFlight.take(`${kind}:${userId}`, limit.inFlight);
  if (!release) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.busyRetrySeconds, limit: limit.inFlight });
  return release;
}

/** Counts a call in the user's minute for the kind (the database's shared counter), or throws RATE_LIMITED. */
export async function countMinute(deps: { db: Db; now: () => Date; limits: HeavyLimits }, kind: HeavyKind, userId: string): Promise<void> {
  await enforceRateLimit(deps.db, `heavy:${kind}:${userId}`, deps.limits[kind].perMinute, 60, deps.now());
}

/**
 * The routes that declare `config.heavy`: the in-flight slot is taken before the body is read (a
 * busy user's 10 MB upload is answered 429 without being parsed), the minute is counted once the
 * access rule has admitted the caller (a call refused with 401/403/404 counts nothing). The slot is
 * given back when the answer is sent, or when the request ends any other way.
 */
export function registerHeavyLimits(app: FastifyInstance, deps: { db: Db; now: () => Date; limits?: HeavyLimits }): InFlight {
  const inFlight = new InFlight();
  const limits = deps.limits ?? HEAVY_LIMITS;
  app.decorate('heavyWork', inFlight);
  const release = async (request: FastifyRequest) => request.heavyRelease?.();
  // Most routes are not heavy: these hooks are then done at once (quick-hook.ts).
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const kind = request.routeOptions.config.heavy;
    if (kind && request.user) request.heavyRelease = takeSlot(inFlight, limits, kind, request.user.id);
    done(null, payload);
  });
  app.addHook(
    'preHandler',
    quickHook((request) => {
      const kind = request.routeOptions.config.heavy;
      if (kind && request.user) return countMinute({ db: deps.db, now: deps.now, limits }, kind, request.user.id);
    }),
  );
  app.addHook(
    'onSend',
    quickOnSend((request, _reply, payload: unknown) => (request.heavyRelease ? release(request).then(() => payload) : payload)),
  );
  app.addHook(
    'onResponse',
    quickHook((request) => (request.heavyRelease ? release(request) : undefined)),
  );
  return inFlight;
}
