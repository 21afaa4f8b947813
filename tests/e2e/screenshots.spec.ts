/// <reference lib="dom" />
import { expect, registerUser, signIn, test } from './support/fixtures.ts';

// Not part of the suite: `SCREENSHOTS=1 npx playwright test -c tests/e2e/playwright.config.ts screenshots`
// writes the dashboard in both languages, both themes, at 375 and 1280 px to test-results/screenshots.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots');

for (const language of ['en', 'it'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280] as const) {
      test(`dashboard ${language} ${theme} ${width}`, async ({ page }) => {
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
        await expect(page.getByTestId('dashboard')).toBeVisible();
        await expect(page.getByTestId('stat-projects')).not.toContainText('…');
        await page.screenshot({ path: `test-results/screenshots/dashboard-${language}-${theme}-${width}.png`, fullPage: width === 375 });
      });
    }
  }
}
