import type { FastifyInstance } from 'fastify';
import type { Span } from '@opentelemetry/api';
import type { AppContext } from '../../context.ts';
import { runInRequest } from '../../lib/request-context.ts';
import type { JobRow } from '../jobs/index.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { APP_VERSION, INSTANCE, flushMinute, lastMigration, recordDeploy } from './recorder.ts';
import { registerMetricsEndpoint, registerMetricsPort, registerObservabilityRoutes } from './routes.ts';
import { createTracing, endSpan, type Tracing } from './tracing.ts';

export { flushMinute, recordDeploy, lastMigration, INSTANCE } from './recorder.ts';
export type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Metrics, the recorded series and traces (issue 26, ADR 0052); tests flush the minute by hand. */
    observability: { metrics: Metrics; tracing: Tracing | null; flush(force?: boolean): Promise<number> };
  }
  interface FastifyRequest {
    obsStart: number;
    obsSpan: Span | null;
  }
}

export interface Observability {
  /** Wraps each job run (JobsDeps.instrument): duration, outcome, a span. */
  instrumentJob(job: JobRow, run: () => Promise<void>): Promise<void>;
  /** WorkerPool.onTask: evaluations and document analyses with their durations. */
  poolTask(kind: string, seconds: number, ok: boolean): void;
  /** The admin's routes: registered after the access plugin, which catalogues and checks every route. */
  registerRoutes(): void;
}

/**
 * Registers the observability (issue 26, ADR 0052): per-request metrics and spans, the request id
 * carried into jobs, `GET /metrics`, the admin's series, and (when `record`) the minute recorder and
 * this boot's deploy row. Call before the access hook: the metrics endpoint answers before a session is read.
 */
export async function registerObservability(app: FastifyInstance, ctx: AppContext, o: { record: boolean }): Promise<Observability> {
  const metrics = createMetrics(ctx, () => app.readCache?.stats ?? null);
  const cfg = ctx.config.observability;
  const tracing = await createTracing({
    endpoint: cfg.otlpEndpoint,
    tracesEndpoint: cfg.otlpTracesEndpoint,
    serviceName: cfg.serviceName,
    serviceVersion: APP_VERSION,
    instance: INSTANCE,
  });
  app.decorateRequest('obsStart', 0);
  app.decorateRequest('obsSpan', null);
  app.addHook('onRequest', (request, reply, done) => {
    request.obsStart = performance.now();
    // The id the logs carry, told to the caller so a report can be matched with them.
    void reply.header('x-request-id', request.id);
    if (tracing)
      request.obsSpan = tracing.tracer.startSpan(`${request.method}`, {
        attributes: { 'http.request.method': request.method, 'request.id': request.id },
      });
    // Everything the request does runs as part of it: a job it queues carries its id (jobs.request_id).
    runInRequest(request.id, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const ms = performance.now() - request.obsStart;
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.answer(route, request.method, status, ms / 1000);
    metrics.window.request(ms, status);
    metrics.window.dbWaiting(ctx.database.queue().waiting);
    const span = request.obsSpan;
    if (span) {
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.setStatus({ code: 2 });
      span.end();
    }
    done();
  });
  registerMetricsEndpoint(app, ctx, metrics);
  registerMetricsPort(app, ctx, metrics);
  let migration: string | null = null;

  const flush = (force = false) => flushMinute(ctx.db, metrics, ctx.now(), force);
  app.decorate('observability', { metrics, tracing, flush });
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    migration = await lastMigration(ctx.db);
    if (!o.record) return;
    await recordDeploy(ctx.db, ctx.now());
    const tick = () => void flush().catch((err: unknown) => app.log.error({ err }, 'recording the minute’s metrics failed'));
    // At the turn of each minute (a second after, so the minute's last requests are counted).
    const wait = 61_000 - (ctx.now().getTime() % 60_000);
    timer = setTimeout(() => {
      tick();
      timer = setInterval(tick, 60_000);
      timer.unref();
    }, wait);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    await tracing?.shutdown().catch(() => undefined);
    metrics.close();
  });

  return {
    async instrumentJob(job, run) {
      const started = performance.now();
      const span =
        tracing?.tracer.startSpan(`job ${job.kind}`, {
          attributes: {
            'job.kind': job.kind,
            'job.id': job.id,
            'job.attempt': job.attempts,
            ...(job.requestId ? { 'request.id': job.requestId } : {}),
          },
        }) ?? null;
      try {
        await run();
        metrics.jobs.duration.observe({ kind: job.kind, outcome: 'ok' }, (performance.now() - started) / 1000);
        metrics.window.add('jobs_done');
        if (span) endSpan(span);
      } catch (err) {
        metrics.jobs.duration.observe({ kind: job.kind, outcome: 'error' }, (performance.now() - started) / 1000);
        metrics.jobs.failures.inc({ kind: job.kind });
        metrics.window.add('jobs_failed');
        if (span) endSpan(span, err instanceof Error ? err : new Error(String(err)));
        throw err;
      }
    },
    poolTask: (kind, seconds, ok) => metrics.task(kind, seconds, ok),
    registerRoutes: () => registerObservabilityRoutes(app, ctx, metrics, () => migration),
  };
}
