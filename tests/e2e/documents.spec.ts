/// <reference lib="dom" />
import { actorPage, apiPost, apiPut, expect, registerUser, test } from './support/fixtures.ts';
import { journeyFiles, ORACLE, exe, xlsxBomb, catalogued, locale, watch, axe, TEXT } from './documents-setup.ts';

/**
 * Issue 12 as a proponent lives it: upload a business plan, a financial model and a pitch deck on a
 * project, watch them reach "analysed" (the tab polls), open the plan's review, see the TAM figure's
 * page drawn with the quote highlighted, accept it, and find the CR score's TAM sub-factor evidenced
 * with a link back to the source; the model's revenue shown in its highlighted cell; hostile files (a
 * Windows executable named .pdf, an archive bomb named .xlsx) refused with the translated reason;
 * the plan deleted, the accepted TAM keeps its citation as "deleted". In English and in Italian.
 *
 * The fixtures are docs-analysis's generators (tests/fixtures/documents/generate.ts) and their oracle
 * EXPECTED_FIGURES: the plan's TAM € 4.2 bn on page 5 (EN "€ 4.2 bn", IT "4,2 mld di euro"); the
 * model's P&L revenue 2025 in P&L!B3.
 */

for (const lng of ['en', 'it'] as const) {
  test(`${lng}: upload three documents, review the plan's TAM on its highlighted page, accept it, the CR score's TAM is evidenced, hostile files refused, the plan deleted keeps its citation`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const account = await registerUser(request, 'proponent');
    const page = await actorPage(browser, account, { console: watch, lng });
    const project = (await apiPost(page.request, '/api/projects', {
      title: `GreenGrid ${lng}`,
      industry: '62.01',
      targetMarket: 'Industrial SMEs',
      estimatedBudget: 1_500_000,
    })) as { id: string };
    const defaults = (await (await page.request.get(`/api/projects/${project.id}/evaluation-inputs`)).json()) as Record<string, unknown>;
    await apiPut(page.request, `/api/projects/${project.id}/evaluation-inputs`, {
      assumptions: defaults.assumptions,
      market: { tamEur: 500_000_000 },
      revenueModel: 'recurring',
      complianceAnswers: {},
    });

    // Upload three files at once from the Documents tab; each gets its own progress bar.
    await page.goto(`/projects/${project.id}?tab=documents`);
    await expect(page.getByTestId('project-documents')).toBeVisible();
    await page.getByTestId('upload-input').setInputFiles(await journeyFiles(lng));
    await expect(page.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(3);

    // The tab polls while any is queued or processing: all three reach "analysed".
    await expect(page.locator('[data-testid="document-row"] [data-status="analysed"]')).toHaveCount(3, { timeout: 90_000 });
    if (lng === 'en') expect(await axe(page, '[data-testid="project-documents"]')).toEqual([]);

    // Hostile files: refused with the server's translated reason, nothing stored.
    await page.getByTestId('upload-input').setInputFiles([{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe() }]);
    const refusal = page.getByTestId('upload-refusal');
    await expect(refusal).toBeVisible({ timeout: 15_000 });
    await expect(refusal).toHaveText(catalogued(lng, 'FILE_TYPE_NOT_ALLOWED')!);
    await page
      .getByTestId('upload-input')
      .setInputFiles([
        { name: 'model-2.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsxBomb() },
      ]);
    // the newest upload is listed first
    await expect(page.getByTestId('upload-item').first().getByTestId('upload-refusal')).toHaveText(
      `${catalogued(lng, 'FILE_UNSAFE')} ${locale(lng, 'errors', 'FILE_UNSAFE_reasons.archive_ratio')}`,
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('document-row')).toHaveCount(3);

    // /documents lists them with their project.
    await page.goto('/documents');
    await expect(page.getByTestId('documents-page').getByTestId('document-row')).toHaveCount(3, { timeout: 15_000 });
    await expect(
      page
        .getByTestId('documents-page')
        .getByRole('link', { name: `GreenGrid ${lng}` })
        .first(),
    ).toBeVisible();

    // The model's review: the 2025 revenue beside its sheet, the cited cell marked.
    await page.locator('[data-testid="document-row"][data-filename="financial-model.xlsx"] a').first().click();
    await expect(page.getByTestId('review-page')).toBeVisible();
    const revenue = page.locator(`[data-testid="figure-row"][data-key="revenue"]`).first();
    await expect(revenue).toBeVisible({ timeout: 15_000 });
    await revenue.locator('button[aria-pressed]').click();
    await expect(page.getByTestId('cited-cell')).toBeVisible();
    await page.goBack();

    // The plan's review: the TAM figure beside its page, drawn with the quote highlighted.
    await page.locator('[data-testid="document-row"][data-filename="business-plan.pdf"] a').first().click();
    await expect(page.getByTestId('review-page')).toBeVisible();
    const tam = page.locator('[data-testid="figure-row"][data-key="tam"]').first();
    await expect(tam).toBeVisible({ timeout: 15_000 });
    await tam.locator('button[aria-pressed]').click();
    await expect(page.getByTestId('figure-quote')).toContainText(TEXT[lng].tamQuote);
    const viewer = page.getByTestId('pdf-view');
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(page.getByTestId('pdf-highlight').first()).toBeVisible();
    await expect(page.getByTestId('checklist')).toBeVisible();
    if (lng === 'en') expect(await axe(page, '[data-testid="review-page"]')).toEqual([]);

    // A table figure: the quote is the row's label and its values up to the cited one, highlighted too.
    const capex = page.locator('[data-testid="figure-row"][data-key="capex"]').first();
    await capex.locator('button[aria-pressed]').click();
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(page.getByTestId('pdf-highlight').first()).toBeVisible();

    // Accept the TAM with the keyboard: the decision is announced and recorded with who and when.
    await tam.locator('button[aria-pressed]').click();
    await tam.locator('[data-action="accept"]').focus();
    await page.keyboard.press('Enter');
    await expect(tam).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByTestId('figure-announce')).not.toHaveText('');
    await expect(tam).toContainText(account.username);

    // What the preview scores with: the TAM is evidenced by the plan (page 5, the oracle's page).
    const inputs = (await (await page.request.get(`/api/projects/${project.id}/evaluation-inputs`)).json()) as {
      evidence?: { flags: Record<string, true>; links: Record<string, { filename: string; page?: number }> };
    };
    expect(inputs.evidence?.flags['market.tam']).toBe(true);
    expect(inputs.evidence?.links['market.tam']).toMatchObject({ filename: 'business-plan.pdf', page: ORACLE.tam.page });

    // A run now scores with the evidence: the TAM sub-factor is evidenced and links to its source.
    await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000 });
    await page.goto(`/projects/${project.id}?tab=score`);
    const sub = page.locator('[data-subfactor="market.tam"]');
    await expect(sub).toHaveAttribute('data-evidence', 'evidenced', { timeout: 15_000 });
    await expect(sub).toContainText(TEXT[lng].evidenced);
    const link = sub.getByTestId('evidence-link');
    await expect(link).toContainText('business-plan.pdf');
    await link.click();
    await expect(page).toHaveURL(/\/documents\/[0-9a-f-]+\?figure=/);
    await expect(page.locator('[data-testid="figure-row"][data-key="tam"][data-status="accepted"]').first()).toBeVisible();

    // Delete the plan: the accepted TAM stays, evidenced, its citation named as from a deleted source.
    await page.goto(`/projects/${project.id}?tab=documents`);
    const planRow = page.locator('[data-testid="document-row"][data-filename="business-plan.pdf"]');
    await planRow.getByRole('button', { name: locale(lng, 'documents', 'list.deleteNamed', { name: 'business-plan.pdf' }) }).click();
    await page.getByTestId('confirm-delete').click();
    await expect(page.getByTestId('document-row')).toHaveCount(2, { timeout: 15_000 });
    await page.goto(`/projects/${project.id}?tab=score`);
    await expect(sub).toHaveAttribute('data-evidence', 'evidenced', { timeout: 15_000 });
    await expect(sub).toContainText(locale(lng, 'score', 'evidenceSource.deleted', { name: 'business-plan.pdf' }));
    await expect(sub.getByTestId('evidence-link')).toHaveCount(0);
    await page.context().close();
  });
}
