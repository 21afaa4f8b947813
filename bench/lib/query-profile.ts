// The everyday reads' profile (issue 30), in process on a throwaway PostgreSQL database: every query
// the pg driver sends is counted (node-postgres' Client.query, under the pool and the migrator alike)
// with the rows and bytes it returned, while one read runs alone; the route's own latency (inject,
// sequential) and the zod response serialisation of its answer are timed apart.
import pg from 'pg';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import { loadCuratedCatalogue } from '../../src/server/modules/funding/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { user } from '../../src/contract/auth.ts';
import { project, projectList } from '../../src/contract/projects.ts';
import { callSearchResult } from '../../src/contract/funding.ts';
import { cardList } from '../../src/contract/deal-flow.ts';
import { evaluationInputsResponse } from '../../src/contract/evaluations.ts';
import { everydayReads, seedEverydayReads, type Call } from './api.ts';

interface Seen {
  sql: string;
  params: unknown[];
  rows: number;
  bytes: number;
  ms: number;
}
let recording: Seen[] | null = null;
const original = pg.Client.prototype.query as (...a: unknown[]) => unknown;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  const log = recording;
  if (!log) return original.apply(this, args);
  const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '');
  const t0 = performance.now();
  const note = (r: pg.QueryResult | undefined) => {
    const rows = r?.rows ?? [];
    log.push({
      sql: text.replace(/\s+/g, ' '),
      params: (Array.isArray(args[1]) ? args[1] : ((args[0] as { values?: unknown[] }).values ?? [])) as unknown[],
      rows: rows.length,
      bytes: Buffer.byteLength(JSON.stringify(rows)),
      ms: performance.now() - t0,
    });
  };
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    // The pool's form: query(text, values, callback).
    args[args.length - 1] = (err: unknown, r: pg.QueryResult) => {
      if (!err) note(r);
      (last as (e: unknown, r: unknown) => void)(err, r);
    };
    return original.apply(this, args);
  }
  const out = original.apply(this, args);
  if (out && typeof (out as Promise<unknown>).then === 'function') (out as Promise<pg.QueryResult>).then(note, () => undefined);
  return out;
} as typeof pg.Client.prototype.query;

const SCHEMAS: Record<string, ZodType> = {
  'GET /api/auth/user': user,
  'GET /api/projects (3)': projectList,
  'GET /api/projects/:id': project,
  'GET …/evaluation-inputs': evaluationInputsResponse,
  'GET /api/funding/calls?q=': callSearchResult,
  'GET /api/deal-flow/cards': cardList,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface RouteProfile {
  name: string;
  queries: number;
  writes: number;
  rows: number;
  bytes: number;
  responseBytes: number;
  requestMs: number;
  serialiseMs: number;
  statements: string[];
}

/** Profiles every everyday read on a fresh PostgreSQL database at `url`. */
export async function profileReads(url: string, reps = 200): Promise<RouteProfile[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cr-bench-profile-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: url,
    AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The profile is of what a read costs when it is computed: the read cache (ADR 0045) would answer
    // every repetition after the first without a statement.
    READ_CACHE_BYTES: '0',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false, jobPollMs: 0 });
  try {
    const call: Call = async (method, path, body, cookie) => {
      const res = await app.inject({
        method: method as 'GET',
        url: path,
        headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      const set = ([res.headers['set-cookie']].flat().filter(Boolean) as string[]).map((c) => c.split(';')[0]!);
      return {
        status: res.statusCode,
        body: res.body ? JSON.parse(res.body) : null,
        cookie: set.find((c) => c.startsWith('cr_session=')) ?? null,
      };
    };
    await loadCuratedCatalogue({ db: database.db, now: () => new Date() });
    const seed = await seedEverydayReads(
      call,
      async (id) => {
        await database.db.update(users).set({ subscriptionTier: 'business' }).where(eq(users.id, id));
      },
      'profile',
    );
    const out: RouteProfile[] = [];
    for (const r of everydayReads(seed)) {
      const get = () => app.inject({ method: 'GET', url: r.path, headers: { cookie: r.cookie } });
      for (let i = 0; i < 20; i += 1) await get(); // warm
      recording = [];
      const res = await get();
      await new Promise((d) => setTimeout(d, 20));
      const seen = recording;
      recording = null;
      if (res.statusCode !== 200) throw new Error(`${r.name}: ${res.statusCode}`);
      const ms: number[] = [];
      for (let i = 0; i < reps; i += 1) {
        const t0 = performance.now();
        await get();
        ms.push(performance.now() - t0);
      }
      const serialise = serializerCompiler({ schema: SCHEMAS[r.name]!, method: 'GET', url: r.path });
      const body = JSON.parse(res.body) as unknown;
      const sms: number[] = [];
      for (let i = 0; i < reps; i += 1) {
        const t0 = performance.now();
        serialise(body);
        sms.push(performance.now() - t0);
      }
      if (process.env.BENCH_EXPLAIN === '1') {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        for (const q of seen) {
          await client.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
          const plan = await client.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.params);
          console.log(
            `\n${r.name}: ${q.sql.slice(0, 200)}\n${plan.rows.map((x: Record<string, string>) => `    ${x['QUERY PLAN']}`).join('\n')}`,
          );
        }
        await client.end();
      }
      out.push({
        name: r.name,
        queries: seen.length,
        writes: seen.filter((q) => /^\s*(insert|update|delete)/i.test(q.sql)).length,
        rows: seen.reduce((a, q) => a + q.rows, 0),
        bytes: seen.reduce((a, q) => a + q.bytes, 0),
        responseBytes: Buffer.byteLength(res.body),
        requestMs: median(ms),
        serialiseMs: median(sms),
        statements: seen.map((q) => `${q.rows} rows ${q.bytes} B: ${q.sql.slice(0, 110)}`),
      });
    }
    return out;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printProfile(rows: RouteProfile[], verbose: boolean): void {
  console.log('  route                       queries  writes   rows   bytes read  response B  request p50  serialise p50');
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(27)} ${String(r.queries).padStart(7)} ${String(r.writes).padStart(7)} ${String(r.rows).padStart(6)} ${String(r.bytes).padStart(12)} ${String(r.responseBytes).padStart(11)} ${r.requestMs.toFixed(2).padStart(9)} ms ${r.serialiseMs.toFixed(3).padStart(10)} ms`,
    );
    if (verbose) for (const s of r.statements) console.log(`      ${s}`);
  }
}
