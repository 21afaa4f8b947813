/// <reference lib="dom" />
import { apiPost, expect, registerUser, signIn, test } from './support/fixtures.ts';

// Not part of the suite: `SCREENSHOTS=1 npx playwright test -c tests/e2e/playwright.config.ts screenshots`
// writes the dashboard, /analytics, /metrics, /projects and a project's evaluation and score tabs in both languages, both themes, at 375 and 1280 px to
// test-results/screenshots (the dashboard also as a new user's: one next step and one empty state).
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots');

const SCREENS = [
  { name: 'dashboard', path: '/dashboard', ready: '[data-testid="stat-projects"]' },
  { name: 'analytics', path: '/analytics', ready: '[data-chart]' },
  { name: 'metrics', path: '/metrics', ready: '[data-testid="versions"]' },
] as const;

for (const language of ['en', 'it'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280] as const) {
      test(`dashboard, analytics, metrics ${language} ${theme} ${width}`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.addInitScript(
          ({ l, t }) => {
            localStorage.setItem('language', l);
            localStorage.setItem('theme', t);
          },
          { l: language, t: theme },
        );
        await signIn(page, await registerUser(page.request, 'proponent', language === 'it' ? 'Giulia Rossi' : 'Grace Hopper'));
        await page.goto('/dashboard');
        await expect(page.getByTestId('first-run-empty')).toBeVisible({ timeout: 20_000 });
        await page.screenshot({ path: `test-results/screenshots/dashboard-empty-${language}-${theme}-${width}.png`, fullPage: true });

        const project = (await apiPost(page.request, '/api/projects', {
          title: language === 'it' ? 'Agriturismo in Umbria' : 'Clinic scheduling SaaS',
          industry: '62.01',
          targetMarket: 'B2B',
          estimatedBudget: 100_000,
        })) as { id: string };
        for (let i = 0; i < 2; i++) await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 10_000 });
        for (const screen of SCREENS) {
          await page.goto(screen.path);
          await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 20_000 });
          await page.screenshot({ path: `test-results/screenshots/${screen.name}-${language}-${theme}-${width}.png`, fullPage: true });
        }
        // The project's own screens: the list, the evaluation workspace with stored results, the score.
        const projectScreens = [
          { name: 'projects', path: '/projects', ready: '[data-testid="project-row"]' },
          { name: 'project-evaluation', path: `/projects/${project.id}?tab=results`, ready: '[data-testid="stored-results"]' },
          { name: 'project-score', path: `/projects/${project.id}?tab=score`, ready: '[data-testid="score-total"]' },
        ];
        for (const screen of projectScreens) {
          await page.goto(screen.path);
          await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 30_000 });
          await page.screenshot({ path: `test-results/screenshots/${screen.name}-${language}-${theme}-${width}.png`, fullPage: true });
        }
      });
    }
  }
}
