/// <reference lib="dom" />
import { actorPage, apiPost, consoleWatchOfEachTest, expect, PROVOKED_4XX, registerUser, test } from './support/fixtures.ts';
import { reviewShot } from './support/review.ts';

/**
 * Issue 14's whole funding journey through the real catalogue (the curated programmes loaded at
 * start): search, match a project, save the search, open the announcement, "Start an application",
 * the wizard with the call already chosen, submit, and the request in /funding-requests. In English
 * on a wide screen, then in Italian at 375 px. The oracle for what the screen shows is the API
 * itself: the badge must say what GET /api/projects/:id/funding-matches says for that call.
 */

const watch = consoleWatchOfEachTest(PROVOKED_4XX);

// The words each screen must show in the user's language (from src/web/locales/{en,it}).
const TEXT = {
  en: {
    saved: 'Search saved',
    submitted: 'Submitted',
    notAssessed: 'Not assessed yet',
    eligible: ['Eligible', 'Possibly eligible'],
    search: 'Funding',
    saveSearch: 'Save this search',
    facts: 'The call',
    apply: 'Start an application',
    wizard: 'Apply for funding',
    requests: 'Funding requests',
  },
  it: {
    saved: 'Ricerca salvata',
    submitted: 'Inviata',
    notAssessed: 'Non ancora valutato',
    eligible: ['Ammissibile', 'Forse ammissibile'],
    search: 'Finanziamenti',
    saveSearch: 'Salva questa ricerca',
    facts: 'Il bando',
    apply: 'Avvia una domanda',
    wizard: 'Chiedi un finanziamento',
    requests: 'Richieste di finanziamento',
  },
} as const;
const RANK = { yes: 0, unknown: 1, no: 2 } as const;

for (const [lng, width] of [
  ['en', 1280],
  ['it', 375],
] as const) {
  test(`search, match, save, announcement, wizard and the request (${lng}, ${width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const text = TEXT[lng];
    const account = await registerUser(request, 'proponent');
    const page = await actorPage(browser, account, { console: watch, lng, width });
    const title = `Digital platform ${lng} ${Date.now().toString(36)}`;
    const project = (await apiPost(page.request, '/api/projects', {
      title,
      industry: '62.01',
      targetMarket: 'Italian SMEs',
      estimatedBudget: 400_000,
      country: 'IT',
      region: 'ITC4',
      fundingSought: 150_000,
    })) as { id: string };

    // 1. Search the catalogue.
    await page.goto('/funding');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.search, { timeout: 20_000 });
    await expect(page.getByTestId('save-search')).toHaveText(text.saveSearch);
    await page.getByTestId('funding-q').fill('Smart&Start');
    const row = page.getByTestId('funding-result').filter({ hasText: 'Smart&Start Italia' });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    // Chosen at once, while the search box's pause may still run: neither may undo the other.

    // 2. Match a project: each row gets its badge, equal to the matcher's own answer for that call.
    await page.getByTestId('match-project-picker').locator('select').selectOption({ label: title });
    await expect(page).toHaveURL(new RegExp(`project=${project.id}`));
    await expect(page).toHaveURL(/q=Smart/);
    await expect(page.getByTestId('funding-result')).toHaveCount(1);
    await expect(page.getByTestId('match-project-picker').locator('select')).toHaveValue(project.id);
    const matches = (await (await page.request.get(`/api/projects/${project.id}/funding-matches?limit=100`)).json()) as Array<{
      callId: string;
      eligible: 'yes' | 'no' | 'unknown';
    }>;
    const callId = (await row.getByTestId('open-announcement').getAttribute('href'))!.split('/').pop()!;
    const expected = matches.find((m) => m.callId === callId);
    expect(
      expected,
      'Smart&Start Italia (all of Italy, no size or sector limit) is among the matches of a project in Lombardy',
    ).toBeTruthy();
    expect(expected!.eligible).not.toBe('no');
    await expect(row.getByTestId('match-badge')).toHaveAttribute('data-eligible', expected!.eligible);
    await expect(row.getByTestId('match-badge')).toContainText(text.eligible[expected!.eligible === 'yes' ? 0 : 1]);

    // Sorting by match: the visible rows by eligibility (yes, unknown, no), as the matcher ranks them.
    await page.getByTestId('funding-q').fill('');
    await expect(page).not.toHaveURL(/q=/);
    const sort = page.locator('select[id$="-sort"]');
    if (!(await sort.isVisible())) await page.getByTestId('funding-more-filters').locator('summary').click();
    await sort.selectOption('match');
    await expect(page).toHaveURL(/sort=match/);
    // The rows on screen until the ranked page arrives are the previous query's: wait for the results to settle.
    await expect(page.locator('section[aria-labelledby="funding-results-heading"]')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('match-badge').first()).toBeVisible();
    const order = await page
      .getByTestId('funding-result')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('[data-testid="match-badge"]')?.getAttribute('data-eligible') ?? 'none'));
    const ranks = order.map((e) => (e === 'none' ? 3 : RANK[e as keyof typeof RANK]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // 3. Save the search (the text filter again), alerts on.
    await page.getByTestId('funding-q').fill('Smart&Start');
    await expect(page).toHaveURL(/q=Smart/);
    await expect(page.getByTestId('funding-result')).toHaveCount(1);
    await page.getByTestId('save-search').click();
    const form = page.getByTestId('save-search-form');
    await form.getByRole('textbox').fill(`Startup ${lng}`);
    await form.getByRole('button', { name: lng === 'en' ? 'Save' : 'Salva' }).click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    const saved = (await (await page.request.get('/api/funding/saved-searches')).json()) as Array<{
      name: string;
      query: Record<string, unknown>;
    }>;
    expect(saved.find((s) => s.name === `Startup ${lng}`)?.query).toEqual({ q: 'Smart&Start' });
    await reviewShot(() => page.screenshot({ path: test.info().outputPath(`funding-${lng}-${width}.png`), fullPage: true }));

    // 4. The announcement, and "Start an application" for this project.
    await row.getByTestId('open-announcement').click();
    await expect(page).toHaveURL(new RegExp(`/announcement/${callId}`));
    const mine = page.locator(`[data-testid="announcement-project"][data-project="${project.id}"]`);
    await expect(mine).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: text.facts })).toBeVisible();
    await expect(mine.getByTestId('start-application')).toHaveText(text.apply);
    await mine.getByTestId('start-application').click();

    // 5. The wizard: the call is chosen already, the eligibility is the matcher's, the package says what compliance has.
    await expect(page).toHaveURL(new RegExp(`/funding-wizard/${project.id}\\?request=`), { timeout: 20_000 });
    const wizard = page.getByTestId('funding-wizard');
    await expect(wizard.getByRole('heading', { name: text.wizard })).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByTestId('wizard-step-eligibility')).toHaveAttribute('aria-current', 'step');
    const eligibility = wizard.getByTestId('eligibility-step');
    await expect(eligibility).toContainText('Smart&Start Italia');
    await expect(eligibility.getByTestId('eligible')).toBeVisible();
    await expect(eligibility.getByTestId('matching-missing')).toHaveCount(0);
    await wizard.getByTestId('wizard-next').click();
    await expect(wizard.getByTestId('compliance-status')).toContainText(text.notAssessed);
    await expect(wizard.getByTestId('amount')).toHaveValue('150000');
    await wizard.getByTestId('message').fill('Prima domanda per la piattaforma.');
    await reviewShot(() => page.screenshot({ path: test.info().outputPath(`wizard-${lng}-${width}.png`), fullPage: true }));
    await wizard.getByTestId('wizard-next').click();
    const review = wizard.getByTestId('review-step');
    await expect(review).toContainText('Smart&Start Italia');
    await expect(review).toContainText('Prima domanda per la piattaforma.');
    await review.getByTestId('submit-request').click();

    // 6. The request in /funding-requests, submitted.
    await expect(page).toHaveURL(/\/funding-requests\?id=/);
    await expect(page.getByTestId('request-detail').getByTestId('request-summary').getByTestId('request-state')).toHaveText(text.submitted);
    await page.goto('/funding-requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.requests, { timeout: 20_000 });
    const item = page.getByTestId('request-item');
    await expect(item).toHaveCount(1, { timeout: 20_000 });
    await expect(item).toContainText('Smart&Start Italia');
    // Nothing wider than the screen at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
