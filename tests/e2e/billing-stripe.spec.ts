import type { ChildProcess } from 'node:child_process';
import { startFakeStripe, type FakeStripe } from '../../src/server/test/fake-stripe.ts';
import { createDatabase, dropDatabase, freePort, startServer } from './support/server.ts';
import { expect, QUIET_STORAGE, test } from './support/fixtures.ts';

// Issue 22 on the `stripe` driver, in the browser: the app runs with STRIPE_* pointing at the local fake
// (src/server/test/fake-stripe.ts), whose hosted checkout page is local too. Paying there redirects to
// success_url at once and holds the signed webhooks until the test has seen the success page waiting (a
// fixed delay raced the page's first render on a loaded machine), then the page turns to "confirmed" only
// when the webhook has set the plan on the server.
// Nothing reaches the internet: the SDK talks to 127.0.0.1, the browser to localhost and 127.0.0.1.
const SECRET = 'whsec_e2e_stripe';
let fake: FakeStripe;
let server: ChildProcess | null = null;
let database = '';
let base = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeStripe({ webhookSecret: SECRET, holdWebhooks: true });
  database = `cr_e2e_stripe_${process.pid}_${Date.now().toString(36)}`;
  createDatabase(database);
  const port = await freePort();
  server = await startServer(port, database, {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
  });
  base = `http://localhost:${port}`;
  fake.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhooks/stripe`);
});

test.afterAll(async () => {
  if (server) {
    const gone = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  if (database) dropDatabase(database);
  await fake?.close();
});

test('a visitor buys Professional by card on the (fake) Stripe page; the success page waits for the webhook', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: base, locale: 'en-US' });
  await context.addInitScript(
    (entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    { ...QUIET_STORAGE, language: 'en' },
  );
  // Every request leaves for the app or the fake only.
  const foreign: string[] = [];
  context.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (!['localhost', '127.0.0.1'].includes(host) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  const page = await context.newPage();

  await page.goto('/checkout?plan=professional_monthly');
  const email = `stripe.${Date.now().toString(36)}@e2e.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name shown to others').fill('Carla Card');
  await page.getByLabel('Password', { exact: true }).fill('e2e password long enough');
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("You will pay by card on Stripe's secure page.")).toBeVisible();
  await page.getByLabel('Name *').fill('Carla srl');
  await page.getByLabel('Address *').fill('Via Roma 1');
  await page.getByLabel('Postal code *').fill('20121');
  await page.getByLabel('City *').fill('Milano');
  await page.getByLabel('VAT number *').fill('IT00743110157');
  await page.getByLabel('SDI recipient code').fill('ABC1234');
  await page.getByRole('button', { name: 'Show the price with VAT' }).click();
  await expect(page.getByTestId('order-total')).toContainText('€475.80');
  await page.getByRole('button', { name: 'Confirm order' }).click();

  // The fake's hosted checkout page (local), opened by the session's url.
  await expect(page).toHaveURL(new RegExp(`^${fake.url.replace(/[.]/g, '\\.')}/pay/cs_test_`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  const session = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
  expect(session.body.get('mode')).toBe('subscription');
  expect(session.body.get('customer_email')).toBe(email);
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the app before the webhook: waiting, not confirmed.
  await expect(page).toHaveURL(/\/billing\/success\?order=.*session_id=cs_test_/);
  const success = page.getByTestId('billing-success');
  await expect(success).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByText('Stripe is confirming your payment. This page updates by itself.')).toBeVisible();
  // The signed webhooks arrive: the server sets the plan, the page says so.
  fake.releaseWebhooks();
  await expect(success).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

  await page.goto('/billing');
  await expect(page.getByTestId('billing-tier')).toHaveText('Professional');
  await expect(page.getByText('Card (Stripe)')).toBeVisible();
  await expect(page.getByTestId('invoices').getByRole('link', { name: /PDF/ })).toHaveCount(1);
  expect(foreign).toEqual([]);
  await context.close();
});
