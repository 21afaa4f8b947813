// npm run cluster:test (issue 29, ADR 0051, ADR 0062): one PostgreSQL database migrated once, a local S3
// (s3rver), two web and two worker instances (ROLE=web/worker) behind a small proxy, a mixed workload for
// CLUSTER_SECONDS (default 60; CI runs 30 through `npm run test:cluster`), and in its middle one web and
// one worker killed with SIGKILL. Checks (scripts/cluster/checks.ts): every acknowledged project and
// compliance answer present exactly once, every sealed report present once with its seal verifying,
// funding search answered, every uploaded document analysed and every job done (none left due), no
// session lost (no 401 after sign-in), errors only in the kill window, and the whole run within
// CLUSTER_BUDGET_S (default 180). Exit 0 when all hold. Needs PostgreSQL at TEST_PG_URL; no Docker.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startProxy } from './cluster/proxy.ts';
import { checkOutcome } from './cluster/checks.ts';
import { emptyOutcome, runUser } from './cluster/workload.ts';

const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const USERS = Number(process.env.CLUSTER_USERS ?? 6);
/** Errors are allowed from the kill until the proxy's checks and the clients have moved on. */
const KILL_WINDOW_MS = 5_000;
/**
 * The killed worker's job is due again at most one lease (30 s, modules/jobs LEASE_MS) after its last
 * renewal, so at most 30 s after the kill; then a surviving worker reruns it. Jobs must be done by the
 * kill + lease + this margin (and at least this margin after the workload).
 */
const LEASE_MS = 30_000;
const SETTLE_MARGIN_MS = 15_000;
/** The whole run, start-up and shutdown included (issue 29: under 3 minutes in CI). */
const BUDGET_S = Number(process.env.CLUSTER_BUDGET_S ?? 180);
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
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
/** Each instance's output, in a file of the run's directory: shown when an instance fails to start. */
const logs = new Map<number, { file: string; child: ChildProcess }>();
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
    LOG_LEVEL: 'warn',
    REGISTER_PER_ADDRESS_HOUR: '1000000',
    // The final SIGTERM: no load balancer to drain from, so no grace period before closing.
    SHUTDOWN_GRACE_MS: '0',
    DATA_DIR: join(dir, `data-${port}`),
  });
  // Ports the system has free now (a fixed range once met a port in use on a CI machine).
  const [w1, w2, k1, k2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const ports = { web: [w1!, w2!], worker: [k1!, k2!] };
  const start = (role: string, port: number) => {
    const child = spawn(node, ['src/server/main.ts'], { env: env(role, port), stdio: ['ignore', 'pipe', 'pipe'] });
    const file = join(dir, `${role}-${port}.log`);
    const sink = createWriteStream(file);
    child.stdout!.pipe(sink);
    child.stderr!.pipe(sink);
    children.push(child);
    logs.set(port, { file, child });
    return child;
  };
  // As a deployment starts (ADR 0051): the instances come up with the migration, load their code
  // meanwhile, and wait (not ready) until the one migrator has applied the schema.
  const [web1] = ports.web.map((p) => start('web', p));
  const [worker1] = ports.worker.map((p) => start('worker', p));
  const migrate = spawn(node, ['src/server/cli/migrate.ts'], { env: env('all', 0), stdio: 'inherit' });
  if ((await new Promise((r) => migrate.on('exit', r))) !== 0) throw new Error('npm run migrate failed');
  log('migrated once');
  // Instances start one at a time on PostgreSQL (the boot lock): one deadline for all four.
  const readyBy = Date.now() + Number(process.env.CLUSTER_START_S ?? 90) * 1000;
  for (const p of [...ports.web, ...ports.worker])
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${p}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
        async (r) => ({ ok: r.ok, said: `${r.status} ${await r.text()}` }),
        (err: Error) => ({ ok: false, said: `${err.name}: ${err.message}` }),
      );
      if (answer.ok) break;
      const { child, file } = logs.get(p)!;
      const gone = child.exitCode !== null || child.signalCode !== null;
      if (gone || Date.now() > readyBy) {
        const tail = (await readFile(file, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
        throw new Error(
          `instance on ${p} ${gone ? `exited (${child.exitCode ?? child.signalCode})` : 'not ready in time'}; last answer: ${answer.said}\n${tail}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  log('2 web + 2 workers ready');
  const proxy = await startProxy(ports.web);
  const out = emptyOutcome();
  const workStart = Date.now();
  const until = workStart + SECONDS * 1000;
  const killAt = workStart + (SECONDS * 1000) / 2;
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
  const workEnd = Date.now();
  log(
    `workload done: ${out.calls.length} requests, ${out.projects.length} projects, ${out.documents.length} uploads, ` +
      `${out.answers.length} compliance answers, ${out.reports.length} sealed reports, ${out.funding.length} funding searches`,
  );
  const byKind = new Map<string, number>();
  for (const c of out.calls) byKind.set(`${c.what} ${c.status}`, (byKind.get(`${c.what} ${c.status}`) ?? 0) + 1);
  log(`answers: ${[...byKind].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  const slowest = new Map<string, number>();
  for (const c of out.calls) slowest.set(c.what, Math.max(slowest.get(c.what) ?? 0, c.ms));
  log(`slowest answers: ${[...slowest].map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  proxy.stop();

  // Settle: every due job done (scheduled jobs queued in the future do not count), within the bound.
  const settleBy = Math.max(killAt + LEASE_MS, workEnd) + SETTLE_MARGIN_MS;
  let pending: { status: string; n: number }[] = [];
  for (;;) {
    pending = await sql<{ status: string; n: number }>(
      "select status, count(*)::int as n from jobs where status = 'running' or (status = 'queued' and run_after <= now()) group by status",
    );
    if (pending.length === 0 || Date.now() > settleBy) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (pending.length)
    failures.push(`jobs not finished ${((settleBy - killAt) / 1000).toFixed(0)} s after the kill: ${JSON.stringify(pending)}`);
  else
    log(
      `jobs settled ${((Date.now() - workEnd) / 1000).toFixed(1)} s after the workload (${((Date.now() - killAt) / 1000).toFixed(1)} s after the kill)`,
    );

  const publicKeyPem = await fetch(`http://127.0.0.1:${ports.web[1]}/.well-known/report-signing-key?format=pem`).then((r) => r.text());
  const checked = await checkOutcome({ out, sql, killAt, killWindowMs: KILL_WINDOW_MS, publicKeyPem });
  failures.push(...checked.failures);
  log(checked.summary.join('; '));
} catch (err) {
  failures = [...failures, (err as Error).message];
} finally {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  if (failures.length)
    for (const [port, { file }] of logs) {
      const tail = (await readFile(file, 'utf8').catch(() => '')).trim().split('\n').slice(-15).join('\n');
      if (tail) console.log(`--- instance on ${port}, last lines:\n${tail}`);
    }
  await sql(`drop database if exists "${dbName}" with (force)`, [], admin);
  await s3.close();
  await rm(dir, { recursive: true, force: true });
}
const wall = (Date.now() - started) / 1000;
if (wall > BUDGET_S) failures.push(`the run took ${wall.toFixed(0)} s, over its ${BUDGET_S} s budget`);
log(failures.length ? `FAILED:\n- ${failures.join('\n- ')}` : 'all checks held');
process.exit(failures.length ? 1 : 0);
