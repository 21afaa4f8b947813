import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, workspaceMembers } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers?: Record<string, string>) =>
  t.call({ method, url, cookie: who.cookie, payload, headers });

describe('team seats (issue 22): workspace members beyond the plan keep read access', () => {
  it('an editor of a team workspace whose owner lost Enterprise: every edit refused (translated, with the way up), lists mark it', async () => {
    const owner = await signUp(t);
    const editor = await signUp(t);
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const ws = await call(owner, 'POST', '/api/workspaces', { name: 'Team' });
    expect(ws.statusCode, ws.body).toBe(201);
    await t.database.db.insert(workspaceMembers).values({ workspaceId: ws.json().id, userId: editor.id, role: 'editor' });
    const p = await call(owner, 'POST', '/api/projects', {
      title: 'Team project',
      industry: '62.01',
      targetMarket: 'EU',
      estimatedBudget: 1000,
      workspaceId: ws.json().id,
    });
    expect(p.statusCode, p.body).toBe(201);
    const id = p.json().id as string;
    expect((await call(editor, 'PATCH', `/api/projects/${id}`, { title: 'Edited' })).statusCode).toBe(200);
    const listed = async (who: Person) =>
      (
        (await call(who, 'GET', '/api/projects')).json() as Array<{ id: string; readOnlyReason: string | null; upgradeUrl: string | null }>
      ).find((x) => x.id === id)!;
    expect((await listed(editor)).readOnlyReason).toBeNull();

    await t.database.db.update(users).set({ subscriptionTier: 'business' }).where(eq(users.id, owner.id));
    const back = `/quick-checkout?plan=enterprise&returnTo=${encodeURIComponent(`/projects/${id}`)}`;
    const refused = await call(editor, 'PATCH', `/api/projects/${id}`, { title: 'Edited again' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PROJECT_READ_ONLY_SEATS', details: { upgradeUrl: back } });
    expect(refused.json().message).toContain('team');
    const it = await call(editor, 'PATCH', `/api/projects/${id}`, { title: 'x' }, { 'accept-language': 'it' });
    expect(it.json().message).toContain('accesso in lettura');
    // The other gated capabilities: inputs, a run, the status.
    expect((await call(editor, 'PUT', `/api/projects/${id}/evaluation-inputs`, {})).json().code).toBe('PROJECT_READ_ONLY_SEATS');
    expect((await call(editor, 'POST', `/api/projects/${id}/evaluations`, {})).json().code).toBe('PROJECT_READ_ONLY_SEATS');
    expect((await call(editor, 'POST', `/api/projects/${id}/status`, { status: 'archived' })).json().code).toBe('PROJECT_READ_ONLY_SEATS');
    // Read access kept; the list and the page say why, with the way up.
    expect((await call(editor, 'GET', `/api/projects/${id}`)).json()).toMatchObject({ readOnlyReason: 'team_seats', upgradeUrl: back });
    expect(await listed(editor)).toMatchObject({ readOnlyReason: 'team_seats', upgradeUrl: back });
    // The owner keeps editing and sees nothing read-only.
    expect((await call(owner, 'PATCH', `/api/projects/${id}`, { title: 'Owner edits' })).statusCode).toBe(200);
    expect((await listed(owner)).readOnlyReason).toBeNull();
  });
});
