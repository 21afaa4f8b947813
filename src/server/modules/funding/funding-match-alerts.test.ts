import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fundingAlerts, fundingCalls, notifications, outbox } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { FUNDING_ALERTS_JOB } from './index.ts';
import { setClock, t, as, insertCall, runAlerts } from './funding-match-setup.ts';

/**
 * Matching and alerts over the real routes and the jobs runner, with a controlled clock. The oracle
 * of each expectation is the rule in docs/methodology/funding-match.md (criteria) and ADR 0020
 * (each alert exactly once; digests batch e-mails; a muted call produces nothing).
 */

describe('saved searches and calls', () => {
  it('CRUD for the owner only; someone else’s is 404', async () => {
    const me = await signUp(t, 'proponent');
    const other = await signUp(t, 'proponent');
    const created = await as(me, 'POST', '/api/funding/saved-searches', {
      name: 'Digital in Lombardy',
      query: { q: 'digitale', region: 'ITC4' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Digital in Lombardy',
      alerts: true,
      digest: 'daily',
      query: { q: 'digitale', region: 'ITC4' },
    });
    const id = created.json().id as string;
    expect((await as(me, 'PATCH', `/api/funding/saved-searches/${id}`, { digest: 'weekly', alerts: false })).json()).toMatchObject({
      digest: 'weekly',
      alerts: false,
    });
    expect((await as(other, 'PATCH', `/api/funding/saved-searches/${id}`, { alerts: true })).statusCode).toBe(404);
    expect((await as(other, 'DELETE', `/api/funding/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/funding/saved-searches')).json()).toEqual([]);
    expect((await as(me, 'DELETE', `/api/funding/saved-searches/${id}`)).statusCode).toBe(204);

    const callId = await insertCall({});
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId })).statusCode).toBe(201);
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId })).statusCode).toBe(201); // idempotent
    expect((await as(me, 'GET', '/api/funding/saved-calls')).json()).toMatchObject([{ callId, muted: false }]);
    expect((await as(me, 'PATCH', `/api/funding/saved-calls/${callId}`, { muted: true })).json()).toMatchObject({ muted: true });
    expect((await as(other, 'PATCH', `/api/funding/saved-calls/${callId}`, { muted: false })).statusCode).toBe(404);
    expect((await as(me, 'DELETE', `/api/funding/saved-calls/${callId}`)).statusCode).toBe(204);
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId: randomUUID() })).json().code).toBe('FUNDING_CALL_NOT_FOUND');
  });
});

describe('alerts', () => {
  const alertsOf = (userId: string) => t.database.db.select().from(fundingAlerts).where(eq(fundingAlerts.userId, userId));
  const noticesOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const mailTo = (email: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'funding-alert')));

  it('each alert exactly once: new call for a search, a changed saved call, 7-day and 1-day reminders; muted calls produce nothing', async () => {
    setClock(new Date('2026-11-25T10:00:00Z'));
    const me = await signUp(t, 'proponent');
    const word = `ciano${randomUUID().slice(0, 6)}`; // a word no other test's call carries
    const search = await as(me, 'POST', '/api/funding/saved-searches', { name: 'Mine', query: { q: word }, digest: 'none' });
    expect(search.statusCode, search.body).toBe(201);
    const saved = await insertCall({ title: `Saved ${word}`, closesAt: '2026-12-03', createdAt: new Date('2026-11-01T00:00:00Z') });
    const mutedCall = await insertCall({ title: `Muted ${word}`, closesAt: '2026-12-03', createdAt: new Date('2026-11-25T11:00:00Z') });
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId: saved })).statusCode).toBe(201);
    expect((await as(me, 'POST', '/api/funding/saved-calls', { callId: mutedCall, muted: true })).statusCode).toBe(201);

    setClock(new Date('2026-11-25T11:30:00Z'));
    const fresh = await insertCall({ title: `Fresh ${word}`, createdAt: new Date('2026-11-25T11:00:00Z') });
    await runAlerts();
    // The saved call was saved before it existed in a search's eyes (created 1 November, before the search): no new_call for it.
    expect((await alertsOf(me.id)).map((a) => [a.kind, a.callId])).toEqual([['new_call', fresh]]);
    expect(await noticesOf(me.id)).toHaveLength(1);
    expect((await noticesOf(me.id))[0]).toMatchObject({ title: 'New call for “Mine”', linkUrl: `/announcement/${fresh}` });
    expect(await mailTo(me.email)).toHaveLength(1);

    await runAlerts(); // same moment again: nothing new
    expect(await alertsOf(me.id)).toHaveLength(1);

    await t.database.db.update(fundingCalls).set({ version: 2 }).where(eq(fundingCalls.id, saved));
    await runAlerts();
    await runAlerts();
    expect((await alertsOf(me.id)).filter((a) => a.kind === 'changed')).toHaveLength(1);

    setClock(new Date('2026-11-26T09:00:00Z')); // 7 days before 3 December
    await runAlerts();
    setClock(new Date('2026-11-27T09:00:00Z'));
    await runAlerts();
    setClock(new Date('2026-12-02T09:00:00Z')); // 1 day before
    await runAlerts();
    setClock(new Date('2026-12-03T09:00:00Z'));
    await runAlerts();
    const kinds = (await alertsOf(me.id))
      .map((a) => `${a.kind}:${a.callId === saved ? 'saved' : a.callId === fresh ? 'fresh' : 'other'}`)
      .sort();
    expect(kinds).toEqual(['changed:saved', 'deadline_1:saved', 'deadline_7:saved', 'new_call:fresh']);
    expect((await alertsOf(me.id)).some((a) => a.callId === mutedCall)).toBe(false);
    expect(await noticesOf(me.id)).toHaveLength(4);
    expect(await mailTo(me.email)).toHaveLength(4); // no digest: one e-mail per run that had something
  });

  it('a daily digest batches the day’s alerts in one e-mail sent the next morning', async () => {
    setClock(new Date('2026-11-25T10:00:00Z'));
    const me = await signUp(t, 'proponent');
    const word = `magenta${randomUUID().slice(0, 6)}`;
    expect((await as(me, 'POST', '/api/funding/saved-searches', { name: 'Digest', query: { q: word }, digest: 'daily' })).statusCode).toBe(
      201,
    );
    setClock(new Date('2026-11-25T12:00:00Z'));
    await insertCall({ title: `One ${word}`, createdAt: new Date('2026-11-25T11:00:00Z') });
    await runAlerts();
    setClock(new Date('2026-11-25T15:00:00Z'));
    await insertCall({ title: `Two ${word}`, createdAt: new Date('2026-11-25T14:00:00Z') });
    await runAlerts();
    expect(await alertsOf(me.id)).toHaveLength(2);
    expect(await noticesOf(me.id)).toHaveLength(2); // in the app at once
    expect(await mailTo(me.email)).toHaveLength(0); // the e-mail waits for 07:00 UTC
    setClock(new Date('2026-11-26T07:05:00Z'));
    await runAlerts();
    await runAlerts();
    const mails = await mailTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Funding alerts: 2');
    expect(mails[0]!.body).toContain(`One ${word}`);
    expect(mails[0]!.body).toContain(`Two ${word}`);
  });
});

describe('scheduling', () => {
  it('the sweep queues a run only when something is saved or an e-mail is due', async () => {
    const { jobs } = await import('../../db/schema/index.ts');
    const { scheduleFundingAlerts } = await import('./alerts-job.ts');
    const count = async () => (await t.database.db.select().from(jobs).where(eq(jobs.kind, FUNDING_ALERTS_JOB))).length;
    await t.app.jobs.drain();
    const before = await count();
    await scheduleFundingAlerts({ db: t.database.db, jobs: t.app.jobs });
    // Earlier tests saved searches with alerts on, so there is work: one job queued.
    expect(await count()).toBe(before + 1);
  });
});
