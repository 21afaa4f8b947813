import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import {
  actorPage,
  adminAccount,
  apiPost,
  baseUrl,
  consoleWatchOfEachTest,
  expect,
  QUIET_STORAGE,
  registerUser,
  test,
} from './support/fixtures.ts';

// Issue 22 on the embedded `invoice` driver: a visitor buys Professional through /checkout, an admin
// marks the transfer paid, the limit of five projects holds, and Business (through the upgrade prompt,
// the quick checkout and the admin again) lets the sixth in.
const watch = consoleWatchOfEachTest();
const PASSWORD = 'e2e password long enough';

async function markPaid(admin: Page, reference: string) {
  await admin.goto('/admin/billing');
  const awaiting = admin.getByTestId('admin-awaiting');
  await awaiting.getByRole('button', { name: `Mark order ${reference} paid` }).click({ timeout: 20_000 });
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(reference);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(awaiting.getByRole('button', { name: `Mark order ${reference} paid` })).toHaveCount(0);
}

async function createProject(page: Page, n: number) {
  return page.request.post(`${baseUrl()}/api/projects`, {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { title: `Plant ${n}`, industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 100_000 },
  });
}

test('a visitor buys Professional by bank transfer, hits the five-project limit and upgrades to Business', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await actorPage(browser, null, { console: watch });
  const admin = await actorPage(browser, adminAccount(), { console: watch });

  // /pricing: prices VAT excluded, one button per plan.
  await page.goto('/pricing');
  await expect(page.getByTestId('price-professional')).toContainText('€390');
  await expect(page.getByTestId('compare-table')).toContainText('Projects');
  await page.getByRole('radio', { name: /Annual/ }).check();
  await expect(page.getByTestId('price-professional')).toContainText('€3,990');
  await page.getByRole('radio', { name: /Monthly/ }).check();
  // A consumer sees the price with VAT (Italy 22 %: 390 × 1.22 = 475.80, hand-computed); back to business.
  await page.getByRole('radio', { name: 'Consumers (VAT included)' }).check();
  await expect(page.getByTestId('price-professional')).toContainText('€475.80');
  await expect(page.getByTestId('plan-professional')).toContainText('VAT 22% included');
  await page.getByRole('radio', { name: 'Businesses (VAT excluded)' }).check();
  await expect(page.getByTestId('price-professional')).toContainText('€390');
  await page.getByRole('link', { name: 'Buy – Professional' }).click();
  // The buyer chosen on /pricing travels with the link, so the checkout's details start as a business in Italy.
  await expect(page).toHaveURL(/\/checkout\?plan=professional_monthly&buyer=business&country=IT$/);

  // Account through the registration API, then (signed in) the billing details on the same page.
  const email = `buyer.${Date.now().toString(36)}@e2e.test`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name shown to others').fill('Bianca Buyer');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Name *').fill('Bianca srl');
  await page.getByLabel('Address *').fill('Via Roma 1');
  await page.getByLabel('Postal code *').fill('20121');
  await page.getByLabel('City *').fill('Milano');
  await expect(page.getByLabel('Country *')).toHaveValue('IT');
  await page.getByLabel('VAT number *').fill('IT00743110158');
  await page.getByLabel('SDI recipient code').fill('ABC1234');
  await page.getByRole('button', { name: 'Show the price with VAT' }).click();
  // The server's check (wrong check digit), on the field, and focus goes there.
  await expect(page.getByTestId('billing-vatNumber-error')).toContainText('check digit');
  await expect(page.getByLabel('VAT number *')).toBeFocused();
  await page.getByLabel('VAT number *').fill('IT00743110157');
  await page.getByRole('button', { name: 'Show the price with VAT' }).click();
  // Italian business: 22 % on €390 = €85.80, total €475.80 (hand-computed), as the server prices it.
  const summary = page.getByTestId('order-summary').last();
  await expect(summary).toContainText('VAT 22%');
  await expect(page.getByTestId('order-total')).toContainText('€475.80');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  const proforma = page.getByTestId('proforma');
  await expect(proforma.getByRole('heading', { name: 'Order received: pro-forma' })).toBeFocused();
  await expect(page.getByTestId('proforma-amount')).toHaveText('€475.80');
  await expect(proforma).toContainText('Your plan starts when the transfer is confirmed');
  const reference = (await page.getByTestId('proforma-reference').textContent())!.trim();
  expect(reference).toMatch(/^CR-/);

  // Waiting for the confirmation: the redirect alone proves nothing.
  await proforma.getByRole('link', { name: 'I have made the transfer' }).click();
  await expect(page.getByTestId('billing-success')).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByText('Waiting for the payment to be confirmed')).toBeVisible();

  await markPaid(admin, reference);
  await expect(page.getByTestId('billing-success')).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

  // Five projects fit; the sixth is refused with the way up.
  for (let n = 1; n <= 5; n++) expect((await createProject(page, n)).status()).toBe(201);
  const refused = await createProject(page, 6);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('PROJECT_LIMIT_REACHED');
  await page.goto('/projects');
  await expect(page.getByTestId('project-usage')).toHaveText('5 of 5 projects on the Professional plan', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'New project' })).toBeDisabled();
  const upgrade = page.getByTestId('upgrade-link');
  await expect(upgrade).toHaveAttribute('href', '/quick-checkout?plan=business_monthly&returnTo=%2Fprojects');
  await upgrade.click();

  // Quick checkout: Business preselected, the saved details filled in, the server's price, the pro-forma.
  await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('business_monthly');
  await expect(page.getByLabel('VAT number *')).toHaveValue('IT00743110157');
  await page.getByRole('button', { name: 'Show the price with VAT' }).click();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByTestId('proforma')).toBeVisible();
  const second = (await page.getByTestId('proforma-reference').textContent())!.trim();
  await page.getByRole('link', { name: 'I have made the transfer' }).click();
  await markPaid(admin, second);
  await expect(page.getByTestId('billing-success')).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
  await page.getByTestId('success-continue').click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByTestId('project-usage')).toHaveText('5 of 20 projects on the Business plan', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'New project' })).toBeVisible();
  const sixth = (await (await createProject(page, 6)).json()) as { id: string };
  expect(sixth.id).toBeTruthy();

  // /billing shows the plan, the usage and the two invoices.
  await page.goto('/billing');
  await expect(page.getByTestId('billing-tier')).toHaveText('Business');
  await expect(page.getByTestId('usage-projects')).toContainText('6 of 20');
  await expect(page.getByTestId('invoices').getByRole('link', { name: /PDF/ })).toHaveCount(2);

  // Back on Professional (an admin's change stands in for an expiry): nothing is deleted, the newest
  // project is read-only, marked, with the way back to Business.
  const me = (await (await page.request.get(`${baseUrl()}/api/auth/user`)).json()) as { id: string };
  const patched = await admin.request.patch(`${baseUrl()}/api/admin/users/${me.id}`, {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { subscriptionTier: 'professional', reason: 'End-to-end test setup' },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await page.goto('/projects');
  await expect(page.getByTestId('project-row')).toHaveCount(6, { timeout: 20_000 });
  await expect(page.getByTestId('read-only-badge')).toHaveCount(1);
  await page.goto(`/projects/${sixth.id}`);
  await expect(page.getByTestId('read-only-note')).toContainText('Nothing was deleted');
  await expect(page.getByTestId('read-only-upgrade')).toHaveAttribute(
    'href',
    `/quick-checkout?plan=business_monthly&returnTo=${encodeURIComponent(`/projects/${sixth.id}`)}`,
  );
  expect(watch.problems).toEqual([]);
});

test('the billing screens render in Italian for an Italian user, invoices included', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const buyer = await registerUser(request, 'proponent', 'Italo Acquirente');
  const page = await actorPage(browser, buyer, { console: watch, lng: 'it' });
  const order = (await apiPost(page.request, '/api/billing/checkout', {
    planId: 'professional_monthly',
    billing: { kind: 'consumer', name: 'Italo Rossi', addressLine: 'Via Po 2', postalCode: '10121', city: 'Torino', country: 'IT' },
  })) as { orderId: string };
  const admin = await actorPage(browser, adminAccount(), { console: watch });
  await apiPost(admin.request, `/api/admin/billing/orders/${order.orderId}/paid`, {});
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Piani e prezzi' })).toBeVisible();
  // Saved details of an Italian consumer: prices with VAT at once (390 × 1.22 = 475,80).
  await expect(page.getByRole('radio', { name: 'Consumatori (IVA inclusa)' })).toBeChecked();
  await expect(page.getByTestId('price-business')).toContainText('1207,80');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Fatturazione' })).toBeVisible();
  const invoices = page.getByTestId('invoices');
  await expect(invoices).toContainText('Fattura');
  await expect(invoices).toContainText('Professional mensile');
  await expect(invoices).not.toContainText('PDF in');
  await page.goto('/quick-checkout?plan=business_monthly');
  await expect(page.getByRole('heading', { name: 'Dati di fatturazione' })).toBeVisible({ timeout: 20_000 });
  expect(watch.problems).toEqual([]);
});

/** Serious or critical axe findings: every rule in light, colour contrast in dark (as a11y.spec.ts does). */
async function seriousViolations(page: Page, dark: boolean) {
  const axe = new AxeBuilder({ page });
  const result = await (
    dark ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// One test per theme (each at both widths): the two halves share nothing but their set-up, and as one test
// this walk took 2 minutes on a loaded 2-core machine, the suite's longest, ending the run alone on one worker.
for (const dark of [false, true]) {
  test(`the billing screens pass axe in the ${dark ? 'dark' : 'light'} theme, at 375 px too`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    const buyer = await registerUser(request, 'proponent', 'Axe Buyer');
    const setup = await actorPage(browser, buyer, { console: watch });
    const details = {
      kind: 'business',
      name: 'Axe srl',
      addressLine: 'Via Roma 1',
      postalCode: '20121',
      city: 'Milano',
      country: 'IT',
      vatNumber: 'IT00743110157',
      sdiCode: 'ABC1234',
    };
    await apiPost(setup.request, '/api/billing/checkout', { planId: 'professional_monthly', billing: details });
    for (const width of [1280, 375]) {
      const storage = { ...QUIET_STORAGE, language: 'en', theme: dark ? 'dark' : 'light' };
      const visitor = await actorPage(browser, null, { console: watch, width, storage });
      for (const path of ['/pricing', '/checkout?plan=business_annual']) {
        await visitor.goto(path);
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(visitor, dark), `${path} ${width}`).toEqual([]);
      }
      const user = await actorPage(browser, buyer, { console: watch, width, storage });
      for (const path of ['/billing', '/quick-checkout?plan=business_monthly', '/billing/cancel?plan=business_monthly']) {
        await user.goto(path);
        await expect(user.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(user.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
        expect(await seriousViolations(user, dark), `${path} ${width}`).toEqual([]);
      }
      const admin = await actorPage(browser, adminAccount(), { console: watch, width, storage });
      await admin.goto('/admin/billing');
      await expect(admin.getByTestId('admin-awaiting')).toBeVisible({ timeout: 20_000 });
      expect(await seriousViolations(admin, dark), `/admin/billing ${width}`).toEqual([]);
      await Promise.all([visitor.context().close(), user.context().close(), admin.context().close()]);
    }
  });
}
