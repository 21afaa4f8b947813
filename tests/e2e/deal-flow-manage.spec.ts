/// <reference lib="dom" />
import type { Browser, Page } from '@playwright/test';
import { actorPage, apiPost, consoleWatchOfEachTest, expect, registerUser, test } from './support/fixtures.ts';
import type { Account, Lng } from './support/fixtures.ts';

/**
 * Issue 15's deal flow, the investor's own tools (ADR 0029): a pipeline created and its stages added and
 * reordered by keyboard; a published project followed from /vhs-marketing, its card showing only what
 * was published. (The rest of the header below is the original spec's.)
 * Issue 15's deal flow as the two people live it: an investor receives a funding request (submitted
 * through the funding-requests API by the proponent), finds it in "New", moves it by keyboard (the drag
 * handle: Space, →, Space) and with the "Move to…" select, asks a question the proponent answers from
 * the project page, and records a decision. Run in English and in Italian.
 */

const watch = consoleWatchOfEachTest();
const actor = (browser: Browser, account: Account, lng: Lng): Promise<Page> =>
  actorPage(browser, account, { console: watch, lng, width: 1400 });

const T = {
  en: {
    manage: 'Manage pipelines',
    name: 'Pipeline name',
    create: 'Create the pipeline',
    newStage: 'New stage',
    addStage: 'Add the stage',
    follow: 'Follow',
    openCard: 'Open its card',
    requestAccess: 'Request access',
  },
  it: {
    manage: 'Gestisci le pipeline',
    name: 'Nome della pipeline',
    create: 'Crea la pipeline',
    newStage: 'Nuova fase',
    addStage: 'Aggiungi la fase',
    follow: 'Segui',
    openCard: 'Apri la scheda',
    requestAccess: "Chiedi l'accesso",
  },
};

for (const lng of ['en', 'it'] as const) {
  test(`an investor creates a pipeline, adds and reorders stages by keyboard, and follows a published project (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const s = T[lng];
    const proponent = await registerUser(request, 'proponent');
    const investor = await registerUser(request, 'investor');
    const owner = await actor(browser, proponent, lng);
    // The showcase is public to every investor: a retry's project must not share its title with the first try's.
    const title = `Showcased farm ${lng} ${Date.now().toString(36)}`;
    const p = (await apiPost(owner.request, '/api/projects', {
      title,
      industry: '35.11',
      targetMarket: 'Italian utilities',
      estimatedBudget: 2_500_000,
      fundingSought: 500_000,
    })) as { id: string };
    await apiPost(owner.request, `/api/projects/${p.id}/evaluations`, { iterations: 1_000, seed: 7 });
    const report = (await apiPost(owner.request, `/api/projects/${p.id}/reports`, { kind: 'evaluation', language: lng })) as { id: string };
    await owner.goto('/dashboard');
    const published = await owner.evaluate(
      async ([id, reportId]) => {
        const r = await fetch(`/api/projects/${id}/showcase`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ fields: ['industry'], reportId }),
        });
        return r.status;
      },
      [p.id, report.id] as const,
    );
    expect(published).toBe(200);

    const inv = await actor(browser, investor, lng);
    await inv.goto('/deal-flow');
    await inv.getByTestId('manage-toggle').click();
    const panel = inv.getByTestId('manage-pipelines');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    // A new pipeline (it starts with the six default stages), shown on the board.
    // The new-pipeline form is the panel's last "Pipeline name" field (the first renames the one shown).
    await panel.getByLabel(s.name).last().fill('Seed rounds');
    await panel.getByRole('button', { name: s.create }).click();
    await expect(inv.getByTestId('pipeline-select')).toHaveValue(/.+/);
    await expect(inv.getByTestId('pipeline-select').locator('option:checked')).toHaveText('Seed rounds');
    // A stage added at the end, then moved up twice by keyboard (the Move up button, Enter).
    await panel.getByLabel(s.newStage).fill('Legal review');
    await panel.getByRole('button', { name: s.addStage }).click();
    const stages = panel.getByTestId('manage-stage');
    await expect(stages).toHaveCount(7);
    await expect(stages.nth(6)).toHaveAttribute('data-stage-name', 'Legal review');
    for (const at of [6, 5]) {
      // the buttons are disabled while the previous change saves: a focus() then lands nowhere
      await expect(stages.nth(at).getByTestId('stage-up')).toBeEnabled();
      await stages.nth(at).getByTestId('stage-up').focus();
      await inv.keyboard.press('Enter');
      await expect(stages.nth(at - 1)).toHaveAttribute('data-stage-name', 'Legal review');
    }
    await expect(inv.getByTestId('manage-status')).toContainText('5');

    // Follow from the showcase list: the card shows the title and the published industry only.
    await inv.goto('/vhs-marketing');
    const row = inv.getByTestId('showcase-list').locator('li', { hasText: title });
    await row.getByTestId('follow-button').click();
    await row.getByRole('link', { name: s.openCard }).click();
    const detail = inv.getByTestId('deal-card-detail');
    await expect(detail.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(inv.getByTestId('card-published-only')).toBeVisible();
    await expect(inv.getByTestId('followed-only').getByRole('button', { name: s.requestAccess })).toBeVisible();
    await inv.getByTestId('followed-only').getByRole('button', { name: s.requestAccess }).click();
    await expect(inv.getByTestId('followed-only').locator('[aria-live]')).not.toBeEmpty();
  });
}
