import { randomUUID } from 'node:crypto';
import { rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  documents,
  jobs,
  outbox,
  sessions,
  webhookDeliveries,
  webhookEndpoints,
  workspaceInvitations,
} from '../../db/schema/index.ts';
import { hashToken } from '../workspaces/index.ts';
import { t, owner, workspaceId, sent, hour, documentWithBlob, dry, fix } from './autoheal-setup.ts';

/**
 * Each auto-heal detector on a planted fault: it finds the fault, the dry run changes nothing (the
 * planted row read back unchanged), the fix repairs it (the row read back repaired), and a healthy
 * neighbour is never touched. Oracle: the rows and files themselves, read directly.
 */

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
