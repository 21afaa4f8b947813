// Load: 100 connections for 20 s on GET /api/auth/user (signed in) and on GET /api/health, in the
// same run, against the real server in its own process; prints requests/s, p99 and the ratio of the
// two. Target (issue 2): no errors, p99 of /api/auth/user under 100 ms on this 2-core machine.
// Runs on the embedded default (PGlite) and, when reachable, on PostgreSQL.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 100;

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
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

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'benchmark passphrase',
      username: 'Bench',
      role: 'proponent',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
}

async function run(label: string, env: Record<string, string>, port: number) {
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    const health = await load(`${base}/api/health`);
    const user = await load(`${base}/api/auth/user`, { cookie });
    const fmt = (n: number) => n.toFixed(1);
    console.log(`\n${label}: ${CONNECTIONS} connections × ${DURATION} s`);
    console.log(
      `  GET /api/health       ${fmt(health.rps)} req/s  p50 ${health.p50} ms  p99 ${health.p99} ms  errors ${health.errors}  non-2xx ${health.non2xx}`,
    );
    console.log(
      `  GET /api/auth/user    ${fmt(user.rps)} req/s  p50 ${user.p50} ms  p99 ${user.p99} ms  errors ${user.errors}  non-2xx ${user.non2xx}`,
    );
    console.log(
      `  ratio user/health: throughput ${(user.rps / health.rps).toFixed(2)}×, p99 ${(user.p99 / Math.max(1, health.p99)).toFixed(2)}×`,
    );
    const ok = user.errors === 0 && user.non2xx === 0 && user.p99 < 100;
    console.log(`  target (no errors, p99 < 100 ms on /api/auth/user): ${ok ? 'MET' : 'NOT MET'}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'cr-bench-'));
try {
  await run('embedded PGlite', { DATA_DIR: dir, DATABASE_URL: '' }, 3701);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
const name = `cr_bench_${Date.now()}`;
if (
  await admin.connect().then(
    () => true,
    () => false,
  )
) {
  await admin.query(`create database "${name}"`);
  try {
    await run('PostgreSQL', { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` }, 3702);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL not reachable: skipped');
}
