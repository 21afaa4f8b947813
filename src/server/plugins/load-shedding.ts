import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendError } from './errors.ts';
import { quickHook } from '../lib/quick-hook.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for a route that never queues for the database (the health check): never shed. */
    needsDatabase?: boolean;
  }
}

/** The wait a turned-away caller is told to allow: the queue's estimated drain time, 1 to 30 s. */
export function retryAfterSeconds(waiting: number, serviceMs: number): number {
  return Math.min(30, Math.max(1, Math.ceil((waiting * serviceMs) / 1000)));
}

/**
 * Load shedding in front of the database's connection queue (ADR 0034). When more than
 * `config.dbQueueMax` statements or transactions already wait for the database, a new API request
 * is answered 503 SERVER_BUSY with Retry-After before any of its work starts, so nothing is left
 * half-written, and it is not audited (nothing was done; the refusal is in the server log); requests
 * already admitted finish. Registered before the access hook, which itself
 * reads the session from the database. Pages and assets outside /api/ never touch the database.
 */
export function registerLoadShedding(app: FastifyInstance, ctx: AppContext): void {
  const max = ctx.config.dbQueueMax;
  app.addHook(
    'onRequest',
    quickHook((request, reply) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.needsDatabase === false) return;
      const queue = ctx.database.queue();
      // DB_QUEUE_MAX counts per connection: PostgreSQL's pool drains its queue over all of its
      // connections at once, so the same wait in time is that many times the count (ADR 0034, amendment).
      const limit = max * (queue.connections ?? 1);
      if (queue.waiting <= limit) return;
      return refuse(request, reply, queue, limit);
    }),
  );
  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    queue: ReturnType<AppContext['database']['queue']>,
    limit: number,
  ) => {
    // Nothing was done, so no audit row: writing one would queue behind the very statements that
    // made the request wait. The server log keeps the refusal.
    request.audited = true;
    request.log.warn({ waiting: queue.waiting, limit }, 'database queue too deep: request turned away');
    return sendError(request, reply, 'SERVER_BUSY', {
      retryAfterSeconds: retryAfterSeconds(queue.waiting / (queue.connections ?? 1), queue.serviceMs),
    });
  };
}
