/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { adminAccount, apiPost, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';

/**
 * Account privacy (issue 11), as a user does it, in both languages: request an export, download it
 * when ready and open it; then erase the account (a wrong password first) and find that it cannot
 * sign in again. The admin sees both requests with their deadline.
 */
const TEXT = {
  en: {
    request: 'Request an export',
    download: 'Download the ZIP',
    open: 'Delete my account…',
    password: 'Password',
    confirm: 'Delete my account',
    wrong: 'The password is not correct. Nothing was changed.',
    erased: 'Your account and your personal data have been deleted.',
    history: 'Consents recorded',
  },
  it: {
    request: "Richiedi un'esportazione",
    download: 'Scarica lo ZIP',
    open: 'Elimina il mio account…',
    password: 'Password',
    confirm: 'Elimina il mio account',
    wrong: 'La password non è corretta. Non è stato modificato nulla.',
    erased: 'Il tuo account e i tuoi dati personali sono stati eliminati.',
    history: 'Consensi registrati',
  },
} as const;

/** The archive's file names and profile, read by Python's zipfile after it checks every CRC. */
function readZip(path: string): { names: string[]; profile: { email: string } } {
  const out = execFileSync(
    'python3',
    [
      '-c',
      'import zipfile,sys,json\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps({"names": z.namelist(), "profile": json.loads(z.read("profile.json"))}))',
      path,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as { names: string[]; profile: { email: string } };
}

for (const lng of ['en', 'it'] as const) {
  test.describe(`in ${lng === 'en' ? 'English' : 'Italian'}`, () => {
    test.use({ locale: lng === 'en' ? 'en-US' : 'it-IT' });

    test('export the data, download it, then erase the account, which cannot sign in again', async ({ page, consoleProblems }, info) => {
      test.setTimeout(60_000);
      const s = TEXT[lng];
      const account = await registerUser(page.request, 'proponent');
      await signIn(page, account);
      const created = (await apiPost(page.request, '/api/projects', {
        title: `Forno ${lng}`,
        industry: '10.71',
        targetMarket: 'IT',
        estimatedBudget: 50000,
      })) as { id: string };
      await apiPost(page.request, '/api/gdpr/consent', {
        necessary_cookies: true,
        analytics_cookies: true,
        marketing_cookies: false,
        functional_cookies: false,
      });

      await page.goto('/settings#data-portability');
      // The settings chunk and its two translation namespaces: slow on a loaded machine.
      await expect(page.getByTestId('settings')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('#data-portability')).toBeFocused();
      await expect(page.getByRole('heading', { name: s.history })).toBeVisible();
      await expect(page.getByTestId('consent-history')).toBeVisible();
      await page.getByRole('button', { name: s.request }).click();
      const link = page.getByRole('link', { name: s.download });
      await expect(link).toBeVisible({ timeout: 20_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const file = info.outputPath(`export-${lng}.zip`);
      await download.saveAs(file);
      const zip = readZip(file);
      expect(zip.profile.email).toBe(account.email);
      expect(zip.names).toEqual(
        expect.arrayContaining(['README.txt', 'profile.json', 'consents.json', 'audit.json', `projects/${created.id}.json`]),
      );

      await page.goto('/settings#data-deletion');
      await page.getByRole('button', { name: s.open }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByLabel(s.password).fill('not my password at all');
      await dialog.getByRole('button', { name: s.confirm }).click();
      await expect(dialog.getByTestId('erase-error')).toHaveText(s.wrong);
      await dialog.getByLabel(s.password).fill(account.password);
      await dialog.getByRole('button', { name: s.confirm }).click();
      await expect(page).toHaveURL(/\/login\?erased=1$/);
      await expect(page.getByTestId('account-erased')).toHaveText(s.erased);

      // Signed out, and the account is gone: the same e-mail and password no longer sign in.
      expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
      const again = await page.request.post(`${baseUrl()}/api/auth/login`, {
        headers: { Origin: baseUrl() },
        data: { email: account.email, password: account.password },
      });
      expect(again.status()).toBe(401);
      expect(((await again.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
      // The wrong password typed on purpose: its 400 WRONG_PASSWORD and the logged failed mutation (seed section 8).
      expect(consoleProblems.filter((p) => !/status of 400|Mutation failed: ApiRequestError: 400/.test(p))).toEqual([]);
    });
  });
}

test('the admin lists data-subject requests with their statutory deadline', async ({ page, browser }) => {
  const someone = await registerUser(page.request, 'investor');
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await signIn(other, someone);
  expect((await other.request.get(`${baseUrl()}/api/account/export`)).status()).toBe(200);
  await ctx.close();

  await signIn(page, adminAccount());
  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible({ timeout: 20_000 });
  const row = page.getByTestId('admin-privacy-table').getByRole('row').filter({ hasText: someone.email });
  await expect(row).toContainText('Data export');
  // Received today, so answered (or still open) within its one-month deadline.
  await expect(row).toContainText(/On time|Open/);
  // At 375 px the same requests are cards, not a table that scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('admin-privacy-list').getByRole('listitem').filter({ hasText: someone.email })).toContainText(
    'Data export',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a signed-in user who is not an admin is sent away from /admin/privacy', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/admin/privacy');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Axe, as a11y.spec.ts runs it: the full rule set in the light theme, colour contrast in the dark one. */
for (const theme of ['light', 'dark'] as const) {
  test(`the privacy sections and the admin list pass axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    const { AxeBuilder } = await import('./support/axe.ts');
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const serious = async () => {
      const axe = new AxeBuilder({ page });
      const result = await (
        theme === 'dark' ? axe.withRules(['color-contrast']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      ).analyze();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    };
    const account = await registerUser(page.request, 'proponent');
    await signIn(page, account);
    await apiPost(page.request, '/api/gdpr/consent', {
      necessary_cookies: true,
      analytics_cookies: false,
      marketing_cookies: false,
      functional_cookies: true,
    });
    await page.request.get(`${baseUrl()}/api/account/export`);
    await page.goto('/settings');
    await expect(page.getByTestId('export-download')).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await serious(), '/settings').toEqual([]);
    await page.getByTestId('erase-open').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await serious(), '/settings erase dialog').toEqual([]);

    await page.context().clearCookies();
    await signIn(page, adminAccount());
    await page.goto('/admin/privacy');
    await expect(page.getByTestId('admin-privacy-table')).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await serious(), '/admin/privacy').toEqual([]);
  });
}
