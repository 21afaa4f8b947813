/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { actorPage, consoleWatchOfEachTest, expect, PROVOKED_4XX, registerUser, switchToDarkTheme, test } from './support/fixtures.ts';

/**
 * Issue 15's portfolio part as an investor lives it: import holdings from their own XLSX, read the
 * refused cell named by row and column, exclude that row deliberately, commit, and read the summary —
 * in English at desktop width and in Italian at 375 px (dark theme).
 */

const watch = consoleWatchOfEachTest(PROVOKED_4XX);

async function axe(page: Page, selector: string, dark = false): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include(selector);
  const result = await (
    dark ? builder.withRules(['color-contrast']) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The investor's own spreadsheet, made here: five holdings, the middle one (row 4) with an amount that is not a number. */
async function holdingsXlsx(headers: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Holdings');
  ws.addRow(headers);
  ws.addRow(['Alpha Solar', '35.11', 'ITC4', 500_000, new Date(Date.UTC(2025, 2, 15)), 'growth']);
  ws.addRow(['Beta Software', '62.01', 'ITC4', 300_000, '15/04/2025', 'validation']);
  ws.addRow(['Gamma Foods', '10.51', 'ITI4', 'a lot', '2025-05-02', 'idea']);
  ws.addRow(['Delta Labs', '72.11', 'ITF3', 200_000, '2025-06-01', 'growth']);
  ws.addRow(['Epsilon Retail', '47.11', 'ITI4', 0, '2025-07-01', null]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const CASES = [
  {
    lng: 'en',
    width: 1280,
    headers: ['Project', 'NACE', 'Region', 'Amount', 'Date', 'Stage'],
    amount: 'Amount',
    message: 'Not a number',
    name: 'Seed fund I',
    create: 'Create',
    exclude: /Exclude the row with errors \(row 4\)/,
    commit: 'Import 4 holdings',
    open: "Open the portfolio's summary",
    hhi: /HHI 0\.68 \(6,800 on the 10,000 scale\): highly concentrated/,
    invested: /1,000,000/,
  },
  {
    lng: 'it',
    width: 375,
    headers: ['Progetto', 'Codice ATECO', 'Regione', 'Importo', 'Data', 'Fase'],
    amount: 'Importo',
    message: 'Non è un numero',
    name: 'Fondo seed I',
    create: 'Crea',
    exclude: /Escludi la riga con errori \(riga 4\)/,
    commit: 'Importa 4 posizioni',
    open: 'Apri il riepilogo del portafoglio',
    hhi: /HHI 0,68 \(6\.?800 sulla scala 10\.000\): molto concentrato/,
    invested: /1\.000\.000/,
  },
] as const;

for (const c of CASES) {
  test(`imports a portfolio from XLSX and reads its summary (${c.lng}, ${c.width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const investor = await registerUser(request, 'investor', 'Ivo Investor');
    const page = await actorPage(browser, investor, { console: watch, lng: c.lng, width: c.width });

    await page.goto('/portfolio');
    await page.getByTestId('portfolio-create').getByRole('textbox').fill(c.name);
    await page.getByTestId('portfolio-create').getByRole('button', { name: c.create }).click();
    await expect(page.getByTestId('portfolio-card')).toHaveCount(1);
    expect(await axe(page, '[data-testid="portfolio-list"]')).toEqual([]);
    await page.getByTestId('portfolio-card').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/portfolio\/upload\?portfolio=/);

    await page.getByTestId('upload-file').setInputFiles({
      name: 'holdings.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await holdingsXlsx([...c.headers]),
    });
    const errors = page.getByTestId('import-error');
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toContainText('4');
    await expect(errors.first()).toContainText(c.amount);
    await expect(errors.first()).toContainText(c.message);
    await expect(page.getByTestId('import-commit')).toBeDisabled();
    expect(await axe(page, '[data-testid="portfolio-upload"]')).toEqual([]);

    // Deliberately leave row 4 out; the rest goes in, all at once.
    await page.getByLabel(c.exclude).check();
    await page.getByRole('button', { name: c.commit }).click();
    await expect(page.getByTestId('import-done')).toBeVisible();
    await page.getByRole('link', { name: c.open }).click();

    await expect(page.getByTestId('figure-holdings')).toHaveText('4');
    await expect(page.getByTestId('figure-invested')).toHaveText(c.invested);
    // Regions ITC4 800k, ITF3 200k, ITI4 0 of 1,000k: HHI 0.8² + 0.2² = 0.68.
    await expect(page.getByTestId('hhi-region')).toHaveText(c.hhi);
    await expect(page.getByTestId('holding')).toHaveCount(4);
    expect(await axe(page, '[data-testid="portfolio-summary"]')).toEqual([]);
    if (c.lng === 'it') {
      await switchToDarkTheme(page);
      expect(await axe(page, '[data-testid="portfolio-summary"]', true)).toEqual([]);
      // 375 px: nothing wider than the viewport but the tables' own scrolling boxes.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="portfolio-summary"] *')]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !e.closest('.overflow-x-auto'))
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className}`.slice(0, 120)),
      );
      expect([overflow, wide]).toEqual([0, []]);
    }
    await page.context().close();
  });
}
