// The job queue on PostgreSQL (issue 29, ADR 0051): the product's table queue (modules/jobs: SKIP LOCKED
// claim, 30 s lease, heartbeat) against pg-boss 10 on the same server, in the same run. N no-op jobs whose
// only effect is one row in `bench_effects`, taken by 2 and 4 concurrent workers (each its own connection
// pool, as separate instances would be), one job at a time per worker (pg-boss: fetch + complete, no
// polling pause while jobs are due; and its `work()` API with batches of 8). Prints jobs/s and the table
// queue's throughput as a ratio to pg-boss's, and checks the exactly-once effect: N effect rows, N distinct.
// Needs PostgreSQL at TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_JOBS sets N.
import pg from 'pg';
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import type { Database } from '../src/server/db/types.ts';
import { createJobRunner } from '../src/server/modules/jobs/index.ts';

const N = Number(process.env.BENCH_JOBS ?? 1000);
/** Rounds, alternating the queues so a busy moment of a shared machine does not land on one of them; medians shown. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const admin = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cr_bench_queue_${process.pid}`;
const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

interface Outcome {
  seconds: number;
  effects: number;
  distinct: number;
}

async function effects(db: Database, queue: string): Promise<Omit<Outcome, 'seconds'>> {
  const res = await db.db.execute(
    sql`select count(*)::int as n, count(distinct job_id)::int as d from bench_effects where queue = ${queue}`,
  );
  const r = (res as unknown as { rows: { n: number; d: number }[] }).rows[0]!;
  return { effects: r.n, distinct: r.d };
}

async function tableQueue(main: Database, workers: number, round: number): Promise<Outcome> {
  const queue = `table-${workers}-${round}`;
  await main.db.execute(
    sql`insert into jobs (kind, payload) select 'bench.noop', jsonb_build_object('queue', ${queue}::text, 'n', g) from generate_series(1, ${N}) g`,
  );
  const dbs = await Promise.all(
    Array.from({ length: workers }, () => openDatabase({ databaseUrl: url, dataDir: '', migrateAtBoot: false })),
  );
  const started = performance.now();
  await Promise.all(
    dbs.map((d) => {
      const runner = createJobRunner({ db: d.db, now: () => new Date() });
      runner.register('bench.noop', {
        run: async (job) => void (await d.db.execute(sql`insert into bench_effects (queue, job_id) values (${queue}, ${job.id})`)),
      });
      return runner.drain();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(dbs.map((d) => d.close()));
  return { seconds, ...(await effects(main, queue)) };
}

async function pgBoss(main: Database, workers: number, batch: number, round: number): Promise<Outcome> {
  const queue = `boss-${workers}-${batch}-${round}`;
  const bosses = Array.from({ length: workers }, () => new PgBoss({ connectionString: url, max: 10, supervise: false, schedule: false }));
  for (const b of bosses) b.on('error', (err: Error) => console.error(err.message));
  await bosses[0]!.start();
  await Promise.all(bosses.slice(1).map((b) => b.start()));
  await bosses[0]!.createQueue(queue);
  for (let i = 0; i < N; i += 1000)
    await bosses[0]!.insert(Array.from({ length: Math.min(1000, N - i) }, (_, k) => ({ name: queue, data: { n: i + k } })));
  const pool = new pg.Pool({ connectionString: url, max: workers });
  const effect = (id: string) => pool.query('insert into bench_effects (queue, job_id) values ($1, $2)', [queue, id]);
  const started = performance.now();
  await Promise.all(
    bosses.map(async (boss) => {
      for (;;) {
        const jobs = await boss.fetch(queue, { batchSize: batch });
        if (!jobs || jobs.length === 0) return;
        for (const job of jobs) await effect(job.id);
        await boss.complete(
          queue,
          jobs.map((j) => j.id),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(bosses.map((b) => b.stop({ graceful: false, wait: true })));
  await pool.end();
  return { seconds, ...(await effects(main, queue)) };
}

await adminQuery(`create database "${name}"`);
let failed = false;
try {
  const main = await openDatabase({ databaseUrl: url, dataDir: '' });
  await main.db.execute(sql`create table bench_effects (queue text not null, job_id text not null)`);
  const rate = (o: Outcome) => N / o.seconds;
  const once = (o: Outcome) =>
    o.effects === N && o.distinct === N ? 'exactly once' : `BROKEN: ${o.effects} effects, ${o.distinct} distinct`;
  const version = (await main.db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] };
  console.log(`${N} no-op jobs, each inserting one effect row; PostgreSQL ${version.rows[0]!.server_version}`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const workers of [2, 4]) {
    const runs: Record<'table' | 'boss' | 'batch', Outcome[]> = { table: [], boss: [], batch: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.table.push(await tableQueue(main, workers, round));
      runs.boss.push(await pgBoss(main, workers, 1, round));
      runs.batch.push(await pgBoss(main, workers, 8, round));
    }
    const rates = { table: median(runs.table.map(rate)), boss: median(runs.boss.map(rate)), batch: median(runs.batch.map(rate)) };
    for (const [label, key] of [
      ['table queue (one at a time)', 'table'],
      ['pg-boss fetch/complete (one at a time)', 'boss'],
      ['pg-boss fetch/complete (batches of 8)', 'batch'],
    ] as const) {
      const broken = runs[key].filter((o) => o.effects !== N || o.distinct !== N);
      console.log(
        `${workers} workers, ${label.padEnd(40)} ${rates[key].toFixed(0).padStart(6)} jobs/s (median of ${ROUNDS})  ${broken.length ? once(broken[0]!) : 'exactly once in every round'}`,
      );
      if (broken.length) failed = true;
    }
    console.log(`${workers} workers, table queue / pg-boss one at a time: ${(rates.table / rates.boss).toFixed(2)}×`);
  }
  await main.close();
} finally {
  await adminQuery(`drop database if exists "${name}" with (force)`);
}
process.exit(failed ? 1 : 0);
