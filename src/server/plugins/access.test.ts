import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/harness.ts';
import { registerAccess } from './access.ts';
import type { AppContext } from '../context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('same-origin rule for cookie-authenticated mutations', () => {
  it('refuses a mutation whose Origin is another site with 403 CROSS_ORIGIN_REJECTED, and changes nothing', async () => {
    const u = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/notifications/read-all', cookie: u.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN_REJECTED');
  });

  it('refuses a cookie mutation that shows neither Origin nor Sec-Fetch-Site', async () => {
    const u = await signUp(t);
    const res = await t.call({ method: 'POST', url: '/api/notifications/read-all', cookie: u.cookie, origin: null });
    expect(res.statusCode).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin when the browser sends no Origin', async () => {
    const u = await signUp(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/notifications/read-all',
      cookie: u.cookie,
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in (login CSRF) even without a cookie', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('security headers and error shape', () => {
  it('sends CSP without inline scripts, frame-ancestors none, nosniff, referrer policy, and no-store on the API', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and a __Host- session cookie with Secure when served over TLS behind a trusted proxy', async () => {
    const tls = await createTestApp({ PUBLIC_URL: 'https://cr.example', TRUST_PROXY: 'true' });
    try {
      const res = await tls.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://cr.example', 'x-forwarded-proto': 'https', host: 'cr.example' },
        payload: { email: 'tls@example.com', password: 'a sound passphrase', username: 'Tess', role: 'proponent' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const cookie = [res.headers['set-cookie']]
        .flat()
        .map(String)
        .find((c) => c.startsWith('__Host-cr_session='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await tls.close();
    }
  });

  it('answers an unknown API path with a coded 404, and never sends a stack trace', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('answers malformed JSON with VALIDATION_FAILED and an oversized error report with 413', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/errors',
      payload: '{"message":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const huge = await t.call({
      method: 'POST',
      url: '/api/errors',
      payload: JSON.stringify({ message: 'x'.repeat(70_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes an OpenAPI 3.1 document generated from the contract', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/notifications/{id}/read', '/api/gdpr/consent']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties.password.minLength).toBe(12);
  });

  it('reports 503 from /api/health when the database does not answer', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await down.app.close();
  });
});

describe('route policies', () => {
  it('refuses to boot when a route declares no policy', async () => {
    const app = Fastify();
    registerAccess(app, { audit: async () => undefined } as unknown as AppContext);
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(/declares no access policy/);
  });
});
