import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the OpenAPI document names each operation’s scope (issue 24)', () => {
  it('every route that declares a scope lists it in x-scopes and its description, accepts the bearer scheme and lists the key errors', async () => {
    const res = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const scoped = t.app.routeCatalogue.filter((r) => r.scope && r.method !== 'HEAD');
    expect(scoped.length).toBeGreaterThan(20);
    for (const r of scoped) {
      const path = r.url.replace(/:([a-zA-Z]+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${path}`).toBeDefined();
      expect(op['x-scopes'], path).toEqual([r.scope]);
      expect(op.description, path).toContain(r.scope);
      expect(op.security, path).toContainEqual({ apiKey: [] });
      for (const status of ['401', '403', '429']) expect(Object.keys(op.responses), `${path} ${status}`).toContain(status);
    }
    // A session-only route says so and offers no bearer scheme.
    const keys = doc.paths['/api/developer/keys'].post;
    expect(keys['x-scopes']).toEqual([]);
    expect(keys.security).toEqual([{ session: [] }]);
  });
});

describe('the reference renderer (issue 24)', () => {
  it('serves Scalar’s standalone script from the app itself (no CDN), cacheable', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/scalar.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('createApiReference');
    expect(res.body.length).toBeGreaterThan(1_000_000);
  });
});
