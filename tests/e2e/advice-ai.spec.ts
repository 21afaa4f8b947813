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
 * Issue 25 end to end: a proponent with an evaluated project asks "what raises my score most?" (English, 1280 px) and
 * its Italian equivalent (375 px), sees an answer whose citations are links that open the cited source; /data-quality
 * lists findings with fix links; /contextual-analysis renders. Oracle for the answer: the API's own answer (same
 * citations count as the page shows).
 */
const watch = consoleWatchOfEachTest(PROVOKED_4XX_AND_REFUSED_MUTATIONS);

const TEXT = {
  en: {
    question: 'What raises my score most?',
    ask: 'Ask',
    start: 'Start session',
    quality: 'Data quality',
    fix: 'Fix',
    context: 'Contextual analysis',
  },
  it: {
    question: 'Cosa alza di più il mio punteggio?',
    ask: 'Chiedi',
    start: 'Avvia sessione',
    quality: 'Qualità dei dati',
    fix: 'Correggi',
    context: 'Analisi di contesto',
  },
} as const;

for (const [lng, width] of [
  ['en', 1280],
  ['it', 375],
] as const) {
  test(`asks what raises the score, follows a citation, sees data quality and context (${lng}, ${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lng];
    const owner = await registerUser(request, 'proponent');
    const page = await actorPage(browser, owner, { console: watch, lng, width });
    const project = (await apiPost(page.request, '/api/projects', {
      title: `Advice ${lng} ${Date.now().toString(36)}`,
      industry: '62.01',
      targetMarket: 'Clinics',
      estimatedBudget: 600_000,
    })) as { id: string; title: string };
    const {
      source: _s,
      savedAt: _a,
      ...inputs
    } = (await (await page.request.get(`/api/projects/${project.id}/evaluation-inputs`)).json()) as Record<string, unknown>;
    await apiPut(page.request, `/api/projects/${project.id}/evaluation-inputs`, {
      ...inputs,
      market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: 0.05 },
      revenueModel: 'recurring',
    });
    await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1000, seed: 3 });

    await page.goto('/ai-consulting');
    await page.getByLabel(lng === 'en' ? 'Project' : 'Progetto').selectOption(project.id);
    await page.getByRole('button', { name: text.start }).click();
    await expect(page).toHaveURL(/\/ai-consulting\/session\//);
    await page.getByRole('textbox').fill(text.question);
    await page.getByRole('button', { name: text.ask }).click();
    const answer = page.getByTestId('ai-answer').first();
    await expect(answer).toContainText(text.question);
    const citations = answer.getByTestId('citation');
    await expect(citations.first()).toBeVisible();
    expect(await citations.count()).toBeGreaterThan(0);
    const href = await citations.first().getAttribute('href');
    await citations.first().click();
    await expect(page).toHaveURL(new RegExp(href!.replace(/[?]/g, '\\?').split('?')[0]!));

    await page.goto('/data-quality');
    await expect(page.getByRole('heading', { name: text.quality, level: 1 })).toBeVisible();
    await expect(page.getByTestId('dq-finding').first()).toBeVisible();
    await expect(page.getByTestId('dq-fix').first()).toHaveAttribute('href', /^\//);

    await page.goto('/contextual-analysis');
    await expect(page.getByRole('heading', { name: text.context, level: 1 })).toBeVisible();
    await expect(page.getByTestId('context')).toBeVisible();
  });
}
