// `npm run bench -- web`: what the web frame costs a visitor and a signed-in user.
// Measures the built app in dist/web (it builds nothing: run `npm run build` first) served by the
// real server, started here on a free port with a fresh embedded database:
//   1. the gzip size of every JavaScript file the browser requests for `/` (a first-time visitor)
//      and for `/dashboard` (a newly registered user), until the network is idle;
//   2. Lighthouse (Debian's Chromium, mobile defaults, simulated throttling) performance and
//      accessibility scores for both pages.
// Targets (issue 3): <= 150 KB for `/`, <= 300 KB for `/dashboard`; performance >= 90, accessibility >= 95.
// `BENCH_WRITE=1 npm run bench -- web` (or `node bench/web.bench.ts --write`) also replaces the "Web frame" section of docs/performance.md.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const REPO = resolve(import.meta.dirname, '..');
const DIST = join(REPO, 'dist/web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const KB = 1024;
const TARGETS = { visitorKb: 150, dashboardKb: 300, performance: 90, accessibility: 95 };

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer().on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /api/health within 60 s');
}

async function register(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: `web-bench-${Date.now()}@example.com`, password: 'web bench passphrase', username: 'Bench', role: 'proponent' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** gzip (zlib default level) of every distinct JS file the page requests until the network is idle. */
async function javascriptFor(base: string, path: string, cookie: string | null): Promise<{ total: number; files: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name: name!, value: value!, url: base }]);
    }
    const page = await context.newPage();
    const seen = new Set<string>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === base && url.pathname.endsWith('.js')) seen.add(url.pathname);
    });
    page.on('console', (m) => (process.env.BENCH_DEBUG ? console.log('console:', m.text()) : undefined));
    page.on('requestfinished', (r) => (process.env.BENCH_DEBUG ? console.log('done:', r.url()) : undefined));
    page.on('request', (r) => (process.env.BENCH_DEBUG ? console.log('start:', r.url()) : undefined));
    page.on('requestfailed', (r) => (process.env.BENCH_DEBUG ? console.log('failed:', r.url()) : undefined));
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => console.warn(`${path}: the network never went idle; measuring what was requested`));
    await page.waitForTimeout(2000); // the consent banner's 1 s delay, idle prefetches
    let total = 0;
    for (const file of seen) total += gzipSync(readFileSync(join(DIST, file))).length;
    return { total, files: seen.size };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string, cookie: string | null): Promise<{ performance: number; accessibility: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const categories = result?.lhr.categories;
    if (process.env.BENCH_DEBUG) {
      const a = result?.lhr.audits ?? {};
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive', 'uses-text-compression', 'render-blocking-resources', 'network-dependency-tree-insight', 'largest-contentful-paint-element', 'lcp-discovery-insight', 'lcp-breakdown-insight', 'layout-shifts', 'cls-culprits-insight', 'bootup-time', 'mainthread-work-breakdown'])
        console.log(id, a[id]?.displayValue ?? '', a[id]?.score ?? '', JSON.stringify(a[id]?.details ?? {}).slice(0, Number(process.env.BENCH_DEBUG_CHARS ?? 600)));
    }
    return { performance: Math.round((categories?.performance?.score ?? 0) * 100), accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100) };
  } finally {
    await chrome.kill();
  }
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/web is missing: run `npm run build` first (the benchmark measures the built app, it builds nothing).');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'cr-web-bench-'));
const port = await freePort();
const base = `http://localhost:${port}`;
const server = await startServer(port, dataDir);
try {
  const cookie = await register(base);
  const visitor = await javascriptFor(base, '/', null);
  const dashboard = await javascriptFor(base, '/dashboard', cookie);
  const lhVisitor = await lighthouseScores(`${base}/`, null);
  const lhDashboard = await lighthouseScores(`${base}/dashboard`, cookie);
  const kb = (n: number) => (n / KB).toFixed(1);
  const ok = (good: boolean) => (good ? 'met' : '**not met**');
  const date = new Date().toISOString().slice(0, 10);
  const section = `## Web frame (\`npm run bench -- web\`)

The built app (\`dist/web\`) served by the real server on a fresh embedded database, Debian's Chromium.
JavaScript: gzip size (zlib default level) of every script the browser requests until the network is
idle, for a first-time visitor on \`/\` (cookie banner included) and for a newly registered user on
\`/dashboard\` (onboarding tour included). Lighthouse ${'12'}: mobile defaults with simulated throttling.
Measured ${date}:

| page | JavaScript (gzip) | files | target | Lighthouse performance | Lighthouse accessibility |
|---|---|---|---|---|---|
| \`/\` (visitor) | ${kb(visitor.total)} KB | ${visitor.files} | ≤ ${TARGETS.visitorKb} KB: ${ok(visitor.total <= TARGETS.visitorKb * KB)} | ${lhVisitor.performance} (≥ ${TARGETS.performance}: ${ok(lhVisitor.performance >= TARGETS.performance)}) | ${lhVisitor.accessibility} (≥ ${TARGETS.accessibility}: ${ok(lhVisitor.accessibility >= TARGETS.accessibility)}) |
| \`/dashboard\` (signed in) | ${kb(dashboard.total)} KB | ${dashboard.files} | ≤ ${TARGETS.dashboardKb} KB: ${ok(dashboard.total <= TARGETS.dashboardKb * KB)} | ${lhDashboard.performance} (≥ ${TARGETS.performance}: ${ok(lhDashboard.performance >= TARGETS.performance)}) | ${lhDashboard.accessibility} (≥ ${TARGETS.accessibility}: ${ok(lhDashboard.accessibility >= TARGETS.accessibility)}) |
`;
  console.log(section);
  if (process.argv.includes('--write') || process.env.BENCH_WRITE === '1') {
    const file = join(REPO, 'docs/performance.md');
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
    const start = text.indexOf('## Web frame');
    const next = start === -1 ? -1 : text.indexOf('\n## ', start + 1);
    const updated = start === -1 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${next === -1 ? '' : text.slice(next)}`;
    writeFileSync(file, updated);
    console.log('docs/performance.md updated');
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2500));
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
