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
    data: { subscriptionTier: 'professional', reason: 'End-to-end test setup' },
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

test('a call request: the wizard attaches the sealed report and hands over the application package to upload on the portal', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const founderAcc = await registerUser(request, 'proponent', 'Carla Call');
  const owner = await page(browser);
  await signIn(owner, founderAcc);
  const p = (await apiPost(owner.request, '/api/projects', {
    title: 'Linea 4.0',
    industry: '28.41',
    targetMarket: 'Italian manufacturers',
    estimatedBudget: 500_000,
  })) as { id: string };
  await apiPost(owner.request, `/api/projects/${p.id}/evaluations`, { iterations: 1_000, seed: 3 });
  const sealed = (await apiPost(owner.request, `/api/projects/${p.id}/reports`, { kind: 'evaluation', language: 'en' })) as {
    id: string;
    sha256: string;
    verifyUrl: string;
  };
  const calls = (await (await owner.request.get('/api/funding/calls?q=Transizione%204.0&limit=10')).json()) as {
    items: { id: string; title: string }[];
  };
  const call = calls.items.find((c) => c.title.includes('Transizione 4.0'));
  expect(call, 'the curated Transizione 4.0 call is in the catalogue').toBeTruthy();
  const draft = (await apiPost(owner.request, '/api/funding-requests', {
    projectId: p.id,
    callId: call!.id,
    message: 'Interconnected line',
    amountRequested: 200_000,
  })) as { id: string };

  await owner.goto(`/funding-wizard/${p.id}?request=${draft.id}`);
  await owner.getByTestId('wizard-next').click();
  const reports = owner.getByTestId('package-reports');
  await expect(reports).toBeVisible({ timeout: 20_000 });
  const box = reports.getByRole('checkbox');
  await expect(box).toHaveCount(1);
  // Saved to the server draft on change; the box shows the saved state.
  await box.click();
  await expect(box).toBeChecked();
  await expect
    .poll(async () => ((await (await owner.request.get(`/api/funding-requests/${draft.id}`)).json()) as { reportIds: string[] }).reportIds)
    .toEqual([sealed.id]);
  await owner.getByTestId('wizard-next').click();
  await expect(owner.getByTestId('review-step')).toContainText('1 sealed report');
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByTestId('review-package-download').click()]);
  expect(download.suggestedFilename()).toBe('Linea-4-0-application-package.zip');
  const { readFileSync } = await import('node:fs');
  const { unzipSync, strFromU8 } = await import('fflate');
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  // A Free plan: no sealed PDF inside, the cover lists it with its verification link.
  expect(Object.keys(files)).toEqual(['README-summary.txt']);
  const cover = strFromU8(files['README-summary.txt']!);
  expect(cover).toContain(call!.title);
  expect(cover).toContain(sealed.verifyUrl);
  expect(cover).toContain(`SHA-256 ${sealed.sha256}`);
});
