/// <reference lib="dom" />
import {
  actorPage,
  apiPost,
  apiPut,
  consoleWatchOfEachTest,
  expect,
  PROVOKED_4XX_AND_REFUSED_MUTATIONS,
  registerUser,
  test,
} from './support/fixtures.ts';

/**
 * Issue 23's realization screens end to end, in English at 1280 px and in Italian at 375 px: a funded PNRR request
 * (the curated "PNRR – Transizione 4.0" call, its outcome recorded by the proponent) becomes a roadmap in the wizard;
 * a milestone that requires evidence is refused "done" without it (the server's message shown) and completed with a
 * link; a milestone left late shows as late to an investor the project is shared with, on /project-realization and
 * on their portfolio. The oracle for the status is the API itself (GET /api/realization as the investor).
 */

// Expected besides provoked 4xx: the evidence refusal (a refused mutation), and recharts' "width(0) and height(0)"
// warning that the portfolio summary's CR-distribution chart prints when no holding has a score yet (the portfolio
// feature's, not this one's; reported to the integrator).
const watch = consoleWatchOfEachTest(
  new RegExp(`${PROVOKED_4XX_AND_REFUSED_MUTATIONS.source}|The width\\(0\\) and height\\(0\\) of chart`),
);

const TEXT = {
  en: { wizard: 'Roadmap wizard', late: 'Late', list: 'Project realization' },
  it: { wizard: 'Procedura guidata roadmap', late: 'In ritardo', list: 'Realizzazione progetti' },
} as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const [lng, width] of [
  ['en', 1280],
  ['it', 375],
] as const) {
  test(`funded PNRR request → roadmap → evidenced milestone → late on the investor's portfolio (${lng}, ${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[lng];
    const owner = await registerUser(request, 'proponent');
    const investor = await registerUser(request, 'investor');
    const page = await actorPage(browser, owner, { console: watch, lng, width });

    // Seed through the API: a project, a request to the PNRR call, submitted, approved and funded (a call's outcome is recorded by the proponent).
    const project = (await apiPost(page.request, '/api/projects', {
      title: `Line 4.0 ${lng} ${Date.now().toString(36)}`,
      industry: '28.41',
      targetMarket: 'Italian manufacturers',
      estimatedBudget: 500_000,
      country: 'IT',
      region: 'ITC4',
      fundingSought: 200_000,
    })) as { id: string; title: string };
    const calls = (await (await page.request.get('/api/funding/calls?q=Transizione%204.0&limit=10')).json()) as {
      items: { id: string; title: string }[];
    };
    const call = calls.items.find((c) => c.title.includes('Transizione 4.0'));
    expect(call, 'the curated PNRR Transizione 4.0 call is in the catalogue').toBeTruthy();
    const req = (await apiPost(page.request, '/api/funding-requests', {
      projectId: project.id,
      callId: call!.id,
      message: 'Interconnected line',
      amountRequested: 200_000,
    })) as { id: string };
    for (const to of ['submitted', 'approved', 'funded'])
      await apiPost(page.request, `/api/funding-requests/${req.id}/transitions`, { to });

    // 1. The wizard from the funded request: the draft's items show their origin; save after the review.
    await page.goto(`/roadmap-wizard?requestId=${req.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.wizard, { timeout: 20_000 });
    await expect(page.getByTestId('wizard-step-plan')).toBeVisible({ timeout: 20_000 });
    for (let i = 0; i < 4; i++) await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-step-review')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`wizard-${lng}-${width}.png`), fullPage: true });
    await page.getByTestId('wizard-save').click();
    await expect(page).toHaveURL(new RegExp(`/project/${project.id}/roadmap`), { timeout: 20_000 });
    await expect(page.getByTestId('gantt-bar').first()).toBeVisible();

    // Make the plan deterministic through the API: a milestone needing evidence (due in a month) and one already late.
    const saved = (await (await page.request.get(`/api/projects/${project.id}/roadmap`)).json()) as {
      revision: number;
      phases: { id: string; title: string; items: unknown[] }[];
    };
    const phases = [
      ...saved.phases,
      {
        id: 'e2e-phase',
        title: 'E2E',
        items: [
          {
            id: 'e2e-evidence',
            kind: 'milestone',
            title: 'Target T1 reached',
            start: day(-5),
            end: day(30),
            dependsOn: [],
            status: 'in_progress',
            evidence: [],
            evidenceRequired: true,
          },
          {
            id: 'e2e-late',
            kind: 'milestone',
            title: 'Line commissioned',
            start: day(-40),
            end: day(-10),
            dependsOn: [],
            status: 'in_progress',
            evidence: [],
          },
        ],
      },
    ];
    await apiPut(page.request, `/api/projects/${project.id}/roadmap`, { phases, revision: saved.revision });

    // 2. Progress: "done" without evidence is refused with the server's message; with a link it is done.
    await page.reload();
    await page.getByTestId('tab-list').click();
    const row = page.locator('[data-testid="roadmap-row"][data-item="e2e-evidence"]');
    await row.getByTestId('progress-open').click();
    const dialog = page.getByTestId('progress-dialog');
    await dialog.getByTestId('progress-status').selectOption('done');
    await expect(dialog.getByTestId('progress-needs-evidence')).toBeVisible();
    await dialog.getByTestId('progress-save').click();
    await expect(dialog.getByTestId('progress-error')).toBeVisible();
    await dialog.getByLabel(/Link \(https\)/).fill('https://example.org/collaudo.pdf');
    await dialog.getByTestId('progress-add-link').click();
    await dialog.getByTestId('progress-save').click();
    await expect(dialog).toBeHidden();
    const after = (await (await page.request.get(`/api/projects/${project.id}/roadmap`)).json()) as {
      phases: { items: { id: string; status: string; evidence: unknown[] }[] }[];
    };
    const done = after.phases.flatMap((p) => p.items).find((i) => i.id === 'e2e-evidence')!;
    expect([done.status, done.evidence.length]).toEqual(['done', 1]);
    await page.screenshot({ path: test.info().outputPath(`roadmap-${lng}-${width}.png`), fullPage: true });

    // 3. The investor: the project shared read-only and in their portfolio; the late milestone shows.
    await apiPost(page.request, `/api/projects/${project.id}/grants`, { email: investor.email, access: 'read' });
    const inv = await actorPage(browser, investor, { console: watch, lng, width });
    const rows = (await (await inv.request.get('/api/realization')).json()) as { projectId: string; status: string }[];
    expect(rows.find((r) => r.projectId === project.id)?.status).toBe('late');
    const portfolio = (await apiPost(inv.request, '/api/portfolios', { name: `Delivery ${lng}` })) as { id: string };
    await apiPost(inv.request, `/api/portfolios/${portfolio.id}/holdings`, { projectId: project.id });

    await inv.goto('/project-realization');
    await expect(inv.getByRole('heading', { level: 1 })).toHaveText(text.list, { timeout: 20_000 });
    // A table row on a wide screen, a card at 375 px: whichever is visible.
    const listRow = inv.locator(`[data-project="${project.id}"]:visible`);
    await expect(listRow.getByTestId('realization-status')).toHaveAttribute('data-status', 'late');
    await expect(listRow).toContainText(text.late);
    await inv.screenshot({ path: test.info().outputPath(`realization-${lng}-${width}.png`), fullPage: true });

    await inv.goto(`/portfolio/${portfolio.id}/summary`);
    const holding = inv.getByTestId('holding').filter({ hasText: project.title });
    await expect(holding.getByTestId('realization-status')).toHaveAttribute('data-status', 'late', { timeout: 20_000 });
    // Let the summary's charts finish drawing before leaving the page (a chart measured while unmounting warns).
    await expect(inv.getByTestId('portfolio-summary')).toBeVisible();
    await inv.waitForLoadState('networkidle');
    await inv.screenshot({ path: test.info().outputPath(`portfolio-${lng}-${width}.png`), fullPage: true });

    // Read-only for the investor on the roadmap.
    await inv.goto(`/project/${project.id}/roadmap`);
    await expect(inv.getByTestId('gantt-bar').first()).toBeVisible({ timeout: 20_000 });
    await expect(inv.getByTestId('roadmap-savebar')).toHaveCount(0);
  });
}
