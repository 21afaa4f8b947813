import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { adminAccount, expect, signIn, test } from './support/fixtures.ts';

// Issue 26, ADR 0052: after some traffic an admin reads /mission-control and /monitoring-layer with non-zero
// request counts (the recorded minutes plus this instance's minute in progress), in both themes with axe,
// and at 375 px without a horizontal scroll. English only: the shared admin account keeps its first language.

async function seriousViolations(page: Page, dark: boolean) {
  const axe = new AxeBuilder({ page });
  const result = await (dark ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`an admin reads mission control and the monitoring layer after traffic (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((t) => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('theme', t);
    }, theme);
    await signIn(page, adminAccount());
    for (let i = 0; i < 12; i++) expect((await page.request.get('/api/health')).status()).toBe(200);

    await page.goto('/mission-control');
    await expect(page.getByRole('heading', { level: 1, name: 'Mission control' })).toBeVisible({ timeout: 20_000 });
    const rate = page.getByTestId('mc-rate');
    await expect(rate).toContainText(/Average over the last 5 minutes \([1-9][\d,]* requests\)/);
    await expect(page.getByTestId('mc-users-value')).not.toHaveText('0');
    await expect(page.getByTestId('mc-version')).toContainText(/migration \d{4}_/);
    expect(await seriousViolations(page, theme === 'dark')).toEqual([]);

    await rate.getByRole('link').click();
    await expect(page).toHaveURL(/\/monitoring-layer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    await expect(page.getByTestId('total-requests')).toHaveText(/^[1-9]/);
    await page.getByRole('button', { name: 'Last day' }).click();
    await expect(page.getByRole('button', { name: 'Last day' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('total-requests')).toHaveText(/^[1-9]/);
    expect(await seriousViolations(page, theme === 'dark')).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/monitoring-layer', '/mission-control']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
      );
      expect(overflow, `${path} ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
    }
  });
}
