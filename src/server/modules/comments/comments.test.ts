import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, notifications, projectComments, projectGrants, users, workspaceMembers } from '../../db/schema/index.ts';
import { EXPORT_SECTIONS } from '../privacy/export-archive.ts';
import { COMMENT_RATE } from './service.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) =>
  t.call({ method, url, cookie: who.cookie, payload, headers });
const minimal = { title: 'Agrivoltaic farm', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000 };

async function projectOf(owner: Person): Promise<string> {
  const res = await call(owner, 'POST', '/api/projects', minimal);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function share(owner: Person, projectId: string, who: Person, access: 'read' | 'comment' | 'edit') {
  const res = await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: who.email, access });
  expect(res.statusCode, res.body).toBe(201);
}
const commentNotices = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.title.startsWith('New comment')));

describe('project comments', () => {
  it('lets a comment grantee post; the owner reads it newest last, is notified, and the audit names no words', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const id = await projectOf(owner);
    await share(owner, id, investor, 'comment');

    const first = await call(investor, 'POST', `/api/projects/${id}/comments`, { body: '  Which discount rate did you use?  ' });
    expect(first.statusCode, first.body).toBe(201);
    // Trimmed by the contract: the two leading and two trailing spaces go.
    expect(first.json()).toMatchObject({ projectId: id, body: 'Which discount rate did you use?', author: { id: investor.id } });
    const second = await call(owner, 'POST', `/api/projects/${id}/comments`, { body: 'Eight per cent, see the plan.' });
    expect(second.statusCode, second.body).toBe(201);

    const list = await call(owner, 'GET', `/api/projects/${id}/comments`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { body: string; author: { id: string } }) => [c.author.id, c.body])).toEqual([
      [investor.id, 'Which discount rate did you use?'],
      [owner.id, 'Eight per cent, see the plan.'],
    ]);
    const [u] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, investor.id));
    expect(list.json()[0].author.name).toBe(u!.username);

    // The owner hears of the investor's comment, and nobody of their own: one notice each way at most.
    const toOwner = await commentNotices(owner.id);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.content).toContain('Which discount rate did you use?');
    expect(toOwner[0]!.linkUrl).toBe(`/projects/${id}`);
    expect(await commentNotices(investor.id)).toHaveLength(0);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.comment'), eq(auditLog.actorId, investor.id)))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(entry).toMatchObject({ target: id, outcome: 'success' });
    expect(JSON.stringify(entry)).not.toContain('discount rate');
  });

  it('notifies every owner of a team workspace except the author', async () => {
    const owner = await signUp(t, 'proponent');
    const coOwner = await signUp(t, 'proponent');
    const editor = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const team = await call(owner, 'POST', '/api/workspaces', { name: 'Comment team' });
    expect(team.statusCode, team.body).toBe(201);
    const workspaceId = team.json().id as string;
    await t.database.db.insert(workspaceMembers).values([
      { workspaceId, userId: coOwner.id, role: 'owner' },
      { workspaceId, userId: editor.id, role: 'editor' },
    ]);
    const created = await call(owner, 'POST', '/api/projects', { ...minimal, workspaceId });
    expect(created.statusCode, created.body).toBe(201);
    const res = await call(coOwner, 'POST', `/api/projects/${created.json().id}/comments`, { body: 'Looks ready to send.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await commentNotices(owner.id)).toHaveLength(1);
    expect(await commentNotices(coOwner.id)).toHaveLength(0);
    expect(await commentNotices(editor.id)).toHaveLength(0);
  });

  it('refuses an empty or over-long body with a translated VALIDATION_FAILED, and takes exactly 2000 characters', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const blank = await call(owner, 'POST', `/api/projects/${id}/comments`, { body: '   \n ' }, { 'accept-language': 'it' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ path: 'body' }] } });
    const english = await call(owner, 'POST', `/api/projects/${id}/comments`, { body: '' }, { 'accept-language': 'en' });
    expect(blank.json().message).not.toBe(english.json().message); // Italian, not the English text
    const long = await call(owner, 'POST', `/api/projects/${id}/comments`, { body: 'x'.repeat(2001) });
    expect([long.statusCode, long.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const max = await call(owner, 'POST', `/api/projects/${id}/comments`, { body: 'x'.repeat(2000) });
    expect(max.statusCode, max.body).toBe(201);
    expect((await call(owner, 'GET', `/api/projects/${id}/comments`)).json()).toHaveLength(1);
  });

  it('is bounded by the database too (CHECK 1..2000 characters)', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    await expect(t.database.db.insert(projectComments).values({ projectId: id, authorId: owner.id, body: '' })).rejects.toThrow();
    await expect(
      t.database.db.insert(projectComments).values({ projectId: id, authorId: owner.id, body: 'y'.repeat(2001) }),
    ).rejects.toThrow();
  });

  it('shows comments to a read grantee but refuses their post (403); expired, revoked and strangers get 404', async () => {
    const owner = await signUp(t, 'proponent');
    const reader = await signUp(t, 'investor');
    const expired = await signUp(t, 'investor');
    const revoked = await signUp(t, 'investor');
    const stranger = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    await share(owner, id, reader, 'read');
    await t.database.db.insert(projectGrants).values([
      { projectId: id, granteeId: expired.id, access: 'comment', grantedBy: owner.id, expiresAt: new Date(Date.now() - 60_000) },
      { projectId: id, granteeId: revoked.id, access: 'comment', grantedBy: owner.id, revokedAt: new Date(Date.now() - 60_000) },
    ]);
    await call(owner, 'POST', `/api/projects/${id}/comments`, { body: 'For the record.' });

    const read = await call(reader, 'GET', `/api/projects/${id}/comments`);
    expect(read.statusCode).toBe(200);
    expect(read.json().map((c: { body: string }) => c.body)).toEqual(['For the record.']);
    const refused = await call(reader, 'POST', `/api/projects/${id}/comments`, { body: 'May I?' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    for (const who of [expired, revoked, stranger]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(who, method, `/api/projects/${id}/comments`, method === 'POST' ? { body: 'Hello?' } : undefined);
        expect([res.statusCode, res.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);
      }
    }
    expect((await call(owner, 'GET', `/api/projects/${id}/comments`)).json()).toHaveLength(1);
  });

  it("exports the author's comments, and keeps them in the project with no author after erasure", async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const id = await projectOf(owner);
    await share(owner, id, investor, 'comment');
    expect((await call(investor, 'POST', `/api/projects/${id}/comments`, { body: 'Strong unit economics.' })).statusCode).toBe(201);

    const section = EXPORT_SECTIONS.find((s) => s.describe.startsWith('comments.json'))!;
    const [file] = await section.collect(t.database.db, { id: investor.id, email: investor.email });
    expect(file!.name).toBe('comments.json');
    expect(JSON.parse(String(file!.data))).toMatchObject([{ projectId: id, project: minimal.title, body: 'Strong unit economics.' }]);

    const erased = await call(investor, 'DELETE', '/api/account', { password: 'a sound passphrase' });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = (await call(owner, 'GET', `/api/projects/${id}/comments`)).json();
    expect(after).toMatchObject([{ body: 'Strong unit economics.', author: null }]);
  });

  it(`answers 429 RATE_LIMITED past ${COMMENT_RATE.limit} posts in ${COMMENT_RATE.windowSeconds / 60} minutes, and stores nothing more`, async () => {
    // Its own app with a clock stopped mid-window, so the posts cannot straddle two windows.
    const frozen = await createTestApp({}, { now: () => new Date('2026-06-01T10:05:00.000Z') });
    try {
      const owner = await signUp(frozen, 'proponent');
      const created = await frozen.call({ method: 'POST', url: '/api/projects', cookie: owner.cookie, payload: minimal });
      const id = created.json().id as string;
      const post = (n: number) =>
        frozen.call({ method: 'POST', url: `/api/projects/${id}/comments`, cookie: owner.cookie, payload: { body: `Note ${n}` } });
      for (let n = 1; n <= COMMENT_RATE.limit; n += 1) expect((await post(n)).statusCode).toBe(201);
      const over = await post(COMMENT_RATE.limit + 1);
      expect([over.statusCode, over.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect((await frozen.call({ method: 'GET', url: `/api/projects/${id}/comments`, cookie: owner.cookie })).json()).toHaveLength(
        COMMENT_RATE.limit,
      );
    } finally {
      await frozen.close();
    }
  });
});
