import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

const NOW = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(async () => t.close());

describe('usage per day and route group (issue 24)', () => {
  it('counts each request of a key by day and route group with its errors and p95, as JSON and CSV, and the month against the allowance', async () => {
    const owner = await signUp(t);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const created = await t.call({
      method: 'POST',
      url: '/api/developer/keys',
      cookie: owner.cookie,
      payload: { name: 'usage', scopes: ['projects:read', 'funding:read'] },
    });
    const { id, key } = created.json() as { id: string; key: string };
    const call = (url: string) => t.call({ method: 'GET', url, origin: null, headers: { authorization: `Bearer ${key}` } });
    // 3 project reads, 1 not found (an error in the projects group), 2 funding reads, 1 refused for scope (group 'other').
    for (let i = 0; i < 3; i += 1) expect((await call('/api/projects')).statusCode).toBe(200);
    expect((await call('/api/projects/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (let i = 0; i < 2; i += 1) expect((await call('/api/funding/calls')).statusCode).toBe(200);
    expect((await call('/api/developer/keys')).statusCode).toBe(403);
    // Known latencies on another day, recorded as the pipeline records them: p95 oracle = nearest rank of the 20 values.
    const day2 = new Date('2026-11-19T12:00:00Z');
    const latencies = [3, 4, 4, 5, 6, 7, 9, 11, 14, 18, 22, 26, 35, 45, 55, 70, 90, 110, 140, 480];
    for (const ms of latencies) t.app.apiUsage.record(id, 'portfolio', day2, ms, ms > 100, '10.0.0.1');
    // exact p95 = 19th of 20 sorted = 140 ms → its bucket's bound (125, 150] = 150.
    const res = await t.call({ method: 'GET', url: '/api/developer/usage?from=2026-11-01&to=2026-11-30', cookie: owner.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const row = (day: string, g: string) =>
      report.rows.find((r: { day: string; routeGroup: string }) => r.day === day && r.routeGroup === g);
    expect(row('2026-11-20', 'projects')).toMatchObject({ count: 4, errors: 1 });
    expect(row('2026-11-20', 'funding')).toMatchObject({ count: 2, errors: 0 });
    expect(row('2026-11-20', 'other')).toMatchObject({ count: 1, errors: 1 });
    expect(row('2026-11-19', 'portfolio')).toEqual({ day: '2026-11-19', routeGroup: 'portfolio', count: 20, errors: 3, p95Ms: 150 });
    // The live count holds the 7 real key requests (the 20 recorded by hand never passed the counter).
    expect(report.month).toEqual({ month: '2026-11', used: 27, allowance: 1_000_000, counted: 7, remaining: 999_993 });
    expect(report.rateLimit).toEqual({ policy: 'default', quota: 600, windowSeconds: 60 });
    // A range outside the use is empty; the month stays.
    const empty = await t.call({ method: 'GET', url: '/api/developer/usage?from=2026-10-01&to=2026-10-31', cookie: owner.cookie });
    expect(empty.json().rows).toEqual([]);
    const csv = await t.call({ method: 'GET', url: '/api/developer/usage?from=2026-11-19&to=2026-11-19&format=csv', cookie: owner.cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe('day,route_group,count,errors,p95_ms\r\n2026-11-19,portfolio,20,3,150\r\n');
    // Another account sees none of it.
    const other = await signUp(t);
    const theirs = await t.call({ method: 'GET', url: '/api/developer/usage?from=2026-11-01&to=2026-11-30', cookie: other.cookie });
    expect([theirs.json().rows, theirs.json().month.used, theirs.json().month.allowance]).toEqual([[], 0, null]);
    const bad = await t.call({ method: 'GET', url: '/api/developer/usage?from=2026-11-30&to=2026-11-01', cookie: owner.cookie });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
