/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPost, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';

/** A project and one evaluation through the real API; returns the project's id. */
async function projectWithEvaluation(request: APIRequestContext, title: string): Promise<string> {
  const project = (await apiPost(request, '/api/projects', {
    title,
    industry: '62.01',
    targetMarket: 'B2B',
    estimatedBudget: 100_000,
  })) as { id: string };
  await apiPost(request, `/api/projects/${project.id}/evaluations`, { iterations: 10_000 });
  return project.id;
}

/** Opens a page and waits for its screen: the first load of a lazy chunk can be slow on a busy machine. */
async function open(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 20_000 });
}

async function statsOf(request: APIRequestContext) {
  const res = await request.get(`${baseUrl()}/api/stats`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { projectsCount: number; avgCRScore: number | null };
}

test('a new proponent sees one honest empty state, never a zero posing as data', async ({ page, consoleProblems }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await open(page, '/dashboard', 'dashboard');
  // No project: the figures are not shown as groups of empty cards but explained once, after the one next step.
  await expect(page.getByTestId('next-step').getByRole('link', { name: 'Create your first project' })).toHaveAttribute(
    'href',
    '/projects/new',
  );
  await expect(page.getByTestId('first-run-empty')).toContainText('computed from your projects');
  await expect(page.getByTestId('dashboard').locator('[data-value]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="group-"]')).toHaveCount(0);
  await expect(page.getByTestId('status-counts')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('a new proponent sees /analytics and /metrics explain how to get data there', async ({ page, consoleProblems }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await open(page, '/analytics', 'analytics');
  for (const id of ['chart-score-distribution', 'chart-score-trend', 'chart-status-funnel', 'chart-industries']) {
    await expect(page.getByTestId(id).locator('[data-empty]')).toBeVisible();
    await expect(page.getByTestId(id).locator('[data-chart]')).toHaveCount(0);
  }
  await open(page, '/metrics', 'metrics');
  await expect(page.getByTestId('metrics').locator('[data-empty]')).toContainText('you have no project');
  expect(consoleProblems).toEqual([]);
});

test('after an evaluation the dashboard shows the same numbers as /api/stats', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await projectWithEvaluation(page.request, 'Clinic scheduling SaaS');
  const stats = await statsOf(page.request);
  expect(stats.projectsCount).toBe(1);
  expect(stats.avgCRScore).not.toBeNull();

  await open(page, '/dashboard', 'dashboard');
  await expect(page.getByTestId('stat-projects')).toHaveText(/Total projects\s*1$/);
  const score = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stats.avgCRScore!); // cr-score.md, Display: one decimal
  await expect(page.getByTestId('stat-cr-score')).toContainText(`${score} / 100`);
  await expect(page.getByTestId('metric-totalValue')).toContainText('€100,000');
  await expect(page.getByTestId('industry-distribution')).toContainText('Computer programming, consultancy and related activities');
  await expect(page.getByTestId('recent-projects')).toContainText('Clinic scheduling SaaS');
  await expect(page.getByTestId('recent-projects')).toContainText(`CR ${score}`);
  // Evaluated, nothing uploaded: the cycle's next step is its documents (issue 27: the guide follows the records).
  await expect(page.getByTestId('next-step')).toHaveAttribute('data-step', 'upload_documents');
});

test('after an evaluation /analytics charts it and /metrics lists its version', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  const id = await projectWithEvaluation(page.request, 'Clinic scheduling SaaS');
  const stats = await statsOf(page.request);
  const score = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stats.avgCRScore!); // cr-score.md, Display: one decimal
  await open(page, '/analytics', 'analytics');
  for (const id of ['chart-score-distribution', 'chart-score-trend', 'chart-status-funnel', 'chart-industries']) {
    await expect(page.getByTestId(id).locator('[data-chart] svg').first()).toBeVisible();
  }
  // The industry bars are named, not labelled with a bare NACE code; the score axis counts in round steps.
  const ticks = (chart: string, axis: 'x' | 'y') =>
    page.getByTestId(chart).locator(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`);
  // An SVG label wraps in <tspan>s: read their words with the spaces the lines stand for.
  const words = (l: ReturnType<typeof ticks>) =>
    l.evaluate((el) => [...el.querySelectorAll('tspan')].map((s) => s.textContent).join(' ') || el.textContent);
  await expect.poll(() => words(ticks('chart-industries', 'y').first())).toContain('Computer programming');
  await expect(ticks('chart-industries', 'y').filter({ hasText: '62.01' })).toHaveCount(0);
  await expect(ticks('chart-score-trend', 'y')).toHaveText(['0', '20', '40', '60', '80', '100']);
  await page.getByTestId('chart-score-trend').getByText('Show the data as a table').click();
  await expect(page.getByTestId('chart-score-trend').getByRole('table')).toContainText('Clinic scheduling SaaS');

  await open(page, `/metrics?project=${id}`, 'metrics');
  await expect(page.getByLabel('Project')).toHaveValue(id);
  await expect(page.getByTestId('chart-score-versions').locator('[data-chart] svg').first()).toBeVisible();
  const versions = page.getByTestId('versions').getByRole('table');
  await expect(versions.getByRole('row')).toHaveCount(2); // header + version 1
  await expect(versions).toContainText('v1');
  await expect(versions).toContainText(score);
});

test('in Italian, with a project not yet evaluated, the dashboard prompts to evaluate it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  await signIn(page, await registerUser(page.request, 'proponent'));
  const project = (await apiPost(page.request, '/api/projects', {
    title: 'Agriturismo',
    industry: '55.20',
    targetMarket: 'B2C',
    estimatedBudget: 250_000,
  })) as { id: string };
  await open(page, '/dashboard', 'dashboard');
  await expect(page.getByTestId('stat-projects')).toHaveText(/Progetti totali\s*1$/);
  await expect(page.getByTestId('stat-cr-score')).toContainText('nessuna è stata eseguita');
  await expect(page.getByTestId('metric-totalValue')).toContainText('250.000');
  const prompt = page.getByTestId('next-step');
  await expect(prompt).toContainText('Carica i documenti');
  await expect(prompt.getByRole('link', { name: 'Carica documenti in «Agriturismo»' })).toHaveAttribute(
    'href',
    `/projects/${project.id}?tab=documents`,
  );
  await open(page, '/metrics', 'metrics');
  await expect(page.getByTestId('metrics')).toContainText('Questo progetto non è stato ancora valutato');
});

test('at 375 px no page scrolls sideways; the versions table scrolls inside its own box', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, await registerUser(page.request, 'proponent'));
  await projectWithEvaluation(page.request, 'A project with a rather long title to test wrapping on phones');
  for (const path of ['/dashboard', '/analytics', '/metrics']) {
    await open(page, path, path.slice(1));
    await expect(page.locator('[data-value], [data-chart]').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // On /metrics (the last page opened) the wide versions table scrolls inside its own region.
  const region = page.getByRole('region', { name: 'Versions' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

for (const path of ['/dashboard', '/analytics', '/metrics']) {
  test(`${path} passes axe in the dark theme with data`, async ({ page }) => {
    test.setTimeout(45_000); // axe is slow on long pages (as in a11y.spec.ts)
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await signIn(page, await registerUser(page.request, 'proponent'));
    await projectWithEvaluation(page.request, 'Clinic scheduling SaaS');
    await open(page, path, path.slice(1));
    await expect(page.locator('[data-value], [data-chart]').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
