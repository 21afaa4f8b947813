/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures.ts';
import { createAdmin, ENV } from './support/server.ts';

// Issue 26, item 4 of the operations brief: every newer admin screen walked once by an Italian admin of this
// spec's own (createAdmin; the shared e2e admin stays English), in the dark theme, with axe on each. A screen
// fails when axe finds a serious or critical violation, or when its main region shows English words that an
// Italian screen never contains (a string left untranslated). Data of other specs is not the screen's words:
// names and codes rarely match the list, and recorded text (an e-mail subject) is marked `data-recorded`.

const SCREENS = [
  '/admin',
  '/monitoring-layer',
  '/mission-control',
  '/provider-health',
  '/auto-heal',
  '/r4-readiness',
  '/shadow-mode',
  '/compliance-dashboard',
  '/pta-dashboard',
] as const;

/** Words of the screens' English that Italian never uses as words. */
const ENGLISH = /\b(the|and|with|of|No|Loading|Refresh|none|Failed|Succeeded|Queued|Running|not configured|requests|per minute)\b/;

async function englishLines(page: Page): Promise<string[]> {
  // Recorded content shown as it was written (an e-mail's subject in its recipient's language) is not the
  // screen's words: marked `data-recorded`, left out of the reading.
  const text = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return '';
    const recorded = [...main.querySelectorAll<HTMLElement>('[data-recorded]')];
    for (const el of recorded) el.style.display = 'none';
    const out = main.innerText;
    for (const el of recorded) el.style.display = '';
    return out;
  });
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && ENGLISH.test(l));
}

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

test('the newer admin screens and the feedback dialog in Italian, dark, with axe', async ({ page }) => {
  test.setTimeout(240_000);
  const account = { email: `ops-it-${Date.now().toString(36)}@example.test`, password: 'una passphrase solida 2026' };
  createAdmin(process.env[ENV.database]!, account.email, account.password);
  await page.addInitScript(() => {
    localStorage.setItem('language', 'it');
    localStorage.setItem('theme', 'dark');
  });
  await signIn(page, account);
  const found: Record<string, { english: string[]; axe: string[] }> = {};
  for (const url of SCREENS) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // Let the screen's reads arrive (a loading line is itself a string to check, but not the end state).
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const english = await englishLines(page);
    const axe = await violations(page);
    if (english.length || axe.length) found[url] = { english, axe };
  }
  await page.goto('/admin');
  await page.getByTestId('feedback-button').click();
  const dialog = page.getByTestId('feedback-dialog');
  await expect(dialog).toBeVisible();
  const dialogEnglish = (await dialog.innerText()).split('\n').filter((l) => ENGLISH.test(l));
  const dialogAxe = await violations(page);
  if (dialogEnglish.length || dialogAxe.length) found['feedback dialog'] = { english: dialogEnglish, axe: dialogAxe };
  expect(found).toEqual({});
});
