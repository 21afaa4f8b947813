import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAINTENANCE_CHANNEL } from '../../db/auth-changes.ts';
import type { Database } from '../../db/types.ts';
import { currentMaintenance, MAINTENANCE_HEARTBEAT_MS, REMOTE_MAINTENANCE_TTL_MS } from '../../lib/maintenance-state.ts';
import { sendError } from '../../plugins/errors.ts';
import type { MaintenanceState } from '../../context.ts';
import { PROBE_URLS } from '../health/index.ts';
import { quickHook } from '../../lib/quick-hook.ts';

/** While a restore from a backup runs (ADR 0063): since when, and which backup. */
export type { MaintenanceState } from '../../context.ts';

/** The wait a caller is told to allow before trying again during a restore. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 30;

/**
 * Maintenance during a restore from a screen (ADR 0063): every API request but the probes is answered
 * 503 MAINTENANCE with Retry-After and a message in the caller's language, before the access pipeline
 * reads its session (sessions are about to be replaced). Pages and assets outside /api/ are still
 * served, so the browser can show the notice. Registered before every other request hook.
 */
export function registerMaintenance(app: FastifyInstance, lifecycle: { maintenance: MaintenanceState | null }, database?: Database): void {
  if (database) followMaintenance(database, lifecycle);
  const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
    if (PROBE_URLS.has(request.url.split('?')[0]!)) return;
    // Nothing was done, so nothing is audited (the audit trail itself is being restored).
    request.audited = true;
    return sendError(request, reply, 'MAINTENANCE', { retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS });
  };
  app.addHook(
    'onRequest',
    quickHook((request, reply) =>
      !lifecycle.maintenance || !request.url.startsWith('/api/') || !currentMaintenance(lifecycle) ? undefined : refuse(request, reply),
    ),
  );
}

/**
 * Another instance's restore (PostgreSQL): every instance answers 503 while it runs, not only the one
 * running the job, which may be a worker that serves no requests. Its own restore is never overridden.
 */
export function followMaintenance(database: Database, lifecycle: { maintenance: MaintenanceState | null }): void {
  database.authChanges?.subscribeMaintenance?.((payload) => {
    if (lifecycle.maintenance && lifecycle.maintenance.remoteUntil === undefined) return;
    if (!payload) {
      lifecycle.maintenance = null;
      return;
    }
    try {
      const s = JSON.parse(payload) as { since?: unknown; backupName?: unknown };
      if (typeof s.since === 'string' && typeof s.backupName === 'string')
        lifecycle.maintenance = { since: s.since, backupName: s.backupName, remoteUntil: Date.now() + REMOTE_MAINTENANCE_TTL_MS };
    } catch {
      // Not an announcement of this code: ignored.
    }
  });
}

/** Tells every instance this process's restore has begun, again every 10 s; the returned call says it ended. */
export function announceMaintenance(database: Database, state: MaintenanceState): () => Promise<void> {
  if (database.kind !== 'postgres') return async () => undefined;
  const say = (payload: string) =>
    database.db.execute(sql`select pg_notify(${MAINTENANCE_CHANNEL}, ${payload})`).then(
      () => undefined,
      () => undefined,
    );
  const payload = JSON.stringify({ since: state.since, backupName: state.backupName });
  void say(payload);
  const timer = setInterval(() => void say(payload), MAINTENANCE_HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await say('');
  };
}
