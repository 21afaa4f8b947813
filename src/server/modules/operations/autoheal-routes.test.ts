import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../db/schema/index.ts';
import { t, owner, admin } from './autoheal-setup.ts';

describe('auto-heal and health routes', () => {
  it('admin only; a fix through the API is audited with what it changed; the automatic setting is stored and audited', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/auto-heal', cookie: owner.cookie })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/admin/health', cookie: owner.cookie })).statusCode).toBe(403);
    await t.database.db
      .insert(jobs)
      .values({ kind: 'test.route', payload: {}, status: 'running', attempts: 1, leaseUntil: new Date(Date.now() - 1000) });
    const list = (await t.call({ method: 'GET', url: '/api/admin/auto-heal', cookie: admin.cookie })).json() as Array<{
      detector: string;
      count: number;
    }>;
    expect(list.find((x) => x.detector === 'stuck-jobs')!.count).toBe(1);
    const res = await t.call({ method: 'POST', url: '/api/admin/auto-heal/stuck-jobs', cookie: admin.cookie, payload: { dryRun: false } });
    expect(res.json()).toMatchObject({ found: 1, changed: 1 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.autoHeal.fix'));
    expect(entry).toMatchObject({ actorId: admin.id, target: 'stuck-jobs' });
    expect((entry!.details as { changed: number }).changed).toBe(1);
    const bad = await t.call({ method: 'POST', url: '/api/admin/auto-heal/nothing', cookie: admin.cookie, payload: { dryRun: true } });
    expect(bad.statusCode).toBe(400);
    const auto = await t.call({
      method: 'PUT',
      url: '/api/admin/auto-heal/expired-sessions/auto',
      cookie: admin.cookie,
      payload: { auto: true },
    });
    expect(auto.json()).toEqual({ detector: 'expired-sessions', auto: true });
    const after = (await t.call({ method: 'GET', url: '/api/admin/auto-heal', cookie: admin.cookie })).json() as Array<{
      detector: string;
      auto: boolean;
    }>;
    expect(after.find((x) => x.detector === 'expired-sessions')!.auto).toBe(true);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.autoHeal.auto'))).toHaveLength(1);
  });

  it('"Check now" probes and keeps history: database ok, SMTP not configured', async () => {
    const res = await t.call({ method: 'POST', url: '/api/admin/health/check', cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const now = (await t.call({ method: 'GET', url: '/api/admin/health', cookie: admin.cookie })).json() as Array<{
      provider: string;
      state: string;
      latencyMs: number | null;
    }>;
    expect(now.find((p) => p.provider === 'database')).toMatchObject({ state: 'ok' });
    expect(now.find((p) => p.provider === 'blobs')).toMatchObject({ state: 'ok' });
    expect(now.find((p) => p.provider === 'smtp')).toMatchObject({
      state: 'not_configured',
      latencyMs: null,
      detailCode: 'smtp.notConfigured',
      detailParams: {},
    });
    expect(now.find((p) => p.provider === 'database')).toMatchObject({ detailCode: 'database.ok', detailParams: { engine: 'PostgreSQL' } });
    const history = (await t.call({ method: 'GET', url: '/api/admin/health/history', cookie: admin.cookie })).json() as {
      instance: string | null;
    }[];
    expect(history.length).toBe(now.length);
    // Which instance ran each probe: this process (host:pid, as the recorded series name it).
    expect(new Set(history.map((h) => h.instance))).toEqual(new Set([`${hostname()}:${process.pid}`]));
  });
});
