import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { adminAccount, apiPost, apiPut, expect, registerUser, signIn, test } from './support/fixtures.ts';
import { reviewShot } from './support/review.ts';

// Axe is slow on long pages; each test checks a handful of them.
test.setTimeout(90_000);

/**
 * The full rule set in the light theme; in the dark theme only colour contrast, the one thing the theme
 * changes (names, roles, landmarks and structure are the same markup).
 */
async function seriousViolations(page: Page) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const axe = new AxeBuilder({ page });
  const result = await (
    dark ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
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

test('at 375 px the guide and the enterprise preview do not scroll sideways: wide tables scroll in their own box, which the keyboard can reach', async ({
  page,
}) => {
  await signIn(page, adminAccount());
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/guide', '/enterprise-preview']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

/**
 * Issue 16's screens (the Reports tab with a preview open, the verification page, the showcase list
 * and a public showcase, a portfolio's summary with its sealed reports) in both themes: axe as above,
 * no sideways scroll at 375 px, and screenshots at 1280 and 375 px to look at.
 */
test('report screens: Reports tab, verification, showcase list and page, portfolio reports — both themes, 1280 and 375 px', async ({
  page,
  request,
}, info) => {
  test.setTimeout(600_000); // 20 screens, axe on 10 of them, PDFs drawn: minutes on a loaded machine
  const who = await registerUser(request, 'proponent', 'Axe Proponent');
  await signIn(page, who);
  const p = (await apiPost(page.request, '/api/projects', {
    title: 'Axe agrivoltaic',
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 2_500_000,
  })) as { id: string };
  await apiPost(page.request, `/api/projects/${p.id}/evaluations`, { iterations: 1_000, seed: 3 });
  const report = (await apiPost(page.request, `/api/projects/${p.id}/reports`, { kind: 'evaluation', language: 'en' })) as { id: string };
  const showcase = (await apiPut(page.request, `/api/projects/${p.id}/showcase`, {
    fields: ['industry', 'score', 'description'],
    reportId: report.id,
  })) as { slug: string };
  const portfolio = (await apiPost(page.request, '/api/portfolios', { name: 'Axe portfolio' })) as { id: string };
  await apiPost(page.request, `/api/portfolios/${portfolio.id}/reports`, { language: 'en' });
  const screens: Array<[string, string, () => Promise<void>]> = [
    [
      'reports-tab',
      `/projects/${p.id}?tab=reports`,
      async () => {
        await page.getByTestId('report-preview').click();
        await expect(page.getByTestId('report-preview-pages').locator('canvas[data-page="1"]')).toHaveAttribute('data-drawn', 'true', {
          timeout: 30_000,
        });
      },
    ],
    ['verify', `/verify/${report.id}`, async () => expect(page.getByTestId('verify-sha256')).toBeVisible()],
    ['showcase-list', '/vhs-marketing', async () => expect(page.getByRole('link', { name: /Axe agrivoltaic/ }).first()).toBeVisible()],
    ['showcase', `/showcase/${showcase.slug}`, async () => expect(page.getByTestId('public-showcase')).toBeVisible()],
    [
      'portfolio-reports',
      `/portfolio/${portfolio.id}/summary`,
      async () => expect(page.getByTestId('portfolio-reports').getByTestId('report')).toHaveCount(1),
    ],
  ];
  const failures: string[] = [];
  for (const theme of THEMES) {
    await page.goto('/dashboard');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await ready();
        await reviewShot(() => page.screenshot({ fullPage: true, path: info.outputPath(`${name}-${theme}-${width}.png`) }));
        if (width === 375) {
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scroll > 375) failures.push(`${path} (${theme}) scrolls sideways at 375 px: ${scroll}`);
        } else {
          failures.push(...(await seriousViolations(page)).map((v) => `${path} (${theme}): ${v}`));
        }
      }
    }
  }
  expect(failures).toEqual([]);
});
