import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { MinuteWindow } from './window.ts';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LONG = [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** One registry per app (tests build several apps in one process), and this instance's minute window. */
export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(ctx: AppContext, readCache: () => { hits: number; misses: number } | null) {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'cr_' });
  const registers = [register];
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  // The recorder's own, reset each minute (a scrape resets the other).
  const minuteLoop = monitorEventLoopDelay({ resolution: 20 });
  minuteLoop.enable();
  const window = new MinuteWindow(ctx.now().getTime());

  const http = {
    requests: new Counter({
      name: 'cr_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'cr_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern and method',
      labelNames: ['route', 'method'] as const,
      buckets: SECONDS,
      registers,
    }),
    errors: new Counter({
      name: 'cr_http_errors_total',
      help: 'HTTP answers with a 5xx status, by route pattern and method',
      labelNames: ['route', 'method'] as const,
      registers,
    }),
  };
  const jobs = {
    duration: new Histogram({
      name: 'cr_job_duration_seconds',
      help: 'Run time of background jobs, by kind and outcome',
      labelNames: ['kind', 'outcome'] as const,
      buckets: LONG,
      registers,
    }),
    failures: new Counter({
      name: 'cr_job_failures_total',
      help: 'Job runs that threw, by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
  };
  const tasks = new Histogram({
    name: 'cr_worker_task_duration_seconds',
    help: 'CPU worker pool tasks (evaluate = an evaluation, documents.analyse = a document analysis), queue wait included, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: LONG,
    registers,
  });
  const evaluations = new Counter({ name: 'cr_evaluations_total', help: 'Evaluations computed (engine runs)', registers });
  const analyses = new Counter({ name: 'cr_document_analyses_total', help: 'Document analyses run', registers });

  const db = ctx.db;
  const count = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  new Gauge({
    name: 'cr_jobs',
    help: 'Jobs in the database by kind and status (queued, running, failed in the last 24 h)',
    labelNames: ['kind', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await count(sql`select kind, status, count(*)::int as n from jobs
        where status in ('queued', 'running') or (status = 'failed' and finished_at > now() - interval '24 hours')
        group by kind, status`);
      for (const r of rows) this.set({ kind: String(r.kind), status: String(r.status) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'cr_db_queue',
    help: 'Statements waiting for the database connection(s) (what the load shedding reads), and the connections',
    labelNames: ['what'] as const,
    registers,
    collect() {
      const q = ctx.database.queue();
      this.set({ what: 'waiting' }, q.waiting);
      this.set({ what: 'connections' }, q.connections ?? 1);
    },
  });
  new Gauge({
    name: 'cr_db_statement_service_seconds',
    help: 'The database queue’s recent mean service time per statement',
    registers,
    collect() {
      this.set(ctx.database.queue().serviceMs / 1000);
    },
  });
  new Gauge({
    name: 'cr_event_loop_delay_p99_seconds',
    help: 'Event-loop delay, 99th percentile since the previous scrape (monitorEventLoopDelay)',
    registers,
    collect() {
      this.set(loop.percentile(99) / 1e9);
      loop.reset();
    },
  });
  new Gauge({
    name: 'cr_webhook_deliveries',
    help: 'Webhook deliveries in the database by state (pending, retrying, succeeded, failed)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const r of await count(sql`select state, count(*)::int as n from webhook_deliveries group by state`))
        this.set({ state: String(r.state) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'cr_emails',
    help: 'E-mails in the outbox by state (sent, failed = an error and not sent, queued)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const [r] = await count(sql`select count(*) filter (where sent_at is not null)::int as sent,
        count(*) filter (where sent_at is null and error is not null)::int as failed,
        count(*) filter (where sent_at is null and error is null)::int as queued from outbox`);
      for (const state of ['sent', 'failed', 'queued']) this.set({ state }, Number(r?.[state] ?? 0));
    },
  });
  const cache = new Counter({
    name: 'cr_read_cache_lookups_total',
    help: 'Read-cache lookups by result (ADR 0045)',
    labelNames: ['result'] as const,
    registers,
  });
  let seen = { hits: 0, misses: 0 };
  const syncCache = () => {
    const s = readCache();
    if (!s) return;
    cache.inc({ result: 'hit' }, Math.max(0, s.hits - seen.hits));
    cache.inc({ result: 'miss' }, Math.max(0, s.misses - seen.misses));
    seen = { hits: s.hits, misses: s.misses };
  };

  // The labelled children per (route, method, status class), resolved once: prom-client hashes the
  // label set on every call otherwise, a visible share of a cached read's time (docs/performance.md).
  type Children = {
    count: ReturnType<typeof http.requests.labels>;
    time: ReturnType<typeof http.duration.labels>;
    errors: ReturnType<typeof http.errors.labels>;
  };
  const answered = new Map<string, Children>();
  const answer = (route: string, method: string, status: number, seconds: number) => {
    const statusClass = `${Math.floor(status / 100)}xx`;
    const key = `${method} ${statusClass} ${route}`;
    let c = answered.get(key);
    if (!c) {
      c = {
        count: http.requests.labels({ route, method, status: statusClass }),
        time: http.duration.labels({ route, method }),
        errors: http.errors.labels({ route, method }),
      };
      answered.set(key, c);
    }
    c.count.inc();
    c.time.observe(seconds);
    if (status >= 500) c.errors.inc();
  };

  return {
    register,
    window,
    minuteLoop,
    http,
    /** One HTTP answer counted: requests, duration and 5xx errors by route pattern and method. */
    answer,
    jobs,
    /** A CPU pool task finished (WorkerPool.onTask): evaluations and analyses counted by kind. */
    task(kind: string, seconds: number, ok: boolean) {
      tasks.observe({ kind, outcome: ok ? 'ok' : 'error' }, seconds);
      if (!ok) return;
      if (kind === 'evaluate') {
        evaluations.inc();
        window.add('evaluations');
        window.add('evaluation_ms_sum', seconds * 1000);
      } else if (kind === 'documents.analyse') {
        analyses.inc();
        window.add('analyses');
        window.add('analysis_ms_sum', seconds * 1000);
      }
    },
    async text(): Promise<string> {
      syncCache();
      return register.metrics();
    },
    close() {
      loop.disable();
      minuteLoop.disable();
      register.clear();
    },
  };
}
