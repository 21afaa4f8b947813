import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workspaceInvitations } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { t, setTier, minimal, call, teamOf, tokenMailedTo, join } from './workspaces-setup.ts';

describe('workspaces', () => {
  it('gives every new account its personal workspace, owned by it', async () => {
    const u = await signUp(t);
    expect((await call(u, 'GET', '/api/workspaces')).json()).toEqual([
      { id: expect.any(String), name: expect.any(String), kind: 'personal', role: 'owner', logo: null },
    ]);
  });

  it('creates team workspaces on Enterprise only (403 PLAN_REQUIRED otherwise)', async () => {
    const u = await signUp(t);
    const refused = await call(u, 'POST', '/api/workspaces', { name: 'Team' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
    const team = await teamOf(u, 'Alpha team');
    expect(team).toMatchObject({ name: 'Alpha team', kind: 'team', role: 'owner' });
    expect((await call(u, 'GET', '/api/workspaces')).json().map((w: { kind: string }) => w.kind)).toEqual(['personal', 'team']);
  });

  it('invites by e-mail through the outbox; only the invited address can accept, once', async () => {
    const owner = await signUp(t);
    const invited = await signUp(t);
    const other = await signUp(t);
    const team = await teamOf(owner);
    const inv = await call(owner, 'POST', `/api/workspaces/${team.id}/invitations`, { email: invited.email.toUpperCase(), role: 'editor' });
    expect(inv.statusCode, inv.body).toBe(201);
    expect(inv.json()).toMatchObject({ email: invited.email, role: 'editor', status: 'pending' });
    // Valid 7 days (the contract's expiry), to the millisecond of the creation.
    expect(Date.parse(inv.json().expiresAt) - Date.parse(inv.json().createdAt)).toBe(7 * 24 * 3600 * 1000);
    const token = await tokenMailedTo(invited.email);
    const [stored] = await t.database.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, inv.json().id));
    expect(stored!.tokenHash).not.toContain(token);

    const wrong = await call(other, 'POST', `/api/invitations/${token}/accept`);
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'INVITATION_EMAIL_MISMATCH']);
    expect((await t.call({ method: 'POST', url: `/api/invitations/${token}/accept` })).statusCode).toBe(401);
    const ok = await call(invited, 'POST', `/api/invitations/${token}/accept`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ workspace: { id: team.id, name: team.name, kind: 'team', role: 'editor' } });
    const again = await call(invited, 'POST', `/api/invitations/${token}/accept`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVITATION_USED']);
    const unknown = await call(invited, 'POST', `/api/invitations/${'x'.repeat(43)}/accept`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'INVITATION_NOT_FOUND']);
    expect(
      (await call(invited, 'GET', `/api/workspaces/${team.id}/members`))
        .json()
        .map((m: { email: string; role: string }) => [m.email, m.role]),
    ).toEqual([
      [owner.email, 'owner'],
      [invited.email, 'editor'],
    ]);
    const dup = await call(owner, 'POST', `/api/workspaces/${team.id}/invitations`, { email: invited.email, role: 'viewer' });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'ALREADY_MEMBER']);
  });

  it('refuses revoked and expired invitations with their own codes, and lists them with their status', async () => {
    const owner = await signUp(t);
    const a = await signUp(t);
    const b = await signUp(t);
    const team = await teamOf(owner);
    const ia = (await call(owner, 'POST', `/api/workspaces/${team.id}/invitations`, { email: a.email, role: 'viewer' })).json();
    const ta = await tokenMailedTo(a.email);
    expect((await call(owner, 'DELETE', `/api/workspaces/${team.id}/invitations/${ia.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/workspaces/${team.id}/invitations/${ia.id}`)).json().code).toBe('INVITATION_NOT_FOUND');
    const revoked = await call(a, 'POST', `/api/invitations/${ta}/accept`);
    expect([revoked.statusCode, revoked.json().code]).toEqual([410, 'INVITATION_REVOKED']);

    const ib = (await call(owner, 'POST', `/api/workspaces/${team.id}/invitations`, { email: b.email, role: 'viewer' })).json();
    const tb = await tokenMailedTo(b.email);
    await t.database.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.id, ib.id));
    const expired = await call(b, 'POST', `/api/invitations/${tb}/accept`);
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'INVITATION_EXPIRED']);
    expect(
      (await call(owner, 'GET', `/api/workspaces/${team.id}/invitations`))
        .json()
        .map((i: { email: string; status: string }) => [i.email, i.status]),
    ).toEqual([
      [b.email, 'expired'],
      [a.email, 'revoked'],
    ]);
    expect((await call(b, 'GET', `/api/workspaces/${team.id}/members`)).json().code).toBe('WORKSPACE_NOT_FOUND');
  });

  it('lets only owners manage members; non-members learn nothing (404)', async () => {
    const owner = await signUp(t);
    const editor = await signUp(t);
    const stranger = await signUp(t);
    const team = await teamOf(owner);
    await join(owner, team.id, editor, 'editor');
    const byEditor = await call(editor, 'POST', `/api/workspaces/${team.id}/invitations`, { email: stranger.email, role: 'viewer' });
    expect([byEditor.statusCode, byEditor.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await call(editor, 'PATCH', `/api/workspaces/${team.id}/members/${owner.id}`, { role: 'viewer' })).statusCode).toBe(403);
    for (const [m, url] of [
      ['GET', `/api/workspaces/${team.id}/members`],
      ['GET', `/api/workspaces/${team.id}/invitations`],
      ['DELETE', `/api/workspaces/${team.id}/members/${owner.id}`],
    ] as const) {
      const res = await call(stranger, m, url);
      expect([res.statusCode, res.json().code], url).toEqual([404, 'WORKSPACE_NOT_FOUND']);
    }
    const personal = (await call(owner, 'GET', '/api/workspaces')).json().find((w: { kind: string }) => w.kind === 'personal');
    const toPersonal = await call(owner, 'POST', `/api/workspaces/${personal.id}/invitations`, { email: stranger.email, role: 'viewer' });
    expect([toPersonal.statusCode, toPersonal.json().code]).toEqual([409, 'PERSONAL_WORKSPACE']);
    const leavePersonal = await call(owner, 'DELETE', `/api/workspaces/${personal.id}/members/${owner.id}`);
    expect([leavePersonal.statusCode, leavePersonal.json().code]).toEqual([409, 'PERSONAL_WORKSPACE']);
  });

  it('never leaves a workspace without an owner, and transfers ownership by promote-then-demote', async () => {
    const owner = await signUp(t);
    const next = await signUp(t);
    const team = await teamOf(owner);
    await join(owner, team.id, next, 'editor');
    const demote = await call(owner, 'PATCH', `/api/workspaces/${team.id}/members/${owner.id}`, { role: 'editor' });
    expect([demote.statusCode, demote.json().code]).toEqual([409, 'LAST_OWNER']);
    const leave = await call(owner, 'DELETE', `/api/workspaces/${team.id}/members/${owner.id}`);
    expect([leave.statusCode, leave.json().code]).toEqual([409, 'LAST_OWNER']);

    expect((await call(owner, 'PATCH', `/api/workspaces/${team.id}/members/${next.id}`, { role: 'owner' })).json()).toMatchObject({
      userId: next.id,
      role: 'owner',
    });
    expect((await call(owner, 'PATCH', `/api/workspaces/${team.id}/members/${owner.id}`, { role: 'viewer' })).json()).toMatchObject({
      userId: owner.id,
      role: 'viewer',
    });
    expect((await call(owner, 'PATCH', `/api/workspaces/${team.id}/members/${owner.id}`, { role: 'owner' })).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/workspaces/${team.id}/members/${owner.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', '/api/workspaces')).json().map((w: { id: string }) => w.id)).not.toContain(team.id);
    const last = await call(next, 'DELETE', `/api/workspaces/${team.id}/members/${next.id}`);
    expect(last.json().code).toBe('LAST_OWNER');
    const missing = await call(next, 'PATCH', `/api/workspaces/${team.id}/members/${owner.id}`, { role: 'editor' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'MEMBER_NOT_FOUND']);
  });

  it('lets two people work on one team project; viewers read only; removal ends access', async () => {
    const owner = await signUp(t);
    const editor = await signUp(t);
    const viewer = await signUp(t);
    const team = await teamOf(owner);
    await join(owner, team.id, editor, 'editor');
    await join(owner, team.id, viewer, 'viewer');
    const created = await call(editor, 'POST', '/api/projects', minimal('Shared plant', { workspaceId: team.id }));
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ workspaceId: team.id, sharedWithMe: false, access: { via: 'member', level: 'editor' } });
    expect((await call(owner, 'PATCH', `/api/projects/${p.id}`, { description: 'by the owner' })).statusCode).toBe(200);
    expect((await call(editor, 'GET', `/api/projects/${p.id}`)).json().description).toBe('by the owner');
    const byViewer = await call(viewer, 'PATCH', `/api/projects/${p.id}`, { title: 'mine' });
    expect([byViewer.statusCode, byViewer.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await call(viewer, 'GET', `/api/projects?workspaceId=${team.id}`)).json().map((x: { id: string }) => x.id)).toEqual([p.id]);
    const viewerCreates = await call(viewer, 'POST', '/api/projects', minimal('no', { workspaceId: team.id }));
    expect([viewerCreates.statusCode, viewerCreates.json().code]).toEqual([403, 'FORBIDDEN']);
    const outsider = await signUp(t);
    const outsiderCreates = await call(outsider, 'POST', '/api/projects', minimal('no', { workspaceId: team.id }));
    expect([outsiderCreates.statusCode, outsiderCreates.json().code]).toEqual([404, 'WORKSPACE_NOT_FOUND']);
    expect((await call(editor, 'DELETE', `/api/projects/${p.id}`)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', `/api/workspaces/${team.id}/members/${editor.id}`)).statusCode).toBe(204);
    expect((await call(editor, 'GET', `/api/projects/${p.id}`)).statusCode).toBe(404);
    // The dashboard figures cover the caller's workspaces: the team project counts for the owner.
    expect((await call(owner, 'GET', '/api/stats')).json().projectsCount).toBe(1);
    expect((await call(owner, 'GET', `/api/stats?workspaceId=${team.id}`)).json().projectsCount).toBe(1);
    expect((await call(editor, 'GET', '/api/stats')).json().projectsCount).toBe(0);
    expect((await call(editor, 'GET', `/api/stats?workspaceId=${team.id}`)).statusCode).toBe(404);
  });

  it("counts the project limit per workspace, by the workspace owner's plan", async () => {
    const owner = await signUp(t);
    const editor = await signUp(t); // free plan: one project of their own
    const team = await teamOf(owner);
    await join(owner, team.id, editor, 'editor');
    await setTier(owner.id, 'professional'); // 5 projects per workspace (seed section 9)
    for (let i = 1; i <= 5; i += 1)
      expect((await call(editor, 'POST', '/api/projects', minimal(`t${i}`, { workspaceId: team.id }))).statusCode).toBe(201);
    const over = await call(editor, 'POST', '/api/projects', minimal('t6', { workspaceId: team.id }));
    expect(over.json()).toMatchObject({ code: 'PROJECT_LIMIT_REACHED', details: { used: 5, limit: 5, tier: 'professional' } });
    expect((await call(editor, 'GET', `/api/projects/usage?workspaceId=${team.id}`)).json()).toEqual({
      used: 5,
      limit: 5,
      tier: 'professional',
    });
    // The editor's personal workspace follows the editor's own (free) plan: 1.
    expect((await call(editor, 'POST', '/api/projects', minimal('mine'))).statusCode).toBe(201);
    expect((await call(editor, 'GET', '/api/projects/usage')).json()).toEqual({ used: 1, limit: 1, tier: 'free' });
    await setTier(owner.id, 'enterprise');
    expect((await call(editor, 'POST', '/api/projects', minimal('t6', { workspaceId: team.id }))).statusCode).toBe(201);
  });
});
