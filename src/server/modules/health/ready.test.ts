import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('roles and readiness (ADR 0051)', () => {
  it('GET /api/ready: ready once the schema carries every migration, 503 "migrations" before', async () => {
    t = await createTestApp({ ROLE: 'web' }, { jobPollMs: 0 });
    // Take the last migration's record away, as a database not yet migrated by `npm run migrate` would be.
    const last = await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    const removed = (last as unknown as { rows: { hash: string; created_at: string }[] }).rows[0]!;
    const before = await t.call({ method: 'GET', url: '/api/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ status: 'unavailable', role: 'web', reason: 'migrations' });
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.hash}, ${removed.created_at})`,
    );
    const after = await t.call({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ready', role: 'web' });
  });

  it('503 "draining" once shutting down', async () => {
    t = await createTestApp({}, { jobPollMs: 0 });
    expect((await t.call({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', role: 'all' });
    t.app.lifecycle.draining = true;
    const res = await t.call({ method: 'GET', url: '/api/ready' });
    expect([res.statusCode, res.json().reason]).toEqual([503, 'draining']);
  });

  it('ROLE=worker answers only the probes: every other URL is 404', async () => {
    t = await createTestApp({ ROLE: 'worker' }, { jobPollMs: 0 });
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', role: 'worker' });
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@example.com', password: 'a sound passphrase' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });

  it('ROLE=web queues jobs but never runs them, even with polling on', async () => {
    t = await createTestApp({ ROLE: 'web' }, { jobPollMs: 50 });
    let ran = 0;
    t.app.jobs.register('test.web', { run: async () => void (ran += 1) });
    const job = await t.app.jobs.enqueue('test.web', {});
    await new Promise((r) => setTimeout(r, 400));
    expect(ran).toBe(0);
    expect(job.status).toBe('queued');
    // Drained by hand, as a worker's runner would, it runs (the oracle that the handler works).
    expect(await t.app.jobs.drain()).toBe(1);
    expect(ran).toBe(1);
  });
});
