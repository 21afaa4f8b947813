/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { actorPage, apiPost, consoleWatchOfEachTest, expect, registerUser, test } from './support/fixtures.ts';
import type { Account, Lng } from './support/fixtures.ts';

/**
 * Issue 15's deal-flow filters and saved views: an investor with two cards (two funding requests, of
 * 150 000 € and 900 000 €) filters by ticket from 500 000 €, sees only the larger one in the list and in
 * the CSV export, saves that as a view, comes back to the unfiltered board after a reload, applies the
 * saved view and again sees only the matching card. Run in English and in Italian.
 */

const watch = consoleWatchOfEachTest();
const actor = (browser: Browser, account: Account, lng: Lng): Promise<Page> =>
  actorPage(browser, account, { console: watch, lng, width: 1400, acceptDownloads: true });

const TEXT = {
  en: {
    list: 'List',
    min: 'Ticket from (€)',
    saveCurrent: 'Save current view',
    name: 'Name of the view',
    save: 'Save',
    choose: 'Saved view',
    apply: 'Apply',
    view: 'Big tickets',
    industry: 'Industry',
    electricity: 'Production of electricity (35.11)',
  },
  it: {
    list: 'Elenco',
    min: 'Ticket da (€)',
    saveCurrent: 'Salva la vista corrente',
    name: 'Nome della vista',
    save: 'Salva',
    choose: 'Vista salvata',
    apply: 'Applica',
    view: 'Ticket grandi',
    industry: 'Settore',
    electricity: 'Produzione di energia elettrica (35.11)',
  },
};

for (const lng of ['en', 'it'] as const) {
  test(`an investor filters by ticket, saves the view, reloads and applies it (${lng})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const s = TEXT[lng];
    const investor = await registerUser(request, 'investor');
    // Two proponents, one project each (a free plan's project limit is not what this test is about).
    const small = `Rooftop solar ${lng}`;
    const large = `Wind repowering ${lng}`;
    for (const [title, amount] of [
      [small, 150_000],
      [large, 900_000],
    ] as const) {
      const owner = await actor(browser, await registerUser(request, 'proponent'), lng);
      const p = (await apiPost(owner.request, '/api/projects', {
        title,
        industry: '35.11',
        targetMarket: 'Italian utilities',
        estimatedBudget: 2_500_000,
      })) as { id: string };
      const r = (await apiPost(owner.request, '/api/funding-requests', {
        projectId: p.id,
        investorId: investor.user.id,
        message: 'Ticket',
        amountRequested: amount,
      })) as { id: string };
      await apiPost(owner.request, `/api/funding-requests/${r.id}/transitions`, { to: 'submitted' });
      await owner.context().close();
    }

    const inv = await actor(browser, investor, lng);
    await inv.goto('/deal-flow');
    await expect(inv.getByTestId('deal-board').getByTestId('deal-card')).toHaveCount(2, { timeout: 20_000 });
    // The industry filter names the activity in the reader's language, not by its bare code.
    await expect(inv.getByLabel(s.industry, { exact: true }).locator('option', { hasText: s.electricity })).toHaveCount(1);

    await inv.getByRole('button', { name: s.list, exact: true }).click();
    await inv.getByLabel(s.min).fill('500000');
    const rows = inv.getByTestId('deal-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(large);
    await expect(inv).toHaveURL(/ticketMin=500000/);
    await expect(inv).toHaveURL(/mode=list/);

    // The export holds what is shown: the header and the one matching card.
    const [download] = await Promise.all([
      inv.waitForEvent('download'),
      inv.getByRole('button', { name: lng === 'en' ? 'Export CSV' : 'Esporta CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(large);
    expect(csv).not.toContain(small);

    // Save the view by keyboard: the name field takes focus, Enter submits.
    await inv.getByRole('button', { name: s.saveCurrent }).click();
    await expect(inv.getByLabel(s.name)).toBeFocused();
    await inv.keyboard.type(s.view);
    await inv.keyboard.press('Enter');
    await expect(inv.getByRole('status').filter({ hasText: s.view })).toBeVisible();

    // Back to the unfiltered board, reloaded: both cards again.
    await inv.goto('/deal-flow');
    await inv.reload();
    await expect(inv.getByTestId('deal-board').getByTestId('deal-card')).toHaveCount(2, { timeout: 20_000 });
    await expect(inv.getByLabel(s.min)).toHaveValue('');

    // Apply the saved view: the list, filtered, with the bound back in its field.
    await inv.getByLabel(s.choose, { exact: true }).selectOption({ label: s.view });
    await inv.getByRole('button', { name: s.apply, exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(large);
    await expect(inv.getByLabel(s.min)).toHaveValue('500000');
    await expect(inv).toHaveURL(/ticketMin=500000/);

    // The address alone reproduces it (a link to the view).
    await inv.reload();
    await expect(inv.getByTestId('deal-row')).toHaveCount(1, { timeout: 20_000 });
    await expect(inv.getByTestId('deal-row')).toContainText(large);
  });
}
