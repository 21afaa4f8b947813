// The embedded default under heavy writes (issue 30): ten callers run 10,000-iteration evaluations of
// one project back to back (each stores a version, a large jsonb row) while GET /api/health and
// another user's GET /api/projects are polled at a fixed 10 requests/s each. Prints health and reader p50/p99 during the load as
// ratios to the same probes with no load, measured first in the same run, against the real server in
// its own process on a fresh DATA_DIR (127.0.0.1 only; every phase is time-bounded; the server is
// stopped at the end). BENCH_ROOT runs another checkout's server (e.g. the base commit) for a before/after;
// BENCH_SERVER_ARGS passes node flags to the server (e.g. --cpu-prof).
// Goals (issue 30): health p99 < 200 ms and the other user's read p99 < 500 ms during the load.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const HEAVY_CALLERS = 10;
const PROBE_RATE = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3731);
const ROOT = process.env.BENCH_ROOT ?? process.cwd();
const base = `http://127.0.0.1:${PORT}`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []), join(ROOT, 'src/server/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const json = { 'content-type': 'application/json', origin: base };
async function user(email: string): Promise<{ cookie: string; project: string }> {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'benchmark passphrase', username: 'Bench', role: 'proponent' }),
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers.getSetCookie()[0]!.split(';')[0]!;
  const res = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ title: 'Bench', industry: '62.01', targetMarket: 'EU', estimatedBudget: 500_000 }),
  });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${await res.text()}`);
  return { cookie, project: ((await res.json()) as { id: string }).id };
}

type Probe = { p50: number; p99: number; max: number; rps: number; errors: number; non2xx: number };
/** A probe at a fixed rate (10 requests/s over 2 connections), so it takes the same CPU whatever the server answers. */
const probe = (url: string, headers: Record<string, string>, seconds: number): Promise<Probe> =>
  autocannon({ url, headers, connections: 2, overallRate: PROBE_RATE, duration: seconds, timeout: 60 }).then((r) => ({
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    rps: r.requests.average,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  }));

const dir = mkdtempSync(join(tmpdir(), 'cr-bench-pglite-'));
const server = await startServer(dir);
try {
  const heavy = await user('heavy@example.com');
  const reader = await user('reader@example.com');
  const healthUrl = `${base}/api/health`;
  const readUrl = `${base}/api/projects`;
  // Warm-up: the engine worker's JIT and the first version row.
  await fetch(`${base}/api/projects/${heavy.project}/evaluations`, {
    method: 'POST',
    headers: { ...json, cookie: heavy.cookie },
    body: JSON.stringify({ iterations: 10_000 }),
  });

  const [idleHealth, idleRead] = await Promise.all([
    probe(healthUrl, {}, SECONDS / 2),
    probe(readUrl, { cookie: reader.cookie }, SECONDS / 2),
  ]);
  const statuses = new Map<number, number>();
  const writes = autocannon({
    url: `${base}/api/projects/${heavy.project}/evaluations`,
    method: 'POST',
    headers: { ...json, cookie: heavy.cookie },
    body: JSON.stringify({ iterations: 10_000 }),
    connections: HEAVY_CALLERS,
    duration: SECONDS,
    timeout: 60,
  }) as unknown as Promise<autocannon.Result> & { on: (event: 'response', fn: (client: unknown, status: number) => void) => void };
  writes.on('response', (_client: unknown, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  const [loadHealth, loadRead, w] = await Promise.all([
    probe(healthUrl, {}, SECONDS),
    probe(readUrl, { cookie: reader.cookie }, SECONDS),
    writes,
  ]);

  const line = (name: string, idle: Probe, load: Probe) =>
    `  ${name.padEnd(22)} idle p50 ${idle.p50} ms p99 ${idle.p99} ms | under load p50 ${load.p50} ms p99 ${load.p99} ms max ${load.max} ms ` +
    `(${load.rps.toFixed(1)} req/s, errors ${load.errors}, non-2xx ${load.non2xx}) | p99 ratio ${(load.p99 / Math.max(1, idle.p99)).toFixed(1)}×`;
  console.log(
    `embedded PGlite (${ROOT === process.cwd() ? 'this checkout' : ROOT}): ${HEAVY_CALLERS} callers × POST evaluations (10,000 iterations) for ${SECONDS} s`,
  );
  console.log(line('GET /api/health', idleHealth, loadHealth));
  console.log(line('GET /api/projects', idleRead, loadRead));
  console.log(
    `  evaluations: ${w.requests.total} answered, statuses ${JSON.stringify(Object.fromEntries(statuses))}, p50 ${w.latency.p50} ms, p99 ${w.latency.p99} ms, errors ${w.errors + w.timeouts}`,
  );
  const met = loadHealth.p99 < 200 && loadRead.p99 < 500 && loadHealth.errors === 0 && loadHealth.non2xx === 0;
  console.log(`  goal (health p99 < 200 ms, other user's read p99 < 500 ms, no health failure): ${met ? 'MET' : 'NOT MET'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
