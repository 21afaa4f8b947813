import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { currentMaintenance } from '../../lib/maintenance-state.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../test/harness.ts';
import { announceMaintenance } from './maintenance.ts';

// ADR 0063: a restore runs as a job, perhaps on a worker that serves no requests; every web instance on
// the same PostgreSQL must answer 503 MAINTENANCE while it runs. Two instances on one database: the
// announcement made through A reaches B (LISTEN cr_maintenance), and its end lets B serve again.
let t: TestApp;
let bDb: Database;
let b: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
  bDb = await openDatabase(t.config);
  b = await buildApp({ config: t.config, database: bDb, logger: false, jobPollMs: 0 });
});
afterAll(async () => {
  await b?.close();
  await bDb?.close();
  await t?.close();
});

describe('maintenance across instances', () => {
  it('a restore announced through one instance answers 503 on the other until it ends', async () => {
    const u = await signUp(t);
    const read = () =>
      b.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie, origin: ORIGIN, 'accept-language': 'it' } });
    expect((await read()).statusCode).toBe(200);
    const ended = announceMaintenance(t.database, { since: new Date().toISOString(), backupName: 'backup-2026-11-29' });
    const during = await eventually(read, (r) => r.statusCode === 503);
    expect([during.statusCode, during.json().code]).toEqual([503, 'MAINTENANCE']);
    expect(during.headers['retry-after']).toBe('30');
    expect(during.json().message).toMatch(/ripristino|manutenzione/i);
    const health = await b.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'maintenance', backupName: 'backup-2026-11-29' });
    expect((await b.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    await ended();
    const after = await eventually(read, (r) => r.statusCode === 200);
    expect(after.statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('another instance’s maintenance lapses when its announcements stop; this process’s own does not', () => {
    const now = Date.now();
    const remote = { maintenance: { since: new Date(now).toISOString(), backupName: 'b', remoteUntil: now - 1 } };
    expect(currentMaintenance(remote, now)).toBeNull();
    expect(remote.maintenance).toBeNull();
    const live = { maintenance: { since: new Date(now).toISOString(), backupName: 'b', remoteUntil: now + 5_000 } };
    expect(currentMaintenance(live, now)).toBe(live.maintenance);
    const own = { maintenance: { since: new Date(now - 3_600_000).toISOString(), backupName: 'b' } };
    expect(currentMaintenance(own, now + 3_600_000)).toBe(own.maintenance);
  });
});
