import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PER_HOUR } from '../../../domain/feedback/index.ts';
import { auditLog, feedback, notifications, users } from '../../db/schema/index.ts';
import { createTestApp, midHourClock, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

// Feedback and the first-run setup (issue 26, ADR 0054). Oracles: the database's own rows (feedback,
// audit_log, notifications, users) and the limits written in src/domain/feedback.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  // (the hourly limit counts in windows fixed to the clock's hours)
  t = await createTestApp({}, { now: midHourClock() });
  admin = await signUpAdmin(t);
});
afterAll(async () => t.close());

const body = (description = 'The score card overflows on my phone') => ({
  description,
  route: '/projects/abc',
  appVersion: '1.2.3',
  viewport: { width: 375, height: 812 },
});
type Who = { cookie: string };
const send = (who: Who, payload: object = body()) => t.call({ method: 'POST', url: '/api/feedback', cookie: who.cookie, payload });
const inbox = (who: Who, q = '') => t.call({ method: 'GET', url: `/api/admin/feedback${q}`, cookie: who.cookie });
const move = (who: Who, id: string, payload: object) =>
  t.call({ method: 'PATCH', url: `/api/admin/feedback/${id}`, cookie: who.cookie, payload });

describe('feedback', () => {
  it('stores what the widget sends, tells the admins, and lists it newest first in the inbox', async () => {
    const user = await signUp(t);
    const first = await send(user, body('First words'));
    const second = await send(user, body('Second words'));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, second.json().id));
    expect(row).toMatchObject({ userId: user.id, description: 'Second words', route: '/projects/abc', appVersion: '1.2.3' });
    expect([row!.viewportWidth, row!.viewportHeight, row!.status]).toEqual([375, 812, 'new']);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.messageKey, 'feedback.received')));
    expect(told.length).toBeGreaterThanOrEqual(2);
    const list = await inbox(admin, '?status=new');
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.filter((f: { userId: string }) => f.userId === user.id);
    expect(mine.map((f: { description: string }) => f.description)).toEqual(['Second words', 'First words']);
    expect(mine[0]).toMatchObject({ userEmail: user.email, status: 'new', viewport: { width: 375, height: 812 } });
  });

  it('refuses an empty, an over-long or a NUL-bearing description with 400, and non-admins the inbox with 403', async () => {
    const user = await signUp(t);
    for (const d of ['   ', 'x'.repeat(2001), 'a\u0000b']) expect((await send(user, body(d))).statusCode).toBe(400);
    expect((await send(user, { ...body(), route: undefined })).statusCode).toBe(400);
    expect((await inbox(user)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/feedback', payload: body() })).statusCode).toBe(401);
  });

  it(`limits each user to ${FEEDBACK_PER_HOUR} sends an hour (429), not the next user`, async () => {
    const user = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i <= FEEDBACK_PER_HOUR; i += 1) codes.push((await send(user)).statusCode);
    expect(codes.filter((c) => c === 201).length).toBe(FEEDBACK_PER_HOUR);
    expect(codes.at(-1)).toBe(429);
    expect((await send(await signUp(t))).statusCode).toBe(201);
  });

  it('moves new → triaged → resolved with a note, audited; refuses a move the rules do not allow (409)', async () => {
    const user = await signUp(t);
    const id = (await send(user)).json().id as string;
    const triaged = await move(admin, id, { status: 'triaged', note: 'Reproduced at 375 px' });
    expect([triaged.statusCode, triaged.json().status, triaged.json().note]).toEqual([200, 'triaged', 'Reproduced at 375 px']);
    const back = await move(admin, id, { status: 'new' });
    expect([back.statusCode, back.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await move(admin, id, { status: 'resolved' })).json().status).toBe('resolved');
    expect((await move(user, id, { status: 'declined' })).statusCode).toBe(403);
    expect((await move(admin, '00000000-0000-4000-8000-000000000000', { status: 'triaged' })).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, id), eq(auditLog.action, 'admin.feedback.status')));
    expect(audits.map((a) => (a.details as { status: string }).status).sort()).toEqual(['resolved', 'triaged']);
    const resolved = (await inbox(admin, '?status=resolved')).json();
    expect(resolved.items.some((f: { id: string }) => f.id === id)).toBe(true);
    expect(resolved.counts.resolved).toBe(resolved.items.length);
  });
});

describe('first-run setup (/beta-onboarding)', () => {
  const put = (who: Who, payload: object) => t.call({ method: 'PUT', url: '/api/onboarding', cookie: who.cookie, payload });

  it('stores goals and language, changes a self-service role once, remembers completion, then locks the role', async () => {
    const user = await signUp(t, 'proponent');
    const start = await t.call({ method: 'GET', url: '/api/onboarding', cookie: user.cookie });
    expect(start.json()).toEqual({ completedAt: null, goals: [], role: 'proponent', roleChangeable: true });
    const set = await put(user, { role: 'investor', goals: ['funding', 'funding', 'portfolio'], language: 'it' });
    expect(set.json()).toMatchObject({ role: 'investor', goals: ['funding', 'portfolio'], completedAt: null });
    const done = await put(user, { complete: true });
    expect(done.json()).toMatchObject({ roleChangeable: false });
    expect(done.json().completedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect([row!.role, row!.language, row!.onboardedAt !== null]).toEqual(['investor', 'it', true]);
    expect((await put(user, { role: 'consultant' })).statusCode).toBe(403);
  });

  it('never makes anyone an admin, and never changes an admin', async () => {
    const user = await signUp(t);
    expect((await put(user, { role: 'admin' })).statusCode).toBe(400);
    expect((await put(admin, { role: 'investor' })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.role).toBe('admin');
  });
});
