import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminAccount, expect, signIn, test } from './support/fixtures.ts';

// Axe is slow on long pages; each test checks a handful of them.
test.setTimeout(90_000);

/**
 * The full rule set in the light theme; in the dark theme only colour contrast, the one thing the theme
 * changes (names, roles, landmarks and structure are the same markup).
 */
async function seriousViolations(page: Page) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const axe = new AxeBuilder({ page });
  const result = await (dark ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function check(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

const THEMES = ['light', 'dark'] as const;

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('landing, sign-in, registration, not found', async ({ page }) => {
      await check(page, ['/', '/login', '/register', '/nowhere']);
    });

    test('pricing, about, legal', async ({ page }) => {
      await check(page, theme === 'light' ? ['/pricing', '/about', '/privacy', '/legal-methodology'] : ['/pricing', '/privacy']);
    });

    test('dashboard, settings, placeholder, palette and bell', async ({ page }) => {
      await signIn(page, adminAccount());
      await check(page, ['/dashboard', '/settings', '/funding']);
      await page.keyboard.press('Control+k');
      await expect(page.getByPlaceholder('Search or jump to...')).toBeVisible();
      expect(await seriousViolations(page), 'palette').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-panel')).toBeVisible();
      expect(await seriousViolations(page), 'bell').toEqual([]);
    });

    test('guide and enterprise preview', async ({ page }) => {
      await signIn(page, adminAccount());
      await check(page, ['/guide', '/enterprise-preview']);
    });
  });
}

test.describe('first visit', () => {
  test.use({ storage: null });
  test('the cookie banner and its preferences are accessible', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Manage' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('at 375 px the guide and the enterprise preview do not scroll sideways: wide tables scroll in their own box, which the keyboard can reach', async ({ page }) => {
  await signIn(page, adminAccount());
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/guide', '/enterprise-preview']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
