/// <reference lib="dom" />
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { AxeBuilder } from './support/axe.ts';
import type { Browser, Page } from '@playwright/test';
import {
  actorPage,
  adminAccount,
  apiPost,
  baseUrl,
  consoleWatchOfEachTest,
  expect,
  registerUser,
  signIn,
  switchToDarkTheme,
  test,
  type Account,
} from './support/fixtures.ts';
import { ENV } from './support/server.ts';

/**
 * Issue 24's webhooks half end to end: an Enterprise user adds an endpoint on /developer-portal pointing to a receiver this
 * test starts on 127.0.0.1 (allowed on this one port by WEBHOOK_ALLOWED_HOSTS in global setup), sees its secret once, is
 * refused the metadata address, runs an evaluation, and the receiver gets a signed `evaluation.completed` that an
 * independent verifier (WebCrypto, written here) accepts; the portal's delivery log shows it delivered, with the request.
 */

const watch = consoleWatchOfEachTest();

async function makeEnterprise(browser: Browser, who: Account) {
  const admin = await actorPage(browser, null, { console: watch });
  await signIn(admin, adminAccount());
  const res = await admin.request.patch(`${baseUrl()}/api/admin/users/${who.user.id}`, {
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
    data: { subscriptionTier: 'enterprise', reason: 'End-to-end test setup' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.context().close();
}

type Received = { headers: IncomingHttpHeaders; body: string };

function startReceiver(port: number): Promise<{ received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  return new Promise((ok, fail) => {
    server.on('error', fail);
    server.listen(port, '127.0.0.1', () => ok({ received, server }));
  });
}

/** Serious or critical axe findings: the WCAG 2.1 AA rules in the light theme, contrast only in the dark one (as a11y.spec). */
async function seriousViolations(page: Page, dark: boolean) {
  const axe = new AxeBuilder({ page });
  const result = await (
    dark ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Standard Webhooks, verified independently of the server's code: HMAC-SHA256 over "id.timestamp.body", key = base64 after whsec_. */
async function verifies(secret: string, h: IncomingHttpHeaders, body: string): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(secret.replace(/^whsec_/, ''), 'base64'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const data = new TextEncoder().encode(`${String(h['webhook-id'])}.${String(h['webhook-timestamp'])}.${body}`);
  for (const entry of String(h['webhook-signature'] ?? '').split(' ')) {
    const [v, sig] = entry.split(',');
    if (v === 'v1' && sig && (await crypto.subtle.verify('HMAC', key, Buffer.from(sig, 'base64'), data))) return true;
  }
  return false;
}

test('add a webhook, run an evaluation, the receiver gets a signed evaluation.completed and the portal logs it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const port = Number(process.env[ENV.webhookPort]);
  expect(port).toBeGreaterThan(0);
  const rx = await startReceiver(port);
  try {
    const owner = await registerUser(request, 'proponent');
    await makeEnterprise(browser, owner);
    const page = await actorPage(browser, owner, { console: watch, lng: 'en', width: 1280 });
    const project = (await apiPost(page.request, '/api/projects', {
      title: `Hooked ${Date.now().toString(36)}`,
      industry: '62.01',
      targetMarket: 'EU',
      estimatedBudget: 100_000,
    })) as { id: string };

    await page.goto('/developer-portal');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    const form = page.getByTestId('new-webhook-form');
    // The metadata address is refused with the reason.
    await form.getByLabel('Endpoint URL').fill('https://169.254.169.254/latest/meta-data/');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByTestId('webhook-url-error')).toContainText('private, loopback or link-local');

    const url = `http://127.0.0.1:${port}/hooks/capital-readiness`;
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByLabel('Description (optional)').fill('E2E receiver');
    await expect(form.getByLabel('evaluation.completed')).toBeChecked();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByTestId('webhook-secret-dialog');
    await expect(dialog).toBeVisible();
    const secret = (await dialog.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('webhook-row').filter({ hasText: url });
    await expect(row).toHaveAttribute('data-enabled', 'true');
    await expect(page.locator('body')).not.toContainText(secret);

    // The owner runs an evaluation; the event reaches the receiver (the jobs poll every 5 s).
    await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000, seed: 7 });
    await expect.poll(() => rx.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const got = rx.received[0]!;
    expect(await verifies(secret, got.headers, got.body)).toBe(true);
    expect(await verifies(secret, got.headers, got.body + ' ')).toBe(false);
    expect(Math.abs(Date.now() / 1000 - Number(got.headers['webhook-timestamp']))).toBeLessThan(300);
    const event = JSON.parse(got.body) as { type: string; data: { projectId: string; version: number } };
    expect(event).toMatchObject({ type: 'evaluation.completed', data: { projectId: project.id, version: 1 } });

    // The portal's log shows it delivered, with the request sent and the receiver's answer.
    await row.getByTestId('webhook-deliveries-toggle').click();
    const delivery = row.getByTestId('webhook-delivery').first();
    await expect(delivery).toHaveAttribute('data-event', 'evaluation.completed');
    await expect(delivery).toHaveAttribute('data-state', 'succeeded', { timeout: 15_000 });
    await delivery.locator('summary').click();
    await expect(delivery.getByTestId('webhook-delivery-body')).toContainText(project.id);
    await expect(delivery).toContainText('HTTP 200');
    await expect(delivery).toContainText('received');
    await expect(delivery.getByRole('button', { name: 'Redeliver' })).toBeEnabled();
    // Accessible with the log open, light and dark.
    expect(await seriousViolations(page, false)).toEqual([]);
    await switchToDarkTheme(page);
    expect(await seriousViolations(page, true)).toEqual([]);

    // At 375 px the panel fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await new Promise<void>((ok) => rx.server.close(() => ok()));
  }
});
