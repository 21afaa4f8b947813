/// <reference lib="dom" />
import { adminAccount, apiPost, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';

/** The first check after a full page load waits for the page's code and strings on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

test.describe('without prepared storage', () => {
  test.use({ storage: null });

  test('logout clears the cached user, the onboarding flag and session storage, then ends the session', async ({ page }) => {
    const account = await registerUser(page.request, 'proponent');
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByTestId('onboarding-tour')).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenOnboarding'))).toBe('true');
    await page.evaluate(() => sessionStorage.setItem('scratch', 'x'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByTestId('landing')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenOnboarding'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('scratch'))).toBeNull();
    expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard')).toHaveCount(0);
  });

  test("the onboarding tour: an investor's 3 steps with Previous, Next, Finish, shown once, never 'create a project'", async ({ page }) => {
    await signIn(page, await registerUser(page.request, 'investor'));
    await page.goto('/dashboard');
    const tour = page.getByTestId('onboarding-tour');
    await expect(tour).toContainText('Step 1 of 3', FIRST_LOAD);
    await expect(tour.getByRole('heading')).toHaveText('Welcome, investor');
    await expect(tour.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading')).toHaveText('Reading a CR score');
    await tour.getByRole('button', { name: 'Previous' }).click();
    await expect(tour.getByRole('heading')).toHaveText('Welcome, investor');
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading')).toHaveText('A sample investor report');
    await expect(tour).not.toContainText(/create a project/i);
    await tour.getByRole('button', { name: 'Finish' }).click();
    await expect(tour).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('onboarding-tour')).toHaveCount(0);
  });
});

test('sign-in and registration explain errors in the interface language', async ({ page, request }) => {
  // Registered through a separate request context, so the browser stays signed out.
  const existing = await registerUser(request, 'consultant');
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByLabel('Name shown to others').fill('A');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('email-error')).toHaveText('Enter a valid e-mail address, like name@example.com.');
  await expect(page.getByTestId('username-error')).toHaveText('The name needs at least 2 characters.');
  await expect(page.getByTestId('password-error')).toHaveText('The password needs at least 12 characters.');
  await page.getByLabel('E-mail address').fill(existing.email);
  await page.getByLabel('Name shown to others').fill('Another');
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // An address that has an account is answered like a new one, without a session (issue 26, ADR 0048):
  // the page asks to check the e-mail (its owner was told someone tried) and signs no one in.
  await expect(page.getByTestId('register-check-email')).toContainText('Check your e-mail');
  await expect(page.getByText('An account with this e-mail address already exists')).toHaveCount(0);
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(existing.email);
  await page.getByLabel('Password').fill('wrong password entirely');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('The e-mail address or the password is not correct.');
  await page.getByLabel('Password').fill(existing.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-user')).toContainText(existing.username);
});

test('a new user registers through the form as an investor and lands in the shell', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(`form.${Date.now()}@e2e.test`);
  await page.getByLabel('Name shown to others').fill('Ivo Investor');
  await page.getByLabel('Password').fill('investor password 2025');
  await page.getByLabel(/^Investor/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('a[data-nav="/deal-flow"]')).toBeVisible();
  // A new investor's dashboard says honestly that nothing was shared with them yet, with no figure posing as data.
  await expect(page.getByTestId('shared-projects')).toContainText('No proponent has shared a project with you yet', FIRST_LOAD);
  await expect(page.getByTestId('dashboard').locator('[data-value]')).toHaveCount(0);
});

test('admin tier switcher: applied by the server, Admin View badge, persisted', async ({ page }) => {
  await signIn(page, adminAccount());
  await page.goto('/enterprise-preview');
  // The preview's charts are the largest chunk a page loads: slow to arrive on a busy machine.
  await expect(page.getByTestId('enterprise-preview')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('demo-watermark').locator('[data-text]').first()).toHaveAttribute('data-text', 'DEMO - ENTERPRISE PREVIEW');
  await page.getByRole('combobox', { name: 'Tier view' }).click();
  await page.getByRole('option', { name: 'Free' }).click();
  await expect(page.getByTestId('admin-view-badge')).toHaveText('Admin View');
  await expect(page.getByTestId('download-report')).toBeDisabled();
  await expect.poll(async () => (await (await page.request.get(`${baseUrl()}/api/auth/user`)).json()).effectiveTier).toBe('free');
  expect((await (await page.request.get(`${baseUrl()}/api/admin/tier-view`)).json()).view).toBe('free');
  await page.reload();
  await expect(page.getByTestId('admin-view-badge')).toBeVisible();
  // At 375 px the badge shows only its eye, but still says "Admin View" to a screen reader
  // (innerText skips display:none, keeps sr-only), and the header fits without a sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.getByTestId('admin-view-badge').evaluate((el) => (el as HTMLElement).innerText.trim())).toBe('Admin View');
  await expect.poll(() => page.getByRole('banner').evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Tier view' }).click();
  await page.getByRole('option', { name: 'Enterprise' }).click();
  await expect(page.getByTestId('download-report')).toBeEnabled();
  await page.getByRole('combobox', { name: 'Tier view' }).click();
  await page.getByRole('option', { name: 'Actual tier' }).click();
  await expect(page.getByTestId('admin-view-badge')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('adminTierOverride'))).toBe('actual');
});

test('a session that ends under the user leads to the sign-in page, which says so and brings them back', async ({ page, context }) => {
  const account = await registerUser(page.request, 'proponent');
  await signIn(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await context.clearCookies(); // the session is gone, as when it expires
  // The next call the app makes is refused (401), and the app notices.
  await page.locator('a[data-nav="/projects"]').first().click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(page.getByTestId('session-ended')).toHaveText('Your session has ended. Sign in again to go back to where you were.');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('deep links survive sign-in', () => {
  test('a project link opened signed out lands on that project after signing in, and after a reload of the sign-in page', async ({
    page,
    request,
  }) => {
    const account = await registerUser(request, 'proponent');
    const project = (await apiPost(request, '/api/projects', {
      title: 'Deep link',
      industry: '62.01',
      targetMarket: 'B2B',
      estimatedBudget: 100_000,
    })) as { id: string };
    const target = `/projects/${project.id}?tab=evaluation`;
    await page.goto(target);
    await expect(page).toHaveURL(`${baseUrl()}/onboarding?returnTo=${encodeURIComponent(target)}`, { timeout: 20_000 });
    await page.getByTestId('return-to-notice').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await page.reload();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseUrl()}${target}`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Deep link' })).toBeVisible(FIRST_LOAD);
  });

  test('registering from a deep link lands on it; a returnTo naming another site lands on the dashboard', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/onboarding\?returnTo=%2Fsettings$/, { timeout: 20_000 });
    await page.getByTestId('return-to-notice').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register\?returnTo=%2Fsettings$/);
    await page.getByLabel('E-mail').fill(`deep.${Date.now().toString(36)}@e2e.test`);
    await page.getByLabel('Name shown to others').fill('Deep Link');
    await page.getByLabel('Password').fill('correct horse battery staple 1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/settings`, { timeout: 20_000 });

    await page.context().clearCookies();
    const account = await registerUser(page.request, 'proponent');
    await page.context().clearCookies();
    await page.goto('/login?returnTo=%2F%2Fevil.example%2Fprojects');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/dashboard`, { timeout: 20_000 });
  });
});
