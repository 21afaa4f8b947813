import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleBackups } from './service.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

/**
 * The admin API (issue 26): a backup and a restore test queued by an admin, run by the job queue,
 * recorded and audited; the readiness checks follow (backups and restore test pass once they ran).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
}, 60_000);
afterAll(async () => t?.close());

const check = async (cookie: string, id: string) => {
  const res = await t.call({ method: 'GET', url: '/api/admin/readiness', cookie });
  expect(res.statusCode).toBe(200);
  return (res.json().checks as { id: string; state: string; detail: string; evidence: Record<string, unknown> }[]).find(
    (c) => c.id === id,
  )!;
};

describe('admin backups and readiness', () => {
  it('refuses non-admins', async () => {
    const user = await signUp(t);
    for (const [method, url] of [
      ['GET', '/api/admin/backups'],
      ['POST', '/api/admin/backups'],
      ['GET', '/api/admin/readiness'],
    ] as const)
      expect((await t.call({ method, url, cookie: user.cookie, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(403);
  });

  it('runs a backup and a restore test through the queue, and readiness follows', async () => {
    const admin = await signUpAdmin(t);
    expect((await check(admin.cookie, 'backups')).state).toBe('fail');
    expect((await check(admin.cookie, 'restoreTest')).detail).toBe('restore.none');
    const res = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin.cookie, payload: {} });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('queued');
    // A second request while it is queued answers the same run.
    const again = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin.cookie, payload: {} });
    expect(again.json().id).toBe(res.json().id);
    await t.app.jobs.drain();
    const list = (await t.call({ method: 'GET', url: '/api/admin/backups', cookie: admin.cookie })).json();
    const run = list.runs.find((r: { id: string }) => r.id === res.json().id);
    expect(run.status).toBe('succeeded');
    expect(run.rows).toBeGreaterThan(0);
    expect(list.stored).toEqual([run.backupName]);
    expect((await check(admin.cookie, 'backups')).state).toBe('pass');

    const test = await t.call({ method: 'POST', url: '/api/admin/backups', cookie: admin.cookie, payload: { kind: 'restore_test' } });
    expect(test.statusCode).toBe(202);
    await t.app.jobs.drain();
    const runs = (await t.call({ method: 'GET', url: '/api/admin/backups', cookie: admin.cookie })).json().runs;
    const restored = runs.find((r: { id: string }) => r.id === test.json().id);
    expect(restored).toMatchObject({ status: 'succeeded', backupName: run.backupName, rows: run.rows, blobs: run.blobs, detail: null });
    const rc = await check(admin.cookie, 'restoreTest');
    expect(rc.state).toBe('pass');
    expect(rc.evidence.rows).toBe(run.rows);

    const audit = (await t.call({ method: 'GET', url: '/api/admin/audit', cookie: admin.cookie })).json() as { action: string }[];
    expect(audit.filter((a) => a.action === 'admin.backup.request')).toHaveLength(2);
    expect(audit.filter((a) => a.action === 'admin.backup.restoreTest')).toHaveLength(1);
  }, 120_000);

  it('reports the other checks from live signals, and what it cannot measure as such', async () => {
    const admin = await signUpAdmin(t);
    expect(await check(admin.cookie, 'migrations')).toMatchObject({ state: 'pass', detail: 'migrations.applied' });
    // The test app's PUBLIC_URL is http: not HTTPS, no secure cookies.
    expect((await check(admin.cookie, 'https')).state).toBe('fail');
    expect((await check(admin.cookie, 'smtp')).detail).toBe('smtp.missing');
    const tfa = await check(admin.cookie, 'adminTwoFactor');
    expect(tfa.state).toBe('fail');
    expect(tfa.evidence.without).toBe(tfa.evidence.admins);
    expect((await check(admin.cookie, 'errorRateAndLatency')).state).toBe('not_measured');
    expect((await check(admin.cookie, 'dependencyAudit')).state).toBe('not_measured');
    expect((await check(admin.cookie, 'diskHeadroom')).evidence.freeBytes).toBeGreaterThan(0);
  });

  it('the daily schedule queues a backup once per 20 hours and a restore test once a week', async () => {
    const count = async (kind: string) => (await t.database.db.select().from(backupRuns)).filter((r) => r.kind === kind).length;
    const [backups, tests] = [await count('backup'), await count('restore_test')];
    await scheduleBackups({ db: t.database.db, jobs: t.app.jobs, now: () => new Date() });
    expect([await count('backup'), await count('restore_test')]).toEqual([backups, tests]);
    const later = () => new Date(Date.now() + 21 * 3_600_000);
    await scheduleBackups({ db: t.database.db, jobs: t.app.jobs, now: later });
    expect([await count('backup'), await count('restore_test')]).toEqual([backups + 1, tests]);
    await scheduleBackups({ db: t.database.db, jobs: t.app.jobs, now: () => new Date(Date.now() + 8 * 24 * 3_600_000) });
    expect([await count('backup'), await count('restore_test')]).toEqual([backups + 2, tests + 1]);
  });
});
