/// <reference lib="dom" />
import { adminAccount, apiPost, expect, registerUser, signIn, test } from './support/fixtures.ts';

test('palette: Ctrl+K, search by title or category, empty state, Enter navigates', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('palette-hint')).toHaveText('Press Ctrl+K for quick actions');
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search or jump to...');
  await expect(input).toBeFocused();
  for (const group of ['quickActions', 'navigation', 'settings']) await expect(page.getByTestId(`palette-group-${group}`)).toBeVisible();
  await expect(page.getByTestId('palette-group-admin')).toHaveCount(0);
  await input.fill('GUIDE');
  await expect(page.getByTestId('palette-item').filter({ hasText: 'Open guide' })).toBeVisible();
  // Category match: "settings" finds the whole Settings group.
  await input.fill('settings');
  await expect(page.getByTestId('palette-item').filter({ hasText: 'Toggle light/dark theme' })).toBeVisible();
  await input.fill('zzzz-nothing');
  await expect(page.getByText('No results found.')).toBeVisible();
  await expect(page.getByText('Try a different search term.')).toBeVisible();
  await input.fill('open guide');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByTestId('command-palette')).toHaveCount(0);
  // The search was new and non-empty: it is now a recent search.
  await page.keyboard.press('Control+k');
  await expect(page.getByTestId('recent-search')).toHaveText(['open guide']);
  await page.keyboard.press('Escape');
});

test('shortcuts while closed navigate; ? toggles the help while open', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const cases: [string, RegExp][] = [
    ['g', /\/guide$/],
    ['s', /\/settings$/],
    ['f', /\/funding$/],
    ['a', /\/analytics$/],
    ['c', /\/consultants$/],
    ['p', /\/projects$/],
    ['d', /\/dashboard$/],
  ];
  for (const [key, url] of cases) {
    await page.keyboard.press(`Control+${key}`);
    await expect(page, key).toHaveURL(url);
  }
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('Search or jump to...')).toBeFocused();
  await page.keyboard.press('?');
  await expect(page.getByTestId('palette-help')).toContainText('Keyboard shortcuts');
  await expect(page.getByPlaceholder('Search or jump to...')).toHaveValue('');
  await page.keyboard.press('?');
  await expect(page.getByTestId('palette-help')).toHaveCount(0);
  // While open, the letters type into the search instead of navigating.
  await page.keyboard.press('Control+g');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('usage badge above 3, favorites, admin group and recent projects', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = adminAccount();
  await signIn(page, admin);
  await apiPost(page.request, '/api/projects', { title: 'Palette Solar Farm', industry: '35.11', targetMarket: 'Southern Italy', estimatedBudget: 2_500_000 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search or jump to...').fill('Open guide');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guide$/);
    // Back through the sidebar: an in-app navigation, as a user would, instead of a full reload.
    await page.locator('a[data-nav="/dashboard"]').first().click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
  }
  await page.keyboard.press('Control+k');
  const guide = page.locator('[data-command="quick:guide"]').first();
  await expect(guide.getByTestId('usage-badge')).toHaveText('used 4 times');
  await guide.getByTestId('favorite-toggle').click();
  await expect(page.getByRole('group', { name: 'Favorites' }).or(page.locator('[cmdk-group]').filter({ hasText: 'Favorites' })).first()).toBeVisible();
  await expect(page.getByTestId('palette-group-admin')).toContainText('Admin Panel');
  await expect(page.getByTestId('palette-group-recentProjects')).toContainText('Palette Solar Farm');
});

test('favorites by keyboard: Shift+Enter stars the highlighted entry, says so, and again unstars it', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'investor'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search or jump to...').fill('open guide');
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByTestId('palette-announcement')).toHaveText('Open guide added to favorites');
  await expect(page.locator('[cmdk-group]').filter({ hasText: 'Favorites' })).toContainText('Open guide');
  // Still open, still here: starring does not run the command.
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('command-palette-prefs'))) ?? '{}').favorites).toEqual(['quick:guide']);
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByTestId('palette-announcement')).toHaveText('Open guide removed from favorites');
  await expect(page.locator('[cmdk-group]').filter({ hasText: 'Favorites' })).toHaveCount(0);
});
