/// <reference lib="dom" />
import { adminAccount, expect, registerUser, signIn, test } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

const ALL = ['/dashboard', '/projects/evaluation', '/project-realization', '/documents', '/ai-consulting', '/analytics', '/compliance'];
const EXPECTED: Record<string, string[]> = {
  proponent: [...ALL, '/projects', '/portfolio', '/funding', '/funding-requests', '/portfolio/upload', '/pa-dashboard', '/consultants'],
  // Incoming funding requests (issue 14) until the deal-flow board exists.
  investor: [...ALL, '/portfolio', '/funding', '/deal-flow', '/funding-requests'],
  consultant: [...ALL],
  admin: [
    ...ALL,
    '/projects',
    '/portfolio',
    '/funding',
    '/funding-requests',
    '/portfolio/upload',
    '/pa-dashboard',
    '/deal-flow',
    '/consultants',
  ],
};
const ADMIN_TOOLS = [
  '/professionisti',
  '/kpi-dashboard',
  '/compliance-dashboard',
  '/auto-heal',
  '/r4-readiness',
  '/provider-health',
  '/admin/privacy',
  '/admin/funding',
  '/admin/billing',
];
const ACCOUNT = ['/guide', '/enterprise-preview', '/billing', '/settings'];

async function sidebarPaths(page: Page): Promise<string[]> {
  return page.locator('[data-slot="sidebar"] a[data-nav]').evaluateAll((links) => links.map((a) => a.getAttribute('data-nav') ?? ''));
}

for (const role of ['proponent', 'investor', 'consultant'] as const) {
  test(`sidebar for a ${role}`, async ({ page }) => {
    const account = await registerUser(page.request, role, `Zoe ${role}`);
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    expect((await sidebarPaths(page)).sort()).toEqual([...EXPECTED[role]!, ...ACCOUNT].sort());
    await expect(page.getByTestId('admin-tools')).toHaveCount(0);
    await expect(page.getByTestId('tier-switcher')).toHaveCount(0);
    const footer = page.getByTestId('sidebar-user');
    await expect(footer).toContainText(`Zoe ${role}`);
    await expect(footer).toContainText(account.email);
    await expect(footer).toContainText('Z');
    await expect(page.locator('a[data-nav="/enterprise-preview"]')).toContainText('New');
  });
}

test('sidebar for an admin, with the collapsible Admin Tools group', async ({ page }) => {
  await signIn(page, adminAccount());
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const paths = await sidebarPaths(page);
  expect(paths.sort()).toEqual([...EXPECTED.admin!, ...ADMIN_TOOLS, ...ACCOUNT].sort());
  const toggle = page.getByRole('button', { name: 'Admin Tools' });
  await toggle.click();
  await expect(page.locator('a[data-nav="/auto-heal"]')).toBeHidden();
  await toggle.click();
  await expect(page.locator('a[data-nav="/auto-heal"]')).toBeVisible();
});

test('role guard: a wrong role goes to /dashboard with a warning; allowed roles pass', async ({ page }) => {
  test.setTimeout(90_000);
  const warnings: string[] = [];
  page.on('console', (m) => (m.type() === 'warning' ? warnings.push(m.text()) : undefined));
  const consultant = await registerUser(page.request, 'consultant');
  await signIn(page, consultant);
  for (const path of ['/admin', '/mission-control', '/vhs-marketing', '/economy-tier', '/admin/billing']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
  expect(warnings.filter((w) => w.includes('[RBAC]')).length).toBeGreaterThanOrEqual(5);

  const investor = await registerUser(page.request, 'investor');
  await signIn(page, investor);
  await page.goto('/economy-tier');
  await expect(page).toHaveURL(/\/economy-tier$/);
  await expect(page.getByTestId('economy-tier')).toBeVisible({ timeout: 20_000 });
  await page.goto('/vhs-marketing');
  await expect(page).toHaveURL(/\/vhs-marketing$/);
});

test('signed-in shell: the feedback demo, redirects and not-found inside the shell', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  // /feedback-demo was the last placeholder open to every role (issue 26, ADR 0054): now the widget itself.
  await page.goto('/feedback-demo');
  await expect(page.getByTestId('feedback-demo')).toBeVisible({ timeout: 20_000 });
  await page.goto('/compliance-legacy');
  await expect(page).toHaveURL(/\/compliance$/);
  await page.goto('/legal-framework');
  await expect(page).toHaveURL(/\/legal-contracts$/);
  await page.goto('/nowhere');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('sidebar-user')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sidebar collapses with Ctrl+B, keeps the state in a cookie, and shows tooltips when collapsed', async ({ page, context }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"][data-state="collapsed"]')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(page.locator('[data-slot="sidebar"][data-state="collapsed"]')).toBeVisible();
  await page.locator('a[data-nav="/documents"]').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Pitch decks, business plans and financial models');
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.locator('[data-slot="sidebar"][data-state="expanded"]')).toBeVisible();
});

test('at 375 px the sidebar is a sheet and the palette has a floating button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, await registerUser(page.request, 'investor'));
  await page.goto('/dashboard');
  await expect(page.locator('a[data-nav="/deal-flow"]')).toHaveCount(0);
  await page.getByTestId('sidebar-toggle').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.locator('a[data-nav="/deal-flow"]')).toBeVisible();
  await sheet.locator('a[data-nav="/deal-flow"]').click();
  await expect(page).toHaveURL(/\/deal-flow$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('palette-fab').click();
  await expect(page.getByPlaceholder('Search or jump to...')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
