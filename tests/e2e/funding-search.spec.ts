/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import {
  actorPage,
  adminAccount,
  consoleWatchOfEachTest,
  expect,
  PROVOKED_4XX,
  QUIET_STORAGE,
  registerUser,
  signIn,
  switchToDarkTheme,
  test,
} from './support/fixtures.ts';

/**
 * Issue 14's catalogue as people meet it: the live count and the search on /funding (the embedded
 * curated programmes are loaded at every start), filters kept in the URL and cleared, in English on a
 * wide screen and in Italian at 375 px; and an administrator importing a file and a malformed one.
 */

const watch = consoleWatchOfEachTest(PROVOKED_4XX);

/** Today + n days on the Italian calendar (the catalogue's "today"). */
function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

test('search: the live count, text, a filter in the URL, the honest empty state and clear filters (en, wide)', async ({ browser }) => {
  const page = await actorPage(browser, null, { console: watch, storage: QUIET_STORAGE, seedEveryLoad: true });
  await signIn(page, await registerUser(page.request, 'proponent'));
  const stats = (await (await page.request.get('/api/funding/stats')).json()) as { openCalls: number; totalCalls: number };
  expect(stats.totalCalls).toBeGreaterThan(0);
  await page.goto('/funding');
  await expect(page.getByRole('heading', { level: 1, name: 'Funding' })).toBeVisible();
  await expect(page.getByTestId('funding-live-count')).toContainText(`${stats.totalCalls.toLocaleString('en')} in the catalogue`);

  await page.getByLabel('Search calls').fill('Sabatini');
  await expect(page).toHaveURL(/[?&]q=Sabatini/);
  const row = page.getByTestId('funding-result').filter({ hasText: 'Nuova Sabatini' });
  await expect(row).toHaveCount(1);
  // Catalogue text keeps its language: Italian, marked for the screen reader.
  await expect(row.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'it');
  await expect(row).toContainText('€20,000 – €4,000,000');
  await expect(row).toContainText('All of Italy');

  await page.getByLabel('Status').selectOption('upcoming');
  await expect(page).toHaveURL(/status=upcoming/);
  await expect(page.getByTestId('funding-empty')).toContainText('No call in the catalogue matches these filters');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/funding$/);
  await expect(page.getByLabel('Search calls')).toHaveValue('');
  await expect(page.getByTestId('funding-result').first()).toBeVisible();

  const axe = await new AxeBuilder({ page })
    .include('[data-testid="funding-page"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.context().close();
});

test('a shared link opens the same filters; Italian interface at 375 px without sideways scrolling', async ({ browser }) => {
  const page = await actorPage(browser, null, { console: watch, lng: 'it', width: 375, storage: QUIET_STORAGE, seedEveryLoad: true });
  await signIn(page, await registerUser(page.request, 'investor'));
  await page.goto('/funding?aidForm=equity&region=ITC4');
  await expect(page.getByRole('heading', { level: 1, name: 'Finanziamenti' })).toBeVisible();
  await expect(page.getByLabel('Forma di agevolazione')).toHaveValue('equity');
  const row = page.getByTestId('funding-result').filter({ hasText: 'Fondo per il trasferimento tecnologico' });
  await expect(row).toContainText('Capitale di rischio');
  await expect(row).toContainText('100.000');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});

test('admin: imports an uploaded file with its report; a malformed file imports nothing', async ({ browser }) => {
  const page = await actorPage(browser, null, { console: watch, storage: QUIET_STORAGE, seedEveryLoad: true });
  await signIn(page, adminAccount());
  await page.goto('/admin/funding');
  await expect(page.getByRole('heading', { level: 1, name: 'Funding catalogue imports' })).toBeVisible();
  // A two-notice PA digitale file written by the test, in the source's columns.
  const csv =
    'titolo,misura,data_inizio_bando,data_fine_bando,stato,totale_importo_stanziato,totale_importo_misura,soggetti_destinatari\n' +
    `"E2E avviso di prova A","1.2 Cloud","2020-01-10","${inDays(3)}","APERTO",1000000.0,5000000.0,"Comuni"\n` +
    '"E2E avviso di prova B","1.4.1 Esperienza del cittadino","2030-02-01","2030-04-01","APERTO",2000000.0,5000000.0,"Comuni;Scuole"\n';
  await page.getByLabel('Source').selectOption('padigitale');
  await page.getByLabel('Or upload a file').setInputFiles({ name: 'avvisi.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import file' }).click();
  const first = page.getByTestId('funding-import-run').first();
  await expect(first).toContainText('Imported');
  await expect(first).toContainText(/\d+ new, \d+ updated, \d+ unchanged, 0 skipped/);

  // The notice closing in 3 days reads "Closing within 7 days" on /funding, highlighted, in light and dark.
  await page.goto('/funding?source=padigitale&status=closing');
  const closing = page.getByTestId('funding-result').filter({ hasText: 'E2E avviso di prova A' });
  await expect(closing.getByTestId('funding-status')).toHaveText('Closing within 7 days');
  await switchToDarkTheme(page);
  const dark = await new AxeBuilder({ page }).include('[data-testid="funding-page"]').withRules(['color-contrast']).analyze();
  expect(dark.violations.map((v) => v.id)).toEqual([]);
  await page.goto('/admin/funding');

  await page.getByLabel('Source').selectOption('padigitale');
  await page
    .getByLabel('Or upload a file')
    .setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from('colonna,altra\n1,2\n') });
  await page.getByRole('button', { name: 'Import file' }).click();
  await expect(page.getByTestId('funding-import-run').first()).toContainText('Failed: nothing imported');
  await expect(page.getByTestId('funding-import-run').first()).toContainText('missing columns');
  await page.context().close();
});
