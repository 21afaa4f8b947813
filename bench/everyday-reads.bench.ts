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

interface Load { rps: number; p50: number; p99: number; max: number; errors: number; non2xx: number }
async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, connections, duration: SECONDS, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}
const fmt = (l: Load) => `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${String(l.p50).padStart(4)} ms  p99 ${String(l.p99).padStart(4)} ms  max ${String(l.max).padStart(5)} ms${l.errors + l.non2xx ? `  errors ${l.errors} non-2xx ${l.non2xx}` : ''}`;

async function bare(): Promise<Record<number, Load>> {
  const port = 3790;
  const child = spawn(process.execPath, ['bench/lib/bare-server.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  try {
    for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false)); i += 1) await new Promise((r) => setTimeout(r, 100));
    await load(`http://127.0.0.1:${port}/`, 50); // warm
    const out: Record<number, Load> = {};
    for (const c of [50, 100]) out[c] = await load(`http://127.0.0.1:${port}/`, c);
    return out;
  } finally {
    await stopServer(child);
  }
}

let allMet = true;
async function reads(label: string, env: Record<string, string>, port: number, base: Record<number, Load>, pgGoals: boolean): Promise<void> {
  await createAdmin(env, ADMIN);
  const server = await startServer(env, port);
  try {
    const url = `http://127.0.0.1:${port}`;
    const call = httpCall(url);
    const seed = await seedEverydayReads(call, adminUpgrade(call, await signIn(call, ADMIN)));
    console.log(`\n${label}: ${SECONDS} s per run`);
    for (const r of everydayReads(seed)) {
      await load(`${url}${r.path}`, 10, { cookie: r.cookie }); // warm
      const at: Record<number, Load> = {};
      for (const c of pgGoals ? [50, 100] : [50]) at[c] = await load(`${url}${r.path}`, c, { cookie: r.cookie });
      for (const [c, l] of Object.entries(at)) {
        const ratio = l.rps / base[Number(c)]!.rps;
        let verdict = '';
        if (pgGoals && c === '50') verdict = ratio >= 0.25 && l.errors + l.non2xx === 0 ? 'ratio ≥ 0.25×: met' : 'ratio ≥ 0.25×: NOT met';
        if (pgGoals && c === '100') verdict = l.p99 < 100 && l.errors + l.non2xx === 0 ? 'p99 < 100 ms: met' : 'p99 < 100 ms: NOT met';
        if (!pgGoals) verdict = l.max <= 1000 && l.errors + l.non2xx === 0 ? 'none over 1 s: met' : 'none over 1 s: NOT met';
        allMet &&= verdict.endsWith(': met');
        console.log(`  ${r.name.padEnd(27)} ${c.padStart(3)} conn  ${fmt(l)}  ${ratio.toFixed(3)}× bare  ${verdict}`);
      }
    }
  } finally {
    await stopServer(server);
  }
}

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
const pgUp = await admin.connect().then(() => true, () => false);
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
  const db = await fresh('reads');
  try {
    await reads('PostgreSQL', { DATABASE_URL: db.url }, 3791, base, true);
  } finally {
    await db.drop();
  }
} else {
  console.log('PostgreSQL: not reachable, skipped');
}
await admin.end().catch(() => undefined);

if (only !== 'pg') {
  const dir = mkdtempSync(join(tmpdir(), 'cr-bench-reads-'));
  try {
    await reads('embedded default (PGlite)', { DATA_DIR: dir, DATABASE_URL: '' }, 3792, base, false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(allMet ? '\neveryday reads: every goal met' : '\neveryday reads: some goals NOT met');
