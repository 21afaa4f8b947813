/// <reference lib="dom" />
import { actorPage, apiPost, consoleWatchOfEachTest, expect, registerUser, test } from './support/fixtures.ts';

/**
 * Issue 15's deal flow as the two people live it: an investor receives a funding request (submitted
 * through the funding-requests API by the proponent), finds it in "New", moves it by keyboard (the drag
 * handle: Space, →, Space) and with the "Move to…" select, asks a question the proponent answers from
 * the project page, and records a decision. Run in English and in Italian.
 */

const watch = consoleWatchOfEachTest();

const TEXT = {
  en: {
    newCol: 'New',
    dd: 'Due diligence',
    question: 'Ask a question',
    send: 'Send the question',
    answer: 'Your answer',
    sendAnswer: 'Send the answer',
    record: 'Record the decision',
    recorded: 'Recorded: Invest',
    panel: 'Questions from investors',
    overNew: 'is over New.',
    overScreening: 'is over Screening.',
    history: ['Screening → Due diligence', 'New → Screening', 'Filed in New'],
  },
  it: {
    newCol: 'Nuovi',
    dd: 'Due diligence',
    question: 'Fai una domanda',
    send: 'Invia la domanda',
    answer: 'La tua risposta',
    sendAnswer: 'Invia la risposta',
    record: 'Registra la decisione',
    recorded: 'Registrata: Investire',
    panel: 'Domande degli investitori',
    overNew: 'è su Nuovi.',
    overScreening: 'è su Screening.',
    history: ['Screening → Due diligence', 'Nuovi → Screening', 'Creata in Nuovi'],
  },
};

for (const lng of ['en', 'it'] as const) {
  test(`an investor receives a request, moves it to due diligence, asks a question the proponent answers, records a decision (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const s = TEXT[lng];
    const proponent = await registerUser(request, 'proponent');
    const investor = await registerUser(request, 'investor');
    const owner = await actorPage(browser, proponent, { console: watch, lng, width: 1400 });
    const title = `Agrivoltaic farm ${lng}`;
    const p = (await apiPost(owner.request, '/api/projects', {
      title,
      industry: '35.11',
      targetMarket: 'Italian utilities',
      estimatedBudget: 2_500_000,
    })) as { id: string };
    const r = (await apiPost(owner.request, '/api/funding-requests', {
      projectId: p.id,
      investorId: investor.user.id,
      message: 'First ticket',
      amountRequested: 400_000,
    })) as { id: string };
    await apiPost(owner.request, `/api/funding-requests/${r.id}/transitions`, { to: 'submitted' });

    const inv = await actorPage(browser, investor, { console: watch, lng, width: 1400 });
    await inv.goto('/deal-flow');
    const board = inv.getByTestId('deal-board');
    await expect(board).toBeVisible({ timeout: 20_000 });
    const column = (kind: string) => inv.getByTestId(`deal-column-${kind}`);
    await expect(column('new').getByRole('heading', { name: s.newCol })).toBeVisible();
    await expect(column('new').getByTestId('deal-card')).toContainText(title);

    // Keyboard on the drag handle: Space lifts, → goes one column right, Space drops.
    const handle = column('new').getByTestId('deal-card-handle');
    // Each key waits for what a screen reader user hears before the next: dnd-kit measures the columns
    // only once the card is lifted (it then says the card is over its own column), so an arrow pressed
    // before that has nowhere to go.
    const live = inv.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await inv.keyboard.press('Space');
    await expect(live).toContainText(s.overNew);
    // dnd-kit starts listening for the arrows a task after the lift (a timer): on a busy machine an arrow
    // pressed as the lift is announced can still go unheard, so press again only while it still says "over New".
    await expect(async () => {
      if ((await live.textContent())?.includes(s.overNew)) await inv.keyboard.press('ArrowRight');
      await expect(live).toContainText(s.overScreening, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await inv.keyboard.press('Space');
    await expect(column('screening').getByTestId('deal-card')).toContainText(title);
    await expect(column('new').getByTestId('deal-card')).toHaveCount(0);

    // The second keyboard path: the "Move to…" select.
    await column('screening').getByTestId('deal-card-move').selectOption({ label: s.dd });
    await expect(column('due_diligence').getByTestId('deal-card')).toContainText(title);

    // List view shows the same card.
    await inv.getByRole('button', { name: lng === 'en' ? 'List' : 'Elenco' }).click();
    await expect(inv.getByTestId('deal-row')).toContainText(title);

    // The card's due diligence: ask the proponent.
    await inv.getByRole('link', { name: title }).click();
    const detail = inv.getByTestId('deal-card-detail');
    await expect(detail).toBeVisible();
    // Its history, newest first: both moves and the filing, each with who made it.
    await expect(detail.getByTestId('dd-move')).toHaveText(s.history.map((line) => new RegExp(`${line}.*${investor.username}`)));
    await detail.getByLabel(s.question).fill('When is the grid connection?');
    await detail.getByRole('button', { name: s.send }).click();
    await expect(detail.getByTestId('dd-question')).toContainText('When is the grid connection?');

    // The proponent answers from the project page's Questions tab (where the notification leads).
    await owner.goto(`/projects/${p.id}?tab=questions`);
    const panel = owner.getByTestId('investor-questions');
    await expect(panel.getByRole('heading', { name: s.panel })).toBeVisible({ timeout: 20_000 });
    await panel.getByLabel(s.answer).fill('Q2 2027, the contract is signed.');
    await panel.getByRole('button', { name: s.sendAnswer }).click();
    await expect(panel.getByTestId('investor-question')).toContainText('Q2 2027, the contract is signed.');

    // The investor reads the answer and records the decision.
    await inv.reload();
    await expect(detail.getByTestId('dd-answer')).toContainText('Q2 2027');
    await detail.getByRole('spinbutton').fill('300000');
    await detail.getByRole('button', { name: s.record }).click();
    await expect(detail.getByTestId('dd-decision-recorded')).toContainText(s.recorded);
  });
}
