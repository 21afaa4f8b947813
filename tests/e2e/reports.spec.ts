/// <reference lib="dom" />
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { solidPng } from '../fixtures/images.ts';
import {
  actorPage,
  adminAccount,
  apiPost,
  baseUrl,
  consoleWatchOfEachTest,
  expect,
  registerUser,
  signIn,
  test,
} from './support/fixtures.ts';
import type { Account, Lng } from './support/fixtures.ts';
import { reviewShot } from './support/review.ts';

/**
 * Issue 16 as its people live it: a proponent seals an evaluation report, previews it (every plan),
 * sees the upgrade path on a free plan and, once Enterprise, downloads the sealed PDF; a visitor,
 * signed out, opens the verification page, drops the file and sees it match (a changed byte does not);
 * the proponent revokes it and the page says so. In English and in Italian.
 */

const headers = () => ({ Origin: baseUrl(), 'Content-Type': 'application/json' });

const watch = consoleWatchOfEachTest();
/** A signed-out tab in the language (its console watched); `signIn` makes it someone. */
const context = (browser: Browser, lng: Lng): Promise<Page> => actorPage(browser, null, { console: watch, lng, acceptDownloads: true });

async function makeEnterprise(browser: Browser, who: Account) {
  const admin = await context(browser, 'en');
  await signIn(admin, adminAccount());
  const res = await admin.request.patch(`${baseUrl()}/api/admin/users/${who.user.id}`, {
    headers: headers(),
    data: { subscriptionTier: 'enterprise', reason: 'End-to-end test setup' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.context().close();
}

/**
 * The preview is drawn by pdf.js on canvases (no browser PDF viewer: headless Chromium has none and
 * painted a black box). Legible = the first page is drawn and mostly white paper: its mean luminance
 * (Rec. 709 weights on sRGB bytes) above 200 of 255, where the black box measured 0.
 */
async function expectLegiblePreview(page: Page) {
  const first = page.getByTestId('report-preview-pages').locator('canvas[data-page="1"]');
  await expect(first).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  const luminance = await first.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    return sum / (d.length / 4);
  });
  expect(luminance).toBeGreaterThan(200);
}

const WORDS = {
  en: {
    tab: 'Reports',
    generate: 'Generate and seal',
    preview: 'Preview',
    download: 'Download PDF',
    upgrade: 'See the plans',
    matches: 'matches the sealed report',
    noMatch: 'does not match',
    revoke: 'Revoke',
    confirm: 'Revoke this report for good',
    revoked: 'was revoked',
    valid: 'Valid',
  },
  it: {
    tab: 'Rapporti',
    generate: 'Genera e sigilla',
    preview: 'Anteprima',
    download: 'Scarica PDF',
    upgrade: 'Vedi i piani',
    matches: 'corrisponde al rapporto sigillato',
    noMatch: 'non corrisponde',
    revoke: 'Revoca',
    confirm: 'Revoca definitivamente questo rapporto',
    revoked: 'è stato revocato',
    valid: 'Valida',
  },
} as const;

for (const lng of ['en', 'it'] as const) {
  test(`seal, preview, download on Enterprise, verify signed out, revoke (${lng})`, async ({ browser, request }, info) => {
    test.setTimeout(300_000);
    const w = WORDS[lng];
    const proponent = await registerUser(request, 'proponent', lng === 'it' ? 'Paola Proponente' : 'Paula Proponent');
    const owner = await context(browser, lng);
    await signIn(owner, proponent);
    const title = lng === 'it' ? 'Caffè agrivoltaico' : 'Agrivoltaic café';
    const p = (await apiPost(owner.request, '/api/projects', {
      title,
      industry: '35.11',
      targetMarket: 'Italian utilities',
      estimatedBudget: 2_500_000,
    })) as { id: string };
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
    const previewAnswer = owner.waitForResponse((r) => /\/api\/reports\/[^/]+\/preview$/.test(new URL(r.url()).pathname));
    await owner.getByTestId('report-preview').click();
    const preview = await previewAnswer;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    await expectLegiblePreview(owner);
    await reviewShot(() => owner.screenshot({ fullPage: true, path: info.outputPath(`reports-tab-${lng}.png`) }));

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
    await reviewShot(() => visitor.screenshot({ fullPage: true, path: info.outputPath(`verify-${lng}.png`) }));

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

test('portfolio summary report with the white-label logo: upload, generate, preview, download, verify signed out, revoke (it)', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(300_000);
  const investor = await registerUser(request, 'investor', 'Ivo Investitore');
  await makeEnterprise(browser, investor);
  const owner = await context(browser, 'it');
  await signIn(owner, investor);
  const team = (await apiPost(owner.request, '/api/workspaces', { name: 'Acme Capitale' })) as { id: string };

  // The logo, on the team's settings: a 120×40 PNG made here.
  const logoPath = info.outputPath('logo.png');
  writeFileSync(logoPath, solidPng(120, 40));
  await owner.goto('/settings#team');
  const logoBox = owner.locator(`[data-workspace-id="${team.id}"]`).getByTestId('workspace-logo');
  await expect(logoBox.getByTestId('no-logo')).toBeVisible({ timeout: 30_000 });
  await logoBox.getByTestId('logo-input').setInputFiles(logoPath);
  await expect(logoBox.getByTestId('workspace-logo-image')).toBeVisible();
  await expect(logoBox.getByTestId('workspace-logo-image')).toHaveAttribute('alt', 'Logo di Acme Capitale');
  await reviewShot(() => owner.screenshot({ fullPage: true, path: info.outputPath('settings-logo-it.png') }));

  // A portfolio of three imported holdings.
  const portfolio = (await apiPost(owner.request, '/api/portfolios', { name: 'Fondo Riservato' })) as { id: string };
  const csv = [
    'Project,NACE,Region,Amount,Date,CR score',
    'Alfa Solare,35.11,ITC4,600000,2025-01-31,72.4',
    'Beta Vento,35.11,ITC4,300000,2025-02-28,55',
    'Gamma Software,62.01,ITI4,100000,2025-03-31,81.25',
  ].join('\n');
  await apiPost(owner.request, `/api/portfolios/${portfolio.id}/import`, {
    filename: 'h.csv',
    contentBase64: Buffer.from(csv).toString('base64'),
  });

  await owner.goto(`/portfolio/${portfolio.id}/summary`);
  const panel = owner.getByTestId('portfolio-reports');
  await expect(panel.getByRole('heading', { name: 'Rapporti PDF sigillati' })).toBeVisible({ timeout: 30_000 });
  await panel.getByTestId('generate-portfolio-report').click();
  await expect(panel.getByTestId('report')).toHaveCount(1);
  const sha = (await panel.getByTestId('report-sha256').textContent())!.trim();
  await panel.getByTestId('report-preview').click();
  await expectLegiblePreview(owner);
  await reviewShot(() => owner.screenshot({ fullPage: true, path: info.outputPath('portfolio-reports-it.png') }));

  const downloading = owner.waitForEvent('download');
  await panel.getByTestId('report-download').click();
  const bytes = readFileSync(await (await downloading).path());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha);
  const pdfPath = info.outputPath('portfolio-it.pdf');
  writeFileSync(pdfPath, bytes);
  if (spawnSync('pdftotext', ['-v']).error === undefined) {
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString('utf8');
    expect(text).toContain('Acme Capitale');
    expect(text).toContain('Riepilogo del portafoglio: Fondo Riservato');
    // The logo we uploaded, 120×40, embedded (pdfimages -list: two header lines, then one per image).
    const images = execFileSync('pdfimages', ['-list', pdfPath]).toString('utf8').trim().split('\n').slice(2);
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((l) => /\s120\s+40\s/.test(l))).toBe(true);
  }

  // Signed out: the seal, no portfolio name, no holdings; the file matches.
  const verifyHref = await panel.getByTestId('report-verify-link').getAttribute('href');
  const visitor = await context(browser, 'it');
  await visitor.goto(verifyHref!);
  await expect(visitor.getByRole('heading', { name: 'Riepilogo del portafoglio' })).toBeVisible();
  await expect(visitor.getByTestId('verify-sha256')).toHaveText(sha);
  await expect(visitor.getByTestId('verify-signature')).toContainText('Valida');
  await expect(visitor.locator('body')).not.toContainText('Fondo Riservato');
  await expect(visitor.locator('body')).not.toContainText('Alfa Solare');
  await visitor.getByTestId('drop-input').setInputFiles(pdfPath);
  await expect(visitor.getByTestId('drop-result')).toHaveAttribute('data-matches', 'true');

  await panel.getByTestId('report-revoke').click();
  await panel.getByTestId('report-revoke-confirm').click();
  await expect(panel.getByTestId('report-revoked')).toBeVisible();
  await visitor.goto(verifyHref!);
  await expect(visitor.getByTestId('verify-revoked')).toContainText('è stato revocato');
  await owner.context().close();
  await visitor.context().close();
});
