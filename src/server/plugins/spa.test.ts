import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, sessionCookie, type TestApp } from '../test/harness.ts';
import { acceptedLanguages } from '../lib/accept-language.ts';
import { BOOT_USER_ID, pageWithPreloads } from './spa.ts';
import { pageWithFirstFrame, sidebarCollapsed } from './first-frame.ts';

const SPLASH = '<div data-splash style="min-height: 100vh"><svg viewBox="0 0 32 32"><rect width="32" height="32" /></svg></div>';
const HTML = `<!doctype html><html><head><title>x</title></head><body><div id="root">${SPLASH}</div></body></html>`;
const PRELOADS = {
  groups: {
    visitor: ['/assets/Visitor.js', '/assets/shared.js'],
    landing: ['/assets/Landing.js', '/assets/shared.js'],
    shell: ['/assets/Shell.js'],
    dashboard: ['/assets/Dash.js'],
  },
  locales: {
    en: {
      common: '/assets/common-en.js',
      errors: '/assets/errors-en.js',
      landing: '/assets/landing-en.js',
      shell: '/assets/shell-en.js',
      dashboard: '/assets/dashboard-en.js',
    },
    it: {
      common: '/assets/common-it.js',
      errors: '/assets/errors-it.js',
      landing: '/assets/landing-it.js',
      shell: '/assets/shell-it.js',
      dashboard: '/assets/dashboard-it.js',
    },
  },
  frames: {
    dashboard: {
      en: { title: 'Welcome, {{name}}', subtitle: 'At a glance.' },
      it: { title: 'Benvenuto, {{name}}', subtitle: 'In sintesi.' },
    },
    landing: {
      en: { eyebrow: 'Due diligence', title: 'Ready for capital?', lead: 'Scores & <funding>.' },
      it: { eyebrow: 'Due diligence', title: 'Pronto?', lead: 'Punteggio.' },
    },
  },
};
const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('Accept-Language', () => {
  it('orders tags by q-value, keeping the header order on ties, and drops q=0 and *', () => {
    expect(acceptedLanguages('en;q=0.5, it-IT, de;q=0.8, fr;q=0, *;q=0.1')).toEqual(['it-IT', 'de', 'en']);
    expect(acceptedLanguages('it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['it-IT', 'it', 'en-US', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe("index.html with the first screen's preloads", () => {
  it('names, for a visitor on / whose browser prefers Italian, the landing code once and the Italian strings', () => {
    const page = pageWithPreloads(HTML, PRELOADS, '/', false, 'it-IT,it;q=0.9,en;q=0.8');
    expect(hrefs(page)).toEqual([
      '/assets/Visitor.js',
      '/assets/shared.js',
      '/assets/Landing.js',
      '/assets/common-it.js',
      '/assets/errors-it.js',
      '/assets/landing-it.js',
    ]);
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
  });
  it('names the shell and the dashboard for a browser with a session cookie, in English by default', () => {
    expect(hrefs(pageWithPreloads(HTML, PRELOADS, '/dashboard', true, undefined))).toEqual([
      '/assets/Shell.js',
      '/assets/Dash.js',
      '/assets/common-en.js',
      '/assets/errors-en.js',
      '/assets/shell-en.js',
      '/assets/dashboard-en.js',
    ]);
  });
  it('leaves the page as it is when there is nothing to name', () => {
    expect(pageWithPreloads(HTML, { groups: {}, locales: {} }, '/pricing', false, 'en')).toBe(HTML);
  });
});

describe('the first frame', () => {
  it('takes the place of the splash in the real index.html', () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const page = pageWithFirstFrame(html, '<div data-first-frame></div>');
    expect(page).not.toContain('data-splash');
    expect(page).toContain('<div id="root">');
    expect(page).toMatch(/<div data-first-frame><\/div>\s*<\/div>\s*<script type="module"/);
  });
  it('reads the sidebar cookie as the shell does: collapsed only when it says false', () => {
    expect(sidebarCollapsed('a=1; sidebar_state=false; b=2')).toBe(true);
    expect(sidebarCollapsed('sidebar_state=true')).toBe(false);
    expect(sidebarCollapsed('other_sidebar_state=false')).toBe(false);
    expect(sidebarCollapsed(undefined)).toBe(false);
  });
});

describe('the page a signed-in browser gets', () => {
  const dist = mkdtempSync(join(tmpdir(), 'cr-spa-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), HTML);
    writeFileSync(join(dist, 'boot-preloads.json'), JSON.stringify(PRELOADS));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const block = (html: string) => new RegExp(`<script type="application/json" id="${BOOT_USER_ID}">([^<]*)</script>`).exec(html)?.[1];

  it('carries the same user /api/auth/user answers, escaped so no chosen name can close the element, and is never stored', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const reg = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'page-user@example.com', password: 'a sound passphrase', username: hostile, role: 'investor' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const cookie = sessionCookie(reg);
    const page = await t.call({ method: 'GET', url: '/dashboard', cookie, origin: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toContain(hostile);
    const json = block(page.body);
    expect(json).toBeDefined();
    const api = await t.call({ method: 'GET', url: '/api/auth/user', cookie, origin: null });
    expect(JSON.parse(json!)).toEqual(api.json());
    expect(JSON.parse(json!).username).toBe(hostile);
    // The shell's code and strings are named for a signed-in browser.
    expect(hrefs(page.body)).toContain('/assets/Shell.js');
    // The dashboard's first frame greets the user in both languages, the name escaped.
    expect(page.body).not.toContain('data-splash style');
    const escaped = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(page.body).toContain(
      `<span data-frame-lang="en">Welcome, ${escaped}</span><span data-frame-lang="it">Benvenuto, ${escaped}</span>`,
    );
    expect(page.body).toContain('<span data-frame-lang="en">At a glance.</span>');
    expect(page.body).toContain('w-(--sidebar-width)');
    const collapsed = await t.call({ method: 'GET', url: '/', cookie: `${cookie}; sidebar_state=false`, origin: null });
    expect(collapsed.body).toContain('data-first-frame');
    expect(collapsed.body).toContain('w-(--sidebar-width-icon)');
    // Any other page keeps the splash: the frame holds only the dashboard's heading.
    const projects = await t.call({ method: 'GET', url: '/projects', cookie, origin: null });
    expect(projects.body).toContain(SPLASH);
    expect(projects.body).not.toContain('data-first-frame');
  });

  it('says "no user" to a visitor or an unknown session cookie, and may be revalidated', async () => {
    for (const cookie of [undefined, 'cr_session=forged.value']) {
      const page = await t.call({ method: 'GET', url: '/', ...(cookie ? { cookie } : {}), origin: null });
      expect(page.statusCode).toBe(200);
      // An explicit null: the app starts as the visitor's without asking /api/auth/user (whose 401 the browser logs).
      expect(block(page.body)).toBe('null');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(hrefs(page.body)).toContain('/assets/Landing.js');
      // The landing page's hero is the visitor's first frame, escaped, in both languages.
      expect(page.body).not.toContain(SPLASH);
      expect(page.body).toContain(
        '<span data-frame-lang="en">Scores &amp; &lt;funding&gt;.</span><span data-frame-lang="it">Punteggio.</span>',
      );
    }
    // Any other visitor page keeps the splash.
    const about = await t.call({ method: 'GET', url: '/about', origin: null });
    expect(about.body).toContain(SPLASH);
  });

  it('answers a malformed path with a coded 404, not an error', async () => {
    const res = await t.call({ method: 'GET', url: '/%E0%A4%A', origin: null });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    const it = await t.call({ method: 'GET', url: '/api/%E0%A4%A', origin: null, headers: { 'accept-language': 'it' } });
    expect(it.json().code).toBe('NOT_FOUND');
    expect(it.json().message).not.toBe(res.json().message);
  });
});
