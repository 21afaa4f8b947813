import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { jobs } from '../../db/schema/index.ts';
import { cloneTestDatabase } from '../../test/harness.ts';
import { createJobRunner, createScheduler, insertJob, SCHEDULE_JOB, slotKey } from './index.ts';

let clone: Awaited<ReturnType<typeof cloneTestDatabase>>;
let a: Database;
let b: Database;
beforeAll(async () => {
  clone = await cloneTestDatabase();
  // Two "instances": two pools on one database.
  a = await openDatabase({ databaseUrl: clone.url, dataDir: '' });
  b = await openDatabase({ databaseUrl: clone.url, dataDir: '', migrateAtBoot: false });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await clone.drop();
});

describe('scheduled work once per slot across instances (ADR 0051)', () => {
  it('two instances ticking the same slots queue one job per slot, and each slot runs once', async () => {
    let clock = Date.UTC(2026, 10, 29, 6, 0, 0);
    const now = () => new Date(clock);
    const ran: string[] = [];
    const instance = (db: Database) => {
      const runner = createJobRunner({ db: db.db, now });
      const tick = createScheduler(
        runner,
        [{ name: 'sweep', periodMs: 60_000, run: async () => void ran.push(new Date(clock).toISOString()) }],
        {
          now,
          initialDelayMs: 0,
        },
      );
      return { runner, tick };
    };
    const one = instance(a);
    const two = instance(b);
    for (let minute = 0; minute < 3; minute += 1) {
      // Both tick (concurrently, as two processes would), twice within the slot, then both drain.
      await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
      await Promise.all([one.runner.drain(), two.runner.drain()]);
      clock += 60_000;
    }
    // Oracle: three one-minute slots were ticked, so exactly three runs, one per slot.
    expect(ran).toEqual(['2026-11-29T06:00:00.000Z', '2026-11-29T06:01:00.000Z', '2026-11-29T06:02:00.000Z']);
    const rows = await a.db.select().from(jobs).where(eq(jobs.kind, SCHEDULE_JOB));
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual(
      [0, 1, 2].map((m) => slotKey('sweep', 60_000, new Date(Date.UTC(2026, 10, 29, 6, m)))),
    );
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('queues nothing during the initial delay after a start', async () => {
    let clock = Date.UTC(2026, 10, 29, 7, 0, 0);
    const runner = createJobRunner({ db: a.db, now: () => new Date(clock) });
    const tick = createScheduler(runner, [{ name: 'late', periodMs: 60_000, run: async () => undefined }], {
      now: () => new Date(clock),
      initialDelayMs: 10 * 60_000,
    });
    await tick();
    clock += 9 * 60_000;
    await tick();
    const key = (m: number) => slotKey('late', 60_000, new Date(Date.UTC(2026, 10, 29, 7, m)));
    expect(
      await a.db
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, key(9))),
    ).toHaveLength(0);
    clock += 60_000;
    await tick();
    expect(
      await a.db
        .select()
        .from(jobs)
        .where(eq(jobs.idempotencyKey, key(10))),
    ).toHaveLength(1);
  });

  it('a keyed enqueue returns the existing job instead of queuing a second', async () => {
    const first = await insertJob(a.db, 'test.keyed', { n: 1 }, new Date(), 'k-1');
    const again = await insertJob(b.db, 'test.keyed', { n: 2 }, new Date(), 'k-1');
    expect(again.id).toBe(first.id);
    expect(again.payload).toEqual({ n: 1 });
    expect(await a.db.select().from(jobs).where(eq(jobs.kind, 'test.keyed'))).toHaveLength(1);
  });
});
