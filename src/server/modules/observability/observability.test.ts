import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, metricSamples, outbox } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { parsePrometheusText, sampleValue } from './prom-text.ts';

// /metrics, the recorded series and mission control (issue 26, ADR 0052). Oracles: the number of
// requests this test sends, a strict reader of the Prometheus text format written from its
// specification (prom-text.ts), and the database's own rows (metric_samples, jobs, outbox).
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0' }, { jobPollMs: 0 });
  admin = await signUpAdmin(t);
});
afterAll(async () => t.close());

const scrape = async () => {
  const res = await t.call({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
};
const health = { route: '/api/health', method: 'GET', status: '2xx' };

describe('GET /metrics', () => {
  it('parses strictly and its request counter moves by exactly the requests sent', async () => {
    const before = await scrape();
    for (let i = 0; i < 5; i++) expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, 'cr_http_requests_total', health) - sampleValue(before, 'cr_http_requests_total', health)).toBe(5);
    expect(
      sampleValue(after, 'cr_http_request_duration_seconds_count', { route: '/api/health', method: 'GET' }) -
        sampleValue(before, 'cr_http_request_duration_seconds_count', { route: '/api/health', method: 'GET' }),
    ).toBe(5);
    // Route patterns, never raw URLs: a parameterised path is counted under its pattern.
    await t.call({ method: 'GET', url: '/api/admin/users/not-a-user', cookie: admin.cookie });
    const routes = new Set((await scrape()).get('cr_http_requests_total')!.samples.map((s) => s.labels.route));
    expect([...routes].some((r) => r?.includes('not-a-user'))).toBe(false);
    for (const name of [
      'cr_jobs',
      'cr_db_queue',
      'cr_emails',
      'cr_webhook_deliveries',
      'cr_nodejs_eventloop_lag_seconds',
      'cr_event_loop_delay_p99_seconds',
    ])
      expect(after.has(name), name).toBe(true);
    expect(sampleValue(after, 'cr_db_queue', { what: 'connections' })).toBeGreaterThanOrEqual(1);
  });

  it('refuses a missing or wrong token, and lets a browser through to the page', async () => {
    const none = await t.call({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.call({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456780' } });
    expect(wrong.statusCode).toBe(401);
    const page = await t.call({ method: 'GET', url: '/metrics', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).not.toBe(401);
    expect(page.body).not.toContain('cr_http_requests_total');
  });

  it('serves /metrics without a token on METRICS_PORT, and nothing else there', async () => {
    const server = (t.app as unknown as { metricsServer: () => Server | null }).metricsServer();
    const port = (server!.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(parsePrometheusText(await res.text()).has('cr_http_requests_total')).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });
});

describe('the recorded series and mission control', () => {
  it('records a minute as rows, and the admin reads them back; others are refused', async () => {
    await t.app.observability.flush(true); // what came before is written out
    const { rows } = (await t.database.db.execute(sql`select max(at) as at from metric_samples`)) as unknown as { rows: { at: string }[] };
    const flushedAt = rows[0]!.at;
    for (let i = 0; i < 7; i++) await t.call({ method: 'GET', url: '/api/health' });
    await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(await t.app.observability.flush(true)).toBeGreaterThan(0);
    const written = await t.database.db
      .select({ name: metricSamples.name, value: metricSamples.value })
      .from(metricSamples)
      .where(sql`${metricSamples.at} >= ${new Date(flushedAt)}`);
    const sum = (n: string) => written.filter((r) => r.name === n).reduce((s, r) => s + r.value, 0);
    // The same minute may hold the earlier flush's rows too (a forced flush adds to them): at least ours.
    expect(sum('http_requests')).toBeGreaterThanOrEqual(8);
    expect(sum('http_client_errors')).toBeGreaterThanOrEqual(1);
    const buckets = written.filter((r) => r.name.startsWith('http_latency_le_')).reduce((s, r) => s + r.value, 0);
    expect(buckets).toBe(sum('http_requests'));

    const series = await t.call({ method: 'GET', url: '/api/admin/metrics/series?window=1h', cookie: admin.cookie });
    expect(series.statusCode).toBe(200);
    const body = series.json();
    expect(body.points).toHaveLength(60);
    expect(body.totals.requests).toBeGreaterThanOrEqual(8);
    expect(body.totals.p95Ms).not.toBeNull();
    const day = await t.call({ method: 'GET', url: '/api/admin/metrics/series?window=24h', cookie: admin.cookie });
    expect(day.json().points).toHaveLength(24);
    expect(day.json().totals.requests).toBe(body.totals.requests + 1); // the 1h read itself, counted live
    expect((await t.call({ method: 'GET', url: '/api/admin/metrics/series?window=7d', cookie: admin.cookie })).statusCode).toBe(400);

    const someone = await signUp(t);
    for (const url of ['/api/admin/metrics/series', '/api/admin/mission-control'])
      expect((await t.call({ method: 'GET', url, cookie: someone.cookie })).statusCode).toBe(403);
  });

  it('mission control: active users, the outbox by hour and the deploys from the database', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/mission-control', cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const mc = res.json();
    expect(mc.activeUsers).toBeGreaterThanOrEqual(2); // the admin and the user signed up above, both within 15 minutes
    const mails = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    expect(mc.outboxHourly).toHaveLength(24);
    expect(mc.outboxHourly.reduce((s: number, h: { queued: number }) => s + h.queued, 0)).toBe(mails[0]!.n);
    expect(mc.last5.requests).toBeGreaterThan(0);
    expect(mc.current.migration).toMatch(/^\d{4}_/);
  });

  it('a job queued by a request carries the request id', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account/export', cookie: admin.cookie });
    expect(res.statusCode).toBeLessThan(300);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'privacy.export'));
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(job?.requestId).toBe(res.headers['x-request-id']);
    // Refused and unknown requests carry their id too (set on arrival, kept by the error handler).
    for (const url of ['/api/account/export', '/api/no-such-route']) {
      const refused = await t.call({ method: 'GET', url });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('OpenTelemetry', () => {
  let receiver: Server;
  const bodies: string[] = [];
  let o: TestApp;
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let b = '';
      req.on('data', (c: Buffer) => (b += c.toString()));
      req.on('end', () => {
        if (req.url === '/v1/traces') bodies.push(b);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const port = (receiver.address() as AddressInfo).port;
    o = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` }, { jobPollMs: 0 });
  });
  afterAll(async () => {
    await o.close();
    receiver.close();
  });

  it('exports a span per request with its route and status, and one per job', async () => {
    expect(t.app.observability.tracing).toBeNull(); // unset: nothing loaded
    await o.call({ method: 'GET', url: '/api/health' });
    const user = await signUp(o);
    await o.call({ method: 'GET', url: '/api/account/export', cookie: user.cookie });
    await o.app.jobs.drain();
    await o.app.observability.tracing!.flush();
    const spans = bodies
      .map(
        (b) =>
          JSON.parse(b) as {
            resourceSpans: { scopeSpans: { spans: { name: string; attributes: { key: string; value: Record<string, unknown> }[] }[] }[] }[];
          },
      )
      .flatMap((b) => b.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
    const req = spans.find((s) => s.name === 'GET /api/health');
    expect(req).toBeDefined();
    const attr = (s: typeof req, k: string) => s!.attributes.find((a) => a.key === k)?.value;
    expect(attr(req, 'http.route')).toEqual({ stringValue: '/api/health' });
    expect(attr(req, 'http.response.status_code')).toEqual({ intValue: 200 });
    expect(spans.some((s) => s.name === 'job privacy.export')).toBe(true);
  });
});
