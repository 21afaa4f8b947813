/// <reference lib="dom" />
import { expect, registerUser, signIn, test } from './support/fixtures.ts';

// The service worker would fetch the page chunks itself, out of reach of page.route().
test.use({ serviceWorkers: 'block' });

test('a failed page load shows the error screen, reports it, and recovers by itself', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  let blocked = 0;
  await page.route('**/assets/GuideRoute-*.js', (route) => (blocked++ === 0 ? route.abort('connectionreset') : route.continue()));
  const report = page.waitForRequest((r) => r.url().endsWith('/api/errors') && r.method() === 'POST');
  await page.locator('a[data-nav="/guide"]').click();
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(page.getByText(/Trying again in 5 seconds/)).toBeVisible();
  const body = (await report).postDataJSON();
  expect(body).toMatchObject({ errorCount: 1, url: expect.stringContaining('/guide'), viewport: { width: 1280, height: 800 } });
  expect(body.message).toMatch(/fetch|import|module/i);
  expect(Date.parse(body.timestamp)).not.toBeNaN();
  expect(typeof body.sessionId).toBe('string');
  expect(body.userAgent).toContain('Chrome');
  // Transient (a failed fetch) and the first error: it resets itself after 5 s.
  await expect(page.getByTestId('guide')).toBeVisible({ timeout: 9000 });
});

test('Return to Home leaves the error screen for /', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'investor'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.route('**/assets/EnterprisePreviewPage-*.js', (route) => route.abort('connectionreset'));
  await page.locator('a[data-nav="/enterprise-preview"]').click();
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
});
