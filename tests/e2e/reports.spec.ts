/// <reference lib="dom" />
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { adminAccount, apiPost, baseUrl, expect, QUIET_STORAGE, registerUser, signIn, test } from './support/fixtures.ts';
import type { Account } from './support/fixtures.ts';

/**
 * Issue 16 as its people live it: a proponent seals an evaluation report, previews it (every plan),
 * sees the upgrade path on a free plan and, once Enterprise, downloads the sealed PDF; a visitor,
 * signed out, opens the verification page, drops the file and sees it match (a changed byte does not);
 * the proponent revokes it and the page says so. In English and in Italian.
 */

const headers = () => ({ Origin: baseUrl(), 'Content-Type': 'application/json' });

const problems: string[] = [];
function watch(page: Page): void {
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/status of 4\d\d|Mutation failed: ApiRequestError: 4\d\d/.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
}
test.beforeEach(() => {
  problems.length = 0;
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function context(browser: Browser, lng: 'en' | 'it') {
  const ctx = await browser.newContext({ baseURL: baseUrl(), locale: lng === 'it' ? 'it-IT' : 'en-US', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await ctx.addInitScript((entries) => {
    // The PDF preview's frame is a document without storage: the seeding is for the app's pages.
    if (window.top !== window || !location.pathname.length) return;
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, { ...QUIET_STORAGE, language: lng });
  const page = await ctx.newPage();
  watch(page);
  return page;
}

async function makeEnterprise(browser: Browser, who: Account) {
  const admin = await context(browser, 'en');
  await signIn(admin, adminAccount());
  const res = await admin.request.patch(`${baseUrl()}/api/admin/users/${who.user.id}`, { headers: headers(), data: { subscriptionTier: 'enterprise' } });
  expect(res.status(), await res.text()).toBe(200);
  await admin.context().close();
}

const WORDS = {
  en: { tab: 'Reports', generate: 'Generate and seal', preview: 'Preview', download: 'Download PDF', upgrade: 'See the plans', matches: 'matches the sealed report', noMatch: 'does not match', revoke: 'Revoke', confirm: 'Revoke this report for good', revoked: 'was revoked', valid: 'Valid' },
  it: { tab: 'Rapporti', generate: 'Genera e sigilla', preview: 'Anteprima', download: 'Scarica PDF', upgrade: 'Vedi i piani', matches: 'corrisponde al rapporto sigillato', noMatch: 'non corrisponde', revoke: 'Revoca', confirm: 'Revoca definitivamente questo rapporto', revoked: 'è stato revocato', valid: 'Valida' },
} as const;

for (const lng of ['en', 'it'] as const) {
  test(`seal, preview, download on Enterprise, verify signed out, revoke (${lng})`, async ({ browser, request }, info) => {
    test.setTimeout(120_000);
    const w = WORDS[lng];
    const proponent = await registerUser(request, 'proponent', lng === 'it' ? 'Paola Proponente' : 'Paula Proponent');
    const owner = await context(browser, lng);
    await signIn(owner, proponent);
    const title = lng === 'it' ? 'Caffè agrivoltaico' : 'Agrivoltaic café';
    const p = (await apiPost(owner.request, '/api/projects', { title, industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000 })) as { id: string };
    await apiPost(owner.request, `/api/projects/${p.id}/evaluations`, { iterations: 1_000, seed: 3 });

    // Generate on the Reports tab (free plan): sealed, listed with its hash, previewable, download offered as an upgrade.
    await owner.goto(`/projects/${p.id}?tab=reports`);
    // The project page is a lazy chunk: its first load under a loaded CI machine may take longer than one expect.
    await expect(owner.getByRole('tab', { name: w.tab })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await owner.getByTestId('generate-report').click();
    await expect(owner.getByTestId('report')).toHaveCount(1);
    const sha = (await owner.getByTestId('report-sha256').textContent())!.trim();
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    await expect(owner.getByTestId('report-upgrade').getByRole('link', { name: w.upgrade })).toBeVisible();
    await expect(owner.getByTestId('report-download')).toHaveCount(0);
    const previewAnswer = owner.waitForResponse((r) => r.url().includes('/preview'));
    await owner.getByTestId('report-preview').click();
    await expect(owner.getByTestId('report-preview-frame')).toBeVisible();
    const preview = await previewAnswer;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    await owner.screenshot({ fullPage: true, path: info.outputPath(`reports-tab-${lng}.png`) });

    // Enterprise: the download is the sealed file, whose SHA-256 is the one listed.
    await makeEnterprise(browser, proponent);
    await owner.reload();
    const downloading = owner.waitForEvent('download');
    await owner.getByTestId('report-download').getByText(w.download).click();
    const file = await (await downloading).path();
    const bytes = readFileSync(file);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha);
    const pdfPath = info.outputPath(`report-${lng}.pdf`);
    writeFileSync(pdfPath, bytes);
    const changed = Buffer.from(bytes);
    changed[2000] = changed[2000]! ^ 1;
    const changedPath = info.outputPath(`changed-${lng}.pdf`);
    writeFileSync(changedPath, changed);

    // A visitor, signed out, follows the verify link: issuer, project, valid signature; the file matches, the changed one does not.
    const verifyHref = await owner.getByTestId('report-verify-link').getAttribute('href');
    const visitor = await context(browser, lng);
    await visitor.goto(verifyHref!);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByTestId('verify-sha256')).toHaveText(sha);
    await expect(visitor.getByTestId('verify-signature')).toContainText(w.valid);
    await visitor.getByTestId('drop-input').setInputFiles(pdfPath);
    await expect(visitor.getByTestId('drop-result')).toContainText(w.matches);
    await expect(visitor.getByTestId('drop-result')).toHaveAttribute('data-matches', 'true');
    await visitor.getByTestId('drop-input').setInputFiles(changedPath);
    await expect(visitor.getByTestId('drop-result')).toContainText(w.noMatch);
    await visitor.screenshot({ fullPage: true, path: info.outputPath(`verify-${lng}.png`) });

    // The owner publishes a showcase page with the badge on this report; the visitor sees it; unpublishing takes it down.
    await owner.getByTestId('showcase-publish').click();
    await expect(owner.getByTestId('showcase-published')).toBeVisible();
    const showcaseHref = await owner.getByTestId('showcase-published').getByRole('link').getAttribute('href');
    await visitor.goto(showcaseHref!);
    await expect(visitor.getByTestId('public-showcase').getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByTestId('showcase-score')).toBeVisible();
    const badge = await visitor.request.get(`${baseUrl()}/api/showcase/${showcaseHref!.split('/').pop()}/badge.svg`);
    expect(badge.status()).toBe(200);
    expect(await badge.text()).toContain(verifyHref!);
    await owner.getByTestId('showcase-unpublish').click();
    await expect(owner.getByTestId('showcase-published')).toHaveCount(0);
    expect((await visitor.request.get(`${baseUrl()}/api/showcase/${showcaseHref!.split('/').pop()}/badge.svg`)).status()).toBe(404);

    // The proponent revokes; the public page says so.
    await owner.getByTestId('report-revoke').click();
    await owner.getByTestId('report-revoke-confirm').click();
    await expect(owner.getByTestId('report-revoked')).toBeVisible();
    await visitor.goto(verifyHref!);
    await expect(visitor.getByTestId('verify-revoked')).toContainText(w.revoked);
    await owner.context().close();
    await visitor.context().close();
  });
}
