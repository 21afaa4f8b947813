import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errors.ts';
import type { MaintenanceState } from '../../context.ts';
import { PROBE_URLS } from '../health/index.ts';

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
export function registerMaintenance(app: FastifyInstance, lifecycle: { maintenance: MaintenanceState | null }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!lifecycle.maintenance || !request.url.startsWith('/api/')) return;
    if (PROBE_URLS.has(request.url.split('?')[0]!)) return;
    // Nothing was done, so nothing is audited (the audit trail itself is being restored).
    request.audited = true;
    return sendError(request, reply, 'MAINTENANCE', { retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS });
  });
}
