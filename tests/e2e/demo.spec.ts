/// <reference lib="dom" />
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { apiPost, expect, registerUser, signIn, test } from './support/fixtures.ts';
import { createDatabase, dropDatabase, freePort, startServer } from './support/server.ts';

// The demo accounts as the README lists them (src/server/db/seed-demo.ts DEMO_ACCOUNTS, DEMO_PASSWORD).
const DEMO_PASSWORD = 'demo-password-2025';
const DEMO = {
  proponent: 'proponent@demo.local',
  investor: 'investor@demo.local',
  consultant: 'consultant@demo.local',
  admin: 'admin@demo.local',
} as const;
const FIRST_LOAD = { timeout: 20_000 };

async function open(page: Page, url: string, testId: string) {
  await page.goto(url);
  await expect(page.getByTestId(testId)).toBeVisible(FIRST_LOAD);
}

/**
 * The seeded demo, checked on a server of its own: the suite's server runs with SEED_DEMO off, so
 * this one starts src/server/main.ts with SEED_DEMO=true on a fresh database, exactly as the
 * embedded default does on a first start, and a second start on the same database must add nothing.
 */
test.describe('the seeded demo', () => {
  test.describe.configure({ mode: 'serial' });
  const database = `cr_e2e_demo_${process.pid}_${Date.now().toString(36)}`;
  let server: ChildProcess | null = null;
  let port = 0;
  let origin = '';

  async function start(label: string) {
    const started = Date.now();
    server = await startServer(port, database, { SEED_DEMO: 'true' });
    console.info(`demo server ${label}: answered /api/health after ${Date.now() - started} ms`);
  }
  async function stop() {
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }

  /** Signs in on the demo server (its own origin) inside the page's context. */
  async function demoSignIn(page: Page, email: string, language: 'en' | 'it' = 'en') {
    if (language === 'it') await page.addInitScript(() => localStorage.setItem('language', 'it'));
    const res = await page.request.post(`${origin}/api/auth/login`, {
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      data: { email, password: DEMO_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(200);
    // The demo accounts serve every test of the run: each test reads them in its own language, as a person who switched to it.
    const chosen = await page.request.patch(`${origin}/api/account/profile`, {
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      data: { language },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
  }

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    createDatabase(database);
    port = await freePort();
    origin = `http://localhost:${port}`;
    await start('first start (seeds accounts, samples and their evaluations)');
  });
  test.afterAll(async () => {
    await stop();
    dropDatabase(database);
  });

  test("the proponent's dashboard, analytics and history show the samples' evaluations", async ({ page }) => {
    await demoSignIn(page, DEMO.proponent);
    const stats = (await (await page.request.get(`${origin}/api/stats`)).json()) as { projectsCount: number; avgCRScore: number | null };
    expect(stats.projectsCount).toBe(3); // SAMPLE_PROJECTS has three
    expect(stats.avgCRScore).not.toBeNull();
    const history = (await (await page.request.get(`${origin}/api/metrics/history`)).json()) as Array<{
      projectId: string;
      version: number;
    }>;
    // At least two versions per sample, so the history and the trend have a line to draw.
    expect(new Set(history.map((h) => h.projectId)).size).toBe(3);
    for (const id of new Set(history.map((h) => h.projectId)))
      expect(history.filter((h) => h.projectId === id).length).toBeGreaterThanOrEqual(2);

    await open(page, `${origin}/dashboard`, 'dashboard');
    await expect(page.getByTestId('stat-projects')).toHaveText(/Total projects\s*3$/);
    const score = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stats.avgCRScore!); // cr-score.md, Display: one decimal
    await expect(page.getByTestId('stat-cr-score')).toContainText(`${score} / 100`);
    await expect(page.getByTestId('recent-projects')).toContainText('Sample — Agrivoltaic plant');
    await expect(page.getByTestId('recent-projects').getByText('Not evaluated')).toHaveCount(0);
    // Evaluated, no document yet: the one next step is to upload them, and the cycle says where the user is.
    await expect(page.getByTestId('next-step')).toHaveAttribute('data-step', 'upload_documents');
    await expect(page.getByTestId('next-step')).toContainText('Upload the documents');
    const here = page.locator('[data-testid="cycle-guide"] li[aria-current="step"]');
    await expect(here).toHaveCount(1);
    await expect(here).toContainText('Upload documents');
    await expect(here).toContainText('You are here');

    await open(page, `${origin}/analytics`, 'analytics');
    for (const id of ['chart-score-distribution', 'chart-score-trend', 'chart-industries']) {
      await expect(page.getByTestId(id).locator('[data-chart] svg').first()).toBeVisible();
    }
  });

  test("the proponent's dashboard in Italian", async ({ page }) => {
    await demoSignIn(page, DEMO.proponent, 'it');
    await open(page, `${origin}/dashboard`, 'dashboard');
    await expect(page.getByTestId('stat-projects')).toHaveText(/Progetti totali\s*3$/);
    await expect(page.getByTestId('next-step')).toContainText('Il tuo prossimo passo');
    await expect(page.getByTestId('next-step')).toContainText('Carica i documenti');
    await expect(page.locator('[data-testid="cycle-guide"] li[aria-current="step"]')).toContainText('Sei qui');
  });

  for (const language of ['en', 'it'] as const) {
    test(`the investor and the consultant are told what works today, never to create a project (${language})`, async ({ page }) => {
      const create = language === 'en' ? /create (a|your first) project/i : /crea (un|il tuo primo) progetto/i;
      await demoSignIn(page, DEMO.investor, language);
      await open(page, `${origin}/dashboard`, 'dashboard');
      const dashboard = page.getByTestId('dashboard');
      await expect(dashboard).toHaveAttribute('data-role', 'investor');
      // The demo proponent shared the agrivoltaic sample with the demo investor (read only): it is listed, linked, with its access.
      const shared = page.getByTestId('shared-projects');
      await expect(shared.getByRole('link', { name: /Agrivoltaic plant/ })).toBeVisible();
      await expect(shared).toContainText(language === 'en' ? 'read only' : 'sola lettura');
      // ... and sent it to them as a funding request (issue 14): the count of new requests links to them.
      await expect(dashboard.getByTestId('role-today').locator('a[href="/funding-requests?state=submitted"]')).toContainText(
        language === 'en' ? '1 new funding request' : '1 nuova richiesta di finanziamento',
      );
      // ... and the same request waits for them in the list of what to handle, by the project's name.
      await expect(
        dashboard.getByRole('link', {
          name:
            language === 'en'
              ? /New funding request: Sample — Agrivoltaic plant/
              : /Nuova richiesta di finanziamento: Sample — Agrivoltaic plant/,
        }),
      ).toHaveAttribute('href', '/funding-requests?state=submitted');
      await expect(dashboard.locator('a[href="/guide#crScore"]')).toBeVisible();
      await expect(dashboard.locator('a[href="/enterprise-preview"]')).toBeVisible();
      await expect(dashboard.locator('a[href="/projects/new"]')).toHaveCount(0);
      await expect(dashboard).not.toContainText(create);

      await page.context().clearCookies();
      await demoSignIn(page, DEMO.consultant, language);
      await open(page, `${origin}/dashboard`, 'dashboard');
      await expect(dashboard).toHaveAttribute('data-role', 'consultant');
      await expect(page.getByTestId('shared-projects')).toBeVisible();
      // The consultant's profile and requests live on /consultants (issue 25).
      await expect(dashboard.locator('a[href="/consultants"]').first()).toBeVisible();
      await expect(dashboard.locator('a[href="/projects/new"]')).toHaveCount(0);
      await expect(dashboard).not.toContainText(create);
    });
  }

  test("the admin's dashboard shows the platform's own figures", async ({ page }) => {
    await demoSignIn(page, DEMO.admin);
    // Oracle: the admin endpoints themselves, read in the same session.
    const users = (await (await page.request.get(`${origin}/api/admin/users`)).json()) as unknown[];
    expect(users).toHaveLength(4); // the four demo accounts, nobody else on this database
    await open(page, `${origin}/dashboard`, 'dashboard');
    await expect(page.getByTestId('admin-users').locator('[data-value]')).toContainText('4');
    await expect(page.getByTestId('admin-users')).toContainText('Proponents 1 · Investors 1 · Consultants 1 · Admins 1');
    await expect(page.getByTestId('admin-audit')).toContainText('Intact');
    await expect(page.getByTestId('admin-errors').locator('[data-value]')).toBeVisible();
    await expect(page.getByTestId('admin-outbox').locator('[data-value]')).toBeVisible();
    await expect(page.getByTestId('dashboard').locator('a[href="/projects/new"]')).toHaveCount(0);
  });

  test('a second start adds nothing', async ({ request }) => {
    test.setTimeout(90_000);
    await stop();
    await start('second start (nothing to seed)');
    const login = await request.post(`${origin}/api/auth/login`, {
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      data: { email: DEMO.proponent, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const projects = (await (await request.get(`${origin}/api/projects`)).json()) as unknown[];
    expect(projects).toHaveLength(3);
    const history = (await (await request.get(`${origin}/api/metrics/history`)).json()) as unknown[];
    // Oracle: SAMPLE_REVISIONS stores 2 + 3 + 2 versions.
    expect(history).toHaveLength(7);
  });
});

test.describe("a new proponent's first run", () => {
  for (const [language, texts] of [
    ['en', { title: 'Create your first project', here: 'You are here', empty: 'Your figures will appear here' }],
    ['it', { title: 'Crea il tuo primo progetto', here: 'Sei qui', empty: 'Qui compariranno i tuoi dati' }],
  ] as const) {
    test(`leads with one next step and one empty state (${language})`, async ({ page, consoleProblems }) => {
      if (language === 'it') await page.addInitScript(() => localStorage.setItem('language', 'it'));
      await signIn(page, await registerUser(page.request, 'proponent'));
      await open(page, '/dashboard', 'dashboard');
      const next = page.getByTestId('next-step');
      await expect(next).toHaveCount(1);
      await expect(next).toHaveAttribute('data-step', 'createProject');
      await expect(next.getByRole('link', { name: texts.title })).toHaveAttribute('href', '/projects/new');
      // The step comes first, above the fold at 1280×800.
      const box = await next.boundingBox();
      expect(box!.y + box!.height).toBeLessThan(800);
      // One empty state instead of a card per group, with no link of its own.
      await expect(page.getByTestId('first-run-empty')).toContainText(texts.empty);
      await expect(page.getByTestId('first-run-empty').getByRole('link')).toHaveCount(0);
      await expect(page.locator('[data-testid^="group-"]')).toHaveCount(0);
      await expect(page.getByTestId('recent-projects')).toHaveCount(0);
      // The only link to /projects/new outside the 7-step guide is the next step's.
      await expect(page.getByTestId('dashboard').locator('a[href="/projects/new"]:not([data-testid="cycle-guide"] a)')).toHaveCount(1);
      const here = page.locator('[data-testid="cycle-guide"] li[aria-current="step"]');
      await expect(here).toHaveCount(1);
      await expect(here).toContainText(texts.here);
      await expect(page.locator('[data-testid="cycle-guide"] li[data-state="current"]')).toHaveCount(1);
      expect(consoleProblems).toEqual([]);
    });
  }

  test('the next step names the action where it is done; an evaluation marks the score step done; /guide marks the same step', async ({
    page,
  }) => {
    await signIn(page, await registerUser(page.request, 'proponent'));
    const project = (await apiPost(page.request, '/api/projects', {
      title: 'Clinic scheduling SaaS',
      industry: '62.01',
      targetMarket: 'B2B',
      estimatedBudget: 100_000,
    })) as { id: string };
    await open(page, '/dashboard', 'dashboard');
    await expect(page.getByTestId('next-step')).toHaveAttribute('data-step', 'upload_documents');
    await expect(page.getByTestId('next-step').getByRole('link', { name: 'Upload documents to “Clinic scheduling SaaS”' })).toHaveAttribute(
      'href',
      `/projects/${project.id}?tab=documents`,
    );
    await expect(page.locator('[data-testid="cycle-guide"] li[aria-current="step"]')).toContainText('Upload documents');

    await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000 });
    await page.reload();
    await expect(page.getByTestId('next-step')).toHaveAttribute('data-step', 'upload_documents', FIRST_LOAD);
    await expect(page.locator('[data-testid="cycle-guide"] li[data-state="done"]')).toHaveCount(2);
    await expect(page.getByTestId('next-step')).toContainText('Clinic scheduling SaaS');

    await open(page, '/guide', 'guide');
    await expect(page.locator('[data-testid="cycle-guide"] li[aria-current="step"]')).toContainText('Upload documents');
    await expect(page.locator('[data-testid="cycle-guide"] li[data-state="done"]')).toHaveCount(2);
  });

  test('the first-run dashboard passes axe', async ({ page }) => {
    test.setTimeout(45_000);
    await signIn(page, await registerUser(page.request, 'proponent'));
    await open(page, '/dashboard', 'dashboard');
    await expect(page.getByTestId('next-step')).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
