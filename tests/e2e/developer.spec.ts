/// <reference lib="dom" />
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import {
  actorPage,
  adminAccount,
  baseUrl,
  consoleWatchOfEachTest,
  expect,
  registerUser,
  signIn,
  test,
  type Account,
  type Lng,
} from './support/fixtures.ts';

/**
 * Issue 24's API-key half end to end: an Enterprise user creates a key on /developer-portal, sees it once (with a copy
 * button), calls the API with it from outside the browser session (page.request with the Bearer header only), revokes
 * it with a confirmation, and the next call is refused; /api-docs renders the live document with Scalar, served by the
 * app. The oracle for every call is the API's own answer; the key's use shows on the portal's list.
 */

const watch = consoleWatchOfEachTest();
const headers = () => ({ Origin: baseUrl(), 'Content-Type': 'application/json' });

async function makeEnterprise(browser: Browser, who: Account) {
  const admin = await actorPage(browser, null, { console: watch });
  await signIn(admin, adminAccount());
  const res = await admin.request.patch(`${baseUrl()}/api/admin/users/${who.user.id}`, {
    headers: headers(),
    data: { subscriptionTier: 'enterprise', reason: 'End-to-end test setup' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.context().close();
}

const TEXT = {
  en: {
    usage: 'Usage',
    keys: 'API keys',
    month: '2',
    remaining: '999,998 left this month',
    portal: 'Developer portal',
    name: 'Name',
    create: 'Create key',
    copied: 'I have copied it',
    revoke: 'Revoke',
    never: 'Never',
  },
  it: {
    usage: 'Consumi',
    keys: 'Chiavi API',
    month: '2',
    remaining: '999.998 rimaste questo mese',
    portal: 'Portale sviluppatori',
    name: 'Nome',
    create: 'Crea chiave',
    copied: 'L’ho copiata',
    revoke: 'Revoca',
    never: 'Mai',
  },
} as const;

/** A call as an integrator's server makes it: a fresh request context (no cookie, no Origin), the key in the header. */
async function callWithKey(key: string, path: string) {
  const api = await playwrightRequest.newContext();
  const res = await api.get(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  const out = { status: res.status(), headers: res.headers(), body: await res.text() };
  await api.dispose();
  return { ...out, json: () => JSON.parse(out.body) as unknown };
}

const mount = (page: Page) => page.getByTestId('scalar-mount');

for (const [lng, width] of [
  ['en', 1280],
  ['it', 375],
] as const satisfies ReadonlyArray<readonly [Lng, number]>) {
  test(`create a key, see it once, call the API with it, revoke it, next call 401 (${lng}, ${width} px)`, async ({ browser, request }) => {
    // The English run also opens Scalar's reference and its client, which took over 90 s to render on a loaded 2-core CI
    // runner (2026-12-02: this test ran out of its 120 s twice while the /api-docs test below, allowed 300 s, passed).
    test.setTimeout(lng === 'en' ? 300_000 : 120_000);
    const text = TEXT[lng];
    const owner = await registerUser(request, 'proponent');
    await makeEnterprise(browser, owner);
    const page = await actorPage(browser, owner, { console: watch, lng, width });
    const project = (await (
      await page.request.post(`${baseUrl()}/api/projects`, {
        headers: headers(),
        data: { title: `Keyed ${lng} ${Date.now().toString(36)}`, industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
      })
    ).json()) as { id: string; title: string };

    await page.goto('/developer-portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.portal);
    await page.getByLabel(text.name, { exact: true }).fill('E2E integration');
    // projects:read is chosen by default; add reports:read.
    await page.getByLabel('reports:read').check();
    await page.getByRole('button', { name: text.create }).click();

    // Shown once, in a dialog with a copy button.
    const dialog = page.getByTestId('new-key');
    await expect(dialog).toBeVisible();
    const key = (await dialog.getByTestId('new-key-value').innerText()).trim();
    expect(key).toMatch(/^cr_live_[a-z2-7]{40}$/);
    await expect(dialog.getByRole('button', { name: new RegExp(lng === 'en' ? 'Copy' : 'Copia') })).toBeVisible();
    await dialog.getByRole('button', { name: text.copied }).click();
    await expect(dialog).toBeHidden();
    // The list shows the prefix, never the key.
    const row = page.getByTestId('key-row').filter({ hasText: 'E2E integration' });
    await expect(row).toHaveAttribute('data-prefix', key.slice(0, 14));
    await expect(row).toContainText(text.never);
    await expect(page.locator('body')).not.toContainText(key);

    // The key works from outside the session: the owner's project, and the rate-limit headers.
    const ok = await callWithKey(key, '/api/projects');
    expect(ok.status, ok.body).toBe(200);
    expect((ok.json() as Array<{ id: string }>).map((p) => p.id)).toEqual([project.id]);
    expect(ok.headers['ratelimit-policy']).toBe('"default";q=600;w=60');
    expect(ok.headers['ratelimit']).toMatch(/^"default";r=599;t=\d+$/);
    expect(ok.headers['set-cookie']).toBeUndefined();
    // Beyond its scopes: 403 naming the scope.
    const denied = await callWithKey(key, `/api/projects/${project.id}/documents`);
    expect(denied.status).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'SCOPE_REQUIRED', details: { scope: 'documents:read' } });

    // Its use shows on the list (last used) after a reload, and on the usage tab: 2 requests in the projects and
    // documents groups, the refused one counted as an error.
    await page.reload();
    await expect(row).not.toContainText(text.never);
    await page.getByRole('tab', { name: text.usage }).click();
    const usage = page.getByTestId('usage-table');
    const cells = (group: string) => usage.getByRole('row').filter({ hasText: group }).getByRole('cell');
    await expect(cells('projects').nth(2)).toHaveText('1');
    await expect(cells('projects').nth(3)).toHaveText('0');
    await expect(cells('documents').nth(2)).toHaveText('1');
    await expect(cells('documents').nth(3)).toHaveText('1');
    await expect(page.getByTestId('usage-month')).toContainText(text.month);
    // The live count against the monthly allowance (1,000,000 in the price list): both key requests counted.
    await expect(page.getByTestId('usage-month')).toContainText(text.remaining);
    await page.getByRole('tab', { name: text.keys }).click();

    // "Try it" on /api-docs, signed out (so only the key can answer 200): the bearer key pasted, the request sent
    // to this server from Scalar's client, the owner's project in the answer.
    if (lng === 'en') {
      const visitor = await actorPage(browser, null, { console: watch });
      await visitor.goto('/api-docs#tag/projects/GET/api/projects');
      await expect(visitor.getByRole('textbox', { name: 'Bearer Token' }).first()).toBeVisible({ timeout: 90_000 });
      await visitor.getByRole('textbox', { name: 'Bearer Token' }).first().fill(key);
      await visitor.getByRole('button', { name: 'Test Request (get /api/projects)' }).first().click();
      const client = visitor.getByRole('dialog', { name: 'API Client' });
      await client.getByRole('button', { name: /^Send get request to .*\/api\/projects$/ }).click();
      await expect(client.getByRole('link', { name: '200 OK' })).toBeVisible({ timeout: 30_000 });
      await expect(client.getByText(project.title).first()).toBeVisible();
    }

    await row.getByRole('button', { name: new RegExp(text.revoke) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.revoke }).click();
    await expect(row).toHaveAttribute('data-status', 'revoked');
    const after = await callWithKey(key, '/api/projects');
    expect(after.status).toBe(401);
    expect(after.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    expect(watch.problems).toEqual([]);
  });
}

test('a Free user sees what the API offers and the upgrade path, not the keys', async ({ browser, request }) => {
  const user = await registerUser(request, 'proponent');
  const page = await actorPage(browser, user, { console: watch });
  await page.goto('/developer-portal');
  await expect(page.getByTestId('developer-portal-upsell')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute('href', /^\/pricing/);
  await expect(page.getByTestId('new-key-form')).toHaveCount(0);
  await page.goto('/developer-portal-legacy');
  await expect(page).toHaveURL(/\/developer-portal$/);
});

test('/api-docs renders the live OpenAPI document with Scalar, served by the app; /docs too; /developer shows the quickstart for this server', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await actorPage(browser, null, { console: watch });
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:')) external.push(r.url());
  });
  for (const path of ['/api-docs', '/docs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
    // Scalar's rendering of the document: its version and description (one h1 on the page: ours), the bearer scheme, and an operation with its scope.
    await expect(mount(page).getByText('OpenAPI 3.1.0').first()).toBeVisible({ timeout: 90_000 });
    await expect(mount(page).getByText('Authorization: Bearer cr_live_…').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(mount(page).getByRole('textbox', { name: 'Bearer Token' })).toBeVisible({ timeout: 30_000 });
  }
  await mount(page).getByRole('link', { name: 'projects', exact: true }).first().click();
  await expect(mount(page).getByText('API key scope:').first()).toBeVisible({ timeout: 30_000 });
  await expect(mount(page).getByText('projects:read').first()).toBeVisible();
  expect(external).toEqual([]);
  await page.goto('/developer');
  await expect(page.getByTestId('quickstart-curl')).toContainText(`${baseUrl()}/api/projects`);
  expect(watch.problems).toEqual([]);
});
