import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, notifications, privacyRequests, sessions } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { t, clock, setClock, unzip, project, readyExport } from './privacy-setup.ts';

describe('data export (GDPR art. 15, 20)', () => {
  it('starts a background export, answers with its state, and returns the same one until it is ready', async () => {
    const u = await signUp(t);
    const first = (await t.call({ method: 'GET', url: '/api/account/export', cookie: u.cookie })).json();
    expect(first).toMatchObject({ status: 'pending', requestedAt: clock.toISOString() });
    expect(first.downloadUrl).toBeUndefined();
    const again = (await t.call({ method: 'GET', url: '/api/account/export', cookie: u.cookie })).json();
    expect(again.id).toBe(first.id);
    await t.app.jobs.drain();
    const ready = (await t.call({ method: 'GET', url: '/api/account/export', cookie: u.cookie })).json();
    expect(ready).toMatchObject({
      id: first.id,
      status: 'ready',
      readyAt: clock.toISOString(),
      downloadUrl: `/api/account/export/${first.id}/download`,
    });
    // 7 days (EXPORT_TTL_DAYS) from the moment it was ready.
    expect(ready.expiresAt).toBe(new Date(clock.getTime() + 7 * 86_400_000).toISOString());
  });

  it('holds the profile, sessions, consents, notifications, projects with evaluations and audit entries, never a password or token', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    const mine = await project(u.cookie, 'Forno di Ada');
    await project(other.cookie, 'Not mine');
    await t.call({
      method: 'PUT',
      url: `/api/projects/${mine}/evaluation-inputs`,
      cookie: u.cookie,
      payload: { assumptions: null, market: {}, revenueModel: null, complianceAnswers: {} },
    });
    await t.call({
      method: 'POST',
      url: '/api/gdpr/consent',
      cookie: u.cookie,
      payload: { necessary_cookies: true, analytics_cookies: true, marketing_cookies: false, functional_cookies: true },
    });
    await t.database.db.insert(notifications).values({ userId: u.id, type: 'info', title: 'Hello Ada', content: 'c' });
    const ready = (await readyExport(u.cookie)).json();
    const res = await t.call({ method: 'GET', url: ready.downloadUrl, cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="capital-readiness-data-2026-11-25\.zip"/);
    const files = unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'sessions.json',
        'consents.json',
        'notifications.json',
        `projects/${mine}.json`,
        'audit.json',
        'emails.json',
        'privacy-requests.json',
      ]),
    );
    expect(Object.keys(files).filter((n) => n.startsWith('projects/'))).toEqual([`projects/${mine}.json`]);
    expect(JSON.parse(files['profile.json']!)).toMatchObject({ id: u.id, email: u.email, signInMethods: [{ providerId: 'credential' }] });
    expect(JSON.parse(files[`projects/${mine}.json`]!)).toMatchObject({ title: 'Forno di Ada', evaluations: [] });
    expect(JSON.parse(files['consents.json']!)).toMatchObject([{ analytics: true, marketing: false, functional: true }]);
    expect(JSON.parse(files['notifications.json']!)).toMatchObject([{ title: 'Hello Ada' }]);
    const audit = JSON.parse(files['audit.json']!) as { action: string; ip: string | null }[];
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.register', 'project.create', 'gdpr.consent', 'privacy.export.request']),
    );
    expect(audit.find((a) => a.action === 'auth.register')!.ip).toBe('127.0.0.1'); // the personal part, rejoined
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('$argon2id$');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(everything).not.toContain(session!.token);
    expect(everything).not.toContain(other.email);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, u.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['privacy.export.request', 'privacy.export.ready', 'privacy.export.download']));
  });

  it('is downloadable by its owner only, and after 7 days it is gone', async () => {
    const u = await signUp(t);
    const stranger = await signUp(t);
    const ready = (await readyExport(u.cookie)).json();
    expect((await t.call({ method: 'GET', url: ready.downloadUrl, cookie: stranger.cookie })).json().code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'GET', url: ready.downloadUrl })).statusCode).toBe(401);
    // Sessions live on the real clock (better-auth), so instead of moving the clock a week, the
    // export's expiry is moved to the clock: one millisecond before it, then at it.
    const setExpiry = (at: Date) => t.database.db.update(privacyRequests).set({ expiresAt: at }).where(eq(privacyRequests.id, ready.id));
    await setExpiry(new Date(clock.getTime() + 1));
    expect((await t.call({ method: 'GET', url: ready.downloadUrl, cookie: u.cookie })).statusCode).toBe(200);
    await setExpiry(clock);
    const late = await t.call({ method: 'GET', url: ready.downloadUrl, cookie: u.cookie });
    expect([late.statusCode, late.json().code]).toEqual([410, 'EXPORT_EXPIRED']);
    const { expireExports } = await import('./index.ts');
    expect(await expireExports({ db: t.database.db, now: () => clock })).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, ready.id));
    expect([row!.status, row!.archive]).toEqual(['expired', null]);
    // Asking again starts a new one.
    const next = (await t.call({ method: 'GET', url: '/api/account/export', cookie: u.cookie })).json();
    expect(next.status).toBe('pending');
    expect(next.id).not.toBe(ready.id);
  });

  it('survives a restart: a job claimed by a process that died is run again once its lease expires', async () => {
    await t.app.jobs.drain(); // what earlier tests left queued
    const u = await signUp(t);
    const state = (await t.call({ method: 'GET', url: '/api/account/export', cookie: u.cookie })).json();
    // The dead process: it had claimed the job (running, leased) and never finished it.
    await t.database.db.execute(
      sql`update jobs set status = 'running', attempts = 1, lease_until = ${new Date(clock.getTime() + 60_000)} where payload->>'requestId' = ${state.id}`,
    );
    expect(await t.app.jobs.drain()).toBe(0); // lease still held
    const saved = clock;
    setClock(new Date(clock.getTime() + 61_000));
    try {
      expect(await t.app.jobs.drain()).toBe(1);
    } finally {
      setClock(saved);
    }
    expect((await t.call({ method: 'GET', url: '/api/account/export', cookie: u.cookie })).json().status).toBe('ready');
  });
});
