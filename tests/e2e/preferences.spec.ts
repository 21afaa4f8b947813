/// <reference lib="dom" />
import { expect, registerUser, signIn, test } from './support/fixtures.ts';

test.describe('language', () => {
  test.use({ locale: 'it-IT' });

  test('the first visit follows the browser (Italian), the choice persists', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('button', { name: 'Servizi Progetti' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrati' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Valuta Progetto' })).toBeVisible();
    await page.getByTestId('language-switch').click();
    await expect(page.getByRole('button', { name: 'Project Services' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(consoleProblems).toEqual([]);
  });
});

test('an English browser gets English; the shell switches to Italian and keeps it', async ({ page, consoleProblems }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  // Its name starts with the code it shows (label in name, WCAG 2.5.3).
  await expect(page.getByTestId('language-switch')).toHaveAccessibleName('EN: Change language to Italiano');
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Benvenuto');
  await expect(page.getByTestId('language-switch')).toHaveAccessibleName('IT: Cambia lingua in English');
  await expect(page.locator('a[data-nav="/funding"]')).toHaveText('Ricerca Finanziamenti');
  await page.goto('/guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guida');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guida');
  expect(consoleProblems).toEqual([]);
});

test('theme: light by default, toggled, persisted and applied before the first paint', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // The external initialiser runs before the app: the class is there at DOMContentLoaded.
  await page.addInitScript(() =>
    document.addEventListener(
      'DOMContentLoaded',
      () => ((window as unknown as { __darkAtDcl: boolean }).__darkAtDcl = document.documentElement.classList.contains('dark')),
    ),
  );
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __darkAtDcl: boolean }).__darkAtDcl)).toBe(true);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('skip-to-content is the first stop of the keyboard', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
