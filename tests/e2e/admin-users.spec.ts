/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import pg from 'pg';
import { adminAccount, apiPost, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';
import { createAdmin, databaseUrl, ENV } from './support/server.ts';

// Issue 26, /admin: an admin finds a user, changes their plan with a reason, suspends them — the user's open
// session ends at its next request and sign-in is refused — then reactivates them; the screen at 375 px with axe.
// In English only: the shared admin account adopts the language it is first used in, and other specs read its
// screens in English.

test('an admin changes a plan with a reason, suspends a signed-in user (their session ends), reactivates them', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Sofia Suspended ${Date.now().toString(36)}`;
  const target = await registerUser(page.request, 'proponent', name);
  const userContext = await browser.newContext({ baseURL: baseUrl() });
  const user = await userContext.newPage();
  await signIn(user, target);
  await apiPost(user.request, '/api/projects', {
    title: 'Before suspension',
    industry: '62.01',
    targetMarket: 'B2B',
    estimatedBudget: 50_000,
  });

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, adminAccount());
  await page.goto('/admin');
  await expect(page.getByTestId('admin-page')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Search name or e-mail').fill(target.email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: target.email });
  await expect(row).toHaveCount(1);

  // Plan: Professional, with the reason the audit keeps.
  await row.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByTestId('admin-user-dialog');
  await dialog.getByLabel('New plan').selectOption('professional');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Paid by bank transfer, order 42');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Professional');
  const me = await (await user.request.get('/api/auth/user')).json();
  expect(me.subscriptionTier).toBe('professional');

  // Suspend: the user's next request is refused, and signing in again says why.
  await row.getByRole('button', { name: 'Suspend' }).click();
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Chargeback under review');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('admin-user-status')).toHaveText('Suspended');
  expect((await user.request.get('/api/auth/user')).status()).toBe(401);
  const refused = await user.request.post('/api/auth/login', {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { email: target.email, password: target.password },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ACCOUNT_SUSPENDED');

  // Reactivate: they sign in again and find their project.
  await row.getByRole('button', { name: 'Reactivate' }).click();
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Chargeback withdrawn');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Back to its state before the suspension (this account never confirmed its address).
  await expect(row.getByTestId('admin-user-status')).toHaveText(/^(Active|Unverified)$/);
  await signIn(user, target);
  await user.goto('/projects');
  await expect(user.getByTestId('project-row').filter({ hasText: 'Before suspension' })).toBeVisible({ timeout: 20_000 });
  await userContext.close();
});

test('the admin screen on a phone, and nobody else reaches its routes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, adminAccount());
  await page.goto('/admin');
  await expect(page.getByTestId('admin-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('admin-users-count')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  const other = await registerUser(page.request, 'investor');
  const ctx = page.context();
  await ctx.clearCookies();
  await signIn(page, other);
  expect((await page.request.get('/api/admin/users/search')).status()).toBe(403);
});

test('an admin resets the two-factor sign-in of an owner who lost their phone, after noting how they checked who it is', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const target = await registerUser(page.request, 'investor', `Tomas Twofactor ${Date.now().toString(36)}`);
  // Planted as a confirmed set-up leaves it (the TOTP walk itself is the account spec's).
  const client = new pg.Client({ connectionString: databaseUrl(process.env[ENV.database]!) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [target.email]);
    await client.query("insert into two_factor (user_id, secret, recovery_codes, confirmed_at) values ($1, 'sealed', '[]'::jsonb, now())", [
      rows[0]!.id,
    ]);
    await client.query('update users set two_factor_enabled = true where id = $1', [rows[0]!.id]);
  } finally {
    await client.end();
  }
  await page.context().clearCookies();
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, adminAccount());
  await page.goto('/admin');
  await page.getByLabel('Search name or e-mail').fill(target.email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: target.email });
  await expect(row).toContainText('Two-factor on');
  await row.getByRole('button', { name: 'Reset two-factor' }).click();
  const dialog = page.getByTestId('admin-user-dialog');
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Lost phone and recovery codes');
  await dialog.getByLabel('How you checked their identity (kept in the audit trail)').fill('short');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('How you checked their identity (kept in the audit trail)').fill('Video call, ID card matched the profile photo');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).not.toContainText('Two-factor on');

  // The owner was told, and the workspaces list finds their personal workspace by their address.
  const outbox = page.getByTestId('admin-outbox');
  await expect(
    outbox.getByRole('listitem').filter({ hasText: target.email }).filter({ hasText: 'Your account security changed' }),
  ).toHaveCount(1);
  await page.getByLabel('Search name or owner e-mail').fill(target.email);
  await expect(page.getByTestId('admin-workspaces').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('admin-workspaces')).toContainText('Personal');

  // The password alone signs them in now.
  const login = await page.request.post('/api/auth/login', {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { email: target.email, password: target.password },
  });
  expect(login.status()).toBe(200);
  expect(await login.json()).not.toHaveProperty('twoFactorRequired');
});

test('the admin screen in Italian and in the dark theme, for an admin of its own (the shared one stays English)', async ({ page }) => {
  test.setTimeout(90_000);
  const account = { email: `admin-it-${Date.now().toString(36)}@example.test`, password: 'una passphrase solida 2026' };
  createAdmin(process.env[ENV.database]!, account.email, account.password);
  await page.addInitScript(() => {
    localStorage.setItem('language', 'it');
    localStorage.setItem('theme', 'dark');
  });
  await signIn(page, account);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amministrazione');
  for (const heading of ['Utenti', 'Spazi di lavoro', 'Posta in uscita', 'Errori dei client']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Cerca nome o e-mail', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  const axe = await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
