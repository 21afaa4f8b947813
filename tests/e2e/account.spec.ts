/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { AxeBuilder } from './support/axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { base32Decode, totp } from '../../src/server/modules/auth/totp.ts';
import { QUIET_STORAGE, adminAccount, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';

type Tree = { [key: string]: string | Tree };
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../src/web/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Tree;
/** A string of the catalogue by dotted key (with {{x}} left in), so both languages run one script. */
function text(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree);
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value;
}

/** The admin's outbox (GET /api/admin/outbox), read from a separate signed-in context. */
async function outboxFor(to: string, kind: string): Promise<{ body: string } | undefined> {
  const admin = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const res = await admin.post('/api/auth/login', { headers: { Origin: baseUrl() }, data: adminAccount() });
    expect(res.status()).toBe(200);
    const mails = (await (await admin.get('/api/admin/outbox')).json()) as Array<{ to: string; kind: string; body: string }>;
    return mails.find((m) => m.to === to && m.kind === kind);
  } finally {
    await admin.dispose();
  }
}

/**
 * A code the server has not accepted yet: the current 30-second step's or, when `after` (the step just
 * used) is still the current one, the next step's, which the server's one-step window accepts
 * (TOTP.window, as an authenticator a little ahead) instead of waiting up to 30 s for the clock.
 */
function freshCode(secret: string, after: number | null): { code: string; step: number } {
  const now = Math.floor(Date.now() / 30_000);
  const step = after !== null && now <= after ? after + 1 : now;
  return { code: totp(base32Decode(secret), step * 30), step };
}

async function currentUser(request: APIRequestContext) {
  return (await (await request.get(`${baseUrl()}/api/auth/user`)).json()) as { username: string; language: string | null; email: string };
}

/** Axe's serious and critical findings: every rule in the light theme, contrast in the dark one. */
async function seriousViolations(page: Page) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const axe = new AxeBuilder({ page });
  const result = await (
    dark ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function openSettings(page: Page, anchor = '') {
  await page.goto(`/settings${anchor}`);
  // Generous: the settings chunk and its four queries on a shared, busy machine.
  await expect(page.getByTestId('settings')).toBeVisible({ timeout: 20_000 });
}

for (const lang of ['en', 'it'] as const) {
  const s = load(lang, 'settings');
  const a = load(lang, 'auth');
  const other = lang === 'en' ? 'it' : 'en';

  test.describe(`account settings (${lang})`, () => {
    test.use({ locale: lang === 'it' ? 'it-IT' : 'en-US', storage: { ...QUIET_STORAGE, language: lang } });

    test('changes the display name and the language, kept on the account', async ({ page, consoleProblems }) => {
      const account = await registerUser(page.request, 'proponent');
      await signIn(page, account);
      await openSettings(page);
      await page.getByLabel(text(s, 'profile.username'), { exact: true }).fill('Grace Hopper');
      await page.getByRole('button', { name: text(s, 'save'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: text(s, 'profile.saved') })).toBeVisible();
      await expect(page.getByTestId('sidebar-user')).toContainText('Grace Hopper');
      const otherName = text(load(other, 'common'), `language.names.${other}`);
      await page.getByRole('button', { name: otherName, exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect.poll(async () => (await currentUser(page.request)).language).toBe(other);
      expect((await currentUser(page.request)).username).toBe('Grace Hopper');
      expect(consoleProblems).toEqual([]);
    });

    test('changes the e-mail address through the link sent to the new one', async ({ page, consoleProblems }) => {
      const account = await registerUser(page.request, 'proponent');
      await signIn(page, account);
      await openSettings(page, '#email');
      const next = `moved.${Date.now().toString(36)}.${lang}@e2e.test`;
      await page.getByLabel(text(s, 'email.new')).fill(next);
      await page.locator('#email-password').fill(account.password);
      await page.getByRole('button', { name: text(s, 'email.submit') }).click();
      await expect(page.getByTestId('email-pending')).toContainText(next);
      await expect(page.getByTestId('profile-email')).toHaveText(account.email);
      const mail = await outboxFor(next, 'email-change-confirm');
      expect(mail, 'confirmation e-mail in the outbox').toBeDefined();
      expect(await outboxFor(account.email, 'email-change-notice')).toBeDefined();
      const link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail!.body)![0];
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByTestId('email-confirmed')).toHaveText(text(s, 'confirmEmail.done'));
      await openSettings(page);
      await expect(page.getByTestId('profile-email')).toHaveText(next);
      expect(consoleProblems).toEqual([]);
    });

    test('turns on two-factor sign-in, then signs in with a code computed from the secret', async ({ page, consoleProblems }) => {
      test.setTimeout(90_000);
      const account = await registerUser(page.request, 'proponent');
      await signIn(page, account);
      await openSettings(page, '#two-factor');
      await page.locator('#two-factor-password').fill(account.password);
      await page.getByRole('button', { name: text(s, 'twoFactor.start') }).click();
      const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
      await expect(page.getByTestId('two-factor-uri')).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
      const first = freshCode(secret, null);
      await page.getByLabel(text(s, 'twoFactor.code')).fill(first.code);
      await page.getByRole('button', { name: text(s, 'twoFactor.confirm'), exact: true }).click();
      await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
      await page.getByRole('button', { name: text(s, 'twoFactor.saved') }).click();
      await expect(page.getByTestId('two-factor-on')).toBeVisible();

      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel(text(a, 'fields.email')).fill(account.email);
      await page.getByLabel(text(a, 'fields.password')).fill(account.password);
      await page.getByRole('button', { name: text(a, 'login.submit') }).click();
      await expect(page.getByRole('heading', { name: text(a, 'twoFactor.title') })).toBeVisible();
      await expect(page.getByLabel(text(a, 'twoFactor.code'))).toBeFocused();
      const second = freshCode(secret, first.step);
      await page.getByLabel(text(a, 'twoFactor.code')).fill(second.code);
      await page.getByRole('button', { name: text(a, 'twoFactor.submit') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(consoleProblems).toEqual([]);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`settings and the two-factor setup pass axe (${theme})`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.addInitScript((th) => localStorage.setItem('theme', th), theme);
        const account = await registerUser(page.request, 'proponent');
        await signIn(page, account);
        await openSettings(page);
        await expect(page.getByTestId('session-item')).toHaveCount(1);
        await expect(page.getByRole('switch', { name: new RegExp(text(s, 'notifications.types.alert')) }).first()).toBeVisible();
        expect(await seriousViolations(page), '/settings').toEqual([]);
        await page.locator('#two-factor-password').fill(account.password);
        await page.getByRole('button', { name: text(s, 'twoFactor.start') }).click();
        await expect(page.getByTestId('two-factor-secret')).toBeVisible();
        expect(await seriousViolations(page), 'two-factor setup').toEqual([]);
      });
    }

    test('signs out every other session', async ({ page, consoleProblems }) => {
      const account = await registerUser(page.request, 'proponent');
      await signIn(page, account);
      const elsewhere = await playwrightRequest.newContext({
        baseURL: baseUrl(),
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      });
      try {
        expect(
          (
            await elsewhere.post('/api/auth/login', {
              headers: { Origin: baseUrl() },
              data: { email: account.email, password: account.password },
            })
          ).status(),
        ).toBe(200);
        await openSettings(page, '#sessions');
        const items = page.getByTestId('session-item');
        // This page's session (signing in ended the registration's) and the phone's.
        await expect(items).toHaveCount(2);
        await expect(page.locator('[data-testid="session-item"][data-current]')).toContainText(text(s, 'sessions.thisDevice'));
        await expect(items.filter({ hasText: 'Safari' }).filter({ hasText: 'iOS' })).toHaveCount(1);
        await page.getByRole('button', { name: text(s, 'sessions.signOutOthers') }).click();
        await expect(items).toHaveCount(1);
        expect((await elsewhere.get('/api/auth/user')).status()).toBe(401);
        expect((await page.request.get('/api/auth/user')).status()).toBe(200);
      } finally {
        await elsewhere.dispose();
      }
      expect(consoleProblems).toEqual([]);
    });
  });
}
