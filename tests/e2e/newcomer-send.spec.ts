/// <reference lib="dom" />
import type { Browser, Page } from '@playwright/test';
import {
  actorPage,
  adminAccount,
  apiPost,
  apiPut,
  baseUrl,
  consoleWatchOfEachTest,
  expect,
  registerUser,
  signIn,
  test,
} from './support/fixtures.ts';

/**
 * Issue 27, steps 6 and 7 as a newcomer lives them: an investor who opted in to the directory is
 * found without an e-mail and receives the request; a founder on Professional sends a sealed report
 * in the app and the investor reads its sealed pages there; a call request says it goes to the portal.
 */
const watch = consoleWatchOfEachTest();
const page = (browser: Browser): Promise<Page> => actorPage(browser, null, { console: watch, lng: 'en' });
const headers = () => ({ Origin: baseUrl(), 'Content-Type': 'application/json' });

test('directory → request; sealed report read in the app on Professional; call portal notice', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const founderAcc = await registerUser(request, 'proponent', 'Fiona Founder');
  const investorAcc = await registerUser(request, 'investor', 'Ivo Directory');
  const admin = await page(browser);
  await signIn(admin, adminAccount());
  const plan = await admin.request.patch(`${baseUrl()}/api/admin/users/${founderAcc.user.id}`, {
    headers: headers(),
    data: { subscriptionTier: 'professional' },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  await admin.context().close();

  const inv = await page(browser);
  await signIn(inv, investorAcc);
  await apiPut(inv.request, '/api/investor-profile', {
    listed: true,
    headline: 'Energy seed',
    sectors: ['35'],
    regions: [],
    stages: [],
    ticketMin: null,
    ticketMax: null,
    instruments: ['equity'],
    languages: [],
  });

  const owner = await page(browser);
  await signIn(owner, founderAcc);
  const p = (await apiPost(owner.request, '/api/projects', {
    title: 'Solar farm',
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 900_000,
  })) as { id: string };
  await apiPost(owner.request, `/api/projects/${p.id}/evaluations`, { iterations: 1_000, seed: 3 });

  // Step 7: the directory lists the investor (no e-mail typed) and sends the request from there.
  await owner.goto(`/funding-wizard/${p.id}`);
  const wizard = owner.getByTestId('funding-wizard');
  await expect(wizard.getByTestId('portal-notice')).toBeVisible({ timeout: 20_000 });
  await wizard.getByTestId('target-investor').click();
  const entry = wizard.getByTestId('directory-investor').filter({ hasText: 'Ivo Directory' });
  await expect(entry).toBeVisible();
  await entry.getByTestId('choose-directory-investor').click();
  await expect(wizard.getByTestId('wizard-step-package')).toBeEnabled({ timeout: 20_000 });

  // Step 6: seal on Professional, the plan note says what it allows, send it in the app.
  await owner.goto(`/projects/${p.id}?tab=reports`);
  await expect(owner.getByTestId('report-plan-note')).toBeVisible({ timeout: 30_000 });
  await owner.getByTestId('generate-report').click();
  const item = owner.getByTestId('report').first();
  await expect(item).toBeVisible({ timeout: 60_000 });
  // The recipient is picked from the directory by name (no account id, no address typed).
  const recipient = item.getByTestId('report-share-recipient');
  const listed = recipient.locator('option', { hasText: 'Ivo Directory' });
  await expect(listed).toHaveAttribute('value', investorAcc.user.id);
  await recipient.selectOption({ label: (await listed.textContent())!.trim() });
  await item.getByTestId('report-share').click();
  await expect(item.getByRole('status')).toBeVisible();

  // The investor reads the sealed pages in the app.
  await inv.goto('/reports/shared');
  const shared = inv.getByTestId('shared-report').first();
  await expect(shared).toContainText('Solar farm', { timeout: 20_000 });
  await shared.getByTestId('shared-read').click();
  await expect(inv.getByTestId('report-preview-pages').locator('canvas[data-page="1"]')).toHaveAttribute('data-drawn', 'true', {
    timeout: 30_000,
  });
});
