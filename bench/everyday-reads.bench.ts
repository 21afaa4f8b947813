// `npm run bench -- everyday-reads` (issue 30): the everyday reads against a bare Fastify "hello" in
// the same run. First the profile (queries, rows and bytes each read costs, its latency alone and its
// zod serialisation) in process on a throwaway PostgreSQL database; then each read under autocannon
// at 50 and 100 connections against the real server in its own process, on a fresh PostgreSQL
// database and on the embedded default (a temporary DATA_DIR). All traffic to 127.0.0.1, bounded.
// Goals: every read ≥ 0.25× bare on PostgreSQL with p99 < 100 ms at 100 connections; on the embedded
// default no read over 1 s at 50 connections.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { adminUpgrade, createAdmin, everydayReads, httpCall, seedEverydayReads, signIn, startServer, stopServer } from './lib/api.ts';
import { printProfile, profileReads } from './lib/query-profile.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN = 'bench-admin@bench.test';

interface Load {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}
async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, connections, duration: SECONDS, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
const fmt = (l: Load) =>
  `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${String(l.p50).padStart(4)} ms  p99 ${String(l.p99).padStart(4)} ms  max ${String(l.max).padStart(5)} ms${l.errors + l.non2xx ? `  errors ${l.errors} non-2xx ${l.non2xx}` : ''}`;

async function bare(): Promise<Record<number, Load>> {
  const port = 3790;
  const child = spawn(process.execPath, ['bench/lib/bare-server.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  try {
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      ));
      i += 1
    )
      await new Promise((r) => setTimeout(r, 100));
    await load(`http://127.0.0.1:${port}/`, 50); // warm
    const out: Record<number, Load> = {};
    for (const c of [50, 100]) out[c] = await load(`http://127.0.0.1:${port}/`, c);
    return out;
  } finally {
    await stopServer(child);
  }
}

let allMet = true;
// With BENCH_BASE_DIR (a checkout of an earlier commit, node_modules linked), that code's server runs
// beside this one, each on its own database, and every read is loaded on the two in turn: on a machine
// shared with other work, before and after then meet the same neighbours.
// With BENCH_READ_CACHE=compare (and no base dir), this code runs twice side by side instead: the read
// cache off (READ_CACHE_BYTES=0, "before") and on ("after"), ADR 0045.
const baseDir = process.env.BENCH_BASE_DIR;
const compareCache = !baseDir && process.env.BENCH_READ_CACHE === 'compare';
const twoSides = Boolean(baseDir) || compareCache;
type Env = Record<string, string>;
async function reads(label: string, envs: Env[], port: number, base: Record<number, Load>, pgGoals: boolean): Promise<void> {
  const sides: Array<{ name: string; cwd: string; extra: Env }> = [
    ...(baseDir ? [{ name: 'before', cwd: baseDir, extra: {} }] : []),
    ...(compareCache ? [{ name: 'no cache', cwd: process.cwd(), extra: { READ_CACHE_BYTES: '0' } }] : []),
    { name: baseDir ? 'after ' : compareCache ? 'cache   ' : '', cwd: process.cwd(), extra: {} },
  ];
  const servers: Array<{
    name: string;
    url: string;
    list: ReturnType<typeof everydayReads>;
    child: Awaited<ReturnType<typeof startServer>>;
  }> = [];
  try {
    for (const [i, side] of sides.entries()) {
      const env = { ...envs[i]!, ...side.extra };
      await createAdmin(env, ADMIN, side.cwd);
      const child = await startServer(env, port + i, side.cwd);
      const url = `http://127.0.0.1:${port + i}`;
      servers.push({ name: side.name, url, child, list: [] });
      const call = httpCall(url);
      servers[i]!.list = everydayReads(await seedEverydayReads(call, adminUpgrade(call, await signIn(call, ADMIN))));
    }
    console.log(`\n${label}: ${SECONDS} s per run`);
    for (const [k, r] of servers[0]!.list.entries()) {
      for (const c of pgGoals ? [50, 100] : [50]) {
        for (const s of servers) {
          const read = s.list[k]!;
          await load(`${s.url}${read.path}`, 10, { cookie: read.cookie }); // warm
          const l = await load(`${s.url}${read.path}`, c, { cookie: read.cookie });
          const ratio = l.rps / base[c]!.rps;
          let verdict = '';
          if (pgGoals && c === 50) verdict = ratio >= 0.25 && l.errors + l.non2xx === 0 ? 'ratio ≥ 0.25×: met' : 'ratio ≥ 0.25×: NOT met';
          if (pgGoals && c === 100) verdict = l.p99 < 100 && l.errors + l.non2xx === 0 ? 'p99 < 100 ms: met' : 'p99 < 100 ms: NOT met';
          if (!pgGoals) verdict = l.max <= 1000 && l.errors + l.non2xx === 0 ? 'none over 1 s: met' : 'none over 1 s: NOT met';
          if (s === servers[servers.length - 1]) allMet &&= verdict.endsWith(': met');
          console.log(`  ${s.name} ${r.name.padEnd(27)} ${String(c).padStart(3)} conn  ${fmt(l)}  ${ratio.toFixed(3)}× bare  ${verdict}`);
        }
      }
    }
  } finally {
    for (const s of servers) await stopServer(s.child);
  }
}

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
const pgUp = await admin.connect().then(
  () => true,
  () => false,
);
const fresh = async (what: string) => {
  const name = `cr_bench_${what}_${Date.now()}`;
  await admin.query(`create database "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin.query(`drop database if exists "${name}" with (force)`) };
};

if (pgUp && process.env.BENCH_PROFILE !== '0') {
  const db = await fresh('profile');
  try {
    console.log('\nProfile (PostgreSQL, in process, one request at a time):');
    printProfile(await profileReads(db.url), process.env.BENCH_VERBOSE === '1');
  } finally {
    await db.drop();
  }
}

const base = await bare();
console.log(`\nbare Fastify "hello": 50 conn ${fmt(base[50]!)};  100 conn ${fmt(base[100]!)}`);

const only = process.env.BENCH_DB ?? 'both';
if (pgUp && only !== 'pglite') {
  const dbs = [await fresh('reads'), ...(twoSides ? [await fresh('reads_base')] : [])];
  try {
    await reads(
      'PostgreSQL',
      dbs.map((d) => ({ DATABASE_URL: d.url })),
      3791,
      base,
      true,
    );
  } finally {
    for (const d of dbs) await d.drop();
  }
} else {
  console.log('PostgreSQL: not reachable, skipped');
}
await admin.end().catch(() => undefined);

if (only !== 'pg') {
  const dirs = [mkdtempSync(join(tmpdir(), 'cr-bench-reads-')), ...(twoSides ? [mkdtempSync(join(tmpdir(), 'cr-bench-reads-base-'))] : [])];
  try {
    await reads(
      'embedded default (PGlite)',
      dirs.map((d) => ({ DATA_DIR: d, DATABASE_URL: '' })),
      3793,
      base,
      false,
    );
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
console.log(allMet ? '\neveryday reads: every goal met' : '\neveryday reads: some goals NOT met');
