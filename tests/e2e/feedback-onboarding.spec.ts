/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { adminAccount, apiPost, baseUrl, expect, registerUser, signIn, switchToDarkTheme, test } from './support/fixtures.ts';

// Issue 26, ADR 0054: feedback from a project screen reaches the admin inbox and is resolved there; a visitor
// picks "investor" on /onboarding and lands on sign-up with that role; a new user completes /beta-onboarding
// and gets a first project. Each screen at 375 px (no sideways scroll), axe in light and dark, EN and IT.

async function axeClean(page: Page, selector = 'main'): Promise<void> {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a user sends feedback from a project screen; the admin finds it in the inbox and resolves it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const user = await registerUser(page.request, 'proponent', `Fede Feedback ${Date.now().toString(36)}`);
  await signIn(page, user);
  const project = (await apiPost(page.request, '/api/projects', {
    title: 'Feedback home',
    industry: '62.01',
    targetMarket: 'B2B',
    estimatedBudget: 10_000,
  })) as { id: string };
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/projects/${project.id}`);
  await page.getByTestId('feedback-button').click();
  const dialog = page.getByTestId('feedback-dialog');
  const words = `The score card overflows ${Date.now().toString(36)}`;
  await dialog.getByLabel('Your feedback').fill(words);
  // Exactly what will be sent, before sending: the words, the path, the version and the window.
  const preview = JSON.parse((await dialog.getByTestId('feedback-preview').textContent()) ?? '{}');
  expect(preview).toEqual({
    description: words,
    route: `/projects/${project.id}`,
    appVersion: '0.1.0',
    viewport: { width: 375, height: 800 },
  });
  await axeClean(page, '[data-testid="feedback-dialog"]');
  await dialog.getByTestId('feedback-send').click();
  await expect(dialog.getByTestId('feedback-sent')).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: baseUrl() });
  const admin = await adminContext.newPage();
  await admin.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(admin, adminAccount());
  await admin.goto('/admin#feedback');
  const inbox = admin.getByTestId('admin-feedback');
  await expect(inbox).toBeVisible({ timeout: 20_000 });
  await inbox.getByLabel('Show').selectOption('');
  const item = inbox.getByTestId('feedback-item').filter({ hasText: words });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`From /projects/${project.id} · version 0.1.0 · window 375 × 800 px`);
  await expect(item.getByTestId('feedback-item-status')).toHaveText('New');
  await item.getByLabel('Note for the other administrators (optional)').fill('Fixed in the next release');
  await item.getByTestId('feedback-move-resolved').click();
  await expect(item.getByTestId('feedback-item-status')).toHaveText('Resolved');
  await expect(item).toContainText('Note: Fixed in the next release');
  await axeClean(admin, '[data-testid="admin-feedback"]');
  await adminContext.close();
});

test('a visitor picks "investor" on /onboarding and lands on sign-up with that role chosen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 375, height: 800 });
  // An app path sends a visitor here, keeping the page for after sign-up.
  await page.goto('/portfolio');
  await expect(page).toHaveURL(/\/onboarding\?returnTo=%2Fportfolio$/);
  await expect(page.getByTestId('onboarding-role-investor')).toContainText('Receive funding requests');
  await fitsPhone(page);
  await axeClean(page);
  await page.getByTestId('onboarding-start-investor').click();
  await expect(page).toHaveURL(/\/register\?role=investor&returnTo=%2Fportfolio$/);
  await expect(page.getByRole('radio', { name: /Investor/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Proponent/ })).not.toBeChecked();
});

test('/onboarding in Italian and dark', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Per iniziare');
  await switchToDarkTheme(page);
  await axeClean(page);
});

test('a new user completes /beta-onboarding, gets a first project, and the tour starts', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await registerUser(page.request, 'proponent', `Nina Newcomer ${Date.now().toString(36)}`);
  await signIn(page, user);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/beta-onboarding');
  const form = page.getByTestId('beta-onboarding-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await fitsPhone(page);
  await axeClean(page);
  await page.getByTestId('goal-evaluate').check();
  await page.getByTestId('goal-funding').check();
  await page.getByTestId('template-solar').check();
  await expect(page.getByLabel('Project title')).toHaveValue('Rooftop solar plant');
  // A template gives no figure: finishing without the user's budget is refused on the page.
  await page.getByTestId('beta-onboarding-finish').click();
  await expect(page.getByRole('alert')).toContainText('estimated budget');
  await page.getByLabel('Estimated budget (EUR)').fill('250000');
  await page.getByTestId('beta-onboarding-finish').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('onboarding-tour')).toBeVisible({ timeout: 20_000 });

  const projects = await (await page.request.get('/api/projects')).json();
  const list = (Array.isArray(projects) ? projects : projects.items) as { title: string; industry: string; estimatedBudget: number }[];
  expect(list.map((p) => [p.title, p.industry, p.estimatedBudget])).toContainEqual(['Rooftop solar plant', '35.11', 250_000]);
  const state = await (await page.request.get('/api/onboarding')).json();
  expect(state.goals).toEqual(['evaluate', 'funding']);
  expect(state.completedAt).not.toBeNull();
});

test('/feedback-demo shows the widget and its payload', async ({ page }) => {
  const user = await registerUser(page.request, 'consultant');
  await signIn(page, user);
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  await page.goto('/feedback-demo');
  await expect(page.getByTestId('feedback-demo')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Il tuo feedback').fill('Prova');
  await expect(page.getByTestId('feedback-preview')).toContainText('"route": "/feedback-demo"');
  await axeClean(page);
});
