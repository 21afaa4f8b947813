import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { t, call, evaluatedProject } from './reports-setup.ts';

describe('showcase', () => {
  it('publishes chosen fields only with a CR badge linking to the verification; unpublishing takes page and badge down', async () => {
    const owner = await signUp(t);
    const { id, run } = await evaluatedProject(owner);
    const created = (await call(owner, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' })).json();
    const pub = await t.call({
      method: 'PUT',
      url: `/api/projects/${id}/showcase`,
      cookie: owner.cookie,
      payload: { fields: ['industry', 'score'], reportId: created.id },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const { slug, badgeUrl } = pub.json();
    expect(badgeUrl).toBe(`http://localhost:3000/api/showcase/${slug}/badge.svg`);

    const page = (await call(null, 'GET', `/api/showcase/${slug}`)).json();
    expect(page.title).toBe('Caffè Più agrivoltaico');
    expect(page.industry).toBe('35.11');
    expect(page).not.toHaveProperty('estimatedBudget'); // not chosen, not shown
    expect(page.score.total).toBe(run.score.total);
    expect(page.report.verifyUrl).toBe(`http://localhost:3000/verify/${created.id}`);

    const badge = await call(null, 'GET', `/api/showcase/${slug}/badge.svg`);
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    expect(badge.headers['cache-control']).toBe('public, no-cache');
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Oracle for the score's text: one decimal, English digits (docs/methodology/cr-score.md "Display").
    expect(badge.body).toContain(run.score.total.toFixed(1));
    expect(badge.body).toContain(`/verify/${created.id}`);
    const again = await t.call({
      method: 'GET',
      url: `/api/showcase/${slug}/badge.svg`,
      headers: { 'if-none-match': String(badge.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const stranger = await signUp(t);
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${id}/showcase`, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/projects/${id}/showcase`, cookie: owner.cookie })).statusCode).toBe(204);
    expect((await call(null, 'GET', `/api/showcase/${slug}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/showcase/${slug}/badge.svg`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/showcase')).json().some((s: { slug: string }) => s.slug === slug)).toBe(false);
  });
});

describe('reports and personal data', () => {
  it("keeps a team project's sealed report verifiable after its author is erased, without the author", async () => {
    const owner = await signUp(t);
    const editor = await signUp(t);
    const { id } = await evaluatedProject(owner);
    // The editor (the one to be erased) seals a report on the owner's project: it must outlive them.
    const { workspaces, workspaceMembers, projects, users } = await import('../../db/schema/index.ts');
    // Team workspaces are an Enterprise feature: without it the editor would keep read access only (issue 22).
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const [team] = await t.database.db.insert(workspaces).values({ name: 'Team', kind: 'team' }).returning();
    await t.database.db.insert(workspaceMembers).values([
      { workspaceId: team!.id, userId: owner.id, role: 'owner' },
      { workspaceId: team!.id, userId: editor.id, role: 'editor' },
    ]);
    await t.database.db.update(projects).set({ workspaceId: team!.id }).where(eq(projects.id, id));
    const created = (await call(editor, 'POST', `/api/projects/${id}/reports`, { kind: 'evaluation', language: 'en' })).json();
    expect(created.id).toBeDefined();
    const erased = await t.call({
      method: 'DELETE',
      url: '/api/account',
      cookie: editor.cookie,
      payload: { password: 'a sound passphrase' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.database.db
      .select({ createdBy: reports.createdBy, sha256: reports.sha256 })
      .from(reports)
      .where(eq(reports.id, created.id));
    expect(row).toEqual({ createdBy: null, sha256: created.sha256 });
    const v = (await call(null, 'GET', `/api/verify/${created.id}`)).json();
    expect(v.signature.valid).toBe(true);
  });
});
