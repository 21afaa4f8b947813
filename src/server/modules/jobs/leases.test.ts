import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { jobs } from '../../db/schema/index.ts';
import { cloneTestDatabase } from '../../test/harness.ts';
import { createJobRunner, insertJob, releaseOrphans, type JobRunner } from './index.ts';

let clone: Awaited<ReturnType<typeof cloneTestDatabase>>;
let database: Database;
beforeAll(async () => {
  clone = await cloneTestDatabase();
  database = await openDatabase({ databaseUrl: clone.url, dataDir: '' });
});
afterAll(async () => {
  await database.close();
  await clone.drop();
});

const now = () => new Date();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** A second worker process (lease-child.ts) on the same database; resolves once it has claimed `id`. */
async function childClaiming(id: string, leaseMs: number, shutdownMs = 5_000): Promise<{ child: ChildProcess; out: () => string }> {
  const child = spawn(resolve('node_modules/node/bin/node'), [resolve('src/server/modules/jobs/lease-child.ts')], {
    env: { ...process.env, DATABASE_URL: clone.url, JOB_LEASE_MS: String(leaseMs), JOB_SHUTDOWN_MS: String(shutdownMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  await new Promise<void>((res, rej) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(`claimed ${id}`)) res();
    });
    child.on('exit', (code) => rej(new Error(`child exited ${code}: ${err}`)));
  });
  return { child, out: () => out };
}

/** A runner of this process whose `test.hang` jobs finish at once, counting the runs per job. */
function finishingRunner(runs: Map<string, number>, o: { leaseMs?: number; heartbeatMs?: number; takesMs?: number } = {}): JobRunner {
  const runner = createJobRunner({ db: database.db, now, leaseMs: o.leaseMs, heartbeatMs: o.heartbeatMs });
  runner.register('test.hang', {
    run: async (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      if (o.takesMs) await sleep(o.takesMs);
    },
  });
  return runner;
}

/** Drains `runner` every 100 ms until the job is done or `withinMs` has passed; answers the time it took. */
async function drainUntilDone(runner: JobRunner, id: string, withinMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    await runner.drain();
    if ((await row(id)).status === 'done') return performance.now() - started;
    await sleep(100);
  }
  throw new Error(`job ${id} not done within ${withinMs} ms: ${JSON.stringify(await row(id))}`);
}

describe('job leases and the heartbeat (ADR 0051)', () => {
  it('a job whose worker was killed (SIGKILL) mid-run is run by another worker within the lease', async () => {
    const leaseMs = 1_500;
    const job = await insertJob(database.db, 'test.hang', {}, now());
    const { child } = await childClaiming(job.id, leaseMs);
    expect(await row(job.id)).toMatchObject({ status: 'running', attempts: 1 });
    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGKILL');
    await exited;
    const runs = new Map<string, number>();
    const tookMs = await drainUntilDone(finishingRunner(runs, { leaseMs }), job.id, 10_000);
    // Oracle: the dead worker's last renewal was at most one lease ago, so the job is free within one
    // lease of the kill; 1 s of tolerance for the 100 ms polls and a loaded machine.
    expect(tookMs).toBeLessThan(leaseMs + 1_000);
    expect(runs.get(job.id)).toBe(1);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 2, leaseToken: null });
  }, 30_000);

  it('the heartbeat keeps a job that outlives its lease from being taken by another worker', async () => {
    const runs = new Map<string, number>();
    // A job of 2.5 s under a 600 ms lease renewed every 150 ms, while a second runner polls every 100 ms.
    const a = finishingRunner(runs, { leaseMs: 600, heartbeatMs: 150, takesMs: 2_500 });
    const b = finishingRunner(runs, { leaseMs: 600, heartbeatMs: 150 });
    const job = await insertJob(database.db, 'test.hang', {}, now());
    const first = a.drain();
    await sleep(50);
    const polling = (async () => {
      for (let i = 0; i < 25; i += 1) {
        await b.drain();
        await sleep(100);
      }
    })();
    await Promise.all([first, polling]);
    expect(runs.get(job.id)).toBe(1);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  }, 30_000);

  it('a renewal that finds the lease lost aborts the handler, which then writes no outcome', async () => {
    const runner = createJobRunner({ db: database.db, now, leaseMs: 600, heartbeatMs: 100 });
    let aborted = false;
    runner.register('test.lost', {
      run: (_job, { signal }) =>
        new Promise<void>((res) => {
          signal.addEventListener('abort', () => ((aborted = true), res()));
          setTimeout(res, 5_000);
        }),
    });
    const job = await insertJob(database.db, 'test.lost', {}, now());
    const draining = runner.drain();
    await sleep(150);
    // Another runner took it over (as after an expired lease): a new token.
    await database.db
      .update(jobs)
      .set({ leaseToken: sql`gen_random_uuid()` })
      .where(eq(jobs.id, job.id));
    const taken = (await row(job.id)).leaseToken;
    await draining;
    expect(aborted).toBe(true);
    expect(await row(job.id)).toMatchObject({ status: 'running', leaseToken: taken });
  }, 30_000);

  it('SIGTERM during a job releases it (attempt not counted) and another worker finishes it', async () => {
    const job = await insertJob(database.db, 'test.hang', {}, now());
    const { child, out } = await childClaiming(job.id, 30_000, 300);
    const exited = new Promise<number | null>((r) => child.on('exit', r));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out()).toContain('released 1');
    expect(await row(job.id)).toMatchObject({ status: 'queued', attempts: 0, leaseUntil: null, leaseToken: null });
    const runs = new Map<string, number>();
    // The lease was 30 s: finished at once means released, not expired.
    expect(await drainUntilDone(finishingRunner(runs), job.id, 2_000)).toBeLessThan(2_000);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  }, 30_000);

  it('a shutdown lets a job that ends within the bound finish, and claims nothing more', async () => {
    const runs = new Map<string, number>();
    const runner = finishingRunner(runs, { takesMs: 300 });
    const one = await insertJob(database.db, 'test.hang', {}, now());
    const two = await insertJob(database.db, 'test.hang', {}, new Date(Date.now() + 1));
    const draining = runner.drain();
    await sleep(100);
    expect(await runner.shutdown(5_000)).toBe(0);
    await draining;
    expect(await row(one.id)).toMatchObject({ status: 'done' });
    expect(await row(two.id)).toMatchObject({ status: 'queued', attempts: 0 });
    await drainUntilDone(finishingRunner(runs), two.id, 2_000);
  }, 30_000);

  it('at boot on the embedded database, jobs left running by the previous process are queued again', async () => {
    const job = await insertJob(database.db, 'test.hang', {}, now());
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, leaseUntil: new Date(Date.now() + 60_000), leaseToken: sql`gen_random_uuid()` })
      .where(eq(jobs.id, job.id));
    expect(await releaseOrphans(database.db, now())).toBeGreaterThanOrEqual(1);
    expect(await row(job.id)).toMatchObject({ status: 'queued', attempts: 1, leaseUntil: null });
    expect(await releaseOrphans(database.db, now())).toBe(0);
  });
});
