import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Detector } from '../../../contract/operations.ts';
import {
  auditLog,
  documents,
  jobs,
  outbox,
  projects,
  sessions,
  webhookDeliveries,
  webhookEndpoints,
  workspaceInvitations,
  workspaces,
} from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { hashToken } from '../workspaces/index.ts';
import { runDetector } from './autoheal.ts';
import type { OperationsDeps } from './deps.ts';

/**
 * Each auto-heal detector on a planted fault: it finds the fault, the dry run changes nothing (the
 * planted row read back unchanged), the fix repairs it (the row read back repaired), and a healthy
 * neighbour is never touched. Oracle: the rows and files themselves, read directly.
 */
let t: TestApp;
let d: OperationsDeps;
let owner: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let projectId: string;
let workspaceId: string;
const sent: string[] = [];
const hour = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
  owner = await signUp(t);
  admin = await signUpAdmin(t);
  const [w] = await t.database.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, owner.id));
  workspaceId = w!.id;
  const [p] = await t.database.db
    .insert(projects)
    .values({ ownerId: owner.id, workspaceId, title: 'p', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1 })
    .returning();
  projectId = p!.id;
  d = {
    db: t.database.db,
    database: t.database,
    now: () => new Date(),
    config: t.config,
    blobs: t.app.blobs,
    jobs: t.app.jobs,
    mail: { db: t.database.db, now: () => new Date(), transport: async (m) => void sent.push(m.to) },
    signing: undefined,
    production: false,
  };
});
afterAll(async () => t.close());

async function documentWithBlob(status: 'analysed' | 'failed' = 'analysed', failureCode: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.app.blobs.put(id, Readable.from([Buffer.from('bytes')]));
  await t.database.db.insert(documents).values({
    id,
    projectId,
    filename: 'f.csv',
    mediaType: 'text/csv',
    size: 5,
    sha256: 'a'.repeat(64),
    storageKey: id,
    status,
    failureCode,
  });
  return id;
}
const dry = (detector: Detector) => runDetector(d, detector, true, 'admin');
const fix = (detector: Detector) => runDetector(d, detector, false, 'admin');

describe('auto-heal detectors', () => {
  it('stuck jobs: a job left running with an expired lease is re-queued; one whose lease is still running is not', async () => {
    const [stuck] = await t.database.db
      .insert(jobs)
      .values({ kind: 'test.killed', payload: {}, status: 'running', attempts: 1, leaseUntil: new Date(Date.now() - 60_000) })
      .returning();
    const [alive] = await t.database.db
      .insert(jobs)
      .values({ kind: 'test.alive', payload: {}, status: 'running', attempts: 1, leaseUntil: new Date(Date.now() + 30_000) })
      .returning();
    const found = await dry('stuck-jobs');
    expect(found.items.map((i) => i.id)).toEqual([stuck!.id]);
    expect(found.changed).toBe(0);
    const [still] = await t.database.db.select().from(jobs).where(eq(jobs.id, stuck!.id));
    expect(still!.status).toBe('running');
    const fixed = await fix('stuck-jobs');
    expect(fixed.changed).toBe(1);
    const rows = await t.database.db.select().from(jobs);
    expect(rows.find((j) => j.id === stuck!.id)).toMatchObject({ status: 'queued', leaseUntil: null });
    expect(rows.find((j) => j.id === alive!.id)!.status).toBe('running');
    expect((await dry('stuck-jobs')).found).toBe(0);
  });

  it('rows without blobs: a file deleted behind the database is listed, then its row marked failed (never deleted)', async () => {
    const kept = await documentWithBlob();
    const lost = await documentWithBlob();
    await rm(join(t.config.dataDir, 'blobs', lost.slice(0, 2), lost));
    const found = await dry('missing-blobs');
    expect(found.items.map((i) => i.id)).toEqual([lost]);
    expect((await t.database.db.select().from(documents).where(eq(documents.id, lost)))[0]!.status).toBe('analysed');
    expect((await fix('missing-blobs')).changed).toBe(1);
    const rows = await t.database.db.select().from(documents);
    expect(rows.find((r) => r.id === lost)).toMatchObject({ status: 'failed', failureCode: 'BLOB_MISSING', deletedAt: null });
    expect(rows.find((r) => r.id === kept)!.status).toBe('analysed');
    expect((await dry('missing-blobs')).found).toBe(0);
    // A file missing is not an analysis to retry.
    expect((await dry('failed-analyses')).items.map((i) => i.id)).not.toContain(lost);
  });

  it('orphaned blobs: an old object with no row is deleted; a fresh one (an upload in flight) and a live document keep theirs', async () => {
    const live = await documentWithBlob();
    const orphan = randomUUID();
    const fresh = randomUUID();
    for (const key of [orphan, `${orphan}.text`, fresh]) {
      await mkdir(join(t.config.dataDir, 'blobs', key.slice(0, 2)), { recursive: true });
      await writeFile(join(t.config.dataDir, 'blobs', key.slice(0, 2), key), 'orphan');
    }
    const old = new Date(Date.now() - 2 * hour);
    await utimes(join(t.config.dataDir, 'blobs', orphan.slice(0, 2), orphan), old, old);
    await utimes(join(t.config.dataDir, 'blobs', orphan.slice(0, 2), `${orphan}.text`), old, old);
    const found = await dry('orphan-blobs');
    expect(found.items.map((i) => i.id).sort()).toEqual([orphan, `${orphan}.text`].sort());
    expect(await t.app.blobs.exists(orphan)).toBe(true);
    expect((await fix('orphan-blobs')).changed).toBe(2);
    expect(await t.app.blobs.exists(orphan)).toBe(false);
    expect(await t.app.blobs.exists(`${orphan}.text`)).toBe(false);
    expect(await t.app.blobs.exists(fresh)).toBe(true);
    expect(await t.app.blobs.exists(live)).toBe(true);
  });

  it('failed analyses are queued again with a fresh job', async () => {
    const failed = await documentWithBlob('failed', 'ANALYSIS_FAILED');
    expect((await dry('failed-analyses')).items.map((i) => i.id)).toEqual([failed]);
    expect((await t.database.db.select().from(documents).where(eq(documents.id, failed)))[0]!.status).toBe('failed');
    expect((await fix('failed-analyses')).changed).toBe(1);
    expect((await t.database.db.select().from(documents).where(eq(documents.id, failed)))[0]!.status).toBe('queued');
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'documentId' = ${failed}`);
    expect(queued).toHaveLength(1);
  });

  it('dead webhook endpoints (last delivery failed) are paused; one whose last delivery succeeded stays on', async () => {
    const ep = async () =>
      (
        await t.database.db
          .insert(webhookEndpoints)
          .values({ userId: owner.id, url: 'https://example.com/h', events: ['x'], secret: 's' })
          .returning()
      )[0]!;
    const dead = await ep();
    const fine = await ep();
    const deliver = (endpointId: string, state: 'failed' | 'succeeded', at: number) =>
      t.database.db
        .insert(webhookDeliveries)
        .values({ endpointId, messageId: randomUUID(), event: 'x', body: '{}', state, createdAt: new Date(at) });
    await deliver(dead.id, 'succeeded', Date.now() - 2 * hour);
    await deliver(dead.id, 'failed', Date.now() - hour);
    await deliver(fine.id, 'failed', Date.now() - 2 * hour);
    await deliver(fine.id, 'succeeded', Date.now() - hour);
    expect((await dry('dead-webhooks')).items.map((i) => i.id)).toEqual([dead.id]);
    expect((await fix('dead-webhooks')).changed).toBe(1);
    const rows = await t.database.db.select().from(webhookEndpoints);
    expect(rows.find((r) => r.id === dead.id)).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(rows.find((r) => r.id === fine.id)!.enabled).toBe(true);
  });

  it('undelivered e-mails are sent again; sent ones are left alone', async () => {
    const [failed] = await t.database.db
      .insert(outbox)
      .values({ to: 'lost@example.com', subject: 's', body: 'b', kind: 'k', attempts: 5, error: 'ECONNREFUSED' })
      .returning();
    expect((await dry('undelivered-mail')).items.map((i) => i.id)).toContain(failed!.id);
    expect(sent).toEqual([]);
    await fix('undelivered-mail');
    expect(sent).toContain('lost@example.com');
    expect((await t.database.db.select().from(outbox).where(eq(outbox.id, failed!.id)))[0]!.sentAt).not.toBeNull();
  });

  it('an e-mail whose sender stopped between the hand-over and the mark is listed as possibly sent, never re-sent (ADR 0063)', async () => {
    const [doubt] = await t.database.db
      .insert(outbox)
      .values({ to: 'maybe@example.com', subject: 's', body: 'b', kind: 'k', sendingAt: new Date(Date.now() - hour) })
      .returning();
    const item = (await dry('undelivered-mail')).items.find((i) => i.id === doubt!.id);
    expect(item?.action).toBe('none: may have been sent');
    await fix('undelivered-mail');
    expect(sent).not.toContain('maybe@example.com');
    expect((await t.database.db.select().from(outbox).where(eq(outbox.id, doubt!.id)))[0]!.sentAt).toBeNull();
  });

  it('expired sessions and unaccepted expired invitations are purged; live ones stay', async () => {
    const expired = randomUUID();
    await t.database.db
      .insert(sessions)
      .values({ id: expired, token: randomUUID(), userId: owner.id, expiresAt: new Date(Date.now() - hour) });
    const inv = (expiresAt: Date) =>
      t.database.db
        .insert(workspaceInvitations)
        .values({
          workspaceId,
          email: `${randomUUID()}@e.com`,
          role: 'viewer',
          tokenHash: hashToken(randomUUID()),
          invitedBy: owner.id,
          expiresAt,
        })
        .returning();
    const [old] = await inv(new Date(Date.now() - hour));
    const [live] = await inv(new Date(Date.now() + hour));
    expect((await dry('expired-sessions')).items.map((i) => i.id)).toEqual([expired]);
    expect((await dry('expired-invitations')).items.map((i) => i.id)).toEqual([old!.id]);
    await fix('expired-sessions');
    await fix('expired-invitations');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, expired))).toEqual([]);
    const invs = (await t.database.db.select().from(workspaceInvitations)).map((i) => i.id);
    expect(invs).toContain(live!.id);
    expect(invs).not.toContain(old!.id);
    // The owner's own session (from sign-up) still works.
    expect((await t.call({ method: 'GET', url: '/api/auth/user', cookie: owner.cookie })).statusCode).toBe(200);
  });

  it('audit chain: intact, then a tampered entry is reported and the "fix" changes nothing', async () => {
    expect((await dry('audit-chain')).found).toBe(0);
    const [first] = await t.database.db.select().from(auditLog).orderBy(auditLog.seq).limit(1);
    // Altered directly, as a superuser could (the append-only trigger set aside, as audit.test.ts does).
    const tamper = async (action: string) => {
      await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
      await t.database.db.execute(sql`update audit_log set action = ${action} where seq = ${first!.seq}`);
      await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
    };
    await tamper('tampered');
    const run = await fix('audit-chain');
    expect(run).toMatchObject({ found: 1, changed: 0 });
    expect(run.items[0]!.label).toMatch(/hash-mismatch/);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.seq, first!.seq)))[0]!.action).toBe('tampered');
    await tamper(first!.action);
    expect((await dry('audit-chain')).found).toBe(0);
  });
});

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
