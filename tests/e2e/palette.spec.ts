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
    // Ctrl+F is also the browser's find: the first press of F, P, A or C asks once whose it is (issue 27).
    if (key === 'f') await page.getByTestId('browser-keys-app').click();
    await expect(page, key).toHaveURL(url);
  }
  await expect(page.getByTestId('browser-keys-question')).toHaveCount(0);
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
  await apiPost(page.request, '/api/projects', {
    title: 'Palette Solar Farm',
    industry: '35.11',
    targetMarket: 'Southern Italy',
    estimatedBudget: 2_500_000,
  });
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
  await expect(
    page
      .getByRole('group', { name: 'Favorites' })
      .or(page.locator('[cmdk-group]').filter({ hasText: 'Favorites' }))
      .first(),
  ).toBeVisible();
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

test('shortcuts a reader controls: ? lists them all; none acts with text selected or in a field; off in Settings, none acts', async ({
  page,
}) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // ? with the palette closed opens the list, every shortcut of the seed in it.
  await page.keyboard.press('?');
  const help = page.getByTestId('palette-help');
  await expect(help).toBeVisible();
  for (const key of ['K', 'N', 'D', 'P', 'S', 'G', 'F', 'A', 'C', 'B'])
    await expect(help.getByText(`Ctrl+${key}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('command-palette')).toHaveCount(0);

  // With text selected, Ctrl+A is the browser's select-all, Ctrl+G and Ctrl+K nothing of ours.
  await page.getByRole('heading', { level: 1 }).selectText();
  for (const key of ['a', 'g', 'k']) await page.keyboard.press(`Control+${key}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('command-palette')).toHaveCount(0);
  expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(0);
  await page.evaluate(() => window.getSelection()?.removeAllRanges());

  // In a text field the keys belong to the field.
  await page.goto('/projects');
  const search = page.locator('#projects-search');
  await search.fill('solar');
  for (const key of ['d', 'k']) await search.press(`Control+${key}`);
  await search.press('?');
  // Still the projects list (the search itself may be written into ?q= after its debounce).
  await expect(page).toHaveURL(/\/projects(\?q=[^&]*)?$/);
  await expect(page.getByTestId('command-palette')).toHaveCount(0);
  await expect(search).toHaveValue('solar?');
  // Ctrl+A selects the field's text, as in any text field, and goes nowhere.
  await search.press('Control+a');
  await expect(page).toHaveURL(/\/projects(\?q=[^&]*)?$/);
  expect(await search.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 6]);

  // Turned off in Settings: nothing fires, after a reload too; turned on again, they work.
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Keyboard shortcuts on' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Keyboard shortcuts on' })).not.toBeChecked();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const sidebar = page.locator('[data-slot="sidebar"]');
  const sidebarState = await sidebar.getAttribute('data-state');
  for (const key of ['g', 'd', 'k', 'b']) await page.keyboard.press(`Control+${key}`);
  await page.keyboard.press('?');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('command-palette')).toHaveCount(0);
  await expect(sidebar).toHaveAttribute('data-state', sidebarState ?? '');
  await page.getByRole('switch', { name: 'Keyboard shortcuts on' }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+g');
  await expect(page).toHaveURL(/\/guide$/);
});

test('Ctrl+F, P, A and C: asked once, the browser keeps them, remembered on the account (Italian)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.keyboard.press('Control+p');
  const question = page.getByTestId('browser-keys-question');
  await expect(question).toContainText('della piattaforma o del browser');
  await expect(question).toContainText('stampa');
  // Printing is what the browser would have done with Ctrl+P: stubbed so the test's page does not wait on a dialog.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '1');
  });
  await page.getByTestId('browser-keys-browser').click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
  await expect(question).toHaveCount(0);
  for (const key of ['f', 'a', 'c', 'p']) {
    await page.keyboard.press(`Control+${key}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await expect(question).toHaveCount(0);
  // On the account, not in this browser: a fresh load still knows, and Settings shows it.
  await page.goto('/settings');
  await expect(page.getByTestId('browser-keys-setting').getByRole('radio', { checked: true })).toHaveValue('browser');
  const app = page.getByTestId('browser-keys-setting').getByRole('radio', { name: /pagine della piattaforma/ });
  await app.click();
  await expect(app).toBeChecked();
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.keyboard.press('Control+a');
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(question).toHaveCount(0);
});
