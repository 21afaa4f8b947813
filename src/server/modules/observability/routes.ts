import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { missionControl, seriesQuery, seriesResponse } from '../../../contract/observability.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { sendError } from '../../plugins/errors.ts';
import type { Metrics } from './metrics.ts';
import { readMissionControl, readSeries } from './repository.ts';
import { quickHook } from '../../lib/quick-hook.ts';

const tags = ['admin'];
const policy = { permission: 'admin.metrics.read' } as const;

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function bearerMatches(request: Pick<FastifyRequest, 'headers'>, token: string | null): boolean {
  const got = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !got) return false;
  const a = Buffer.from(got);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const wantsHtml = (request: FastifyRequest) => /text\/html/i.test(request.headers.accept ?? '');

/**
 * `GET /metrics` on the main port (ADR 0052): the SPA has a user page at /metrics, so the path is
 * shared. With `Authorization: Bearer <METRICS_TOKEN>` it answers Prometheus text; a browser asking
 * for HTML gets the page; any other caller 401. Answered in an onRequest hook, before the session is
 * read or the load shedding counts it.
 */
export function registerMetricsEndpoint(app: FastifyInstance, ctx: AppContext, metrics: Metrics): void {
  const token = ctx.config.observability.metricsToken;
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerMatches(request, token)) {
      return reply
        .header('content-type', metrics.register.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    }
    if (wantsHtml(request) && !request.headers.authorization) return;
    void reply.header('www-authenticate', 'Bearer realm="metrics"');
    return sendError(request, reply, 'UNAUTHENTICATED');
  };
  app.addHook(
    'onRequest',
    quickHook((request, reply) =>
      request.method === 'GET' && request.url.split('?')[0] === '/metrics' ? serve(request, reply) : undefined,
    ),
  );
}

/** METRICS_PORT: `/metrics` without a token on a listener of its own (bind METRICS_HOST, default loopback). */
export function registerMetricsPort(app: FastifyInstance, ctx: AppContext, metrics: Metrics): void {
  const { metricsPort, metricsHost } = ctx.config.observability;
  if (metricsPort === null) return;
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: only GET /metrics is served here\n');
        return;
      }
      metrics.text().then(
        (body) => res.writeHead(200, { 'content-type': metrics.register.contentType }).end(body),
        (err: unknown) => {
          app.log.error({ err }, 'metrics scrape failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(metricsPort, metricsHost, () => resolve());
    });
    const address = server.address();
    app.log.info(`metrics served on http://${metricsHost}:${typeof address === 'object' && address ? address.port : metricsPort}/metrics`);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  app.decorate('metricsServer', () => server);
}

/** The admin's reads of the recorded series (issue 26): `/monitoring-layer` and `/mission-control`. */
export function registerObservabilityRoutes(app: FastifyInstance, ctx: AppContext, metrics: Metrics, migration: () => string | null): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/admin/metrics/series',
    config: { policy },
    schema: { tags, querystring: seriesQuery, response: { 200: seriesResponse, ...errors(400, 401, 403) } },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readSeries(ctx.db, request.query.window, ctx.now(), metrics.window);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/admin/mission-control',
    config: { policy },
    schema: { tags, response: { 200: missionControl, ...errors(401, 403) } },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readMissionControl(ctx.db, ctx.now(), metrics.window, ctx.config.smtpUrl !== null, migration());
    },
  });
}
