// npm run cluster:test (issue 29, ADR 0051): one PostgreSQL database migrated once, a local S3 (s3rver),
// two web and two worker instances (ROLE=web/worker) behind a small proxy, a mixed workload for
// CLUSTER_SECONDS (default 60), and in its middle one web and one worker killed with SIGKILL. Checks:
// every acknowledged project present exactly once, every uploaded document analysed and every job done
// (none left queued or running), no session lost (no 401 after sign-in), and errors only in the kill
// window. Exit 0 when all hold. Needs PostgreSQL at TEST_PG_URL; no Docker.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startProxy } from './cluster/proxy.ts';
import { runUser, type Outcome } from './cluster/workload.ts';

const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const USERS = Number(process.env.CLUSTER_USERS ?? 6);
/** Errors are allowed from the kill until the proxy's checks and the clients have moved on. */
const KILL_WINDOW_MS = 5_000;
const SETTLE_MS = 45_000; // a 30 s lease of the killed worker's job, then its rerun
const admin = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `cr_cluster_${process.pid}`;
const dbUrl = Object.assign(new URL(admin), { pathname: `/${dbName}` }).toString();
const node = resolve('node_modules/node/bin/node');
const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${msg}`);

async function sql<T>(text: string, params: unknown[] = [], url = dbUrl): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'cr-cluster-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: join(dir, 's3'),
  configureBuckets: [{ name: 'documents', configs: [] }],
});
const { port: s3Port } = await s3.run();
await sql(`create database "${dbName}"`, [], admin);
const children: ChildProcess[] = [];
let failures: string[] = [];
try {
  const env = (role: string, port: number) => ({
    ...process.env,
    ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    AUTH_SECRET: 'cluster-test-secret-0123456789abcdef0123',
    PUBLIC_URL: 'http://127.0.0.1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'documents',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'error',
    REGISTER_PER_ADDRESS_HOUR: '1000000',
    DATA_DIR: join(dir, `data-${port}`),
  });
  const migrate = spawn(node, ['src/server/cli/migrate.ts'], { env: env('all', 0), stdio: 'inherit' });
  if ((await new Promise((r) => migrate.on('exit', r))) !== 0) throw new Error('npm run migrate failed');
  log('migrated once');
  const base = 3940 + (process.pid % 40) * 4;
  const ports = { web: [base, base + 1], worker: [base + 2, base + 3] };
  const start = (role: string, port: number) => {
    const child = spawn(node, ['src/server/main.ts'], { env: env(role, port), stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    return child;
  };
  const [web1] = ports.web.map((p) => start('web', p));
  const [worker1] = ports.worker.map((p) => start('worker', p));
  // Instances start one at a time on PostgreSQL (the boot lock): one deadline for all four.
  const readyBy = Date.now() + Number(process.env.CLUSTER_START_S ?? 150) * 1000;
  for (const p of [...ports.web, ...ports.worker])
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${p}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > readyBy) throw new Error(`instance on ${p} not ready in time`);
      await new Promise((r) => setTimeout(r, 500));
    }
  log('2 web + 2 workers ready');
  const proxy = await startProxy(ports.web);
  const out: Outcome = { calls: [], projects: [], documents: [] };
  const until = Date.now() + SECONDS * 1000;
  const killAt = Date.now() + (SECONDS * 1000) / 2;
  const kill = new Promise<void>((r) =>
    setTimeout(() => {
      web1!.kill('SIGKILL');
      worker1!.kill('SIGKILL');
      log('SIGKILL: one web instance and one worker');
      r();
    }, killAt - Date.now()),
  );
  await Promise.all([
    ...Array.from({ length: USERS }, (_, u) =>
      runUser(`http://127.0.0.1:${proxy.port}`, u, until, out, (email) =>
        sql("update users set subscription_tier = 'enterprise' where email = $1", [email]).then(() => undefined),
      ),
    ),
    kill,
  ]);
  log(`workload done: ${out.calls.length} requests, ${out.projects.length} projects, ${out.documents.length} uploads`);
  const byKind = new Map<string, number>();
  for (const c of out.calls) byKind.set(`${c.what} ${c.status}`, (byKind.get(`${c.what} ${c.status}`) ?? 0) + 1);
  log(`answers: ${[...byKind].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  proxy.stop();

  // Checks.
  const outside = out.calls.filter((c) => (c.status === 0 || c.status >= 500) && (c.at < killAt || c.at > killAt + KILL_WINDOW_MS));
  if (outside.length) failures.push(`${outside.length} errors outside the kill window, e.g. ${JSON.stringify(outside.slice(0, 3))}`);
  const lost = out.calls.filter((c) => c.status === 401);
  if (lost.length) failures.push(`${lost.length} answers 401 (a session lost), e.g. ${JSON.stringify(lost.slice(0, 3))}`);
  const counts = await sql<{ title: string; n: number }>(
    'select title, count(*)::int as n from projects where title = any($1) group by title',
    [out.projects],
  );
  const once = counts.filter((c) => c.n === 1).length;
  if (once !== out.projects.length) failures.push(`${out.projects.length} projects acknowledged, ${once} present exactly once`);
  const deadline = Date.now() + SETTLE_MS;
  let pending: { status: string; n: number }[] = [];
  for (;;) {
    pending = await sql<{ status: string; n: number }>(
      "select status, count(*)::int as n from jobs where status = 'running' or (status = 'queued' and run_after <= now()) group by status",
    );
    if (pending.length === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  // Scheduled jobs queued in the future do not count: only due work must be finished.
  if (pending.length) failures.push(`jobs not finished ${SETTLE_MS / 1000} s after the workload: ${JSON.stringify(pending)}`);
  const docs = await sql<{ status: string; n: number }>(
    'select status, count(*)::int as n from documents where id = any($1) group by status',
    [out.documents],
  );
  const analysed = docs.find((d) => d.status === 'analysed')?.n ?? 0;
  if (analysed !== out.documents.length)
    failures.push(`${out.documents.length} uploads acknowledged, ${analysed} analysed: ${JSON.stringify(docs)}`);
  const twice = await sql<{ n: number }>(
    "select count(*)::int as n from (select payload->>'documentId' as d from jobs where kind = 'document.analyse' group by 1 having count(*) > 1) x",
  );
  if (twice[0]!.n > 0) failures.push(`${twice[0]!.n} documents with more than one analysis job`);
  const errorsInWindow = out.calls.filter((c) => c.status === 0 || c.status >= 500).length - outside.length;
  log(
    `errors in the ${KILL_WINDOW_MS / 1000} s kill window: ${errorsInWindow}; analysed ${analysed}/${out.documents.length}; projects ${once}/${out.projects.length}`,
  );
} catch (err) {
  failures = [...failures, (err as Error).message];
} finally {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  await sql(`drop database if exists "${dbName}" with (force)`, [], admin);
  await s3.close();
  await rm(dir, { recursive: true, force: true });
}
log(failures.length ? `FAILED:\n- ${failures.join('\n- ')}` : 'all checks held');
process.exit(failures.length ? 1 : 0);
