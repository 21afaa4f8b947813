import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_SCOPES, type ApiScope } from '../../../domain/developer/index.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
async function enterprise(role: 'proponent' | 'investor'): Promise<Person> {
  const u = await signUp(t, role);
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, u.id));
  return u;
}
async function projectOf(who: Person) {
  const p = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie: who.cookie,
    payload: { title: 'Matrix', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
  });
  expect(p.statusCode, p.body).toBe(201);
  return p.json().id as string;
}

/** A concrete URL for a route: the project's id where the route is project-scoped, a random id elsewhere. */
function urlFor(url: string, projectId: string): string {
  return url
    .replace(/^\/api\/projects\/:id/, `/api/projects/${projectId}`)
    .replace(/:version/, '1')
    .replace(/:[a-zA-Z]+/g, () => randomUUID());
}

describe('scope matrix (issue 24): every route that declares a scope × every scope × the owner’s rights', () => {
  it('a key is allowed only where it holds the route’s scope, and then answers exactly as its owner’s session does', async () => {
    const scoped = t.app.routeCatalogue.filter((r) => r.scope && r.method !== 'HEAD');
    // The routes the issue lists are among them, with the scopes it names.
    const declared = new Map(scoped.map((r) => [`${r.method} ${r.url}`, r.scope]));
    expect(declared.get('GET /api/projects')).toBe('projects:read');
    expect(declared.get('POST /api/projects')).toBe('projects:write');
    expect(declared.get('PATCH /api/projects/:id')).toBe('projects:write');
    expect(declared.get('GET /api/projects/:id/evaluations')).toBe('projects:read');
    expect(declared.get('POST /api/projects/:id/evaluations')).toBe('evaluations:run');
    expect(declared.get('GET /api/projects/:id/documents')).toBe('documents:read');
    expect(declared.get('POST /api/projects/:id/documents')).toBe('documents:write');
    expect(declared.get('GET /api/projects/:id/compliance')).toBe('compliance:read');
    expect(declared.get('GET /api/reports/:id/pdf')).toBe('reports:read');
    expect(declared.get('GET /api/funding/calls')).toBe('funding:read');
    expect(declared.get('GET /api/portfolios')).toBe('portfolio:read');

    let cells = 0;
    // Two owners with different rights: a proponent and an investor (e.g. projects.create is the proponent's).
    for (const role of ['proponent', 'investor'] as const) {
      const owner = await enterprise(role);
      const stranger = await enterprise('proponent');
      const own = role === 'proponent' ? await projectOf(owner) : randomUUID();
      const theirs = await projectOf(stranger);
      const keys = new Map<ApiScope, string>();
      for (const scope of API_SCOPES) {
        const res = await t.call({
          method: 'POST',
          url: '/api/developer/keys',
          cookie: owner.cookie,
          payload: { name: scope, scopes: [scope] },
        });
        expect(res.statusCode, res.body).toBe(201);
        keys.set(scope, res.json().key as string);
      }
      for (const route of scoped) {
        for (const projectId of route.url.startsWith('/api/projects/:id') ? [own, theirs] : [own]) {
          const url = urlFor(route.url, projectId);
          const method = route.method as 'GET' | 'POST' | 'PATCH';
          // An empty body: where everything before validation admits the caller, the answer is 400, and nothing is written.
          const payload = method === 'GET' ? undefined : {};
          const session = await t.call({ method, url, cookie: owner.cookie, ...(payload ? { payload } : {}) });
          for (const scope of API_SCOPES) {
            const res = await t.call({
              method,
              url,
              origin: null,
              headers: { authorization: `Bearer ${keys.get(scope)}` },
              ...(payload ? { payload } : {}),
            });
            const cell = `${role} ${scope} × ${route.method} ${url}`;
            cells += 1;
            if (scope !== route.scope) {
              expect([res.statusCode, res.json().code, res.json().details.scope], cell).toEqual([403, 'SCOPE_REQUIRED', route.scope]);
            } else {
              // Never beyond the owner: the same status as the owner's own session (403 where the role lacks the
              // permission, 404 for a project the owner cannot see, 200/400 where the owner may).
              expect(res.statusCode, `${cell}: ${res.body}`).toBe(session.statusCode);
              if (projectId === theirs) expect(res.statusCode, cell).toBe(404);
            }
          }
        }
      }
    }
    expect(cells).toBeGreaterThan(API_SCOPES.length * 20);
  }, 120_000);
});
