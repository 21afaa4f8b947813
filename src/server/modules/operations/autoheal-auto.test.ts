import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, sessions } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { runAutomatic, setAuto } from './autoheal.ts';
import type { OperationsDeps } from './deps.ts';

/** The schedule's pass runs only the detectors an admin allowed; the others' faults stay for a person to see. */
let t: TestApp;
let d: OperationsDeps;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
  d = {
    db: t.database.db,
    database: t.database,
    now: () => new Date(),
    config: t.config,
    blobs: t.app.blobs,
    jobs: t.app.jobs,
    mail: { db: t.database.db, now: () => new Date(), transport: null },
    signing: undefined,
    production: false,
  };
});
afterAll(async () => t.close());

describe('automatic auto-heal', () => {
  it('fixes what an allowed detector finds (trigger: schedule) and leaves a detector left manual alone', async () => {
    const user = await signUp(t);
    const [job] = await t.database.db
      .insert(jobs)
      .values({ kind: 'test.auto', payload: {}, status: 'running', attempts: 1, leaseUntil: new Date(Date.now() - 1000) })
      .returning();
    const expired = randomUUID();
    await t.database.db
      .insert(sessions)
      .values({ id: expired, token: randomUUID(), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    expect(await runAutomatic(d)).toEqual([]);
    await setAuto(d, 'stuck-jobs', true);
    await setAuto(d, 'expired-sessions', false);
    const runs = await runAutomatic(d);
    expect(runs.map((r) => [r.detector, r.trigger, r.changed])).toEqual([['stuck-jobs', 'schedule', 1]]);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.status).toBe('queued');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, expired))).toHaveLength(1);
  });
});
