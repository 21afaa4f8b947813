/// <reference lib="dom" />
import { actorPage, apiPost, consoleWatchOfEachTest, expect, registerUser, test } from './support/fixtures.ts';

/**
 * Issue 15's role dashboards (ADR 0030): an investor whose question was answered and who received a
 * request sees both under "What waits for you" and follows the answer's link to the card; a consultant
 * with a shared project and an assigned open task sees both. The investor's run is done in English and
 * in Italian. Setup goes through the product's own API routes.
 */
const watch = consoleWatchOfEachTest();

const TEXT = {
  en: {
    waiting: 'What waits for you',
    answer: (p: string) => `Your question on ${p} was answered`,
    request: (p: string) => `New funding request: ${p}`,
  },
  it: {
    waiting: 'Cosa ti aspetta',
    answer: (p: string) => `La tua domanda su ${p} ha ricevuto risposta`,
    request: (p: string) => `Nuova richiesta di finanziamento: ${p}`,
  },
};

for (const lng of ['en', 'it'] as const) {
  test(`an investor sees an answered question and a new request on the dashboard and follows the link (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const s = TEXT[lng];
    const investor = await registerUser(request, 'investor');
    // Two proponents: a free plan holds one project each.
    const owner = await actorPage(browser, await registerUser(request, 'proponent'), { console: watch, lng });
    const other = await actorPage(browser, await registerUser(request, 'proponent'), { console: watch, lng });
    const submit = async (title: string, by = owner) => {
      const p = (await apiPost(by.request, '/api/projects', {
        title,
        industry: '35.11',
        targetMarket: 'Italian utilities',
        estimatedBudget: 2_500_000,
      })) as { id: string };
      const r = (await apiPost(by.request, '/api/funding-requests', {
        projectId: p.id,
        investorId: investor.user.id,
        message: 'First ticket',
        amountRequested: 400_000,
      })) as { id: string };
      await apiPost(by.request, `/api/funding-requests/${r.id}/transitions`, { to: 'submitted' });
      return { projectId: p.id, requestId: r.id };
    };
    const asked = `Asked farm ${lng}`;
    const fresh = `Fresh farm ${lng}`;
    const first = await submit(asked);
    const inv = await actorPage(browser, investor, { console: watch, lng });
    // Taken into review, then asked: the answer is what waits for this project.
    await apiPost(inv.request, `/api/funding-requests/${first.requestId}/transitions`, { to: 'under_review' });
    const cards = (await (await inv.request.get('/api/deal-flow/cards')).json()) as Array<{ id: string; projectTitle: string }>;
    const card = cards.find((c) => c.projectTitle === asked)!;
    const q = (await apiPost(inv.request, `/api/deal-flow/cards/${card.id}/questions`, { body: 'When is the grid connection?' })) as {
      id: string;
    };
    await apiPost(owner.request, `/api/projects/${first.projectId}/questions/${q.id}/answer`, { body: 'Q2 2027.' });
    await submit(fresh, other);

    await inv.goto('/dashboard');
    const box = inv.getByTestId('investor-waiting');
    await expect(box.getByRole('heading', { name: s.waiting })).toBeVisible({ timeout: 20_000 });
    const items = box.getByTestId('waiting-item');
    // Newest first: the request came after the answer.
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toHaveAttribute('data-kind', 'request');
    await expect(items.nth(0).getByRole('link', { name: s.request(fresh) })).toBeVisible();
    await expect(items.nth(1).getByRole('link', { name: s.answer(asked) })).toBeVisible();
    await expect(items.nth(1)).toContainText('When is the grid connection?');
    await items
      .nth(1)
      .getByRole('link', { name: s.answer(asked) })
      .click();
    await expect(inv).toHaveURL(new RegExp(`/deal-flow/cards/${card.id}$`));
    await expect(inv.getByTestId('deal-card-detail')).toBeVisible({ timeout: 20_000 });
  });
}

test('a consultant sees the project shared with them and the open task assigned to them', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const proponent = await registerUser(request, 'proponent');
  const consultant = await registerUser(request, 'consultant');
  const owner = await actorPage(browser, proponent, { console: watch });
  const p = (await apiPost(owner.request, '/api/projects', {
    title: 'Solar roofs',
    industry: '35.11',
    targetMarket: 'Italian utilities',
    estimatedBudget: 900_000,
  })) as { id: string };
  await apiPost(owner.request, `/api/projects/${p.id}/grants`, { email: consultant.email, access: 'comment' });
  await apiPost(owner.request, `/api/projects/${p.id}/compliance/tasks`, {
    itemId: 'GDPR-ART30',
    owner: 'DPO',
    assigneeId: consultant.user.id,
    dueDate: '2099-01-15',
  });

  const page = await actorPage(browser, consultant, { console: watch, width: 375 });
  await page.goto('/dashboard');
  const project = page.getByTestId('consultant-project');
  await expect(project).toHaveCount(1, { timeout: 20_000 });
  await expect(project.getByRole('link', { name: 'Solar roofs' })).toBeVisible();
  await expect(project).toContainText(`Owner ${proponent.username} · you can read and comment · shared`);
  const task = page.getByTestId('consultant-task');
  await expect(task).toHaveCount(1);
  await expect(task).toContainText(/Due (15 Jan 2099|Jan 15, 2099)/);
  await task.getByRole('link', { name: 'GDPR-ART30 on Solar roofs' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${p.id}\\?tab=compliance&section=gaps$`));
});
